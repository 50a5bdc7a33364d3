import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '@test-support/test-app';

const WINDOW_MS = 10 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { loginThrottle: { maxFailures: 3, windowMs: WINDOW_MS } } });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const login = (username: string, password: string, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/user/login',
    remoteAddress: ip,
    payload: new URLSearchParams({ username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('login throttling', () => {
  it('blocks a username after repeated failures, even with the right password, until the window passes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-10-01T08:00:00Z') });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login('demo', 'guess')).statusCode).toBe(401);
    }
    const blocked = await login('demo', 'demo');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(WINDOW_MS / 1000));
    expect(blocked.body).toContain('role="alert"');
    expect(blocked.body).toContain('Too many failed attempts. Please try again in 10 minutes.');
    // Another address does not help: the username itself is being guessed.
    expect((await login('demo', 'demo', '198.51.100.1')).statusCode).toBe(429);

    vi.setSystemTime(new Date('2026-10-01T08:10:01Z'));
    expect((await login('demo', 'demo')).statusCode).toBe(303);
  });

  it('forgives earlier failures after a successful login', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-10-02T08:00:00Z') });
    expect((await login('no-rental', 'guess', '192.0.2.1')).statusCode).toBe(401);
    expect((await login('no-rental', 'guess', '192.0.2.1')).statusCode).toBe(401);
    expect((await login('no-rental', 'demo', '192.0.2.1')).statusCode).toBe(303);
    expect((await login('no-rental', 'guess', '192.0.2.1')).statusCode).toBe(401);
    expect((await login('no-rental', 'guess', '192.0.2.1')).statusCode).toBe(401);
    expect((await login('no-rental', 'demo', '192.0.2.1')).statusCode).toBe(303);
  });

  it('blocks an address that tries many usernames', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-10-03T08:00:00Z') });
    const ip = '192.0.2.99';
    // The address allowance is four times the username allowance.
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await login(`user-${attempt}`, 'guess', ip)).statusCode).toBe(401);
    }
    expect((await login('sales-only', 'demo', ip)).statusCode).toBe(429);
    expect((await login('sales-only', 'demo', '192.0.2.100')).statusCode).toBe(303);
  });
});
