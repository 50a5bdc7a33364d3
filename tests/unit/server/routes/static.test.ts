import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_BUILT_MESSAGE } from '@server/routes/static';
import { createTestApp, type TestApp } from '@test-support/test-app';

const INDEX_HTML = '<!doctype html><title>Marketview</title><div id="root"></div>';
let distDir: string;
let t: TestApp;
beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketview-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(distDir, 'version.json'), '{"version":"20261121"}');
  fs.writeFileSync(path.join(distDir, 'assets', 'index-B4x9Qz1a.js'), 'console.log(1)');
  fs.writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ config: { distDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('the built app under /database/', () => {
  it('redirects / and /database to /database/', async () => {
    for (const url of ['/', '/database']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/database/');
    }
  });

  it('serves index.html, revalidated on every load', async () => {
    const response = await t.app.inject({ url: '/database/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it.each(['/database/landing-page', '/database/project/123', '/database/rental/profile/9?tab=2', '/database/sale/5/'])(
    'falls back to index.html for the client route %s',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves version.json uncached', async () => {
    const response = await t.app.inject({ url: '/database/version.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: '20261121' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await t.app.inject({ url: '/database/assets/index-B4x9Qz1a.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other public files revalidated', async () => {
    const response = await t.app.inject({ url: '/database/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the app', async () => {
    for (const url of ['/database/assets/gone-123.js', '/database/missing.png']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('does not serve files outside dist/', async () => {
    for (const url of ['/database/../package.json', '/database/%2e%2e/package.json', '/database/..%2fpackage.json']) {
      const response = await t.app.inject({ url });
      expect(response.body).not.toContain('"name": "marketview"');
    }
  });
});

describe('without a build', () => {
  it('says so clearly instead of a blank page', async () => {
    const unbuilt = await createTestApp({ config: { distDir: path.join(os.tmpdir(), 'marketview-missing-dist') } });
    try {
      for (const url of ['/database/', '/database/project/1']) {
        const response = await unbuilt.app.inject({ url });
        expect(response.statusCode).toBe(503);
        expect(response.body).toBe(NOT_BUILT_MESSAGE);
      }
      expect((await unbuilt.app.inject({ url: '/api/v1/urban/options/whoami' })).json()).toEqual({ logged_in: false });
    } finally {
      await unbuilt.close();
    }
  });
});
