import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SALES_QUERY } from '@contract/sales-search';
import { RECORD_ENTITIES } from '@contract/visits';
import { dataVersionReader } from '@server/http/data-version';
import { WATCHED_COLUMNS } from '@server/queries/visits/watched-records';
import { createTestApp, type TestApp } from '@test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The data version as a server starting now reads it (a fresh reader keeps no earlier answer). */
const readVersion = () => dataVersionReader(t.db)();

const watchedColumns = RECORD_ENTITIES.flatMap((entity) =>
  Object.entries(WATCHED_COLUMNS[entity]).map(([field, place]) => ({ entity, field, ...place })),
);

describe('the data version', () => {
  it.each(watchedColumns)(
    "changes when $entity's watched $field is changed in place (column $column of $table), with no new row or update-history entry",
    async ({ table, column }) => {
      const { rows } = await sql<{ low: string | number; high: string | number }>`
        select min(${sql.ref(column)}) as low, max(${sql.ref(column)}) as high from ${sql.table(table)}`.execute(t.db);
      const { low, high } = rows[0]!;
      const before = await readVersion();
      // The rows holding the lowest value get another one: a number one more, a text the highest.
      const changed = Number.isFinite(Number(low)) ? sql`${sql.ref(column)} + 1` : sql`${high}`;
      expect(low).not.toEqual(high);
      const result = await sql`
        update ${sql.table(table)} set ${sql.ref(column)} = ${changed} where ${sql.ref(column)} = ${low}`.execute(t.db);
      expect(Number(result.numAffectedRows)).toBeGreaterThan(0);
      expect(await readVersion()).not.toEqual(before);
    },
  );

  it("does not change with the app's own writes while serving (logins, saved views, visits)", async () => {
    const before = await readVersion();
    const cookie = await t.loginAs('demo');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/saved-views',
      headers: { cookie },
      payload: { name: 'Unchanged data', page: '/property/sales', query: '' },
    });
    expect(saved.statusCode).toBe(201);
    const { view } = saved.json() as { view: { id: number } };
    const visit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/visits/views/${view.id}/sale`,
      headers: { cookie, 'content-type': 'application/octet-stream' },
      payload: Buffer.from(new Float64Array([1]).buffer),
    });
    expect(visit.statusCode, visit.body).toBe(200);
    expect(await readVersion()).toEqual(before);
  });
});

describe('a value changed in place reaches the searches', () => {
  it("a sale's search row follows its price changed in place (its stored row text is dropped)", async () => {
    const cookie = await t.loginAs('demo');
    const sale = await t.db
      .selectFrom('sales')
      .select(['id', 'price', 'sale_date', 'subproperty_type_id'])
      .where('price', '>', 0)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const query = new URLSearchParams({
      [SALES_QUERY.from]: sale.sale_date,
      [SALES_QUERY.to]: sale.sale_date,
      [`${SALES_QUERY.subPropertyType}[]`]: String(sale.subproperty_type_id),
    });
    const searched = async () => {
      const response = await t.app.inject({ url: `/api/v1/sales/sales?${query}`, headers: { cookie } });
      expect(response.statusCode, response.body).toBe(200);
      const [group] = (response.json() as { data: Array<{ data: Array<{ id: number; price: number }> }> }).data;
      return group!.data.find((row) => row.id === sale.id);
    };
    expect((await searched())?.price).toBe(sale.price);
    await t.db
      .updateTable('sales')
      .set({ price: sale.price + 12_345 })
      .where('id', '=', sale.id)
      .execute();
    // The data version is read again at most every 5 s; move the clock past that.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 6_000);
    try {
      expect((await searched())?.price).toBe(sale.price + 12_345);
    } finally {
      clock.mockRestore();
    }
  });
});
