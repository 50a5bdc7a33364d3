/**
 * Typed decoding of the search routes' queries (part 1 §2 "search state lives in the route
 * query", §3 apiParams and clientParams, §5 "blank values are ignored"): a URL goes through the
 * router's query parser and the route's schema, as the app does, and comes out as the typed
 * object the features read.
 */
import { describe, expect, it } from 'vitest';
import { parseSearchString, stringifySearch } from '@contract/search-string';
import {
  PROJECT_SEARCH_KEYS,
  RESULTS_PAGE_SEARCH_PARAMS,
  RESULTS_VIEW_KEYS,
  optionalList,
  projectSearchParams,
  rentalSearchParams,
  salesSearchParams,
  type ProjectSearch,
} from '@contract/search-params';

function projectSearchOf(query: string): ProjectSearch {
  return projectSearchParams.parse(parseSearchString(query));
}

describe('a project view URL decodes to the typed search', () => {
  it('named params are text, geography params are lists, advanced filters keep their names (`name[]` read as `name`)', () => {
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
      developer: ['Amberly', 'Brightwater'],
      cancelled: 'true',
    });
    // Read as typed fields, with no helper and no cast.
    const year: string | undefined = search.year;
    const regions: readonly string[] | undefined = search['regionId[]'];
    expect([year, regions?.length]).toEqual(['2025', 2]);
  });

  it('a range bound spelled `{name}.from` (part 1 §3) is read as `{name}From`; the written spelling wins', () => {
    expect(
      projectSearchOf(
        'projectType=condo&projectStanding=active&buildingHeight.from=5&openDate.to=2024-01-01' +
          '&totalSuites.from=9&totalSuitesFrom=10',
      ),
    ).toEqual({
      projectType: 'condo',
      projectStanding: 'active',
      buildingHeightFrom: '5',
      openDateTo: '2024-01-01',
      totalSuitesFrom: '10',
    });
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
    // The selection of areas (contract/area-selection.ts) is a client param of every view with rows on the map.
    expect([...PROJECT_SEARCH_KEYS.clientGeography].sort()).toEqual(['areas', 'geoFilter', 'submarketId[]']);
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

describe('list params read under both spellings, written in one (part 1 §3; part 2 §2.5, §2.7)', () => {
  const pages = Object.entries(RESULTS_PAGE_SEARCH_PARAMS).filter(([, schema]) => listNames(schema).length > 0);

  /** The list keys a schema declares, without their `[]`: the names the spec gives them. */
  function listNames(schema: (typeof RESULTS_PAGE_SEARCH_PARAMS)[keyof typeof RESULTS_PAGE_SEARCH_PARAMS]): string[] {
    const shape: Record<string, unknown> = schema.shape;
    return Object.keys(shape)
      .filter((key) => shape[key] === optionalList)
      .map((key) => key.replace(/\[\]$/, ''));
  }

  function read(schema: (typeof RESULTS_PAGE_SEARCH_PARAMS)[keyof typeof RESULTS_PAGE_SEARCH_PARAMS], query: string) {
    // The router lays the validated search over the parsed query (TanStack Router's match search).
    return JSON.parse(
      JSON.stringify({ ...parseSearchString(query), ...schema.parse(parseSearchString(query)) }),
    ) as Record<string, unknown>;
  }

  it('the search pages declare the spec list params, each once', () => {
    const named = new Set(pages.flatMap(([, schema]) => listNames(schema)));
    expect([...named].sort()).toEqual(['municipalityId', 'propertySubType', 'regionId', 'submarketId']);
  });

  /** The same search with each list's values in order: a URL mixing both spellings keeps no order between them. */
  function sorted(search: Record<string, unknown>): Record<string, unknown> {
    return Object.fromEntries(
      Object.entries(search).map(([key, value]) => [
        key,
        Array.isArray(value) ? [...(value as string[])].sort() : value,
      ]),
    );
  }

  it.each(pages)('%s: `name` and `name[]` read as the same search, single or repeated', (_page, schema) => {
    // A list-valued advanced filter too, on the pages that keep advanced filters.
    const keepsFilters = 'someFilter' in schema.parse({ someFilter: 'x' });
    for (const name of [...listNames(schema), ...(keepsFilters ? ['someFilter'] : [])]) {
      expect(read(schema, `${name}[]=6`)).toEqual(read(schema, `${name}=6`));
      expect(read(schema, `${name}[]=6&${name}[]=7`)).toEqual(read(schema, `${name}=6&${name}=7`));
      expect(sorted(read(schema, `${name}=6&${name}[]=7`))).toEqual(read(schema, `${name}=6&${name}=7`));
    }
    for (const name of listNames(schema)) expect(Object.values(read(schema, `${name}=6`))).toEqual([['6']]);
  });

  it.each(pages)('%s: a written URL has one form, bare and repeated, and reads back the same', (_page, schema) => {
    for (const name of listNames(schema)) {
      const search = read(schema, `${name}[]=6&${name}[]=7&${name}Extra[]=8`);
      const written = stringifySearch(search);
      expect(written).toBe(`?${name}=6&${name}=7&${name}Extra=8`);
      expect(read(schema, written)).toEqual(search);
    }
  });

  it('a rental link with part 2 §2.7 names opens on its region (the rental views read regionId)', () => {
    const search = rentalSearchParams.parse(parseSearchString('queryMonth=2026-11&timeRange=1mo&regionId=6'));
    expect(search['regionId[]']).toEqual(['6']);
    expect(search.regionId).toBeUndefined();
  });
});
