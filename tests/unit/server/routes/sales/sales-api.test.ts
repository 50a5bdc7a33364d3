import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { encodeGeoFilter } from '@contract/geo-filter';
import type { ColumnDefinition, TotalOperand } from '@contract/columns';
import { SALES_CLAMPED_MESSAGE } from '@contract/messages';
import type { SalesSearchResponse } from '@contract/search';
import type { SalesMarketRow, SaleRow } from '@contract/sales-search';
import type { SalesOptionsBasicResponse } from '@contract/sales-options';
import type { SaleDisplayPayload } from '@contract/sales-display';
import { createAccount } from '@server/auth/accounts';
import { createTestApp, TEST_DEMO_PASSWORD, type TestApp } from '@test-support/test-app';

let t: TestApp;
let demo: string;
let salesOnly: string;
let rentalOnly: string;
let options: SalesOptionsBasicResponse;
let allSubTypeIds: number[];

const FROM = '2010-01-01';
const TO = '2026-09-30';

beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t.db, {
    username: 'rental-only',
    password: TEST_DEMO_PASSWORD,
    fullName: 'Rita Rental',
    name: 'Rita',
    organization: 'Test',
    memberSince: 0,
    links: ['landing', 'rental-search'],
    rentalExpansion: true,
  });
  [demo, salesOnly, rentalOnly] = await Promise.all([
    t.loginAs('demo'),
    t.loginAs('sales-only'),
    t.loginAs('rental-only'),
  ]);
  options = (await get('/api/v1/sales/options/basic')).json();
  allSubTypeIds = options.propertyTypes.flatMap((type) => type.sub_property_types.map((subType) => subType.id));
});
afterAll(async () => t.close());

function get(url: string, cookie: string | null = demo) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

function salesQuery(params: { subTypes?: number[]; from?: string; to?: string; extra?: string } = {}): string {
  const subTypes = (params.subTypes ?? allSubTypeIds).map((id) => `subproperty-type[]=${id}`).join('&');
  return `time-period-from=${params.from ?? FROM}&time-period-to=${params.to ?? TO}&${subTypes}${params.extra ?? ''}`;
}

async function searchSales(query: string): Promise<SalesSearchResponse<SaleRow>> {
  const response = await get(`/api/v1/sales/sales?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function searchMarket(query: string): Promise<SalesSearchResponse<SalesMarketRow>> {
  const response = await get(`/api/v1/sales/marketdata?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Every field a column's total reads must be in every row, even when no column shows it. */
function operandFields(column: ColumnDefinition): string[] {
  const fields = (operand: TotalOperand): string[] => (typeof operand === 'string' ? [operand] : operand.minus);
  const total = column.total;
  if (total.kind === 'wavg') return fields(total.weight);
  if (total.kind === 'ratio') return [...fields(total.numerator), ...fields(total.denominator)];
  if (total.kind === 'difference') return [...fields(total.minuend), ...fields(total.subtrahend)];
  return [];
}

function expectRowsCarryColumns(rows: Array<Record<string, unknown>>, columns: ColumnDefinition[]): void {
  const needed = new Set(columns.flatMap((column) => [column.key, ...operandFields(column)]));
  for (const row of rows) for (const field of needed) expect(row, field).toHaveProperty(field);
}

describe('access', () => {
  const urls = () => [
    '/api/v1/sales/options/basic',
    `/api/v1/sales/sales?${salesQuery()}`,
    `/api/v1/sales/marketdata?${salesQuery()}`,
    '/api/v1/sales/sale/1/display',
  ];

  test('every sales call needs a session', async () => {
    for (const url of urls()) expect((await get(url, null)).statusCode, url).toBe(403);
  });

  test('the searches and their options need the property-sales section; the sale page needs login only', async () => {
    expect((await get(`/api/v1/sales/sales?${salesQuery()}`, rentalOnly)).statusCode).toBe(403);
    expect((await get(`/api/v1/sales/marketdata?${salesQuery()}`, rentalOnly)).statusCode).toBe(403);
    expect((await get('/api/v1/sales/options/basic', rentalOnly)).statusCode).toBe(403);
    expect((await get('/api/v1/sales/sale/1/display', rentalOnly)).statusCode).toBe(200);
    expect((await get(`/api/v1/sales/sales?${salesQuery()}`, salesOnly)).statusCode).toBe(200);
  });
});

describe('options/basic', () => {
  test('lists the 38 sub-types with icons and column groups, regions with municipalities, and a default period', async () => {
    expect(allSubTypeIds).toHaveLength(38);
    for (const subType of options.propertyTypes.flatMap((type) => type.sub_property_types)) {
      expect(subType.name).not.toBe('');
      expect(subType.icon).not.toBe('');
      expect(subType.column_groups.length).toBeGreaterThan(0);
    }
    const regionCount = await t.db
      .selectFrom('regions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(options.regions).toHaveLength(Number(regionCount.n));
    expect(options.regions.every((region) => region.municipalities.length > 0)).toBe(true);
    expect(options.defaultDateRange.from < options.defaultDateRange.to).toBe(true);
    expect(options.defaultDateRange.to).toBe(options.saleDateRange.max);
  });

  test('every advanced filter tests a field the rows of its search carry', async () => {
    const sales = await searchSales(salesQuery());
    const market = await searchMarket(salesQuery());
    const saleRow = sales.data[0]?.data[0];
    const marketRow = market.data[0]?.data[0];
    expect(saleRow).toBeDefined();
    expect(marketRow).toBeDefined();
    for (const filter of options.searchFilters.sales) expect(saleRow, filter.name).toHaveProperty(filter.field);
    for (const filter of options.searchFilters['sales-market-data'])
      expect(marketRow, filter.name).toHaveProperty(filter.field);
    const types = new Set(options.searchFilters.sales.map((filter) => filter.type));
    expect([...types].sort()).toEqual(['dateRange', 'numberRange', 'text']);
    expect(options.searchFilters['sales-market-data'].every((filter) => filter.type === 'numberRange')).toBe(true);
    const textNames = options.searchFilters.sales
      .filter((filter) => filter.type === 'text')
      .map((filter) => filter.name);
    expect(textNames.sort()).toEqual([
      'addresses',
      'arn',
      'fileNumber',
      'instrumentNumber',
      'mortgage',
      'pin',
      'purchaser',
      'vendor',
    ]);
  });

  test('number range bounds contain every sale value', async () => {
    const rows = (await searchSales(salesQuery({ from: '1990-01-01' }))).data[0]?.data ?? [];
    for (const filter of options.searchFilters.sales) {
      if (filter.type !== 'numberRange') continue;
      for (const row of rows) {
        const value = row[filter.field];
        if (typeof value === 'number') {
          expect(value, filter.name).toBeGreaterThanOrEqual(filter.min);
          expect(value, filter.name).toBeLessThanOrEqual(filter.max);
        }
      }
    }
  });
});

describe('sales search', () => {
  test('answers the spec envelope with the chosen sub-types inside the period, newest first', async () => {
    const subTypes = allSubTypeIds.slice(0, 10);
    const response = await searchSales(salesQuery({ subTypes, from: '2018-01-01', to: '2024-12-31' }));
    expect(response.clamped).toBe(false);
    expect(response.clamped_message).toBeNull();
    const rows = response.data[0]?.data ?? [];
    expect(rows.length).toBeGreaterThan(0);
    const expected = await t.db
      .selectFrom('sales')
      .select('id')
      .where('sale_date', '>=', '2018-01-01')
      .where('sale_date', '<=', '2024-12-31')
      .where('subproperty_type_id', 'in', subTypes)
      .execute();
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      expected.map((sale) => sale.id).sort((a, b) => a - b),
    );
    for (const row of rows) {
      expect(subTypes).toContain(row.subproperty_type_id);
      expect(row.saleDate >= '2018-01-01' && row.saleDate <= '2024-12-31').toBe(true);
      expect(row.addresses.length).toBeGreaterThan(0);
      expect(row.region_name).not.toBe('');
      expect(row.municipality_name).not.toBe('');
    }
    const dates = rows.map((row) => row.saleDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expectRowsCarryColumns(rows, response.tableHeaders.data);
  });

  test('per-unit prices are the price over the unit count', async () => {
    const rows = (await searchSales(salesQuery())).data[0]?.data ?? [];
    let checked = 0;
    for (const row of rows) {
      if (row.suitesTotal && row.pricePerSuite !== null) {
        expect(Math.abs(row.pricePerSuite - row.price / row.suitesTotal)).toBeLessThanOrEqual(1);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  test('groups of unit types the chosen sub-types lack are hidden by default', async () => {
    const subType = options.propertyTypes
      .flatMap((type) => type.sub_property_types)
      .find((candidate) => candidate.column_groups.includes('suites'));
    expect(subType).toBeDefined();
    if (!subType) return;
    const columns = (await searchSales(salesQuery({ subTypes: [subType.id] }))).tableHeaders.data;
    expect(columns[0]).toMatchObject({ key: 'fileNum', alwaysVisible: true, link: 'sale' });
    const suites = columns.find((column) => column.key === 'suitesTotal');
    expect(suites?.group).toBe('Suites');
    expect(suites?.hiddenByDefault).toBeUndefined();
    for (const column of columns.filter((candidate) => candidate.group)) {
      const shown = column.hiddenByDefault !== true;
      const groupKey = Object.entries({
        Suites: 'suites',
        Townhouses: 'townhouses',
        'Building Area': 'buildingArea',
        'Land Area (sq ft)': 'landAreaSqFt',
        'Land Area (acres)': 'landAreaAcres',
        Lots: 'lots',
        Rooms: 'rooms',
        'Floor Area': 'floorArea',
        Beds: 'beds',
      }).find(([label]) => label === column.group)?.[1];
      expect(shown, column.key).toBe(subType.column_groups.includes(groupKey as never));
    }
  });

  test('region, municipality and text filters narrow the result', async () => {
    const all = (await searchSales(salesQuery())).data[0]?.data ?? [];
    const sample = all[0];
    expect(sample).toBeDefined();
    if (!sample) return;
    const byRegion = (await searchSales(salesQuery({ extra: `&region-id[]=${sample.region_id}` }))).data[0]?.data ?? [];
    expect(byRegion.length).toBe(all.filter((row) => row.region_id === sample.region_id).length);
    const byMunicipality =
      (
        await searchSales(
          salesQuery({ extra: `&region-id=${sample.region_id}&municipality-id=${sample.municipality_id}` }),
        )
      ).data[0]?.data ?? [];
    expect(byMunicipality.length).toBe(all.filter((row) => row.municipality_id === sample.municipality_id).length);
    const fileNumber = sample.fileNum ?? '';
    const byText =
      (await searchSales(salesQuery({ extra: `&text-search=${encodeURIComponent(fileNumber)}` }))).data[0]?.data ?? [];
    expect(byText.map((row) => row.id)).toContain(sample.id);
    expect(byText.length).toBeLessThan(all.length);
  });

  test('text search strips characters that are not url safe instead of failing', async () => {
    const all = (await searchSales(salesQuery())).data[0]?.data ?? [];
    const stripped = await searchSales(salesQuery({ extra: `&text-search=${encodeURIComponent('%%%<>')}` }));
    expect(stripped.data[0]?.data.length).toBe(all.length);
    const underscore = await searchSales(salesQuery({ extra: '&text-search=a_b' }));
    // '_' must match itself, not any character (it is a LIKE wildcard).
    expect(underscore.data[0]?.data.length).toBe(0);
  });

  test('an empty period answers an empty, unclamped result', async () => {
    const response = await searchSales(salesQuery({ from: '1990-01-01', to: '1990-12-31' }));
    expect(response.data[0]?.data).toEqual([]);
    expect(response.clamped).toBe(false);
    expect(SALES_CLAMPED_MESSAGE).toContain('10,000');
  });
});

describe('sales market data', () => {
  test('one row per municipality whose sums equal the sales of the same search', async () => {
    const query = salesQuery({ from: '2015-01-01' });
    const sales = (await searchSales(query)).data[0]?.data ?? [];
    const market = await searchMarket(query);
    const rows = market.data[0]?.data ?? [];
    expect(rows.length).toBeGreaterThan(1);
    expect(market.clamped).toBe(false);
    expectRowsCarryColumns(rows, market.tableHeaders.data);
    expect(market.tableHeaders.data[0]).toMatchObject({ key: 'name', alwaysVisible: true });
    let totalSales = 0;
    for (const row of rows) {
      const inMunicipality = sales.filter((sale) => sale.municipality_id === row.municipality_id);
      expect(row.region_id).toBe(inMunicipality[0]?.region_id);
      expect(row.submarket_id).toBeNull();
      expect(row.totalSales).toBe(inMunicipality.length);
      const value = inMunicipality.reduce((sum, sale) => sum + sale.price, 0);
      expect(row.totalSalesValue).toBeCloseTo(value, 2);
      expect(row.avgSalePrice).toBeCloseTo(value / inMunicipality.length, 1);
      const suites = inMunicipality.reduce((sum, sale) => sum + (sale.suitesTotal ?? 0), 0);
      expect(row.totalSuites).toBe(suites);
      const suitesValue = inMunicipality
        .filter((sale) => (sale.suitesTotal ?? 0) > 0)
        .reduce((sum, sale) => sum + sale.price, 0);
      expect(row.avgPricePerSuite).toEqual(suites > 0 ? expect.closeTo(suitesValue / suites, 1) : null);
      totalSales += row.totalSales;
    }
    expect(totalSales).toBe(sales.length);
  });

  test('a geoFilter polygon gives the totals of the sales with an address inside it (part 2 §5)', async () => {
    const query = salesQuery({ from: '2015-01-01' });
    const sales = (await searchSales(query)).data[0]?.data ?? [];
    const centre = sales[0]?.addresses[0];
    expect(centre).toBeDefined();
    const { property_latitude: lat, property_longitude: lng } = centre!;
    // A triangle around the first sale's address, wide enough to take in its neighbours.
    const triangle = [
      { lat: lat + 0.08, lng },
      { lat: lat - 0.05, lng: lng - 0.09 },
      { lat: lat - 0.05, lng: lng + 0.09 },
    ];
    const inside = sales.filter((sale) =>
      sale.addresses.some((address) =>
        booleanPointInPolygon([address.property_longitude, address.property_latitude], {
          type: 'Polygon',
          coordinates: [[...triangle, triangle[0]!].map((point) => [point.lng, point.lat])],
        }),
      ),
    );
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.length).toBeLessThan(sales.length);

    const rows = (await searchMarket(`${query}&geo-filter=${encodeGeoFilter(triangle)}`)).data[0]?.data ?? [];
    expect(rows.reduce((sum, row) => sum + row.totalSales, 0)).toBe(inside.length);
    for (const row of rows) {
      const inMunicipality = inside.filter((sale) => sale.municipality_id === row.municipality_id);
      expect(row.totalSales, row.name).toBe(inMunicipality.length);
      expect(row.totalSalesValue).toBeCloseTo(
        inMunicipality.reduce((sum, sale) => sum + sale.price, 0),
        2,
      );
    }

    // A polygon away from every sale gives no rows; a malformed one is a 400 naming the parameter.
    const sea = [
      { lat: 42.1, lng: -78.1 },
      { lat: 42.0, lng: -78.2 },
      { lat: 42.0, lng: -78.0 },
    ];
    expect((await searchMarket(`${query}&geo-filter=${encodeGeoFilter(sea)}`)).data[0]?.data).toEqual([]);
    for (const bad of ['garbage', encodeGeoFilter(triangle.slice(0, 2))]) {
      const response = await get(`/api/v1/sales/marketdata?${query}&geo-filter=${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toContain('"geo-filter"');
    }
  });

  test('averages are declared as ratios of sums so the client recomputes region totals', async () => {
    const columns = (await searchMarket(salesQuery())).tableHeaders.data;
    expect(columns.find((column) => column.key === 'avgSalePrice')?.total).toEqual({
      kind: 'ratio',
      numerator: 'totalSalesValue',
      denominator: 'totalSales',
    });
    expect(columns.find((column) => column.key === 'totalSales')?.total).toEqual({ kind: 'sum' });
    for (const column of columns.filter((candidate) => candidate.key.startsWith('avg')))
      expect(column.total.kind, column.key).toBe('ratio');
  });
});

describe('sale display', () => {
  test('answers the stored display payload of a sale', async () => {
    const sale = await t.db
      .selectFrom('sales')
      .select(['id', 'price', 'sale_date'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await get(`/api/v1/sales/sale/${sale.id}/display`);
    expect(response.statusCode).toBe(200);
    const payload: SaleDisplayPayload = response.json();
    expect(payload.sale_id).toBe(sale.id);
    expect(payload.price).toBe(sale.price);
    expect(payload.sale_date).toBe(sale.sale_date);
    expect(Object.keys(payload.properties).length).toBeGreaterThan(0);
    expect(payload.profile_picture.url).toMatch(/\.svg$/);
    expect(payload.landarea_data_summary.every((line) => typeof line === 'string')).toBe(true);
    expect(payload.saleparts.rows.reduce((sum, part) => sum + part.price, 0)).toBe(sale.price);
    expect(Array.isArray(payload.related_projects)).toBe(true);
  });

  test('an unknown id is a 404 and a malformed id a 400', async () => {
    expect((await get('/api/v1/sales/sale/99999999/display')).statusCode).toBe(404);
    const malformed = await get('/api/v1/sales/sale/abc/display');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('"id"');
  });
});

describe('validation', () => {
  // Built at collection time, before the app exists: sub-type 1 is always seeded.
  const period = (from: string, to: string) => `time-period-from=${from}&time-period-to=${to}&subproperty-type[]=1`;
  const valid = period(FROM, TO);
  test.each([
    ['no sub-type', `time-period-from=${FROM}&time-period-to=${TO}`, 'subproperty-type'],
    ['a malformed sub-type', `time-period-from=${FROM}&time-period-to=${TO}&subproperty-type[]=x`, 'subproperty-type'],
    ['an unknown sub-type', `time-period-from=${FROM}&time-period-to=${TO}&subproperty-type[]=999`, 'subproperty-type'],
    ['a malformed region', `${valid}&region-id[]=x`, 'region-id'],
    ['a malformed municipality', `${valid}&municipality-id=1.5`, 'municipality-id'],
    ['no period', 'subproperty-type=1', 'time-period-from'],
    ['an impossible date', period('2024-02-30', TO), 'time-period-from'],
    ['a reversed period', period('2024-01-01', '2023-01-01'), 'time-period-to'],
    ['a repeated date', `${valid}&time-period-to=2020-01-01`, 'time-period-to'],
  ])('%s is a 400 naming the parameter', async (_case, query, parameter) => {
    for (const endpoint of ['sales', 'marketdata']) {
      const response = await get(`/api/v1/sales/${endpoint}?${query}`);
      expect(response.statusCode, `${endpoint}?${query}`).toBe(400);
      expect(response.json().message).toContain(`"${parameter}"`);
    }
  });

  test('garbage never crashes the server', async () => {
    const garbage = [
      '',
      ' ',
      'abc',
      '-1',
      '1e309',
      '0x10',
      '9'.repeat(40),
      '%00',
      "'; drop table sales; --",
      '[]',
      '{}',
      '../..',
    ];
    const names = [
      'time-period-from',
      'time-period-to',
      'subproperty-type',
      'subproperty-type[]',
      'region-id',
      'municipality-id[]',
      'text-search',
      'geo-filter',
    ];
    for (const name of names) {
      for (const value of garbage) {
        const query = `${salesQuery()}&${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
        for (const endpoint of ['sales', 'marketdata']) {
          const response = await get(`/api/v1/sales/${endpoint}?${query}`);
          expect(response.statusCode, `${endpoint} ${name}=${value}`).toBeLessThan(500);
        }
      }
    }
    for (const id of ['0', '-1', '1.5', '9'.repeat(30), '%20']) {
      expect((await get(`/api/v1/sales/sale/${id}/display`)).statusCode, id).toBeLessThan(500);
    }
  });
});
