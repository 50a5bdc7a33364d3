import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@server/auth/session-cookie';
import { createTestApp, type TestApp } from '@test-support/test-app';
import { addProbeRoutes, PROBE } from '@test-support/probe-routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  addProbeRoutes(t.app);
});
afterAll(async () => {
  await t.close();
});

const loggedIn = async (cookie: string) =>
  (await t.app.inject({ url: '/api/v1/urban/options/whoami', headers: { cookie } })).json<{ logged_in: boolean }>()
    .logged_in;

describe('POST /user/logout', () => {
  it('ends the session in the database, clears the cookie and goes to the login page', async () => {
    const cookie = await t.loginAs('demo');
    expect(await loggedIn(cookie)).toBe(true);
    const response = await t.app.inject({ method: 'POST', url: '/user/logout', headers: { cookie } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/user/login');
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    // The old cookie is dead even if a client keeps sending it.
    expect(await loggedIn(cookie)).toBe(false);
    const api = await t.app.inject({ url: `${PROBE}/landing`, headers: { cookie } });
    expect(api.statusCode).toBe(403);
  });

  it('ends only that session', async () => {
    const first = await t.loginAs('demo');
    const second = await t.loginAs('demo');
    await t.app.inject({ method: 'POST', url: '/user/logout', headers: { cookie: first } });
    expect(await loggedIn(first)).toBe(false);
    expect(await loggedIn(second)).toBe(true);
  });

  it('rejects a cross-origin post and keeps the session', async () => {
    const cookie = await t.loginAs('demo');
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      const response = await t.app.inject({ method: 'POST', url: '/user/logout', headers: { cookie, ...headers } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    }
    expect(await loggedIn(cookie)).toBe(true);
  });

  it('is harmless without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/user/logout' });
    expect(response.statusCode).toBe(303);
  });
});
