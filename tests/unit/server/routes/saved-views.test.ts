import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SAVED_VIEW_LIMIT,
  SAVED_VIEW_MESSAGES,
  SAVED_VIEW_NAME_MAX_LENGTH,
  type SavedView,
  type SavedViewsResponse,
} from '@contract/saved-views';
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

const URL = '/api/v1/saved-views';
const SALES_VIEW = { name: 'Toronto hotels', page: '/property/sales', query: '?propertySubType=5&sort=price.desc' };

function call(username: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: cookies[username]! },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function list(username: string): Promise<SavedView[]> {
  const response = await call(username, 'GET', URL);
  expect(response.statusCode).toBe(200);
  return (response.json() as SavedViewsResponse).views;
}

async function accountId(username: string): Promise<number> {
  const row = await t.db.selectFrom('accounts').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

describe('saved views', () => {
  it('saves, lists (newest first), renames and deletes a view', async () => {
    const saved = await call('demo', 'POST', URL, { ...SALES_VIEW, name: '  Toronto   hotels ' });
    expect(saved.statusCode).toBe(201);
    const view = (saved.json() as { view: SavedView }).view;
    // The name is stored trimmed, inner white space as one space.
    expect(view).toMatchObject({ name: 'Toronto hotels', page: '/property/sales', query: SALES_VIEW.query });
    expect(Date.parse(view.savedAt)).toBeGreaterThan(Date.now() - 60_000);

    const second = await call('demo', 'POST', URL, { name: 'Map', page: '/landing-page', query: '' });
    expect(second.statusCode).toBe(201);
    expect((await list('demo')).map((entry) => entry.name)).toEqual(['Map', 'Toronto hotels']);

    const renamed = await call('demo', 'PATCH', `${URL}/${view.id}`, { name: 'Hotels, Toronto' });
    expect(renamed.statusCode).toBe(200);
    expect((renamed.json() as { view: SavedView }).view).toMatchObject({ id: view.id, name: 'Hotels, Toronto' });

    expect((await call('demo', 'DELETE', `${URL}/${view.id}`)).statusCode).toBe(204);
    expect((await list('demo')).map((entry) => entry.name)).toEqual(['Map']);
    expect((await call('demo', 'DELETE', `${URL}/${view.id}`)).json()).toMatchObject({
      statusCode: 404,
      message: SAVED_VIEW_MESSAGES.notFound,
    });
  });

  it("never shows, renames or deletes another account's view", async () => {
    const saved = await call('sales-only', 'POST', URL, { ...SALES_VIEW, name: 'Mine' });
    const id = (saved.json() as { view: SavedView }).view.id;
    expect((await list('no-rental')).some((entry) => entry.id === id)).toBe(false);
    expect((await call('no-rental', 'PATCH', `${URL}/${id}`, { name: 'Taken' })).statusCode).toBe(404);
    expect((await call('no-rental', 'DELETE', `${URL}/${id}`)).statusCode).toBe(404);
    expect((await list('sales-only')).find((entry) => entry.id === id)?.name).toBe('Mine');
    // The same name in another account is no conflict.
    expect((await call('no-rental', 'POST', URL, { ...SALES_VIEW, name: 'Mine' })).statusCode).toBe(201);
  });

  it('refuses bad input with a message that says what is wrong', async () => {
    const cases: Array<[object, string]> = [
      [{ ...SALES_VIEW, name: '   ' }, SAVED_VIEW_MESSAGES.nameRequired],
      [{ page: SALES_VIEW.page, query: '' }, SAVED_VIEW_MESSAGES.nameRequired],
      [{ ...SALES_VIEW, name: 'x'.repeat(SAVED_VIEW_NAME_MAX_LENGTH + 1) }, SAVED_VIEW_MESSAGES.nameTooLong],
      [{ ...SALES_VIEW, page: '/sale/12' }, SAVED_VIEW_MESSAGES.badPage],
      [{ ...SALES_VIEW, page: 'https://evil.example/property/sales' }, SAVED_VIEW_MESSAGES.badPage],
      [{ ...SALES_VIEW, query: 'sort=price.desc' }, SAVED_VIEW_MESSAGES.badQuery],
      [{ ...SALES_VIEW, query: '?a=1#top' }, SAVED_VIEW_MESSAGES.badQuery],
      [{ ...SALES_VIEW, query: `?a=${'1'.repeat(20_000)}` }, SAVED_VIEW_MESSAGES.badQuery],
      [{ ...SALES_VIEW, query: 7 }, SAVED_VIEW_MESSAGES.badQuery],
    ];
    for (const [payload, message] of cases) {
      const response = await call('demo', 'POST', URL, payload);
      expect({ payload, status: response.statusCode, message: response.json().message }).toEqual({
        payload,
        status: 400,
        message,
      });
    }
    expect((await call('demo', 'PATCH', `${URL}/abc`, { name: 'x' })).statusCode).toBe(400);
  });

  it('a name is unique per account, on save and on rename', async () => {
    await call('demo', 'POST', URL, { ...SALES_VIEW, name: 'Unique' });
    const again = await call('demo', 'POST', URL, { ...SALES_VIEW, name: ' Unique ' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SAVED_VIEW_MESSAGES.nameTaken);
    const other = (await call('demo', 'POST', URL, { ...SALES_VIEW, name: 'Other' })).json() as { view: SavedView };
    const rename = await call('demo', 'PATCH', `${URL}/${other.view.id}`, { name: 'Unique' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe(SAVED_VIEW_MESSAGES.nameTaken);
  });

  it(`keeps at most ${SAVED_VIEW_LIMIT} views per account, then says so`, async () => {
    const id = await accountId('no-rental');
    const have = (await list('no-rental')).length;
    await t.db
      .insertInto('saved_views')
      .values(
        Array.from({ length: SAVED_VIEW_LIMIT - 1 - have }, (_, index) => ({
          account_id: id,
          name: `Filler ${index}`,
          page: '/landing-page',
          query: '',
          saved_at: index,
        })),
      )
      .execute();
    expect((await call('no-rental', 'POST', URL, { ...SALES_VIEW, name: 'The last one' })).statusCode).toBe(201);
    const over = await call('no-rental', 'POST', URL, { ...SALES_VIEW, name: 'One too many' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(SAVED_VIEW_MESSAGES.limit);
    expect(await list('no-rental')).toHaveLength(SAVED_VIEW_LIMIT);
  });

  it('refuses a save from another origin and without a session', async () => {
    const foreign = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { cookie: cookies['demo']!, origin: 'https://evil.example' },
      payload: SALES_VIEW,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(CROSS_ORIGIN_MESSAGE);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(403);
  });
});
