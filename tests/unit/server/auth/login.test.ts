import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILED_MESSAGE } from '@server/auth/provider-routes';
import { SESSION_COOKIE } from '@server/auth/session-cookie';
import { createTestApp, type TestApp } from '@test-support/test-app';
import { postForm } from '@test-support/post-form';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const whoami = (cookie?: string) =>
  t.app.inject({ url: '/api/v1/urban/options/whoami', headers: cookie ? { cookie } : {} }).then((r) => r.json());

describe('GET /user/login', () => {
  it('is a self-contained page with labelled Username and Password fields and a Log in button', async () => {
    const response = await t.app.inject({ url: '/user/login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const html = response.body;
    expect(html).toMatch(/<label for="username">Username<\/label>\s*<input id="username" name="username"/);
    expect(html).toMatch(
      /<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/,
    );
    expect(html).toContain('<button type="submit">Log in</button>');
    expect(html).toContain('Marketview');
    // The app's own icon, so the browser does not ask for a missing /favicon.ico.
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/database/favicon.svg">');
    // No external assets: nothing is loaded from another origin.
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).not.toContain('<script');
  });

  it('carries destination and q into the form, escaped', async () => {
    const q = 'N4IgZg9g+$-"><script>';
    const response = await t.app.inject({
      url: `/user/login?destination=${encodeURIComponent('/database/property/sales')}&q=${encodeURIComponent(q)}`,
    });
    expect(response.body).toContain('name="destination" value="/database/property/sales"');
    expect(response.body).toContain('name="q" value="N4IgZg9g+$-&quot;&gt;&lt;script&gt;"');
    expect(response.body).not.toContain('"><script>');
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example'])(
    'replaces the foreign destination %s with /database/',
    async (destination) => {
      const response = await t.app.inject({ url: `/user/login?destination=${encodeURIComponent(destination)}` });
      expect(response.body).toContain('name="destination" value="/database/"');
    },
  );
});

describe('POST /user/login', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie and redirects with 303 to /database/ by default', async () => {
    const response = await postForm(t.app, '/user/login', { username: 'demo', password: 'demo' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/database/');
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
    expect((await whoami(`${SESSION_COOKIE}=${cookie?.value}`)).logged_in).toBe(true);
  });

  it('redirects to the destination with ?q= appended, q untouched', async () => {
    const q = 'N4IgdghgtgpiBcIDCBXAz+$-';
    const response = await postForm(t.app, '/user/login', {
      username: 'demo',
      password: 'demo',
      destination: '/database/project/market-data',
      q,
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location), 'http://localhost');
    expect(location.pathname).toBe('/database/project/market-data');
    expect(location.searchParams.get('q')).toBe(q);
    expect(String(response.headers.location).startsWith('/database/project/market-data?q=')).toBe(true);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example/phish',
    'http:/evil.example',
    'javascript:alert(1)',
    '/%0d%0aSet-Cookie:x=1',
  ])('never redirects off-site (destination %j)', async (destination) => {
    const response = await postForm(t.app, '/user/login', { username: 'demo', password: 'demo', destination });
    expect(response.statusCode).toBe(303);
    const location = String(response.headers.location);
    expect(location.startsWith('/')).toBe(true);
    expect(location.startsWith('//')).toBe(false);
    expect(new URL(location, 'http://localhost').origin).toBe('http://localhost');
    expect(location).not.toMatch(/[\r\n]/);
    expect(response.headers['set-cookie']).not.toEqual(expect.arrayContaining([expect.stringMatching(/^x=1/)]));
  });

  it('marks the cookie Secure when served over https (behind a trusted proxy)', async () => {
    const secure = await createTestApp({ config: { trustProxy: true } });
    try {
      const response = await postForm(
        secure.app,
        '/user/login',
        { username: 'demo', password: 'demo' },
        { 'x-forwarded-proto': 'https' },
      );
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('re-shows the form with an accessible error on wrong credentials, keeping destination and q', async () => {
    const response = await postForm(t.app, '/user/login', {
      username: 'demo',
      password: 'wrong',
      destination: '/database/rental/rental-search',
      q: 'abc',
    });
    expect(response.statusCode).toBe(401);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(response.body).toContain(`role="alert" id="login-error">${LOGIN_FAILED_MESSAGE}</div>`);
    expect(response.body).toContain('aria-describedby="login-error"');
    expect(response.body).toContain('name="username" type="text"');
    expect(response.body).toContain('value="demo"');
    expect(response.body).toContain('name="destination" value="/database/rental/rental-search"');
    expect(response.body).toContain('name="q" value="abc"');
  });

  it('gives the same answer for an unknown username', async () => {
    const response = await postForm(t.app, '/user/login', { username: 'nobody', password: 'demo' });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain(LOGIN_FAILED_MESSAGE);
  });

  it('matches usernames without regard to case or spaces', async () => {
    const response = await postForm(t.app, '/user/login', { username: '  Sales-Only ', password: 'demo' });
    expect(response.statusCode).toBe(303);
  });

  it('accepts a login when already logged in', async () => {
    const cookie = await t.loginAs('demo');
    const response = await postForm(t.app, '/user/login', { username: 'demo', password: 'demo' }, { cookie });
    expect(response.statusCode).toBe(303);
  });

  it('rejects a cross-origin post', async () => {
    const fromElsewhere = await postForm(
      t.app,
      '/user/login',
      { username: 'demo', password: 'demo' },
      { origin: 'https://evil.example' },
    );
    expect(fromElsewhere.statusCode).toBe(403);
    expect(fromElsewhere.cookies).toHaveLength(0);
    const crossSite = await postForm(
      t.app,
      '/user/login',
      { username: 'demo', password: 'demo' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await postForm(
      t.app,
      '/user/login',
      { username: 'demo', password: 'demo' },
      { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
    );
    expect(sameOrigin.statusCode).toBe(303);
  });
});
