import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '@server/auth/session-cookie';
import { createTestApp, type TestApp } from '@test-support/test-app';
import { addProbeRoutes, PROBE } from '@test-support/probe-routes';
import { postForm } from '@test-support/post-form';

const HOUR = 60 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  addProbeRoutes(t.app);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const loggedIn = async (cookie: string) =>
  (await t.app.inject({ url: '/api/v1/urban/options/whoami', headers: { cookie } })).json<{ logged_in: boolean }>()
    .logged_in;

describe('session expiry', () => {
  it('defaults to a 12-hour lifetime', () => {
    expect(t.config.sessionLifetimeMs).toBe(12 * HOUR);
  });

  it('keeps a session until its lifetime is over, then treats the cookie as logged out', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-10-01T08:00:00Z') });
    const response = await postForm(t.app, '/user/login', { username: 'demo', password: 'demo' });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.expires?.toISOString()).toBe('2026-10-01T20:00:00.000Z');
    const header = `${SESSION_COOKIE}=${cookie?.value}`;

    vi.setSystemTime(new Date('2026-10-01T19:59:59Z'));
    expect(await loggedIn(header)).toBe(true);

    vi.setSystemTime(new Date('2026-10-01T20:00:01Z'));
    expect(await loggedIn(header)).toBe(false);
    const api = await t.app.inject({ url: `${PROBE}/landing`, headers: { cookie: header } });
    expect(api.statusCode).toBe(403);
  });

  it('stores only a hash of the cookie and clears expired sessions at the next login', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-10-05T08:00:00Z') });
    const cookie = await t.loginAs('no-rental');
    const token = cookie.split('=')[1] ?? '';
    const stored = await t.db.selectFrom('sessions').select('id').execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((row) => row.id === token)).toBe(false);

    vi.setSystemTime(new Date('2026-10-05T21:00:00Z'));
    const expired = await t.db.selectFrom('sessions').select('id').where('expires_at', '<=', Date.now()).execute();
    expect(expired.length).toBeGreaterThan(0);
    await t.loginAs('no-rental');
    const remaining = await t.db.selectFrom('sessions').select('expires_at').execute();
    expect(remaining).toHaveLength(1);
    expect(remaining[0]?.expires_at).toBeGreaterThan(Date.now());
  });

  it('ignores forged and malformed cookies', async () => {
    for (const value of ['forged', '', 'a'.repeat(500), '%00%0a']) {
      expect(await loggedIn(`${SESSION_COOKIE}=${value}`)).toBe(false);
    }
  });
});
