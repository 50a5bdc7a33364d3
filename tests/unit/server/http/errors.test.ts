import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@test-support/test-app';
import { addProbeRoutes, PROBE } from '@test-support/probe-routes';

let t: TestApp;
let cookie: string;
const logLines: Array<{ level: number; msg: string; err?: { message: string; stack?: string } }> = [];
beforeAll(async () => {
  t = await createTestApp({
    config: { logLevel: 'warn' },
    logStream: { write: (line) => void logLines.push(JSON.parse(line)) },
  });
  addProbeRoutes(t.app);
  cookie = await t.loginAs('demo');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ url, headers: { cookie } });

describe('query validation through a route', () => {
  it('answers 400 JSON naming the parameter', async () => {
    const cases: Array<[string, string]> = [
      ['year=abc', 'Invalid query parameter "year": expected a whole number'],
      ['year=2026&regionId[]=x', 'Invalid query parameter "regionId": expected a list of whole-number ids'],
      ['regionId[]=1', 'Missing query parameter "year"'],
    ];
    for (const [query, message] of cases) {
      const response = await get(`${PROBE}/validated?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    }
  });

  it('accepts repeated keys with or without []', async () => {
    for (const query of ['year=2026&regionId[]=1&regionId[]=2', 'year=2026&regionId=1&regionId=2']) {
      expect((await get(`${PROBE}/validated?${query}`)).json()).toEqual({ year: 2026, regionId: [1, 2] });
    }
  });
});

describe('error responses', () => {
  it('answers an unknown /api/v1/ route with 404 JSON, with or without a session', async () => {
    for (const headers of [{ cookie }, {}]) {
      const response = await t.app.inject({ url: '/api/v1/urban/nothing-here?x=1', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Route GET /api/v1/urban/nothing-here not found',
      });
    }
  });

  it('keeps the status and message of a deliberate client error', async () => {
    expect((await get(`${PROBE}/teapot`)).json()).toEqual({
      statusCode: 418,
      error: "I'm a Teapot",
      message: 'Short and stout',
    });
  });

  it('answers a crash with a generic 500 JSON: no stack, no internals', async () => {
    const response = await get(`${PROBE}/crash`);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('at ');
  });

  it('answers a malformed JSON body with 400 JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${PROBE}/echo`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('logs 500s with the error and its stack', async () => {
    logLines.length = 0;
    await get(`${PROBE}/crash`);
    const errors = logLines.filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.msg).toBe('request failed');
    expect(errors[0]?.err?.message).toContain('secret connection string');
    expect(errors[0]?.err?.stack).toContain('probe-routes');
  });
});
