import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CSP, appContentSecurityPolicy } from '@server/http/security-headers';
import { createTestApp, type TestApp } from '@test-support/test-app';

let distDir: string;
let t: TestApp;
beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketview-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(distDir, 'assets', 'index-B4x9Qz1a.js'), 'console.log(1)');
  t = await createTestApp({ config: { distDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

function expectCommonHeaders(headers: Record<string, unknown>): void {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
}

describe('security headers', () => {
  it.each([
    ['the SPA', '/database/', 200],
    ['a client route of the SPA', '/database/project/project-search?region=1', 200],
    ['a hashed asset', '/database/assets/index-B4x9Qz1a.js', 200],
    ['a missing asset', '/database/assets/missing.js', 404],
    ['the root redirect', '/', 302],
  ])('%s carries the app policy', async (_name, url, status) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(status);
    expectCommonHeaders(response.headers);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toBe(appContentSecurityPolicy(null));
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-eval/);
  });

  it.each([
    ['whoami without a session', '/api/v1/urban/options/whoami', 200],
    ['an API call without a session', '/api/v1/urban/landingLinks', 403],
    ['an unknown API route', '/api/v1/nothing-here', 404],
  ])('the API (%s) carries the strict data policy', async (_name, url, status) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(status);
    expectCommonHeaders(response.headers);
    expect(response.headers['content-security-policy']).toBe(API_CSP);
  });

  it('a logged-in API answer carries them too', async () => {
    const cookie = await t.loginAs('demo');
    const response = await t.app.inject({ url: '/api/v1/urban/options/whoami', headers: { cookie } });
    expect(response.json<{ logged_in: boolean }>().logged_in).toBe(true);
    expectCommonHeaders(response.headers);
  });

  it('the provider pages keep their own stricter policy and get the other headers', async () => {
    const page = await t.app.inject({ url: '/user/login' });
    expectCommonHeaders(page.headers);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const failed = await t.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: 'username=demo&password=wrong',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(failed.statusCode).toBe(401);
    expectCommonHeaders(failed.headers);
  });

  it('allows a configured basemap origin to be fetched and drawn, and nothing else of it', () => {
    const policy = appContentSecurityPolicy('https://api.maptiler.example/maps/streets/style.json?key=secret');
    expect(policy).toMatch(/connect-src [^;]*https:\/\/api\.maptiler\.example(;|$| )/);
    expect(policy).toMatch(/img-src [^;]*https:\/\/api\.maptiler\.example(;|$| )/);
    expect(policy).not.toContain('secret');
    expect(policy).not.toMatch(/script-src[^;]*maptiler/);
    expect(appContentSecurityPolicy('javascript:alert(1)')).toBe(appContentSecurityPolicy(null));
    expect(appContentSecurityPolicy('not a url')).toBe(appContentSecurityPolicy(null));
  });

  it('the server sends the configured basemap origin in the policy', async () => {
    const configured = await createTestApp({
      config: { distDir, mapStyleUrl: 'https://tiles.example.org/style.json' },
    });
    try {
      const response = await configured.app.inject({ url: '/database/' });
      expect(response.headers['content-security-policy']).toContain(
        "connect-src 'self' data: blob: https://tiles.example.org",
      );
    } finally {
      await configured.close();
    }
  });
});
