/**
 * Typed decoding of the search routes' queries (part 1 §2 "search state lives in the route
 * query", §3 apiParams and clientParams, §5 "blank values are ignored"): a URL goes through the
 * router's query parser and the route's schema, as the app does, and comes out as the typed
 * object the features read.
 */
import { describe, expect, it } from 'vitest';
import { parseSearchString } from '../../../src/lib/shell-search-string';
import {
  PROJECT_SEARCH_KEYS,
  RESULTS_VIEW_KEYS,
  projectSearchParams,
  rentalSearchParams,
  salesSearchParams,
  type ProjectSearch,
} from '../../../src/routes/-search-params';

function projectSearchOf(query: string): ProjectSearch {
  return projectSearchParams.parse(parseSearchString(query));
}

describe('a project view URL decodes to the typed search', () => {
  it('named params are text, geography params are lists, advanced filters keep their URL names', () => {
    const search = projectSearchOf(
      'projectType=condo&projectStanding=active&year=2025&qtr=2&regionId[]=1&regionId[]=2&submarketId[]=111' +
        '&totalSuitesFrom=10&developer[]=Amberly&developer[]=Brightwater&cancelled=true',
    );
    expect(search).toEqual({
      projectType: 'condo',
      projectStanding: 'active',
      year: '2025',
      qtr: '2',
      'regionId[]': ['1', '2'],
      'submarketId[]': ['111'],
      totalSuitesFrom: '10',
      'developer[]': ['Amberly', 'Brightwater'],
      cancelled: 'true',
    });
    // Read as typed fields, with no helper and no cast.
    const year: string | undefined = search.year;
    const regions: readonly string[] | undefined = search['regionId[]'];
    expect([year, regions?.length]).toEqual(['2025', 2]);
  });

  it('a single value of a list param becomes a one-item list', () => {
    expect(projectSearchParams.parse({ 'regionId[]': '3', 'municipalityId[]': 31 })).toMatchObject({
      'regionId[]': ['3'],
      'municipalityId[]': ['31'],
    });
  });

  it('numbers and booleans from in-app navigation are kept as text', () => {
    expect(projectSearchParams.parse({ year: 2024, qtr: 3, soldOut: false, totalSuitesTo: 90 })).toEqual({
      year: '2024',
      qtr: '3',
      soldOut: 'false',
      totalSuitesTo: '90',
    });
  });

  it('a repeated single-value key is junk: it is dropped, and the rest of the URL still opens', () => {
    const search = projectSearchOf('projectType=condo&year=2024&year=2025&qtr=1&projectStanding=active');
    expect(search.year).toBeUndefined();
    expect(search).toMatchObject({ projectType: 'condo', projectStanding: 'active', qtr: '1' });
  });

  it('values no URL can carry (objects, nested lists) are dropped, not thrown', () => {
    const search = projectSearchParams.parse({
      projectType: { injected: true },
      'regionId[]': [['1']],
      geoFilter: ['a', 'b'],
      totalSuitesFrom: { $gt: 1 },
      developer: [{}],
      fullTextSearch: 'tower',
    });
    expect(search.projectType).toBeUndefined();
    expect(search['regionId[]']).toBeUndefined();
    expect(search.geoFilter).toBeUndefined();
    expect(search['totalSuitesFrom']).toBeUndefined();
    expect(search['developer']).toBeUndefined();
    expect(search.fullTextSearch).toBe('tower');
  });

  it('an empty query is an empty search', () => {
    expect(projectSearchOf('')).toEqual({});
  });
});

describe('the key groups of a project query (part 1 §3)', () => {
  it('API params are the spec apiParams the project views send', () => {
    expect([...PROJECT_SEARCH_KEYS.api].sort()).toEqual(
      [
        'projectType',
        'projectStanding',
        'timeType',
        'timeRange',
        'queryMonth',
        'queryMonthStart',
        'queryMonthEnd',
        'year',
        'qtr',
        'year_start',
        'qtr_start',
        'year_end',
        'qtr_end',
        'regionId[]',
        'municipalityId[]',
        'fullTextSearch',
      ].sort(),
    );
    expect([...PROJECT_SEARCH_KEYS.clientGeography].sort()).toEqual(['geoFilter', 'submarketId[]']);
  });

  it("every key the schema names is an API param, a client geography param or the results view's, never two", () => {
    const named = Object.keys(projectSearchParams.shape).sort();
    expect([...PROJECT_SEARCH_KEYS.api, ...PROJECT_SEARCH_KEYS.clientGeography, ...RESULTS_VIEW_KEYS].sort()).toEqual(
      named,
    );
    const api = new Set<string>(PROJECT_SEARCH_KEYS.api);
    expect(PROJECT_SEARCH_KEYS.clientGeography.filter((key) => api.has(key))).toEqual([]);
  });

  it('the form groups are API params, and the period groups do not overlap', () => {
    const api = new Set<string>(PROJECT_SEARCH_KEYS.api);
    const groups = [
      PROJECT_SEARCH_KEYS.kind,
      PROJECT_SEARCH_KEYS.quarter,
      PROJECT_SEARCH_KEYS.quarterRange,
      PROJECT_SEARCH_KEYS.month,
      PROJECT_SEARCH_KEYS.apiGeography,
    ];
    for (const group of groups) for (const key of group) expect(api.has(key)).toBe(true);
    const all = groups.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(PROJECT_SEARCH_KEYS.quarter).toEqual(['year', 'qtr']);
    expect(PROJECT_SEARCH_KEYS.month).toEqual(['timeType', 'timeRange', 'queryMonth']);
  });
});

describe('rental and sales URLs decode the same way', () => {
  it('rental: months, geography lists and its own filters', () => {
    expect(
      rentalSearchParams.parse(
        parseSearchString('queryMonth=2026-08&timeRange=3mo&regionId[]=1&bedsFrom=1&year=2025&year=2026'),
      ),
    ).toEqual({ queryMonth: '2026-08', timeRange: '3mo', 'regionId[]': ['1'], bedsFrom: '1', year: ['2025', '2026'] });
  });

  it('sales: the generated link (part 2 §7) with repeated regionId and propertySubType', () => {
    const search = salesSearchParams.parse(
      parseSearchString(
        'saleDateRangeFrom=2025-01-01&saleDateRangeTo=2025-12-31&regionId=1&regionId=2&propertySubType=House',
      ),
    );
    expect(search).toEqual({
      saleDateRangeFrom: '2025-01-01',
      saleDateRangeTo: '2025-12-31',
      regionId: ['1', '2'],
      propertySubType: ['House'],
    });
    // A repeated date is junk and dropped.
    expect(
      salesSearchParams.parse(parseSearchString('saleDateRangeFrom=2025-01-01&saleDateRangeFrom=2024-01-01'))
        .saleDateRangeFrom,
    ).toBeUndefined();
  });
});
