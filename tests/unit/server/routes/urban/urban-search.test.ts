import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SearchResponse, SearchRow } from '@contract/search';
import type { UrbanBasicOptionsResponse } from '@contract/urban-options';
import { fieldsReadBy } from '@server/columns/projects';
import { createTestApp, type TestApp } from '@test-support/test-app';

let testApp: TestApp;
let cookie: string;
let ranges: UrbanBasicOptionsResponse['projectDateRanges'];

beforeAll(async () => {
  testApp = await createTestApp();
  cookie = await testApp.loginAs('demo');
  ranges = (await getJson<UrbanBasicOptionsResponse>('/api/v1/urban/options/basic')).projectDateRanges;
});

afterAll(async () => {
  await testApp.close();
});

async function get(url: string, withCookie = cookie) {
  return testApp.app.inject({ method: 'GET', url, headers: withCookie ? { cookie: withCookie } : {} });
}

async function getJson<T>(url: string): Promise<T> {
  const response = await get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

function newestQuarter(key: string) {
  const range = ranges[key];
  if (!range) throw new Error(`no date range for ${key}`);
  return `year=${range.max_year}&qtr=${range.max_quarter}`;
}

const num = (row: SearchRow, key: string) => (typeof row[key] === 'number' ? (row[key] as number) : null);
const sum = (rows: SearchRow[], key: string) => rows.reduce((total, row) => total + (num(row, key) ?? 0), 0);
const round2 = (value: number) => Math.round(value * 100) / 100;

function weighted(rows: SearchRow[], key: string, weight: (row: SearchRow) => number | null): number | null {
  let weightedSum = 0;
  let weights = 0;
  for (const row of rows) {
    const value = num(row, key);
    const w = weight(row);
    if (value === null || w === null) continue;
    weightedSum += value * w;
    weights += w;
  }
  return weights === 0 ? null : round2(weightedSum / weights);
}

function bySubmarket(rows: SearchRow[]): Map<string, SearchRow[]> {
  const groups = new Map<string, SearchRow[]>();
  for (const row of rows) {
    const key = `${row.region_id}/${row.municipality_id}/${row.submarket_id ?? 'other'}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

const GEOGRAPHY_FIELDS = [
  'region_id',
  'region_name',
  'municipality_id',
  'municipality_name',
  'submarket_id',
  'submarket_name',
];

describe('project search', () => {
  test('answers the project rows of the newest quarter with geography names and the standing columns', async () => {
    const body = await getJson<SearchResponse>('/api/v1/urban/project/condo/active');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.clamped).toBe(false);
    expect(body.clamped_message).toBeNull();
    const [first] = body.tableHeaders.data;
    expect(first).toMatchObject({ key: 'name', alwaysVisible: true, link: 'project' });
    for (const row of body.data) {
      for (const field of GEOGRAPHY_FIELDS) expect(row).toHaveProperty(field);
      expect(row.standing).toBe('active');
      expect(typeof row.suite_count).toBe('number');
      expect(num(row, 'total_sales')).toBeLessThanOrEqual(num(row, 'suite_count') ?? 0);
    }
    const columnKeys = body.tableHeaders.data.map((column) => column.key);
    for (const key of columnKeys) expect(body.data[0]).toHaveProperty(key);
  });

  test('the region filter keeps only that region and text search matches names', async () => {
    const all = await getJson<SearchResponse>(`/api/v1/urban/project/condo/resale?${newestQuarter('condo_resale')}`);
    const regionId = Number(all.data[0]?.region_id);
    const filtered = await getJson<SearchResponse>(
      `/api/v1/urban/project/condo/resale?${newestQuarter('condo_resale')}&region_filter[]=${regionId}`,
    );
    expect(filtered.data.length).toBeGreaterThan(0);
    expect(filtered.data.every((row) => row.region_id === regionId)).toBe(true);
    expect(filtered.data.length).toBe(all.data.filter((row) => row.region_id === regionId).length);

    const word = String(all.data[0]?.name).split(' ')[0] ?? '';
    const searched = await getJson<SearchResponse>(
      `/api/v1/urban/project/condo/resale?${newestQuarter('condo_resale')}&text-search=${encodeURIComponent(word)}`,
    );
    expect(searched.data.length).toBeGreaterThan(0);
    expect(searched.data.length).toBeLessThanOrEqual(all.data.length);
  });

  test('every standing answers non-empty data', async () => {
    for (const [type, standing] of [
      ['condo', 'active'],
      ['condo', 'resale'],
      ['condo', 'rental'],
      ['condo', 'proposed'],
      ['purpose-built', 'proposed'],
      ['purpose-built', 'construction'],
      ['purpose-built', 'completed'],
      ['purpose-built', 'oldstock'],
    ]) {
      const search = await getJson<SearchResponse>(`/api/v1/urban/project/${type}/${standing}`);
      const market = await getJson<SearchResponse>(`/api/v1/urban/marketdata/${type}/${standing}`);
      const history = await getJson<SearchResponse>(`/api/v1/urban/markethistory/${type}/${standing}`);
      expect(search.data.length, `${type}/${standing} search`).toBeGreaterThan(0);
      expect(market.data.length, `${type}/${standing} market`).toBeGreaterThan(0);
      expect(history.data.length, `${type}/${standing} history`).toBeGreaterThan(0);
      expect(history.tableNote).toEqual(expect.any(String));
      // Every column and every weight its total reads is in every row, so the client computes every total
      // from the declared source (MEASURES.md).
      for (const body of [search, market, history]) {
        const fields = fieldsReadBy(body.tableHeaders.data);
        for (const row of body.data)
          for (const field of fields) expect(row, `${type}/${standing} ${field}`).toHaveProperty(field);
      }
    }
  });
});

describe('market data is consistent with the project rows', () => {
  test('active condo: sums are sums, psf weighted by sales and unsold units, % sold from counts', async () => {
    const quarter = newestQuarter('condo_active');
    const projects = await getJson<SearchResponse>(`/api/v1/urban/project/condo/active?${quarter}`);
    const market = await getJson<SearchResponse>(`/api/v1/urban/marketdata/condo/active?${quarter}`);
    // Market figures leave out cancelled and on-hold new condos, as the project table does by default.
    const counted = projects.data.filter((row) => row.is_cancelled !== true && row.is_onholdoffmarket !== true);
    const groups = bySubmarket(counted);
    expect(market.data.length).toBeGreaterThan(0);
    expect(market.data.length).toBe(groups.size);
    for (const row of market.data) {
      for (const field of GEOGRAPHY_FIELDS) expect(row).toHaveProperty(field);
      const members = groups.get(`${row.region_id}/${row.municipality_id}/${row.submarket_id ?? 'other'}`) ?? [];
      expect(row.project_count).toBe(members.length);
      expect(row.quarter_sales).toBe(sum(members, 'quarter_sales'));
      expect(row.suite_count).toBe(sum(members, 'suite_count'));
      expect(row.total_sales).toBe(sum(members, 'total_sales'));
      expect(row.unsold_inventory).toBe(sum(members, 'suite_count') - sum(members, 'total_sales'));
      expect(row.sold_psf).toBe(weighted(members, 'sold_psf', (member) => num(member, 'quarter_sales')));
      expect(row.unsold_psf).toBe(weighted(members, 'unsold_psf', (member) => num(member, 'unsold_units')));
      const suites = sum(members, 'suite_count');
      expect(row.total_sales_percentage).toBe(round2((100 * sum(members, 'total_sales')) / suites));
    }
  });

  test('completed purpose-built: rents weighted by surveyed units', async () => {
    const quarter = newestQuarter('purpose-built_completed');
    const projects = await getJson<SearchResponse>(`/api/v1/urban/project/purpose-built/completed?${quarter}`);
    const market = await getJson<SearchResponse>(`/api/v1/urban/marketdata/purpose-built/completed?${quarter}`);
    const groups = bySubmarket(projects.data);
    expect(market.data.length).toBeGreaterThan(0);
    for (const row of market.data) {
      const members = groups.get(`${row.region_id}/${row.municipality_id}/${row.submarket_id ?? 'other'}`) ?? [];
      expect(row.surveyed_units).toBe(sum(members, 'surveyed_units'));
      expect(row.avg_monthly_rent).toBe(
        weighted(members, 'avg_monthly_rent', (member) => num(member, 'surveyed_units')),
      );
      expect(row.availability_rate).toBe(
        round2((100 * sum(members, 'available_units')) / sum(members, 'surveyed_units')),
      );
    }
  });

  test('old stock: market units are the sums of the building rows for the same months', async () => {
    const month = ranges['purpose-built_oldstock']?.max_month;
    expect(month).toMatch(/^\d{4}-\d{2}$/);
    const query = `timeType=months&queryMonth=${month}&timeRange=3mo`;
    const buildings = await getJson<SearchResponse>(`/api/v1/urban/project/purpose-built/oldstock?${query}`);
    const market = await getJson<SearchResponse>(`/api/v1/urban/marketdata/purpose-built/oldstock?${query}`);
    expect(buildings.tableHeaders.data[0]).toMatchObject({ key: 'name', link: 'rental', alwaysVisible: true });
    const groups = bySubmarket(buildings.data);
    expect(market.data.length).toBe(groups.size);
    for (const row of market.data) {
      const members = groups.get(`${row.region_id}/${row.municipality_id}/${row.submarket_id ?? 'other'}`) ?? [];
      expect(row.units_surveyed_actual).toBe(sum(members, 'units_surveyed_actual'));
      expect(row.available).toBe(sum(members, 'available'));
      expect(row.suite_count).toBe(sum(members, 'suite_count'));
      for (const member of members) {
        expect(num(member, 'min_rate')).toBeLessThanOrEqual(num(member, 'avg_rate') ?? Infinity);
        expect(num(member, 'avg_rate')).toBeLessThanOrEqual(num(member, 'max_rate') ?? -Infinity);
      }
    }
  });
});

describe('market history', () => {
  test('the newest quarter row equals the market data of that quarter for the same regions', async () => {
    const range = ranges['condo_active'];
    if (!range) throw new Error('no condo_active range');
    const quarter = `year=${range.max_year}&qtr=${range.max_quarter}`;
    const market = await getJson<SearchResponse>(`/api/v1/urban/marketdata/condo/active?${quarter}&region_filter=1`);
    const history = await getJson<SearchResponse>(
      `/api/v1/urban/markethistory/condo/active?year_start=${range.max_year - 1}&qtr_start=${range.max_quarter}` +
        `&year_end=${range.max_year}&qtr_end=${range.max_quarter}&region_filter=1`,
    );
    expect(history.data.length).toBe(5);
    const newest = history.data[history.data.length - 1];
    expect(newest).toMatchObject({ year: range.max_year, quarter: range.max_quarter });
    expect(newest?.quarter_sales).toBe(sum(market.data, 'quarter_sales'));
    expect(newest?.suite_count).toBe(sum(market.data, 'suite_count'));
    expect(newest?.project_count).toBe(sum(market.data, 'project_count'));
    expect(history.tableHeaders.data.every((column) => column.total.kind === 'none')).toBe(true);
    for (const column of history.tableHeaders.data.filter((definition) => definition.format === 'percent')) {
      expect(column.percentScale).toBe(100);
    }
  });

  test('advanced filters narrow the projects counted', async () => {
    const base = '/api/v1/urban/markethistory/condo/active?region_filter=1';
    const all = await getJson<SearchResponse>(base);
    const tall = await getJson<SearchResponse>(`${base}&buildingheight-min=30`);
    expect(sum(tall.data, 'project_count')).toBeLessThan(sum(all.data, 'project_count'));
  });
});

describe('validation', () => {
  test.each([
    ['/api/v1/urban/project/condo/active?year=abc&qtr=1', 'year'],
    ['/api/v1/urban/project/condo/active?year=2025&qtr=5', 'qtr'],
    ['/api/v1/urban/project/condo/active?year=2025', 'qtr'],
    ['/api/v1/urban/project/condo/active?region_filter[]=x', 'region_filter'],
    ['/api/v1/urban/project/condo/unknown', 'projectStanding'],
    ['/api/v1/urban/project/villa/active', 'projectType'],
    ['/api/v1/urban/project/condo/oldstock', 'projectStanding'],
    ['/api/v1/urban/marketdata/purpose-built/oldstock?timeRange=2weeks', 'timeRange'],
    ['/api/v1/urban/marketdata/purpose-built/oldstock?queryMonth=2025-13', 'queryMonth'],
    ['/api/v1/urban/markethistory/condo/active?year_start=2024&qtr_start=1', 'year_end'],
    ['/api/v1/urban/markethistory/condo/active?year_start=2025&qtr_start=1&year_end=2024&qtr_end=1', 'year_end'],
    ['/api/v1/urban/markethistory/condo/active?sold-out=maybe', 'sold-out'],
    ['/api/v1/urban/markethistory/condo/active?open-date-min=2024-02-30', 'open-date-min'],
    ['/api/v1/urban/markethistory/condo/active?suite-count-min=lots', 'suite-count-min'],
  ])('%s -> 400 naming %s', async (url, parameter) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(`"${parameter}"`);
  });

  test('text search strips characters that are not url safe (part 1 §5)', async () => {
    const quarter = newestQuarter('condo_active');
    const plain = await getJson<SearchResponse>(`/api/v1/urban/project/condo/active?${quarter}`);
    const stripped = await getJson<SearchResponse>(
      `/api/v1/urban/project/condo/active?${quarter}&text-search=%3C%3E%22%27`,
    );
    expect(stripped.data.length).toBe(plain.data.length);
  });

  test('garbage in any parameter never crashes the server', async () => {
    const garbage = ['%00', '-1', '1e309', "'%3B drop table projects%3B --", 'x'.repeat(2000), '%E0%A4%A'];
    const parameters = [
      'year',
      'qtr',
      'region_filter',
      'municipality_filter',
      'submarket_filter',
      'text-search',
      'timeRange',
      'queryMonth',
      'year_start',
      'cancelled',
    ];
    for (const path of ['project', 'marketdata', 'markethistory']) {
      for (const parameter of parameters) {
        for (const value of garbage) {
          const response = await get(`/api/v1/urban/${path}/condo/active?${parameter}=${value}`);
          expect(response.statusCode, `${path} ${parameter}=${value.slice(0, 20)}`).toBeLessThan(500);
        }
      }
    }
  });
});

describe('access', () => {
  test('no session -> 403; an account without project-search -> 403', async () => {
    for (const url of [
      '/api/v1/urban/project/condo/active',
      '/api/v1/urban/marketdata/condo/active',
      '/api/v1/urban/markethistory/condo/active',
    ]) {
      expect((await get(url, '')).statusCode).toBe(403);
    }
    const salesOnly = await testApp.loginAs('sales-only');
    for (const url of [
      '/api/v1/urban/project/condo/active',
      '/api/v1/urban/marketdata/condo/active',
      '/api/v1/urban/markethistory/condo/active',
    ]) {
      expect((await get(url, salesOnly)).statusCode).toBe(403);
    }
  });
});
