import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANY_SESSION } from '@contract/access';
import { RENTAL_EXPANSION_MESSAGE } from '@contract/messages';
import type { WhoAmIResponse } from '@contract/session';
import {
  NOT_LOGGED_IN_MESSAGE,
  registerRequestAccess,
  routeAccess,
  sectionNotIncludedMessage,
} from '@server/auth/request-access';
import { createTestApp, type TestApp } from '@test-support/test-app';
import { registeredRoutes } from '@test-support/registered-routes';
import { addProbeRoutes, PROBE } from '@test-support/probe-routes';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  addProbeRoutes(t.app);
  for (const username of ['demo', 'sales-only', 'no-rental']) cookies[username] = await t.loginAs(username);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('GET /api/v1/urban/options/whoami', () => {
  it('answers logged_in: false without a session (not 403)', async () => {
    const response = await get('/api/v1/urban/options/whoami');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ logged_in: false });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    ['demo', ['landing', 'project-search', 'property-sales', 'rental-search'], true],
    ['sales-only', ['landing', 'property-sales'], false],
    ['no-rental', ['landing', 'project-search', 'property-sales', 'rental-search'], false],
  ])('describes %s with its links and rental expansion', async (username, links, rentalExpansion) => {
    const body = (await get('/api/v1/urban/options/whoami', cookies[username])).json<WhoAmIResponse>();
    expect(body.logged_in).toBe(true);
    expect(body.user_info).toEqual({
      name: expect.any(String),
      full_name: expect.any(String),
      organization: 'Marketview Demo Realty',
      member_since: Date.UTC(2018, 0, 15) / 1000,
      links,
      rental_expansion: rentalExpansion,
    });
    expect(body.user_info?.full_name.length).toBeGreaterThan(0);
  });
});

describe('access rules on /api/v1/', () => {
  it('answers 403 JSON to every route without a session', async () => {
    for (const path of ['plain', 'landing', 'project-search', 'rental-history', 'validated?year=abc']) {
      const response = await get(`${PROBE}/${path}`);
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: NOT_LOGGED_IN_MESSAGE,
        reason: 'session',
      });
    }
    const post = await t.app.inject({ method: 'POST', url: `${PROBE}/echo`, payload: { a: 1 } });
    expect(post.statusCode).toBe(403);
  });

  it('cannot be skipped with a percent-encoded path', async () => {
    for (const path of [
      '/%61pi/v1/test-probe/landing',
      '/api/%761/test-probe/rental-history',
      '/api/v1/test-probe/%6candin%67',
    ]) {
      expect((await get(path)).statusCode).toBe(403);
    }
    expect((await get('/api/v1/test-probe/rental-%68istory', cookies['no-rental'])).statusCode).toBe(403);
  });

  it('covers every API route the app registers, whoever wrote it', async () => {
    const apiRoutes = registeredRoutes(t.app).filter((route) => route.path.startsWith('/api/v1/'));
    expect(apiRoutes.length).toBeGreaterThan(20);
    for (const route of apiRoutes) {
      // Any value fits a path parameter: access is decided before the route looks at it.
      const url = route.path.replace(/:[A-Za-z]+/g, '1');
      for (const method of route.methods) {
        const response = await t.app.inject({ method: method as 'GET', url });
        const expected = url === '/api/v1/urban/options/whoami' ? 200 : 403;
        expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: expected });
      }
    }
  });

  it('refuses to build an app with an /api/v1/ or /user/ route that declares no access', async () => {
    const build = async (path: string, declared: boolean) => {
      const app = Fastify();
      registerRequestAccess(app, t.db);
      await app.register(async (scope) => {
        if (declared) scope.get(path, routeAccess(ANY_SESSION), async () => ({}));
        else scope.get(path, async () => ({}));
      });
      try {
        await app.ready();
      } finally {
        await app.close();
      }
    };
    await expect(build('/api/v1/forgotten', false)).rejects.toThrow(/GET \/api\/v1\/forgotten declares no access/);
    await expect(build('/user/forgotten', false)).rejects.toThrow(/declares no access/);
    await expect(build('/api/v1/declared', true)).resolves.toBeUndefined();
    await expect(build('/database/elsewhere', false)).resolves.toBeUndefined();
  });

  it('exposes the account on the request', async () => {
    expect((await get(`${PROBE}/plain`, cookies['sales-only'])).json()).toEqual({ username: 'sales-only' });
  });

  it.each([
    ['demo', 'landing', 200],
    ['demo', 'project-search', 200],
    ['demo', 'property-sales', 200],
    ['demo', 'rental-search', 200],
    ['demo', 'rental-history', 200],
    ['sales-only', 'landing', 200],
    ['sales-only', 'property-sales', 200],
    ['sales-only', 'project-search', 403],
    ['sales-only', 'rental-search', 403],
    ['sales-only', 'rental-history', 403],
    ['no-rental', 'project-search', 200],
    ['no-rental', 'rental-search', 200],
    ['no-rental', 'rental-history', 403],
  ])('%s calling the %s section gets %i', async (username, section, status) => {
    expect((await get(`${PROBE}/${section}`, cookies[username])).statusCode).toBe(status);
  });

  it('names the missing section or the missing subscription', async () => {
    expect((await get(`${PROBE}/project-search`, cookies['sales-only'])).json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: sectionNotIncludedMessage('project-search'),
      reason: 'section',
    });
    expect((await get(`${PROBE}/rental-history`, cookies['no-rental'])).json()).toMatchObject({
      message: RENTAL_EXPANSION_MESSAGE,
      reason: 'subscription',
    });
  });
});
