/**
 * Hostile or stale URL values on the search pages (the rules: src/components/search-page/
 * route-param-check.ts): each page kind's rules, built by the page from its own configuration,
 * drop an invalid month, unknown region ids, a polygon that does not decode, filter values the
 * definitions reject and filters no definition reads, and keep the rest; the notice names them.
 */
import { describe, expect, it } from 'vitest';
import { encodeGeoFilter } from '@contract/geo-filter';
import { droppedParamsMessage, withoutRejectedParams } from '@src/components/search-page/route-param-check';
import type { ProjectSearchOptions } from '@contract/project-search-options';
import type { ProjectSearch } from '@contract/search-params';
import { checkRouteSearch, routeParamRules } from '@src/components/search-page/search-view-kit';
import { PROJECT_VIEWS } from '@src/features/projects/project-search-views';
import type { RentalSearchOptions } from '@contract/rental-search-request';
import { RENTAL_VIEWS } from '@src/features/rentals/rental-search-views';
import type { SalesSearchOptions } from '@contract/sales-search-request';
import { SALES_VIEWS } from '@src/features/sales/search/sales-search-views';
import { PROJECT, REGIONS, RENTAL_BASIC, SALES_BASIC } from './search-option-fixtures';

const POLYGON = encodeGeoFilter([
  { lat: 43.6, lng: -79.5 },
  { lat: 43.7, lng: -79.4 },
  { lat: 43.6, lng: -79.3 },
]);

function rental(searchType: RentalSearchOptions['searchType']): RentalSearchOptions {
  return { searchType, basic: RENTAL_BASIC, regions: REGIONS };
}

/** A rental view's checks: its rules as the kit completes them. */
function rentalRouteRules(options: RentalSearchOptions) {
  return routeParamRules(RENTAL_VIEWS[options.searchType], options, {});
}

function sales(searchType: SalesSearchOptions['searchType']): SalesSearchOptions {
  return { searchType, basic: SALES_BASIC };
}

/** A sales view's checks: its rules as the kit completes them. */
function salesRouteRules(options: SalesSearchOptions) {
  return routeParamRules(SALES_VIEWS[options.searchType], options, {});
}

function withoutRejectedProjectParams(context: ProjectSearchOptions, route: ProjectSearch) {
  return checkRouteSearch(PROJECT_VIEWS[context.searchType], context, route);
}

describe('project views', () => {
  const BASE = { projectType: 'condo', projectStanding: 'active', year: '2025', qtr: '2' };

  it('drop unknown region, municipality and submarket ids, keeping the known ones', () => {
    const checked = withoutRejectedProjectParams(PROJECT, {
      ...BASE,
      'regionId[]': ['1', '999'],
      'municipalityId[]': ['888'],
      'submarketId[]': ['111'],
    });
    expect(checked.dropped).toEqual(['regionId', 'municipalityId']);
    expect(checked.search).toEqual({ ...BASE, 'regionId[]': ['1'], 'submarketId[]': ['111'] });
  });

  it('drop a month of the month search that is malformed or has no data, on the rental standing', () => {
    const oldstock = {
      projectType: 'purpose-built',
      projectStanding: 'oldstock',
      timeType: 'months',
      timeRange: '1mo',
    };
    for (const queryMonth of ['2026-13', '2031-01', 'junk']) {
      const checked = withoutRejectedProjectParams(PROJECT, { ...oldstock, queryMonth });
      expect(checked).toEqual({ search: oldstock, dropped: ['queryMonth'] });
    }
    expect(withoutRejectedProjectParams(PROJECT, { ...oldstock, queryMonth: '2026-08' }).dropped).toEqual([]);
  });

  it('drop filters, values and a polygon the search cannot take, and keep what it can', () => {
    const checked = withoutRejectedProjectParams(PROJECT, {
      ...BASE,
      bogusFilter: 'x',
      cancelled: 'maybe',
      totalSuitesFrom: '10',
      geoFilter: 'not-a-polygon',
    });
    expect(checked.dropped).toEqual(['bogusFilter', 'cancelled=maybe', 'geoFilter']);
    expect(checked.search).toEqual({ ...BASE, totalSuitesFrom: '10' });
    expect(withoutRejectedProjectParams(PROJECT, { ...BASE, geoFilter: POLYGON }).dropped).toEqual([]);
  });
});

describe('rental views', () => {
  const BASE = { queryMonth: '2026-06', timeRange: '1mo' };

  it.each(['rental-search', 'market-data'] as const)(
    '%s: months outside the rental months or malformed are dropped',
    (type) => {
      for (const queryMonth of ['2026-07', '2024-12', '2026-6']) {
        const checked = withoutRejectedParams(rentalRouteRules(rental(type)), { ...BASE, queryMonth });
        expect(checked).toEqual({ search: { timeRange: '1mo' }, dropped: ['queryMonth'] });
      }
    },
  );

  it('market history: the range months and a time range the server does not offer are dropped', () => {
    const checked = withoutRejectedParams(rentalRouteRules(rental('market-history')), {
      queryMonthStart: '2025-01',
      queryMonthEnd: '2099-01',
      timeRange: '7mo',
    });
    expect(checked).toEqual({ search: { queryMonthStart: '2025-01' }, dropped: ['queryMonthEnd', 'timeRange'] });
  });

  it('unknown geography, filters, values and polygons are dropped; the rest stays', () => {
    const checked = withoutRejectedParams(rentalRouteRules(rental('rental-search')), {
      ...BASE,
      'regionId[]': ['999'],
      'submarketId[]': ['111', '998'],
      bogusFilter: 'x',
      bedsFrom: '3',
      bedsTo: '1',
      yearBuiltFrom: '1960',
      geoFilter: '%%%',
    });
    expect(checked.dropped).toEqual(['bogusFilter', 'beds (From after To)', 'regionId', 'submarketId', 'geoFilter']);
    expect(checked.search).toEqual({ ...BASE, 'submarketId[]': ['111'], yearBuiltFrom: '1960' });
  });

  it('market totals read no polygon and no client-only filter: a property filter is not theirs', () => {
    const checked = withoutRejectedParams(rentalRouteRules(rental('market-data')), { ...BASE, bedsFrom: '1' });
    expect(checked.dropped).toEqual(['bedsFrom']);
  });
});

describe('sales views', () => {
  const BASE = { propertySubType: ['7'], saleDateRangeFrom: '2025-01-01', saleDateRangeTo: '2025-12-31' };

  it('drop dates that are no dates, unknown sub-types, regions and municipalities', () => {
    const checked = withoutRejectedParams(salesRouteRules(sales('sales')), {
      ...BASE,
      saleDateRangeTo: '2025-02-30',
      propertySubType: ['7', '999'],
      regionId: ['1'],
      municipalityId: ['999'],
    });
    expect(checked.dropped).toEqual(['saleDateRangeTo', 'propertySubType', 'municipalityId']);
    expect(checked.search).toEqual({ propertySubType: ['7'], saleDateRangeFrom: '2025-01-01', regionId: ['1'] });
  });

  it('drop filters, values and polygons the view cannot take', () => {
    const checked = withoutRejectedParams(salesRouteRules(sales('sales')), {
      ...BASE,
      priceFrom: 'cheap',
      vendor: 'x',
      geoFilter: 'broken',
    });
    expect(checked.dropped).toEqual(['vendor', 'price', 'geoFilter']);
    expect(checked.search).toEqual(BASE);
    const marketData = withoutRejectedParams(salesRouteRules(sales('sales-market-data')), { ...BASE, priceFrom: '1' });
    expect(marketData.dropped).toEqual(['priceFrom']);
  });

  it('a clean query passes untouched', () => {
    const search = { ...BASE, regionId: ['1'], municipalityId: ['11'], priceFrom: '10', geoFilter: POLYGON };
    expect(withoutRejectedParams(salesRouteRules(sales('sales')), search)).toEqual({ search, dropped: [] });
  });
});

it('one notice says what was ignored', () => {
  expect(droppedParamsMessage(['geoFilter', 'bogusFilter'])).toBe(
    'Some search settings in the address were not valid and were ignored: geoFilter, bogusFilter.',
  );
});
