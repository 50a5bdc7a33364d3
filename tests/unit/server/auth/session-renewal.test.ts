import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const loggedInAs = async (cookie: string) => {
  const body = (await t.app.inject({ url: '/api/v1/urban/options/whoami', headers: { cookie } })).json<{
    logged_in: boolean;
    user_info?: { name: string };
  }>();
  return body.logged_in ? (body.user_info?.name ?? '?') : null;
};

async function logIn(username: string, cookie?: string): Promise<string> {
  const response = await postForm(t.app, '/user/login', { username, password: 'demo' }, cookie ? { cookie } : {});
  expect(response.statusCode).toBe(303);
  const token = response.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  expect(token).toBeTruthy();
  return `${SESSION_COOKIE}=${token}`;
}

describe('the session id at login', () => {
  it('is new at every login, and the id the browser came with no longer works', async () => {
    const before = await logIn('demo');
    expect(await loggedInAs(before)).not.toBeNull();
    const after = await logIn('demo', before);
    expect(after).not.toBe(before);
    expect(await loggedInAs(after)).not.toBeNull();
    expect(await loggedInAs(before)).toBeNull();
  });

  it('a session of another account the browser carried ends too (no mixing of accounts)', async () => {
    const salesOnly = await logIn('sales-only');
    const demo = await logIn('demo', salesOnly);
    expect(await loggedInAs(salesOnly)).toBeNull();
    expect(await loggedInAs(demo)).not.toBeNull();
  });

  it('an unknown or forged id sent at login does not stop the login', async () => {
    const renewed = await logIn('demo', `${SESSION_COOKIE}=forged-value-that-is-not-a-session`);
    expect(await loggedInAs(renewed)).not.toBeNull();
  });

  it('a failed login keeps the existing session (only a successful login renews it)', async () => {
    const cookie = await logIn('demo');
    const failed = await postForm(t.app, '/user/login', { username: 'demo', password: 'wrong' }, { cookie });
    expect(failed.statusCode).toBe(401);
    expect(await loggedInAs(cookie)).not.toBeNull();
  });
});
