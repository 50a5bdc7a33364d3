/**
 * The widest sales search's answers (every sub-type and region over 16 years, as
 * bench/sales-search.ts asks it in the page: 10,000 sale rows with every column group), from the
 * app built in this process on a copy of a seeded SQLite file: the Arrow answer the engine asks
 * for, the spec's JSON, the API params and the sales filter definitions the page's view carries.
 */
import { ARROW_STREAM_TYPE } from '@contract/arrow-search';
import type { SalesFilterDefinition, SalesOptionsBasicResponse } from '@contract/sales-options';
import { SALES_QUERY } from '@contract/sales-search';
import { inProcessApp } from '../server/perf/in-process-app';

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
  const { app, cookie, close } = await inProcessApp(seeded, 'sales-engine');
  try {
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
    return { apiParams, filters: options.searchFilters.sales, arrow, json };
  } finally {
    await close();
  }
}
