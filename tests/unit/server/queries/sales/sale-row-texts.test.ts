import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SaleRow } from '@contract/sales-search';
import type { SalesSearchResponse } from '@contract/search';
import { brotliDecompressSync } from 'node:zlib';
import { BodyScratch, encodeJsonWithText, JsonArrayText } from '@server/http/json-text';
import { buildBody } from '@server/search-pool/built-body';
import { keptSaleRowTexts } from '@server/queries/sales/kept-sale-row-texts';
import { findSaleRowTexts } from '@server/queries/sales/newest-sales';
import { buildSaleRows } from '@server/queries/sales/sale-rows';
import { ensureSaleRowTexts, readSaleRowTexts } from '@server/queries/sales/sale-row-texts';
import type { SalesFilter } from '@server/queries/sales/filtered-sales';
import { createTestApp, type TestApp } from '@test-support/test-app';

/**
 * The sales search reads each sale's row as stored UTF-8 JSON (README "The server under load"):
 * what it answers must be what building the rows answers, and the start-up check must rebuild
 * texts that are missing or no longer what the builder makes.
 */

let t: TestApp;
let cookie: string;
let filter: SalesFilter;

beforeAll(async () => {
  // A database of its own: the test rewrites the stored texts.
  t = await createTestApp();
  cookie = await t.loginAs('demo');
  const subTypes = await t.db.selectFrom('sale_sub_types').select('id').execute();
  filter = {
    from: '2010-01-01',
    to: '2026-09-30',
    subPropertyTypeIds: subTypes.map((subType) => subType.id),
    regionIds: [],
    municipalityIds: [],
    textSearch: null,
    polygon: null,
  };
});
afterAll(async () => t.close());

const decode = (bytes: Uint8Array) => JSON.parse(Buffer.from(bytes).toString('utf8')) as SaleRow;

describe('stored sale row texts', () => {
  test('the seed stores every sale, and the stored rows are the built rows', async () => {
    const { rowTexts } = await findSaleRowTexts(t.db, filter);
    expect(rowTexts.length).toBeGreaterThan(100);
    const rows = rowTexts.map(decode);
    const built = await buildSaleRows(
      t.db,
      rows.map((row) => row.id),
    );
    expect(rows).toEqual(built);
    // Newest first, as the search orders them.
    const dates = rows.map((row) => row.saleDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(await ensureSaleRowTexts(t.db)).toBe(0);
  });

  test('the API answers the stored rows inside the usual response', async () => {
    const subTypes = filter.subPropertyTypeIds.map((id) => `subproperty-type[]=${id}`).join('&');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sales/sales?time-period-from=${filter.from}&time-period-to=${filter.to}&${subTypes}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<SalesSearchResponse<SaleRow>>();
    const { rowTexts } = await findSaleRowTexts(t.db, filter);
    expect(body.data[0]?.data).toEqual(rowTexts.map(decode));
    expect(body.tableHeaders.data.length).toBeGreaterThan(5);
  });

  test('missing or stale texts are built by the search and rebuilt by the start-up check', async () => {
    const { rowTexts: before } = await findSaleRowTexts(t.db, filter);
    const firstSale = await t.db.selectFrom('sales').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    // A stale text (an older builder's) for the first sale, which the start-up sample always reads.
    await t.db
      .updateTable('sale_row_texts')
      .set({ json: Buffer.from('{"id":0}') })
      .where('sale_id', '=', firstSale.id)
      .execute();
    const salesCount = await t.db
      .selectFrom('sales')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(await ensureSaleRowTexts(t.db)).toBe(Number(salesCount.n));
    expect(decode((await readSaleRowTexts(t.db, [firstSale.id])).get(firstSale.id)!).id).toBe(firstSale.id);

    // No texts at all: the search builds every row, and the answer does not change. A new
    // Kysely instance on the same connection has kept no texts in memory (kept-sale-row-texts.ts).
    await t.db.deleteFrom('sale_row_texts').execute();
    const { rowTexts: built } = await findSaleRowTexts(t.db.withoutPlugins(), filter);
    expect(built.map(decode)).toEqual(before.map(decode));
    expect(await ensureSaleRowTexts(t.db)).toBe(Number(salesCount.n));
    expect(await ensureSaleRowTexts(t.db)).toBe(0);
  });
});

describe('row texts kept in memory', () => {
  test('are every stored text, read once per connection and data version', async () => {
    const db = t.db.withoutPlugins();
    const kept = await keptSaleRowTexts(db);
    const stored = await db.selectFrom('sale_row_texts').select(['sale_id', 'json']).execute();
    expect(kept).not.toBeNull();
    expect(kept?.size).toBe(stored.length);
    for (const row of stored) expect(Buffer.from(kept!.get(row.sale_id)!).equals(Buffer.from(row.json))).toBe(true);
    expect(await keptSaleRowTexts(db)).toBe(kept);
    // The search answers the same bytes from memory as from the database.
    const { rowTexts } = await findSaleRowTexts(db, filter);
    const fromDatabase = await readSaleRowTexts(
      db,
      rowTexts.map((text) => decode(text).id),
    );
    expect(rowTexts.every((text) => Buffer.from(text).equals(Buffer.from(fromDatabase.get(decode(text).id)!)))).toBe(
      true,
    );
  });
});

describe('encodeJsonWithText', () => {
  test('writes stored items in place and everything else as JSON.stringify does', () => {
    const items = [{ a: 1, text: 'm² "quoted"' }, { a: 2 }, { nested: [null, true] }];
    const value = {
      data: [{ data: new JsonArrayText(items.map((item) => Buffer.from(JSON.stringify(item)))) }],
      other: new JsonArrayText([]),
      label: 'héllo',
    };
    const encoded = encodeJsonWithText(value).toString('utf8');
    expect(encoded).toBe(JSON.stringify({ data: [{ data: items }], other: [], label: 'héllo' }));
    expect(encodeJsonWithText({ plain: [1, 2] }).toString('utf8')).toBe('{"plain":[1,2]}');
  });

  test('writes into a scratch buffer the same bytes, reusing it from one body to the next', () => {
    const scratch = new BodyScratch();
    const stored = { data: new JsonArrayText([Buffer.from('{"a":1}'), Buffer.from('{"b":"é"}')]), n: 2 };
    const first = encodeJsonWithText(stored, scratch);
    expect(first.toString('utf8')).toBe(encodeJsonWithText(stored).toString('utf8'));
    const second = encodeJsonWithText({ plain: 'héllo' }, scratch);
    expect(second.toString('utf8')).toBe('{"plain":"héllo"}');
    expect(second.buffer).toBe(first.buffer);
  });

  test('an unencoded body is a copy, untouched by the next body built in the thread', () => {
    const small = buildBody({ plain: 'first' }, 'identity');
    buildBody({ plain: 'second' }, 'identity');
    expect(Buffer.from(small.body).toString('utf8')).toBe('{"plain":"first"}');
    const large = buildBody({ text: 'x'.repeat(5_000) }, 'br');
    expect(large.encoding).toBe('br');
    expect(brotliDecompressSync(large.body).toString('utf8')).toBe(JSON.stringify({ text: 'x'.repeat(5_000) }));
  });
});
