import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '@server/http/compression';
import { createTestApp, type TestApp } from '@test-support/test-app';

/** A bundle large enough to be compressed, repetitive like real minified code. */
const ASSET_TEXT = 'export function f(){return "marketview";}\n'.repeat(200);
const LANDING_URL = '/api/v1/urban/project/byregionlanding?regionId[]=1&regionId[]=2';

let distDir: string;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketview-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Marketview</title>');
  fs.writeFileSync(path.join(distDir, 'assets', 'index-C0mpr3ss.js'), ASSET_TEXT);
  t = await createTestApp({ config: { distDir } });
  cookie = await t.loginAs('demo');
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe('compressed responses (README "Performance")', () => {
  it('sends JSON without content-encoding when the request does not accept one', async () => {
    const response = await t.app.inject({ url: LANDING_URL, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Object.keys(response.json<Record<string, unknown>>())).toContain('sales');
  });

  it.each(['br', 'gzip'])('compresses a large JSON response with %s; it decodes to the same JSON', async (encoding) => {
    const plain = await t.app.inject({ url: LANDING_URL, headers: { cookie } });
    const response = await t.app.inject({
      url: LANDING_URL,
      headers: { cookie, 'accept-encoding': `${encoding}, identity;q=0.5` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(decode(encoding, response.rawPayload))).toEqual(plain.json());
  });

  it('prefers brotli when the browser offers brotli and gzip', async () => {
    const response = await t.app.inject({
      url: LANDING_URL,
      headers: { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it(`leaves responses under ${COMPRESSION_THRESHOLD_BYTES} bytes as they are`, async () => {
    const response = await t.app.inject({
      url: '/api/v1/urban/options/whoami',
      headers: { cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json<{ logged_in: boolean }>().logged_in).toBe(true);
  });

  it('compresses static assets of the built app too', async () => {
    const url = '/database/assets/index-C0mpr3ss.js';
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET_TEXT);
    const response = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(ASSET_TEXT.length / 4);
    expect(decode('br', response.rawPayload)).toBe(ASSET_TEXT);
  });
});
