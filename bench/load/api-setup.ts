import { SALES_QUERY } from '@contract/sales-search';
import type { SalesOptionsBasicResponse } from '@contract/sales-options';
import { isoMonth, monthsBetween } from '@contract/months';
import type { RentalOptionsBasicResponse } from '@contract/rental-options';
import type { RegionsResponse } from '@contract/geography';

const SESSION_COOKIE = 'marketview_session';

/** Logs in through the provider page's form, as a browser does, and returns the Cookie header. */
export async function login(origin: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ username, password }).toString(),
    redirect: 'manual',
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`login as ${username} failed: HTTP ${response.status}`);
  return cookie;
}

async function getJson<T>(origin: string, cookie: string, url: string): Promise<T> {
  const response = await fetch(`${origin}${url}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** What the scenarios need to know of the seeded data: geography, sub-types, dates and ids. */
export interface DataFacts {
  regionIds: number[];
  municipalityIds: number[];
  subTypeIds: number[];
  saleDates: { min: string; max: string };
  rentalMonths: string[];
  projectIds: number[];
  rentalPropertyIds: number[];
  saleIds: number[];
}

/** A row's id under either name (the lean responses keep only `id`). */
function rowId(row: Record<string, unknown>): number {
  const id = row.id ?? row.sale_id ?? row.property_id;
  if (typeof id !== 'number') throw new Error('a search row has no id');
  return id;
}

export async function readDataFacts(origin: string, cookie: string): Promise<DataFacts> {
  const sales = await getJson<SalesOptionsBasicResponse>(origin, cookie, '/api/v1/sales/options/basic');
  const rental = await getJson<RentalOptionsBasicResponse>(origin, cookie, '/api/v1/rental/options/basic');
  const regions = await getJson<RegionsResponse>(origin, cookie, '/api/v1/urban/options/regions');
  const { dates } = rental.baseConfiguration;
  const rentalMonths = monthsBetween(
    isoMonth(dates.min_year, dates.min_month),
    isoMonth(dates.max_year, dates.max_month),
  );
  const regionIds = regions.regions.map((region) => region.id);
  const facts: DataFacts = {
    regionIds,
    municipalityIds: regions.regions.flatMap((region) => region.municipalities.map((m) => m.id)),
    subTypeIds: sales.propertyTypes.flatMap((type) => type.sub_property_types.map((sub) => sub.id)),
    saleDates: sales.saleDateRange,
    rentalMonths,
    projectIds: [],
    rentalPropertyIds: [],
    saleIds: [],
  };
  const regionFilter = regionIds.map((id) => `region_filter[]=${id}`).join('&');
  const projects = await getJson<{ data: Array<Record<string, unknown>> }>(
    origin,
    cookie,
    `/api/v1/urban/project/condo/active?${regionFilter}`,
  );
  facts.projectIds = projects.data.filter((row) => row.is_header !== true).map(rowId);
  const properties = await getJson<{ data: Array<Record<string, unknown>> }>(
    origin,
    cookie,
    `/api/v1/rental/propertydata?tightRows=true&timeRange=12mo&queryMonth=${rentalMonths.at(-1)}&${regionFilter}`,
  );
  facts.rentalPropertyIds = properties.data.map(rowId);
  const saleRows = await getJson<{ data: Array<{ data: Array<Record<string, unknown>> }> }>(
    origin,
    cookie,
    salesSearchUrl(facts, { from: yearBefore(facts.saleDates.max), subTypeIds: facts.subTypeIds }),
  );
  facts.saleIds = (saleRows.data[0]?.data ?? []).map(rowId);
  return facts;
}

export function yearBefore(date: string): string {
  return `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;
}

export function salesSearchUrl(
  facts: DataFacts,
  search: { from: string; to?: string; subTypeIds: number[]; regionIds?: number[] },
): string {
  const params = [
    `${SALES_QUERY.from}=${search.from}`,
    `${SALES_QUERY.to}=${search.to ?? facts.saleDates.max}`,
    ...search.subTypeIds.map((id) => `${SALES_QUERY.subPropertyType}[]=${id}`),
    ...(search.regionIds ?? facts.regionIds).map((id) => `${SALES_QUERY.regionId}[]=${id}`),
  ];
  return `/api/v1/sales/sales?${params.join('&')}`;
}

/** Scenario (a)'s widest sales search: every sub-type and region over 16 years (clamped at 10,000 rows). */
export function widestSalesSearchUrl(facts: DataFacts): string {
  const to = facts.saleDates.max;
  const from = `${Number(to.slice(0, 4)) - 16}${to.slice(4)}`;
  return salesSearchUrl(facts, { from, to, subTypeIds: facts.subTypeIds });
}
