/**
 * The pure rules of a project view's query (part 1 §3, §4, §5): which keys are API params,
 * client params and advanced filters; blank values ignored; the period a year change keeps;
 * the month picker's months. Bad input included: junk months, repeated filter keys.
 */
import { describe, expect, it } from 'vitest';
import {
  apiPart as viewApiPart,
  clientPart as viewClientPart,
  normalizeSearch,
  sameSearch,
  COMPRESSED_QUERY_PARAM,
} from '@contract/search-query';
import { isAdvancedFilterKey, withoutAdvancedFilters } from '@contract/project-search-url';
import { PROJECT_VIEWS } from '@src/features/projects/project-search-views';
import { monthOptions, quarterOptions, withYear } from '@contract/project-search-period';
import { PROJECT_SEARCH_KEYS, type ProjectSearch } from '@contract/search-params';

/** A search without advanced filters: type, standing, period, geography and polygon. */
const UNFILTERED = {
  projectType: 'condo',
  projectStanding: 'active',
  year: '2025',
  qtr: '2',
  'regionId[]': ['1'],
  'submarketId[]': ['111'],
  geoFilter: 'abc',
};
const apiPart = (search: ProjectSearch) => viewApiPart(PROJECT_VIEWS['project-search'], search);
const clientPart = (search: ProjectSearch) => viewClientPart(PROJECT_VIEWS['project-search'], search);

const ROUTE = { ...UNFILTERED, totalSuitesFrom: '10', 'developer[]': ['Amberly', 'Brightwater'] };

describe('API params, client params and advanced filters', () => {
  it('a key the schema does not name is an advanced filter; the login round trip key is not', () => {
    for (const key of [...PROJECT_SEARCH_KEYS.api, ...PROJECT_SEARCH_KEYS.clientGeography])
      expect(isAdvancedFilterKey(key)).toBe(false);
    expect(isAdvancedFilterKey(COMPRESSED_QUERY_PARAM)).toBe(false);
    expect(isAdvancedFilterKey('totalSuitesFrom')).toBe(true);
    expect(isAdvancedFilterKey('developer[]')).toBe(true);
  });

  it('splits a search into its API part and its client part', () => {
    expect(apiPart(ROUTE)).toEqual({
      projectStanding: 'active',
      projectType: 'condo',
      qtr: '2',
      'regionId[]': ['1'],
      year: '2025',
    });
    expect(clientPart(ROUTE)).toEqual({
      'developer[]': ['Amberly', 'Brightwater'],
      geoFilter: 'abc',
      'submarketId[]': ['111'],
      totalSuitesFrom: '10',
    });
  });

  it('Clear Filters keeps geography and the polygon', () => {
    expect(withoutAdvancedFilters(ROUTE)).toEqual(UNFILTERED);
  });

  it('blank values are ignored, so searches that mean the same are the same (part 1 §4, §5)', () => {
    const blanks = { ...ROUTE, totalSuitesTo: '  ', 'municipalityId[]': [], cancelled: undefined, name: [' '] };
    expect(normalizeSearch(blanks)).toEqual(ROUTE);
    expect(sameSearch(blanks, ROUTE)).toBe(true);
    expect(sameSearch({ ...ROUTE, totalSuitesFrom: '11' }, ROUTE)).toBe(false);
    // Key order does not matter.
    expect(JSON.stringify(normalizeSearch({ qtr: '1', year: '2020' }))).toBe('{"qtr":"1","year":"2020"}');
  });
});

describe('the period (part 1 §4, §5)', () => {
  const range = {
    min_year: 2010,
    min_quarter: 2,
    max_year: 2025,
    max_quarter: 3,
    min_month: '2024-11',
    max_month: '2025-02',
  };

  it('a year keeps its quarter when offered, else takes the newest quarter it has', () => {
    expect(withYear(range, { year: '2020', qtr: '4' }, 'year', '2015')).toEqual({ year: '2015', qtr: '4' });
    expect(withYear(range, { year: '2020', qtr: '4' }, 'year', '2025')).toEqual({ year: '2025', qtr: '3' });
    expect(withYear(range, { year_start: '2020', qtr_start: '1' }, 'year_start', '2010')).toEqual({
      year_start: '2010',
      qtr_start: '4',
    });
    // A year outside the range has no quarter.
    expect(quarterOptions(range, 2030)).toEqual([]);
    expect(withYear(range, { year: '2020', qtr: '1' }, 'year', '2030')).toEqual({ year: '2030', qtr: '' });
  });

  it('the month picker lists the available months newest first, across a year end', () => {
    expect(monthOptions(range)).toEqual(['2025-02', '2025-01', '2024-12', '2024-11']);
    expect(monthOptions({ ...range, min_month: '2025-02' })).toEqual(['2025-02']);
    expect(monthOptions(undefined)).toEqual([]);
  });

  it('junk months give no months rather than a runaway list', () => {
    expect(monthOptions({ ...range, max_month: '2025' })).toEqual([]);
    expect(monthOptions({ ...range, max_month: '2025-00' })).toEqual([]);
    expect(monthOptions({ ...range, min_month: '2024-13' })).toEqual([]);
    expect(monthOptions({ ...range, min_month: undefined })).toEqual([]);
    // An inverted range has no month.
    expect(monthOptions({ ...range, min_month: '2026-01' })).toEqual([]);
  });
});
