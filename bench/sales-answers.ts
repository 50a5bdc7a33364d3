/**
 * The widest sales search's answers (every sub-type and region over 16 years, as
 * bench/sales-search.ts asks it in the page: 10,000 sale rows with every column group), from the
 * app built in this process on a copy of a seeded SQLite file: the Arrow answer the engine asks
 * for, the spec's JSON, the API params and the sales filter definitions the page's view carries.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ARROW_STREAM_TYPE } from '@contract/arrow-search';
import type { SalesFilterDefinition, SalesOptionsBasicResponse } from '@contract/sales-options';
import { SALES_QUERY } from '@contract/sales-search';
import { buildApp } from '../server/app';
import { ensureDemoAccounts } from '../server/auth/demo-accounts';
import { SESSION_COOKIE } from '../server/auth/session-cookie';
import { loadConfig } from '../server/config';
import { connectSqlite } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { ensureSaleRowTexts } from '../server/queries/sales/sale-row-texts';

const SALE_YEARS = 16;
export const SALES_ENDPOINT = '/api/v1/sales/sales';

export interface SalesAnswer {
  body: Buffer;
  type: string;
}

export interface WidestSalesAnswers {
  apiParams: Record<string, string[] | string>;
  filters: SalesFilterDefinition[];
  arrow: SalesAnswer;
  json: SalesAnswer;
}

/** The two answers of the widest sales search and the sales filter definitions, from the app in this process. */
export async function widestSalesAnswers(seeded: string): Promise<WidestSalesAnswers> {
  const copy = path.join(os.tmpdir(), `marketview-sales-engine-${process.pid}.sqlite`);
  fs.copyFileSync(path.resolve(seeded), copy);
  const { db } = connectSqlite(copy);
  try {
    await migrateToLatest(db);
    await ensureSaleRowTexts(db);
    await ensureDemoAccounts(db, 'demo');
    const config = {
      ...loadConfig({}),
      logLevel: false as const,
      distDir: path.join(os.tmpdir(), 'marketview-no-dist'),
      searchCacheBytes: 0,
    };
    const app = await buildApp({ db, config });
    const login = await app.inject({
      method: 'POST',
      url: '/user/login',
      payload: 'username=demo&password=demo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const session = login.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    if (!session) throw new Error(`login failed: HTTP ${login.statusCode}`);
    const cookie = `${SESSION_COOKIE}=${session.value}`;
    const options = (
      await app.inject({ method: 'GET', url: '/api/v1/sales/options/basic', headers: { cookie } })
    ).json<SalesOptionsBasicResponse>();
    // As the sales page asks it (bench/sales-search.ts): every sub-type and region over 16 years.
    const to = options.saleDateRange.max;
    const apiParams: Record<string, string[] | string> = {
      [SALES_QUERY.from]: `${Number(to.slice(0, 4)) - SALE_YEARS}${to.slice(4)}`,
      [SALES_QUERY.to]: to,
      [SALES_QUERY.subPropertyType]: options.propertyTypes.flatMap((type) =>
        type.sub_property_types.map((subType) => String(subType.id)),
      ),
      [SALES_QUERY.regionId]: options.regions.map((region) => String(region.id)),
    };
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(apiParams))
      for (const entry of Array.isArray(value) ? value : [value]) query.append(name, entry);
    const answer = async (accept: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `${SALES_ENDPOINT}?${query}`,
        headers: { cookie, accept },
      });
      if (response.statusCode !== 200) throw new Error(`search failed: HTTP ${response.statusCode}`);
      return { body: response.rawPayload, type: String(response.headers['content-type']) };
    };
    const arrow = await answer(ARROW_STREAM_TYPE);
    const json = await answer('application/json');
    await app.close();
    return { apiParams, filters: options.searchFilters.sales, arrow, json };
  } finally {
    await db.destroy();
    fs.rmSync(copy, { force: true });
  }
}
