import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SAVED_AREA_LIMIT,
  SAVED_AREA_MAX_POINTS,
  SAVED_AREA_MESSAGES,
  SAVED_AREA_NAME_MAX_LENGTH,
  type SavedArea,
  type SavedAreasResponse,
} from '@contract/saved-areas';
import { CROSS_ORIGIN_MESSAGE } from '@server/http/same-origin';
import { createTestApp, type TestApp } from '@test-support/test-app';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['demo', 'sales-only', 'no-rental']) cookies[username] = await t.loginAs(username);
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/v1/saved-areas';
const TRIANGLE = [
  { lat: 43.65, lng: -79.4 },
  { lat: 43.7, lng: -79.35 },
  { lat: 43.62, lng: -79.3 },
];
const AREA = { name: 'Downtown core', points: TRIANGLE };

function call(username: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: cookies[username]! },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function list(username: string): Promise<SavedArea[]> {
  const response = await call(username, 'GET', URL);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return (response.json() as SavedAreasResponse).areas;
}

async function accountId(username: string): Promise<number> {
  const row = await t.db.selectFrom('accounts').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

describe('saved areas', () => {
  it('saves, lists (by name), renames and deletes an area, its points as sent', async () => {
    const saved = await call('demo', 'POST', URL, { ...AREA, name: '  Downtown   core ' });
    expect(saved.statusCode).toBe(201);
    const area = (saved.json() as { area: SavedArea }).area;
    // The name is stored trimmed, inner white space as one space (the saved views' rule).
    expect(area).toMatchObject({ name: 'Downtown core', points: TRIANGLE });
    expect(Date.parse(area.savedAt)).toBeGreaterThan(Date.now() - 60_000);

    expect((await call('demo', 'POST', URL, { ...AREA, name: 'Airport' })).statusCode).toBe(201);
    expect((await list('demo')).map((entry) => entry.name)).toEqual(['Airport', 'Downtown core']);
    expect((await list('demo')).find((entry) => entry.id === area.id)?.points).toEqual(TRIANGLE);

    const renamed = await call('demo', 'PATCH', `${URL}/${area.id}`, { name: 'Core' });
    expect(renamed.statusCode).toBe(200);
    expect((renamed.json() as { area: SavedArea }).area).toMatchObject({ id: area.id, name: 'Core' });

    expect((await call('demo', 'DELETE', `${URL}/${area.id}`)).statusCode).toBe(204);
    expect((await list('demo')).map((entry) => entry.name)).toEqual(['Airport']);
    expect((await call('demo', 'DELETE', `${URL}/${area.id}`)).json()).toMatchObject({
      statusCode: 404,
      message: SAVED_AREA_MESSAGES.notFound,
    });
  });

  it("never shows, renames or deletes another account's area", async () => {
    const saved = await call('sales-only', 'POST', URL, { ...AREA, name: 'Mine' });
    const id = (saved.json() as { area: SavedArea }).area.id;
    expect((await list('no-rental')).some((entry) => entry.id === id)).toBe(false);
    expect((await call('no-rental', 'PATCH', `${URL}/${id}`, { name: 'Taken' })).statusCode).toBe(404);
    expect((await call('no-rental', 'DELETE', `${URL}/${id}`)).statusCode).toBe(404);
    expect((await list('sales-only')).find((entry) => entry.id === id)?.name).toBe('Mine');
    // The same name in another account is no conflict.
    expect((await call('no-rental', 'POST', URL, { ...AREA, name: 'Mine' })).statusCode).toBe(201);
  });

  it('refuses bad names and bad polygons with a message that says what is wrong', async () => {
    const many = Array.from({ length: SAVED_AREA_MAX_POINTS + 1 }, (_, index) => ({
      lat: 43 + Math.sin(index) / 10,
      lng: -79 + Math.cos(index) / 10,
    }));
    const cases: Array<[unknown, string]> = [
      [{ ...AREA, name: '   ' }, SAVED_AREA_MESSAGES.nameRequired],
      [{ points: TRIANGLE }, SAVED_AREA_MESSAGES.nameRequired],
      [{ ...AREA, name: 'x'.repeat(SAVED_AREA_NAME_MAX_LENGTH + 1) }, SAVED_AREA_MESSAGES.nameTooLong],
      [{ name: 'No points' }, SAVED_AREA_MESSAGES.badPolygon],
      [{ name: 'Two points', points: TRIANGLE.slice(0, 2) }, SAVED_AREA_MESSAGES.badPolygon],
      [{ name: 'Too many', points: many }, SAVED_AREA_MESSAGES.badPolygon],
      [{ name: 'Off the globe', points: [...TRIANGLE, { lat: 91, lng: 0 }] }, SAVED_AREA_MESSAGES.badPolygon],
      [{ name: 'Longitude', points: [...TRIANGLE, { lat: 0, lng: -181 }] }, SAVED_AREA_MESSAGES.badPolygon],
      [{ name: 'Text', points: [...TRIANGLE, { lat: '43', lng: -79 }] }, SAVED_AREA_MESSAGES.badPolygon],
      [
        {
          name: 'Pairs',
          points: [
            [43, -79],
            [43.1, -79],
            [43, -79.1],
          ],
        },
        SAVED_AREA_MESSAGES.badPolygon,
      ],
      [{ name: 'Extra', points: TRIANGLE.map((point) => ({ ...point, x: 1 })) }, SAVED_AREA_MESSAGES.badPolygon],
      [{ name: 'String', points: 'polygon' }, SAVED_AREA_MESSAGES.badPolygon],
    ];
    for (const [payload, message] of cases) {
      const response = await call('demo', 'POST', URL, payload);
      expect({ payload, status: response.statusCode, message: response.json().message }).toEqual({
        payload,
        status: 400,
        message,
      });
    }
    // JSON's numbers cannot be NaN or Infinity; a body that is not JSON is refused before the route.
    expect((await call('demo', 'PATCH', `${URL}/abc`, { name: 'x' })).statusCode).toBe(400);
    expect((await call('demo', 'PATCH', `${URL}/1`, { name: ' ' })).json().message).toBe(
      SAVED_AREA_MESSAGES.nameRequired,
    );
  });

  it('a name is unique per account, on save and on rename', async () => {
    await call('demo', 'POST', URL, { ...AREA, name: 'Unique' });
    const again = await call('demo', 'POST', URL, { ...AREA, name: ' Unique ' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SAVED_AREA_MESSAGES.nameTaken);
    const other = (await call('demo', 'POST', URL, { ...AREA, name: 'Other' })).json() as { area: SavedArea };
    const rename = await call('demo', 'PATCH', `${URL}/${other.area.id}`, { name: 'Unique' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe(SAVED_AREA_MESSAGES.nameTaken);
  });

  it(`keeps at most ${SAVED_AREA_LIMIT} areas per account, then says so`, async () => {
    const id = await accountId('no-rental');
    const have = (await list('no-rental')).length;
    await t.db
      .insertInto('saved_areas')
      .values(
        Array.from({ length: SAVED_AREA_LIMIT - 1 - have }, (_, index) => ({
          account_id: id,
          name: `Filler ${index}`,
          points: JSON.stringify(TRIANGLE.map((point) => [point.lat, point.lng])),
          saved_at: index,
        })),
      )
      .execute();
    expect((await call('no-rental', 'POST', URL, { ...AREA, name: 'The last one' })).statusCode).toBe(201);
    const over = await call('no-rental', 'POST', URL, { ...AREA, name: 'One too many' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(SAVED_AREA_MESSAGES.limit);
    expect(await list('no-rental')).toHaveLength(SAVED_AREA_LIMIT);
  });

  it('refuses a save from another origin and without a session', async () => {
    const foreign = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { cookie: cookies['demo']!, origin: 'https://evil.example' },
      payload: AREA,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(CROSS_ORIGIN_MESSAGE);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(403);
  });
});
