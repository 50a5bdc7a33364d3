import { afterAll, describe, expect, test } from 'vitest';
import { encodeGeoFilter } from '@contract/geo-filter';
import { URL_SAFE_MESSAGE } from '@contract/messages';
import type { MarketEngine } from '@src/engine/engine-api';
import { createEnginePool } from '@src/engine/engine-pool';
import {
  salesClientParams,
  salesDatasetRequest,
  resolveSalesSearch,
  salesFilterDefinitions,
  withPropertySubTypes,
  type SalesSearch,
  type SalesSearchOptions,
} from '@contract/sales-search-request';
import { salesSearchForMode, withFullTextSearch, withRegions } from '@src/features/sales/search/sales-search-state';
import { searchButtons } from '@src/components/search-page/search-view-kit';
import { SALES_VIEWS } from '@src/features/sales/search/sales-search-views';
import {
  APARTMENT_SITE,
  HOTEL,
  OFFICE_CONDO,
  optionsFor,
  SALES_OPTIONS,
} from '@test-support/browser/sales-search-fixtures';

const salesSearchButtons = (options: SalesSearchOptions, draft: SalesSearch, route: SalesSearch) =>
  searchButtons(SALES_VIEWS[options.searchType], options, draft, route);

const sales = optionsFor('sales');
const market = optionsFor('sales-market-data');
const DEFAULT_DATES = { saleDateRangeFrom: '2025-06-01', saleDateRangeTo: '2026-05-31' };

describe('property type control (part 2 §2.5, §4; part 1 §5)', () => {
  test('the sales view takes several sub-types, market data exactly one', () => {
    const ids = [String(APARTMENT_SITE), String(HOTEL)];
    expect(withPropertySubTypes(sales, {}, ids).propertySubType).toEqual(ids);
    expect(withPropertySubTypes(market, {}, ids).propertySubType).toEqual([String(APARTMENT_SITE)]);
    // A URL with several sub-types opens market data on the first.
    expect(resolveSalesSearch(market, { propertySubType: ids }).propertySubType).toEqual([String(APARTMENT_SITE)]);
  });

  test('changing the property type clears advanced filters the new types do not support', () => {
    const start: SalesSearch = {
      propertySubType: [String(APARTMENT_SITE), String(HOTEL)],
      suitesFrom: '10',
      roomsTo: '300',
      priceFrom: '1000',
      vendor: 'harbour',
    };
    const next = withPropertySubTypes(sales, start, [String(HOTEL)]);
    // Suites belong to apartment sites only; rooms to hotels; price and vendor to every sale.
    expect(next['suitesFrom']).toBeUndefined();
    expect(next['roomsTo']).toBe('300');
    expect(next['priceFrom']).toBe('1000');
    expect(next['vendor']).toBe('harbour');
    expect(salesFilterDefinitions(sales, next).map((definition) => definition.name)).not.toContain('suites');
    expect(salesFilterDefinitions(sales, { propertySubType: [String(OFFICE_CONDO)] }).map((d) => d.name)).toContain(
      'floorArea',
    );
  });
});

describe('Search and Clear Filters (part 2 §4)', () => {
  test('Search is disabled with no property type or when nothing changed', () => {
    const route = resolveSalesSearch(sales, {});
    expect(salesSearchButtons(sales, route, route).search).toBe(false);
    const chosen = withPropertySubTypes(sales, route, [String(HOTEL)]);
    expect(salesSearchButtons(sales, chosen, route).search).toBe(true);
    expect(salesSearchButtons(sales, chosen, chosen).search).toBe(false);
    // A blank value is no change.
    expect(salesSearchButtons(sales, { ...chosen, vendor: '' }, chosen).search).toBe(false);
  });

  test('Clear Filters is disabled at the defaults (the default sale date range)', () => {
    const route = resolveSalesSearch(sales, {});
    expect(route).toEqual(DEFAULT_DATES);
    expect(salesSearchButtons(sales, route, route).clearFilters).toBe(false);
    expect(salesSearchButtons(sales, { ...route, fullTextSearch: 'king' }, route).clearFilters).toBe(true);
    expect(salesSearchButtons(sales, { ...route, saleDateRangeFrom: '2020-01-01' }, route).clearFilters).toBe(true);
  });
});

describe('the API call (part 2 §5, §7)', () => {
  test('sub-types flat, dates, regions; the municipality only with a region', () => {
    const search: SalesSearch = {
      ...DEFAULT_DATES,
      propertySubType: ['1', '2'],
      municipalityId: ['11'],
      fullTextSearch: 'king',
    };
    const without = salesDatasetRequest(sales, search);
    expect(without).toEqual({
      endpoint: '/api/v1/sales/sales',
      kind: 'sales',
      apiParams: {
        'subproperty-type[]': ['1', '2'],
        'time-period-from': '2025-06-01',
        'time-period-to': '2026-05-31',
        'text-search': 'king',
      },
    });
    const withRegion = salesDatasetRequest(market, { ...search, regionId: ['1'] });
    expect(withRegion.endpoint).toBe('/api/v1/sales/marketdata');
    expect(withRegion.kind).toBe('salesMarket');
    expect(withRegion.apiParams['region-id[]']).toEqual(['1']);
    expect(withRegion.apiParams['municipality-id[]']).toEqual(['11']);
  });

  test('regions drop the municipalities not in them', () => {
    const search = withRegions(sales, { regionId: ['1', '2'], municipalityId: ['11', '21'] }, ['2']);
    expect(search.municipalityId).toEqual(['21']);
  });

  test('Full Text Search strips characters outside the url-safe set (part 2 §5)', () => {
    expect(withFullTextSearch({}, 'King & Bay <b>').fullTextSearch).toBe('King  Bay b');
    expect(withFullTextSearch({}, '%%').fullTextSearch).toBeUndefined();
    expect(URL_SAFE_MESSAGE).toBe(
      "Only url safe characters are allowed: letters, numbers, spaces, '-', '_', '.' and '~'.",
    );
  });

  test('switching mode keeps period, geography and text, drops advanced filters', () => {
    const search: SalesSearch = { ...DEFAULT_DATES, propertySubType: ['2', '3'], regionId: ['1'], roomsFrom: '10' };
    expect(salesSearchForMode(market, search)).toEqual({ ...DEFAULT_DATES, propertySubType: ['2'], regionId: ['1'] });
  });
});

/** The sale row client filters run in the engine worker over the fixture sales (part 2 §5). */
describe('sale row client filters in the engine (part 2 §5)', () => {
  const engine: MarketEngine = createEnginePool({
    size: 1,
    createWorker: () => new Worker(new URL('./sales-fixture.worker.ts', import.meta.url), { type: 'module' }),
  });
  afterAll(() => engine.dispose());

  async function passing(options: typeof sales, search: SalesSearch): Promise<number[]> {
    const dataset = await engine.openDataset(salesDatasetRequest(options, search));
    const view = await engine.createView(dataset, {
      clientParams: salesClientParams(options, search),
      context: { filters: salesFilterDefinitions(options, search) },
      sort: null,
      visibleColumns: null,
    });
    const rows = await engine.getRows(view, 0, view.summary.displayRowCount);
    await engine.release(view);
    await engine.release(dataset);
    return rows.rows
      .filter((row) => row.kind === 'leaf')
      .map((row) => Number(row.values['id']))
      .sort((a, b) => a - b);
  }
  const every: SalesSearch = { ...DEFAULT_DATES, propertySubType: ['1', '2', '3'] };

  test('number ranges are inclusive and a missing value fails', async () => {
    expect(await passing(sales, { ...every, priceFrom: '900000', priceTo: '8000000' })).toEqual([1, 2, 5, 6]);
    // Sale 2 has no suite count: any suites range excludes it.
    expect(await passing(sales, { ...every, suitesFrom: '0' })).toEqual([1]);
    expect(await passing(sales, { ...every, roomsTo: '100' })).toEqual([4]);
  });

  test('the mortgage due date lies within its range', async () => {
    expect(
      await passing(sales, { ...every, mortgageDueDateFrom: '2027-01-01', mortgageDueDateTo: '2030-12-31' }),
    ).toEqual([1]);
    expect(await passing(sales, { ...every, mortgageDueDateFrom: '2027-01-01' })).toEqual([1, 3]);
  });

  test('text filters are case-insensitive contains', async () => {
    expect(await passing(sales, { ...every, addresses: 'bay st' })).toEqual([3]);
    expect(await passing(sales, { ...every, arn: '1904' })).toEqual([1]);
    expect(await passing(sales, { ...every, fileNumber: 'f-4' })).toEqual([4]);
    expect(await passing(sales, { ...every, instrumentNumber: 'at555' })).toEqual([2]);
    expect(await passing(sales, { ...every, mortgage: 'NATIONAL' })).toEqual([1]);
    expect(await passing(sales, { ...every, pin: 'pin-7' })).toEqual([1]);
    expect(await passing(sales, { ...every, purchaser: 'maple' })).toEqual([2]);
    expect(await passing(sales, { ...every, vendor: 'harbour' })).toEqual([3]);
  });

  test('a polygon of more than 2 points holds a sale when any of its addresses is inside', async () => {
    // East of lng -79.38: sale 3 has its second address there.
    const east = encodeGeoFilter([
      { lat: 43.5, lng: -79.38 },
      { lat: 43.5, lng: -79.1 },
      { lat: 43.9, lng: -79.1 },
      { lat: 43.9, lng: -79.38 },
    ]);
    expect(await passing(sales, { ...every, geoFilter: east })).toEqual([2, 3, 4, 6]);
    // Two points are no polygon.
    const line = encodeGeoFilter([
      { lat: 43.5, lng: -79.38 },
      { lat: 43.9, lng: -79.1 },
    ]);
    expect(await passing(sales, { ...every, geoFilter: line })).toHaveLength(6);
  });

  test('market data filters by numeric ranges on the client; its polygon goes to the server with the API call', async () => {
    const search: SalesSearch = { ...DEFAULT_DATES, propertySubType: [String(HOTEL)] };
    const east = encodeGeoFilter([
      { lat: 43.5, lng: -79.38 },
      { lat: 43.5, lng: -79.1 },
      { lat: 43.9, lng: -79.1 },
    ]);
    expect(salesClientParams(market, { ...search, geoFilter: east })).toEqual({});
    expect(salesDatasetRequest(market, { ...search, geoFilter: east }).apiParams['geo-filter']).toBe(east);
    // The sales table filters its polygon on the client, and two points are no polygon.
    expect(salesDatasetRequest(sales, { ...search, geoFilter: east }).apiParams['geo-filter']).toBeUndefined();
    const line = encodeGeoFilter([
      { lat: 43.5, lng: -79.38 },
      { lat: 43.9, lng: -79.1 },
    ]);
    expect(salesDatasetRequest(market, { ...search, geoFilter: line }).apiParams['geo-filter']).toBeUndefined();
    expect(salesClientParams(market, { ...search, totalRoomsFrom: '100', vendor: 'x' })).toEqual({
      totalRoomsFrom: '100',
    });
    expect(SALES_OPTIONS.searchFilters['sales-market-data'].every((d) => d.type === 'numberRange')).toBe(true);
  });
});
