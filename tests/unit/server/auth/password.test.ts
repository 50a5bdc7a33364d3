import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD_CHANGED_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  passwordTooShortMessage,
} from '@server/auth/provider-routes';
import { escapeHtml } from '@server/auth/provider-pages';
import { createTestApp, type TestApp } from '@test-support/test-app';
import { postForm } from '@test-support/post-form';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const change = (cookie: string, current: string, next: string, confirmation = next) =>
  postForm(
    t.app,
    '/user/password',
    { current_password: current, new_password: next, confirm_password: confirmation },
    { cookie },
  );

describe('/user/password', () => {
  it('sends a visitor without a session to the login page, coming back here afterwards', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/user/password' });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/user/login?destination=%2Fuser%2Fpassword');
    }
  });

  it('shows labelled current, new and confirmation fields', async () => {
    const cookie = await t.loginAs('no-rental');
    const response = await t.app.inject({ url: '/user/password', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<label for="current_password">Current password</label>');
    expect(response.body).toContain('<label for="new_password">New password</label>');
    expect(response.body).toContain('<label for="confirm_password">Confirm new password</label>');
    expect(response.body).toContain(`minlength="${t.config.passwordMinLength}"`);
    expect(response.body).toContain('Logged in as <strong>no-rental</strong>');
  });

  it.each([
    ['a wrong current password', 'nope', 'long enough 1', undefined, WRONG_CURRENT_PASSWORD_MESSAGE],
    ['a short new password', 'demo', 'short', undefined, passwordTooShortMessage(8)],
    ['a confirmation that differs', 'demo', 'long enough 1', 'long enough 2', PASSWORDS_DIFFER_MESSAGE],
  ])('refuses %s with an alert', async (_case, current, next, confirmation, message) => {
    const cookie = await t.loginAs('no-rental');
    const response = await change(cookie, current, next, confirmation);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(`role="alert" id="password-error">${escapeHtml(message)}</div>`);
  });

  it('refuses a cross-origin post', async () => {
    const cookie = await t.loginAs('no-rental');
    const response = await postForm(
      t.app,
      '/user/password',
      { current_password: 'demo', new_password: 'attacker chosen', confirm_password: 'attacker chosen' },
      { cookie, origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
  });

  it('changes the password: the new one logs in, the old one no longer does, other sessions end', async () => {
    const other = await t.loginAs('sales-only');
    const cookie = await t.loginAs('sales-only');
    expect((await change(cookie, 'demo', 'demo')).body).toContain(escapeHtml(SAME_PASSWORD_MESSAGE));

    const response = await change(cookie, 'demo', 'a much better one');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`role="status">${PASSWORD_CHANGED_MESSAGE}</div>`);

    const oldLogin = await postForm(t.app, '/user/login', { username: 'sales-only', password: 'demo' });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await postForm(t.app, '/user/login', { username: 'sales-only', password: 'a much better one' });
    expect(newLogin.statusCode).toBe(303);

    const whoami = async (c: string) =>
      (await t.app.inject({ url: '/api/v1/urban/options/whoami', headers: { cookie: c } })).json<{
        logged_in: boolean;
      }>();
    expect((await whoami(cookie)).logged_in).toBe(true);
    expect((await whoami(other)).logged_in).toBe(false);
  });
});
