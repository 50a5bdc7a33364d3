import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RegionsResponse } from '@contract/geography';
import { compareQuarters } from '@contract/months';
import type { SearchRow } from '@contract/search';
import type { FooterLinksResponse, LandingLinksResponse } from '@contract/session';
import type { ByRegionLandingResponse, ByRegionOptionsResponse } from '@contract/urban-landing';
import type { UrbanBasicOptionsResponse, UrbanSearchFiltersResponse } from '@contract/urban-options';
import type {
  ChartHistoryResponse,
  ProjectDisplayResponse,
  ProjectHistoryResponse,
  ProjectPopupResponse,
} from '@contract/urban-project';
import type { AttachmentResponse, QuarterlyReportsResponse, UrbanActionsResponse } from '@contract/urban-reports';
import { createTestApp, type TestApp } from '@test-support/test-app';

let testApp: TestApp;
let demo: string;
let salesOnly: string;

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await testApp.loginAs('demo');
  salesOnly = await testApp.loginAs('sales-only');
});

afterAll(async () => {
  await testApp.close();
});

async function get(url: string, cookie = demo) {
  return testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

async function getJson<T>(url: string, cookie = demo): Promise<T> {
  const response = await get(url, cookie);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  return response.json<T>();
}

async function firstProjectId(): Promise<number> {
  const row = await testApp.db
    .selectFrom('projects')
    .select('id')
    .where('standing', '=', 'active')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const CONFIGURATION_CALLS = [
  '/api/v1/urban/options/basic',
  '/api/v1/urban/options/searchFilters',
  '/api/v1/urban/options/regions',
  '/api/v1/urban/landingLinks',
  '/api/v1/urban/footerLinks',
  '/api/v1/urban/howto/how-to-table-sort',
];

/** Reports and transaction actions belong to the project product (README "Who sees what"). */
const REPORT_CALLS = [
  '/api/v1/urban/quarterly/reports',
  '/api/v1/urban/quarterly/urbanactions',
  '/api/v1/urban/attachment/report-2026-q2.pdf',
];

describe('access', () => {
  test('every urban and media call needs a session', async () => {
    const id = await firstProjectId();
    for (const url of [
      ...CONFIGURATION_CALLS,
      ...REPORT_CALLS,
      '/api/v1/urban/project/byregionoptions',
      '/api/v1/urban/project/byregionlanding?regionId[]=1',
      `/api/v1/urban/project/${id}/popup`,
      `/api/v1/urban/project/${id}/display`,
      `/api/v1/urban/project/${id}/history`,
      '/api/v1/media/picture/project/1/1.svg',
      '/api/v1/media/staticmap?lat=43.7&lng=-79.4&zoom=10&width=100&height=100',
    ]) {
      expect((await get(url, '')).statusCode, url).toBe(403);
    }
  });

  test('configuration calls need login only; the landing needs its link; reports need project-search', async () => {
    for (const url of CONFIGURATION_CALLS) expect((await get(url, salesOnly)).statusCode, url).toBe(200);
    expect((await get('/api/v1/urban/project/byregionoptions', salesOnly)).statusCode).toBe(200);
    for (const url of REPORT_CALLS) expect((await get(url, salesOnly)).statusCode, url).toBe(403);
  });
});

describe('configuration', () => {
  test('options/basic lists the statuses in the spec order and a date range per standing', async () => {
    const body = await getJson<UrbanBasicOptionsResponse>('/api/v1/urban/options/basic');
    expect(body.projectStatuses.map((status) => status.name)).toEqual([
      'Pre-Construction',
      'Under Construction',
      'Occupying',
      'Registered',
      'Completed',
    ]);
    expect(body.superRegions.length).toBeGreaterThan(0);
    expect(body.developers.length).toBeGreaterThan(0);
    expect(body.propertyManagers.length).toBeGreaterThan(0);
    expect(body.projectDatatypes.map((datatype) => datatype.type)).toEqual(['condo', 'purpose-built']);
    for (const key of ['condo_active', 'condo_resale', 'purpose-built_completed', 'purpose-built_oldstock']) {
      const range = body.projectDateRanges[key];
      expect(range, key).toBeDefined();
      const first = { year: range?.min_year ?? 0, quarter: range?.min_quarter ?? 0 };
      expect(
        compareQuarters(first, { year: range?.max_year ?? 0, quarter: range?.max_quarter ?? 0 }),
      ).toBeLessThanOrEqual(0);
    }
    expect(body.projectDateRanges['purpose-built_oldstock']?.max_month).toMatch(/^\d{4}-\d{2}$/);
  });

  test('searchFilters and regions', async () => {
    const filters = await getJson<UrbanSearchFiltersResponse>('/api/v1/urban/options/searchFilters');
    expect(filters.searchFilters['project-search'].condo.active?.length).toBeGreaterThan(0);
    expect(filters.components['project-search']['purpose-built_oldstock']).toBe('rental-table');
    expect(filters.componentConfiguration.marketHistoryDefaultRegionIds.length).toBeGreaterThan(0);

    const { regions } = await getJson<RegionsResponse>('/api/v1/urban/options/regions');
    expect(regions.length).toBeGreaterThan(0);
    const order = regions.map((region) => [region.weight, region.name] as const);
    const sorted = [...order].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
    expect(order).toEqual(sorted);
    const region = regions[0];
    expect(region?.boundaries).toMatch(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?( -?\d+(\.\d+)?,-?\d+(\.\d+)?)+/);
    expect(region?.municipalities.length).toBeGreaterThan(0);
  });

  test('landing links follow the account sections; reports belong to project-search', async () => {
    const all = await getJson<LandingLinksResponse>('/api/v1/urban/landingLinks');
    expect(all.tabs.map((tab) => tab.id)).toEqual(
      expect.arrayContaining(['landing', 'project-search', 'property-sales', 'reports']),
    );
    const reports = all.tabs.find((tab) => tab.id === 'reports');
    expect(reports?.sub_nav.map((entry) => entry.text)).toEqual([
      'Current Report',
      'Available Reports',
      'Transaction Actions',
    ]);
    const limited = await getJson<LandingLinksResponse>('/api/v1/urban/landingLinks', salesOnly);
    expect(limited.tabs.map((tab) => tab.id)).toEqual(['landing', 'property-sales']);
    for (const tab of limited.tabs) {
      for (const entry of tab.sub_nav) expect(entry.url).not.toMatch(/^\/(project|rental)\//);
    }
  });

  test('footer links and help items; an unknown help id is a JSON 404', async () => {
    const footer = await getJson<FooterLinksResponse>('/api/v1/urban/footerLinks');
    expect(footer['contact-info'].contact.map((entry) => entry.type)).toEqual(['email', 'phone']);
    const help = await getJson<{ title: string; body: string }>('/api/v1/urban/howto/how-to-table-sort');
    expect(help.title.length).toBeGreaterThan(0);
    const missing = await get('/api/v1/urban/howto/no-such-help');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toContain('no-such-help');
    expect((await get('/api/v1/urban/howto/BAD%20ID')).statusCode).toBe(400);
  });
});

describe('landing', () => {
  test('byregionoptions: project categories and the sales sub-types, regions with string ids', async () => {
    const body = await getJson<ByRegionOptionsResponse>('/api/v1/urban/project/byregionoptions');
    expect(body.filters.map((category) => category.id)).toEqual(['condo', 'purpose-built', 'sales']);
    expect(body.filters.find((category) => category.id === 'sales')?.options).toHaveLength(38);
    expect(body.regions.length).toBeGreaterThan(0);
    for (const region of body.regions) expect(typeof region.id).toBe('string');
    expect(body.regions.some((region) => region.checked)).toBe(true);
  });

  test('byregionlanding: groups keyed category_option and sales, with their rows and source', async () => {
    const body = await getJson<ByRegionLandingResponse>(
      '/api/v1/urban/project/byregionlanding?regionId[]=1&regionId[]=2',
    );
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['condo_active', 'purpose-built_completed', 'sales']));
    const active = body.condo_active;
    expect(active?.type).toBe('project');
    expect(active?.count).toBe(active?.data.length);
    expect(active?.source).toMatch(/^\/api\/v1\/urban\/project\/condo\/active\?year=\d{4}&qtr=[1-4]/);
    expect(active?.query.regionId).toEqual(['1', '2']);
    for (const row of active?.data ?? []) expect([1, 2]).toContain(row.region_id);
    const followed = await getJson<{ data: SearchRow[] }>(active?.source ?? '');
    expect(followed.data.length).toBe(active?.count);

    const sales = body.sales;
    expect(sales?.type).toBe('sales');
    expect(sales?.data.length).toBeGreaterThan(0);
    expect(sales?.source).toMatch(/^\/api\/v1\/sales\/sales\?/);
    const salesSearch = await getJson<{ data: Array<{ data: SearchRow[] }> }>(sales?.source ?? '');
    expect(salesSearch.data[0]?.data.length).toBe(sales?.count);
    const from = sales?.query['date-from'] ?? '';
    const to = sales?.query['date-to'] ?? '';
    for (const sale of sales?.data ?? []) {
      expect(sale).toMatchObject({
        sale_id: expect.any(Number),
        subproperty_type: expect.any(String),
        price: expect.any(Number),
      });
      expect(String(sale.sale_date) >= from && String(sale.sale_date) <= to).toBe(true);
      expect((sale.addresses as unknown[]).length).toBeGreaterThan(0);
    }
  });

  test('a missing or malformed regionId is a 400 naming it', async () => {
    for (const url of ['/api/v1/urban/project/byregionlanding', '/api/v1/urban/project/byregionlanding?regionId[]=x']) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('"regionId"');
    }
  });
});

describe('project profile', () => {
  test('popup, display, history and a chart history for a known project', async () => {
    const id = await firstProjectId();
    const popup = await getJson<ProjectPopupResponse>(`/api/v1/urban/project/${id}/popup`);
    expect(popup.metadata.projectStanding).toBe('active');
    expect(popup.name.value).toEqual(expect.any(String));
    expect(popup.values.length).toBeGreaterThan(3);
    // Each value carries its column's format (server/columns/projects.ts): % Sold is a percent x100.
    expect(popup.values.find((value) => value.key === 'total_sales_percentage')).toMatchObject({
      format: 'percent',
      percentScale: 100,
    });
    expect(popup.values.find((value) => value.key === 'municipality_name')?.format).toBe('text');

    const display = await getJson<ProjectDisplayResponse>(`/api/v1/urban/project/${id}/display`);
    expect(display).toMatchObject({ id, datatype: 'condo', project_standing: 'active' });
    expect(display.charts.length).toBeGreaterThan(0);
    const chart = display.charts[0];
    expect(chart?.data.rows.length).toBeLessThanOrEqual(8);
    if (chart?.all_uri) {
      const full = await getJson<ChartHistoryResponse>(chart.all_uri);
      expect(full.data[0]?.data.rows.length).toBeGreaterThanOrEqual(chart.data.rows.length);
    }
    expect((await get(display.static_map_url)).headers['content-type']).toContain('image/svg+xml');

    // Part 2 §2.10: the comparison has one column per standing the project went through, in that
    // order, each the newest version in its standing.
    const history = await getJson<ProjectHistoryResponse>(`/api/v1/urban/project/${id}/history`);
    const standings = [...new Set(history.summary.map((version) => version.standing))];
    expect(history.compare.standings).toEqual(standings);
    expect(history.compare.vid).toEqual(
      standings.map((standing) =>
        Math.max(...history.summary.filter((version) => version.standing === standing).map((v) => v.version)),
      ),
    );
    for (const row of history.compare.rows) expect(row.values).toHaveLength(standings.length);
  });

  test('unknown ids: popup answers {} with 200, display and history 404, bad ids 400', async () => {
    const popup = await get('/api/v1/urban/project/999999/popup');
    expect(popup.statusCode).toBe(200);
    expect(popup.json()).toEqual({});
    expect((await get('/api/v1/urban/project/999999/display')).statusCode).toBe(404);
    expect((await get('/api/v1/urban/project/999999/history')).statusCode).toBe(404);
    expect((await get('/api/v1/urban/project/abc/display')).statusCode).toBe(400);
    expect((await get('/api/v1/urban/project/-1/popup')).statusCode).toBe(400);
  });
});

describe('reports', () => {
  test('reports, transaction actions and generated attachments', async () => {
    const reports = await getJson<QuarterlyReportsResponse>('/api/v1/urban/quarterly/reports');
    expect(reports.current_report?.is_current).toBe(1);
    expect(reports.active_reports.filter((report) => report.is_current === 1)).toHaveLength(1);

    const pdf = await getJson<AttachmentResponse>(`/api/v1/urban/attachment/${reports.current_report?.attachment}`);
    expect(Buffer.from(pdf.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.fileName).toBe(reports.current_report?.attachment);
    const section = reports.current_report?.sections[0];
    const xlsx = await getJson<AttachmentResponse>(`/api/v1/urban/attachment/${section?.xls_attachment}`);
    expect(Buffer.from(xlsx.data, 'base64').subarray(0, 2).toString()).toBe('PK');

    expect((await get('/api/v1/urban/attachment/report-1999-q1.pdf')).statusCode).toBe(404);
    expect((await get('/api/v1/urban/attachment/..%2Fsecret.pdf')).statusCode).toBe(400);

    const actions = await getJson<UrbanActionsResponse>('/api/v1/urban/quarterly/urbanactions');
    const years = Object.keys(actions.urbanactions);
    expect(years.length).toBeGreaterThan(0);
    for (const entry of actions.urbanactions[years[0] ?? ''] ?? []) {
      expect(entry.sales_date.startsWith(years[0] ?? '')).toBe(true);
    }
  });
});

describe('media', () => {
  test('pictures are deterministic SVG and cacheable', async () => {
    const first = await get('/api/v1/media/picture/project/12/2.svg');
    const again = await get('/api/v1/media/picture/project/12/2.svg');
    const other = await get('/api/v1/media/picture/project/12/3.svg');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(first.headers['cache-control']).toContain('max-age');
    expect(first.body).toBe(again.body);
    expect(first.body).not.toBe(other.body);
    expect((await get('/api/v1/media/picture/house/1/1.svg')).statusCode).toBe(400);
    expect((await get('/api/v1/media/picture/project/1/1.png')).statusCode).toBe(400);
  });

  test('static maps draw land, boundaries and one red marker per point', async () => {
    const response = await get(
      '/api/v1/media/staticmap?lat=43.65&lng=-79.38&zoom=12&width=640&height=400&markers=43.65,-79.38|43.66,-79.40',
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('fill="#a7cbe0"');
    expect(response.body).toContain('fill="#eef0e6"');
    expect(response.body.match(/fill="#d32f2f"/g)).toHaveLength(2);
    for (const [parameter, value] of [
      ['lat', 'abc'],
      ['zoom', '40'],
      ['width', '0'],
      ['markers', '43.6'],
    ] as const) {
      const url = `/api/v1/media/staticmap?lat=43.65&lng=-79.38&zoom=12&width=640&height=400&${parameter}=${value}`;
      const bad = await get(url);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json<{ message: string }>().message).toContain(`"${parameter}"`);
    }
    expect((await get('/api/v1/media/staticmap?lat=43.65&lng=-79.38')).statusCode).toBe(400);
  });

  test('the stored map paths of projects answer an SVG centred on the project', async () => {
    const id = await firstProjectId();
    const map = await get(`/api/v1/media/map/project/${id}.svg`);
    expect(map.statusCode).toBe(200);
    expect(map.body.match(/fill="#d32f2f"/g)).toHaveLength(1);
    expect(map.body).toContain('translate(320.0,200.0)');
    expect((await get('/api/v1/media/map/project/999999.svg')).statusCode).toBe(404);
  });
});
