import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_ORIGIN_MESSAGE } from '@server/http/same-origin';
import { createTestApp, type TestApp } from '@test-support/test-app';
import { postForm } from '@test-support/post-form';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every route with a state-changing method, read from the router itself (so a route added later
 * is tested too). printRoutes draws a tree: each level indents by 4 characters and a child's
 * label continues its parent's path.
 */
function stateChangingRoutes(): Array<{ method: string; url: string }> {
  const tree = t.app.printRoutes({ commonPrefix: false });
  const routes: Array<{ method: string; url: string }> = [];
  const labels: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    labels.length = depth;
    labels.push(match[2]!);
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && !SAFE.has(method)) routes.push({ method, url: labels.join('') });
    }
  }
  return routes;
}

const loggedIn = async (cookie: string) =>
  (await t.app.inject({ url: '/api/v1/urban/options/whoami', headers: { cookie } })).json<{ logged_in: boolean }>()
    .logged_in;

const FOREIGN = [
  { origin: 'https://evil.example' },
  { 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-site': 'same-site', origin: 'http://sub.localhost' },
];

describe('state-changing requests from a foreign origin', () => {
  it("the server's state-changing routes are the provider pages, the saved views and areas and the visits", () => {
    const routes = stateChangingRoutes()
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(routes).toEqual([
      'DELETE /api/v1/saved-areas/:id',
      'DELETE /api/v1/saved-views/:id',
      'PATCH /api/v1/saved-areas/:id',
      'PATCH /api/v1/saved-views/:id',
      'POST /api/v1/saved-areas',
      'POST /api/v1/saved-views',
      'POST /user/login',
      'POST /user/logout',
      'POST /user/password',
      'PUT /api/v1/visits/:entity/:id',
      'PUT /api/v1/visits/views/:id/:entity',
    ]);
  });

  it('every state-changing route refuses each foreign origin with 403 and the message', async () => {
    const cookie = await t.loginAs('demo');
    for (const route of stateChangingRoutes()) {
      for (const headers of FOREIGN) {
        const response = await t.app.inject({
          method: route.method as 'POST',
          url: route.url,
          payload: 'username=demo&password=demo&current_password=demo&new_password=x1234567&confirm_password=x1234567',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, ...headers },
        });
        expect(response.statusCode, `${route.method} ${route.url} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.json<{ message: string }>().message).toBe(CROSS_ORIGIN_MESSAGE);
        expect(response.cookies).toHaveLength(0);
      }
    }
    // Nothing happened: the session lives and the password is unchanged.
    expect(await loggedIn(cookie)).toBe(true);
    expect((await postForm(t.app, '/user/login', { username: 'demo', password: 'demo' })).statusCode).toBe(303);
  });

  it('a method no route has is refused from a foreign origin before routing', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/urban/options/whoami',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('the same requests from our own origin still work', async () => {
    const cookie = await t.loginAs('demo');
    const own = { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' };
    const logout = await postForm(t.app, '/user/logout', {}, { cookie, ...own });
    expect(logout.statusCode).toBe(303);
    expect(await loggedIn(cookie)).toBe(false);
  });
});
