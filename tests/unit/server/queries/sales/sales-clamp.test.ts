import { afterAll, beforeAll, expect, test } from 'vitest';
import { SALES_CLAMP_LIMIT, SALES_CLAMPED_MESSAGE } from '@contract/messages';
import type { SalesSearchResponse } from '@contract/search';
import type { SaleRow } from '@contract/sales-search';
import { createTestApp, type TestApp } from '@test-support/test-app';
import { filteredSales, withoutNoOpLists, type SalesFilter } from '@server/queries/sales/filtered-sales';

/** Enough sales (12,500 over 16 years) that a 15-year search passes the 10,000 cap. */
const SCALE = 0.5;

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ scale: SCALE });
  cookie = await t.loginAs('demo');
}, 300_000);
afterAll(async () => t.close());

test('a 15-year sales search is clamped to the newest 10,000 sales with the spec message', async () => {
  const subTypes = await t.db.selectFrom('sale_sub_types').select('id').execute();
  const query = [
    'time-period-from=2011-10-01',
    'time-period-to=2026-09-30',
    ...subTypes.map((subType) => `subproperty-type[]=${subType.id}`),
  ].join('&');
  const started = performance.now();
  const response = await t.app.inject({ url: `/api/v1/sales/sales?${query}`, headers: { cookie } });
  const elapsedMs = performance.now() - started;
  expect(response.statusCode).toBe(200);
  const body: SalesSearchResponse<SaleRow> = response.json();
  const rows = body.data[0]?.data ?? [];
  expect(body.clamped).toBe(true);
  expect(body.clamped_message).toBe(SALES_CLAMPED_MESSAGE);
  expect(rows).toHaveLength(SALES_CLAMP_LIMIT);

  const matching = await t.db
    .selectFrom('sales')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('sale_date', '>=', '2011-10-01')
    .where('sale_date', '<=', '2026-09-30')
    .executeTakeFirstOrThrow();
  expect(Number(matching.count)).toBeGreaterThan(SALES_CLAMP_LIMIT);
  // Newest first: no sale left out is newer than the oldest one kept.
  const oldestKept = rows[rows.length - 1]?.saleDate ?? '';
  const newerLeftOut = await t.db
    .selectFrom('sales')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('sale_date', '>', oldestKept)
    .where('sale_date', '<=', '2026-09-30')
    .executeTakeFirstOrThrow();
  expect(Number(newerLeftOut.count)).toBeLessThanOrEqual(SALES_CLAMP_LIMIT);
  console.info(`10,000-row sales search: ${Math.round(elapsedMs)} ms, ${(response.body.length / 1e6).toFixed(1)} MB`);

  const market = await t.app.inject({ url: `/api/v1/sales/marketdata?${query}`, headers: { cookie } });
  const marketBody: SalesSearchResponse<{ totalSales: number }> = market.json();
  expect(marketBody.clamped).toBe(false);
  const counted = (marketBody.data[0]?.data ?? []).reduce((sum, row) => sum + row.totalSales, 0);
  expect(counted).toBe(Number(matching.count));
});

test('a sub-type or region list is left out of the query only when it holds every value some sale has', async () => {
  const used = async (column: 'subproperty_type_id' | 'region_id') =>
    (await t.db.selectFrom('sales').select(column).distinct().execute()).map((row) => row[column]);
  const subTypes = await used('subproperty_type_id');
  const regions = await used('region_id');
  const filter: SalesFilter = {
    from: '2011-10-01',
    to: '2026-09-30',
    subPropertyTypeIds: subTypes,
    regionIds: regions,
    municipalityIds: [],
    textSearch: null,
    polygon: null,
  };
  expect((await withoutNoOpLists(t.db, filter)).noOpLists).toEqual({ subTypes: true, regions: true });
  const narrower = { ...filter, subPropertyTypeIds: subTypes.slice(1), regionIds: regions.slice(1) };
  expect((await withoutNoOpLists(t.db, narrower)).noOpLists).toBeUndefined();
  // The newest sales are the same with and without the lists that narrow nothing.
  const newest = async (searched: SalesFilter) =>
    (
      await filteredSales(t.db, searched)
        .select('sales.id')
        .orderBy('sales.sale_date', 'desc')
        .orderBy('sales.id', 'desc')
        .limit(SALES_CLAMP_LIMIT)
        .execute()
    ).map((row) => row.id);
  expect(await newest(await withoutNoOpLists(t.db, filter))).toEqual(await newest(filter));
});
