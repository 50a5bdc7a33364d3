import { STANDINGS_BY_TYPE, typeStandingKey } from '@contract/product-facts';
import { clientParamsOf, datasetRequestOf } from '@contract/project-search-request';
import { describe, expect, test } from 'vitest';
import { activeFilterCount } from '@contract/filter-definitions';
import { withFullTextSearch, withProjectType, withRegionSelection, withStanding } from '@contract/project-search-state';
import { defaultStanding, enabledStandings } from '@contract/project-standings';
import { initialSearch, resolveRouteSearch } from '@contract/project-route-search';
import { quarterOptions, withRangeBound, withTimeType } from '@contract/project-search-period';
import { searchButtons as viewButtons } from '@src/components/search-page/search-view-kit';
import { PROJECT_VIEWS } from '@src/features/projects/project-search-views';
import { type ProjectSearchOptions, filterDefinitions } from '@contract/project-search-options';
import type { ProjectSearch } from '@contract/search-params';
import { searchForView } from '@src/features/projects/project-view-toggle';
import { withMunicipalities, withRegions } from '@contract/project-search-geography';
import { withoutAdvancedFilters } from '@contract/project-search-url';
import { contextFor, REGIONS } from '@test-support/browser/project-fixtures';

const search = contextFor('project-search');
const searchButtons = (context: ProjectSearchOptions, draft: ProjectSearch, route: ProjectSearch, failed = false) =>
  viewButtons(PROJECT_VIEWS[context.searchType], context, draft, route, failed);
const marketData = contextFor('market-data');
const history = contextFor('market-history');

describe('type and standing (part 1 §4)', () => {
  test('standings no selected region supports are disabled; no region disables none', () => {
    expect(enabledStandings(REGIONS, 'condo', [])).toEqual(STANDINGS_BY_TYPE.condo);
    expect(enabledStandings(REGIONS, 'condo', ['2'])).toEqual(['active', 'rental', 'proposed']);
    expect(enabledStandings(REGIONS, 'condo', ['1', '2'])).toEqual(STANDINGS_BY_TYPE.condo);
    expect(enabledStandings(REGIONS, 'purpose-built', ['2'])).toEqual(['oldstock']);
  });

  test('with none enabled the default is active for condo and completed otherwise', () => {
    expect(defaultStanding([], 'condo')).toBe('active');
    expect(defaultStanding([], 'purpose-built')).toBe('completed');
  });

  test('changing the type selects the first enabled standing and the newest quarter', () => {
    const next = withProjectType(
      search,
      { projectType: 'condo', projectStanding: 'active', 'regionId[]': ['2'] },
      'purpose-built',
    );
    expect(next['projectStanding']).toBe('oldstock');
    // The rental standing on project search switches months on by itself.
    expect(next['timeType']).toBe('months');
    expect(next['queryMonth']).toBe('2026-08');
    expect(next['timeRange']).toBe('1mo');
    const west = withProjectType(
      search,
      { projectType: 'condo', projectStanding: 'active', 'regionId[]': ['1'] },
      'purpose-built',
    );
    expect(west['projectStanding']).toBe('proposed');
    expect([west['year'], west['qtr']]).toEqual(['2026', '3']);
  });

  test('a disabled standing in the route falls back to the first enabled one', () => {
    const start = initialSearch(search, { projectType: 'condo', projectStanding: 'resale', 'regionId[]': ['2'] });
    expect(start['projectStanding']).toBe('active');
    expect([start['year'], start['qtr']]).toEqual(['2026', '3']);
  });

  test('a URL whose standing the chosen regions do not support searches the first enabled one (not only the form)', () => {
    const resolved = resolveRouteSearch(search, {
      projectType: 'purpose-built',
      projectStanding: 'completed',
      year: '2020',
      qtr: '1',
      'regionId[]': ['2'],
    });
    // East supports only oldstock for purpose-built: the rental standing, searched by month.
    expect(resolved).toMatchObject({ projectStanding: 'oldstock', timeType: 'months', queryMonth: '2026-08' });
    expect(resolved['year']).toBeUndefined();
  });

  test('a URL without a standing gets the first enabled one; an unknown type the configured default', () => {
    expect(
      resolveRouteSearch(search, { projectType: 'purpose-built', year: '2025', qtr: '2', 'regionId[]': ['1'] }),
    ).toMatchObject({ projectStanding: 'proposed', year: '2026', qtr: '3' });
    expect(resolveRouteSearch(marketData, { projectType: 'villa', projectStanding: 'active' })).toMatchObject({
      projectType: 'condo',
      projectStanding: 'active',
    });
    // A standing the type does not have is unsupported too.
    expect(resolveRouteSearch(search, { projectType: 'condo', projectStanding: 'oldstock' })).toMatchObject({
      projectStanding: 'active',
    });
  });

  test('with no standing enabled a URL falls back to active for condo and completed otherwise', () => {
    const everyRegionDisabled = {
      ...search,
      regions: REGIONS.map((region) => ({
        ...region,
        disable_maps: Object.fromEntries(
          STANDINGS_BY_TYPE['purpose-built'].map((standing) => [typeStandingKey('purpose-built', standing), true]),
        ),
      })),
    };
    expect(
      resolveRouteSearch(everyRegionDisabled, {
        projectType: 'purpose-built',
        projectStanding: 'oldstock',
        'regionId[]': ['1'],
      }),
    ).toMatchObject({ projectStanding: 'completed' });
  });

  test('a valid URL is searched as it is, a month mode the standing does not offer is dropped, and an empty one waits', () => {
    const valid = { projectType: 'condo', projectStanding: 'resale', year: '2020', qtr: '1', 'regionId[]': ['1'] };
    expect(resolveRouteSearch(search, valid)).toEqual(valid);
    expect(resolveRouteSearch(search, { ...valid, timeType: 'months', queryMonth: '2024-01' })).toEqual(valid);
    expect(resolveRouteSearch(search, {})).toEqual({});
    // Resolving is idempotent, so the resolved query can replace the URL.
    const resolved = resolveRouteSearch(search, { projectType: 'purpose-built', 'regionId[]': ['2'] });
    expect(resolveRouteSearch(search, resolved)).toEqual(resolved);
  });

  test('choosing regions that do not support the standing moves to the first enabled standing', () => {
    const base = initialSearch(search, { projectType: 'condo', projectStanding: 'resale', year: '2020', qtr: '1' });
    expect(base['projectStanding']).toBe('resale');
    const next = withRegionSelection(search, base, ['2']);
    expect(next['projectStanding']).toBe('active');
  });

  test('changing the standing drops regions disabled for it and filters that do not apply', () => {
    const start = {
      projectType: 'purpose-built',
      projectStanding: 'oldstock',
      'regionId[]': ['1', '2'],
      buildingHeightFrom: '3',
      totalSuitesFrom: '10',
    };
    const next = withStanding(search, start, 'completed');
    expect(next['regionId[]']).toEqual(['1']);
    expect(next['buildingHeightFrom']).toBe('3');
    expect(next['totalSuitesFrom']).toBeUndefined();
    // Leaving the rental case clears the month mode.
    expect(next['timeType']).toBeUndefined();
    expect(next['queryMonth']).toBeUndefined();
    expect([next['year'], next['qtr']]).toEqual(['2026', '2']);
  });
});

describe('quarters, ranges and months (part 1 §4, §5)', () => {
  test('quarter options are bounded by the available range', () => {
    const range = { min_year: 2010, min_quarter: 2, max_year: 2025, max_quarter: 3 };
    expect(quarterOptions(range, 2010)).toEqual([2, 3, 4]);
    expect(quarterOptions(range, 2015)).toEqual([1, 2, 3, 4]);
    expect(quarterOptions(range, 2025)).toEqual([1, 2, 3]);
    expect(quarterOptions(range, 2026)).toEqual([]);
  });

  test('the range To never precedes From; same year To quarter not below From', () => {
    const base = { year_start: '2020', qtr_start: '2', year_end: '2022', qtr_end: '1' };
    expect(withRangeBound(base, 'year_start', '2023')).toMatchObject({ year_end: '2023', qtr_end: '2' });
    expect(withRangeBound({ ...base, year_end: '2020', qtr_end: '3' }, 'qtr_start', '4')).toMatchObject({
      qtr_end: '4',
    });
    expect(withRangeBound(base, 'year_end', '2021')).toMatchObject({ year_end: '2021', qtr_end: '1' });
  });

  test('market history defaults to the newest quarter and the configured regions', () => {
    const start = initialSearch(history, {});
    expect(start).toMatchObject({
      projectType: 'condo',
      projectStanding: 'active',
      year_start: '2026',
      qtr_start: '1',
      year_end: '2026',
      qtr_end: '3',
      'regionId[]': ['1'],
    });
  });

  test('months are offered only for the rental standing on project search and market data', () => {
    const rental = { projectType: 'purpose-built', projectStanding: 'oldstock' };
    expect(initialSearch(marketData, rental)['timeType']).toBe('months');
    expect(initialSearch(history, rental)['timeType']).toBeUndefined();
    const quarters = withTimeType(search, initialSearch(search, rental), 'quarters');
    expect(quarters).toMatchObject({ timeType: 'quarters', year: '2026', qtr: '3' });
    expect(quarters['queryMonth']).toBeUndefined();
    expect(withTimeType(search, quarters, 'months')).toMatchObject({ queryMonth: '2026-08', timeRange: '1mo' });
  });
});

describe('geography cascade (part 1 §4)', () => {
  test('regions drop municipalities not in them; municipalities drop submarkets', () => {
    const start = { 'regionId[]': ['1', '2'], 'municipalityId[]': ['11', '21'], 'submarketId[]': ['111', '211'] };
    const next = withRegions(search, start, ['2']);
    expect(next['municipalityId[]']).toEqual(['21']);
    expect(next['submarketId[]']).toEqual(['211']);
    expect(withMunicipalities(search, start, ['11'])['submarketId[]']).toEqual(['111']);
  });
});

describe('what the engine is asked (part 1 §3, §7)', () => {
  test('project search sends year, quarter, text and geography; submarkets and filters stay client-side', () => {
    const route = {
      projectType: 'condo',
      projectStanding: 'active',
      year: '2025',
      qtr: '2',
      'regionId[]': ['1'],
      'municipalityId[]': ['11'],
      'submarketId[]': ['111'],
      fullTextSearch: 'tower',
      totalSuitesFrom: '10',
    };
    expect(datasetRequestOf(search, route)).toEqual({
      endpoint: '/api/v1/urban/project/condo/active',
      apiParams: {
        year: '2025',
        qtr: '2',
        'text-search': 'tower',
        'region_filter[]': ['1'],
        'municipality_filter[]': ['11'],
      },
      kind: 'projects',
    });
    expect(clientParamsOf(search, route)).toEqual({ submarketId: ['111'], totalSuitesFrom: '10' });
    expect(datasetRequestOf(marketData, route).endpoint).toBe('/api/v1/urban/marketdata/condo/active');
  });

  test('market history sends its range, submarkets and the standing-specific filters', () => {
    const route = {
      projectType: 'purpose-built',
      projectStanding: 'completed',
      year_start: '2024',
      qtr_start: '1',
      year_end: '2025',
      qtr_end: '4',
      'regionId[]': ['1'],
      'municipalityId[]': ['11'],
      'submarketId[]': ['112'],
      buildingHeightFrom: '5',
    };
    expect(datasetRequestOf(history, route)).toEqual({
      endpoint: '/api/v1/urban/markethistory/purpose-built/completed',
      apiParams: {
        year_start: '2024',
        qtr_start: '1',
        year_end: '2025',
        qtr_end: '4',
        'region_filter[]': ['1'],
        'municipality_filter[]': ['11'],
        'submarket_filter[]': ['112'],
        'buildingheight-from': '5',
      },
      kind: 'marketHistory',
    });
  });

  test('full text search keeps only url-safe characters', () => {
    expect(withFullTextSearch({}, 'King & Bay <st>')['fullTextSearch']).toBe('King  Bay st');
    expect(withFullTextSearch({}, '&&')['fullTextSearch']).toBeUndefined();
  });
});

describe('Search, Clear Filters and Filter (part 1 §2, §5)', () => {
  const route = { projectType: 'condo', projectStanding: 'active', year: '2026', qtr: '3', 'regionId[]': ['1'] };

  test('Search is disabled while the draft equals the route and until required params are set', () => {
    expect(searchButtons(search, route, route).search).toBe(false);
    expect(searchButtons(search, { ...route, qtr: '2' }, route).search).toBe(true);
    expect(searchButtons(search, { ...route, qtr: undefined }, route).search).toBe(false);
    expect(searchButtons(search, { ...route, projectStanding: '' }, route).search).toBe(false);
  });

  test('after a failed search, Search runs the same search again (part 1 §8 "Failed search")', () => {
    expect(searchButtons(search, route, route, true).search).toBe(true);
    // Still not without the required params.
    expect(searchButtons(search, { ...route, qtr: undefined }, route, true).search).toBe(false);
  });

  test('Clear Filters is disabled at 0 filters and counts a from/to pair once', () => {
    expect(searchButtons(search, route, route).clearFilters).toBe(false);
    const filtered = { ...route, totalSuitesFrom: '5', totalSuitesTo: '9', cancelled: 'true' };
    // The badge counts the totalSuites pair once, beside cancelled.
    expect(activeFilterCount(filterDefinitions(search, filtered), filtered)).toBe(2);
    expect(searchButtons(search, filtered, route).clearFilters).toBe(true);
    expect(withoutAdvancedFilters(filtered)).toEqual(route);
  });

  test('Filter is enabled only when client params changed', () => {
    expect(searchButtons(search, route, route).filter).toBe(false);
    expect(searchButtons(search, { ...route, qtr: '1' }, route).filter).toBe(false);
    expect(searchButtons(search, { ...route, totalSuitesFrom: '5' }, route).filter).toBe(true);
    expect(searchButtons(search, { ...route, 'submarketId[]': ['111'] }, route).filter).toBe(true);
  });
});

describe('month mode leaves one period in the URL', () => {
  test('months drop the quarter; quarters bring back the newest one', () => {
    const months = initialSearch(search, { projectType: 'purpose-built', projectStanding: 'oldstock' });
    expect(months['year']).toBeUndefined();
    expect(months['qtr']).toBeUndefined();
    expect(withTimeType(search, months, 'quarters')).toMatchObject({ year: '2026', qtr: '3' });
  });
});

describe('the view toggle (part 1 §2)', () => {
  const shared = { projectType: 'condo', projectStanding: 'resale', 'regionId[]': ['1'], 'municipalityId[]': ['11'] };

  test('project search and market data share type, standing, geography and period; filters stay behind', () => {
    expect(
      searchForView('project-search', 'market-data', { ...shared, year: '2025', qtr: '2', totalSuitesFrom: '10' }),
    ).toEqual({ ...shared, year: '2025', qtr: '2' });
  });

  test('market history takes its own range; leaving it searches its To quarter', () => {
    expect(searchForView('market-data', 'market-history', { ...shared, year: '2025', qtr: '2' })).toEqual(shared);
    expect(
      searchForView('market-history', 'project-search', {
        ...shared,
        year_start: '2024',
        qtr_start: '1',
        year_end: '2025',
        qtr_end: '3',
      }),
    ).toEqual({ ...shared, year: '2025', qtr: '3' });
  });
});
