import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'kysely';
import { ensureSaleSearchTexts } from '@server/queries/sales/sale-search-text';
import { createTestApp, type TestApp } from '@test-support/test-app';

/**
 * The sales search looks for its words in `sales.search_text` (contract/full-text.ts): a database
 * seeded by an older rule (lower case, accents and punctuation kept) gets it written again at start.
 */

let t: TestApp;
beforeAll(async () => {
  // A database of its own: the test rewrites the stored texts.
  t = await createTestApp();
});
afterAll(async () => t.close());

const texts = async () =>
  (await t.db.selectFrom('sales').select(['id', 'search_text']).orderBy('id').execute()).map(
    (sale) => sale.search_text,
  );

test('the seed writes the current texts, and the start-up check writes stale ones again', async () => {
  const seeded = await texts();
  expect(seeded.some((text) => text.includes('montreal'))).toBe(true);
  expect(await ensureSaleSearchTexts(t.db)).toBe(0);

  // What the rule before this one stored: the fields lower-cased, accents and punctuation kept.
  await t.db
    .updateTable('sales')
    .set({ search_text: sql<string>`lower(property_name || ' ' || vendor || '; ' || purchaser)` })
    .execute();
  expect(await ensureSaleSearchTexts(t.db)).toBe(seeded.length);
  expect(await texts()).toEqual(seeded);
  expect(await ensureSaleSearchTexts(t.db)).toBe(0);
});
