/**
 * The search-view kit's own rules (src/components/search-page/search-view-kit.ts), on a small
 * view of its own: the normal form, the API/client split (filters on either side), Filter's
 * query, the required params and the buttons, the view switch's types.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  hasRequiredParams,
  searchButtons,
  searchTypeOfView,
  type SearchViewDescriptor,
} from '@src/components/search-page/search-view-kit';
import {
  apiPart,
  clientPart,
  normalizeSearch,
  sameSearch,
  withDraftClientParams,
  type SearchQuery,
} from '@contract/search-query';
import { COMPRESSED_QUERY_PARAM } from '@contract/search-query';

type Search = Readonly<Record<string, string | readonly string[] | undefined>>;

/** Month and region are API params, the polygon a client param; `old` is a key the view does not read. */
function viewOf(filtersOnServer: boolean, hasFilterButton = true): SearchViewDescriptor<null, Search> {
  return {
    view: 'rentalSearch',
    searchType: 'test',
    viewSwitch: 'rentals',
    schema: z.record(z.string(), z.string()),
    keys: { api: ['month', 'region'], client: ['geoFilter'], unread: ['old'] },
    filtersOnServer,
    hasFilterButton,
    optionsOf: () => null,
    filterDefinitions: () => [],
    requiredParams: () => ['month'],
    requiredValuesValid: (_options, search) => search['month'] !== 'never',
    routeRules: () => ({ definitions: [] }),
    initialSearch: (_options, route) => route,
    resolveSearch: (_options, route) => route,
    clearedSearch: () => ({ month: '2026-01' }),
    searchForView: (_options, _to, search) => search,
    datasetRequest: () => ({ endpoint: '/x', apiParams: {}, kind: 'rentals' }),
    clientParams: () => ({}),
  };
}

const ROUTE: SearchQuery = { month: '2026-01', region: ['1'], geoFilter: 'abc', bedsFrom: '2', old: 'x' };

describe('the normal form', () => {
  it('drops blank values and orders keys, so searches that mean the same are the same', () => {
    expect(JSON.stringify(normalizeSearch({ b: '1', a: ' ', c: [], d: ['x'] }))).toBe('{"b":"1","d":["x"]}');
    expect(sameSearch({ a: '1', b: '' }, { a: '1' })).toBe(true);
    expect(sameSearch({ a: '1' }, { a: '2' })).toBe(false);
  });
});

describe('API and client params', () => {
  it('advanced filters are client params where rows are filtered in the worker', () => {
    const view = viewOf(false);
    expect(apiPart(view, ROUTE)).toEqual({ month: '2026-01', region: ['1'] });
    expect(clientPart(view, ROUTE)).toEqual({ geoFilter: 'abc', bedsFrom: '2' });
  });

  it('and API params where the server totals the rows', () => {
    const view = viewOf(true);
    expect(apiPart(view, ROUTE)).toEqual({ month: '2026-01', region: ['1'], bedsFrom: '2' });
    expect(clientPart(view, ROUTE)).toEqual({ geoFilter: 'abc' });
  });

  it('the login round trip key and the keys the view does not read are in neither', () => {
    const view = viewOf(false);
    const search = { ...ROUTE, [COMPRESSED_QUERY_PARAM]: 'lz' };
    expect({ ...apiPart(view, search), ...clientPart(view, search) }).not.toHaveProperty(COMPRESSED_QUERY_PARAM);
    expect({ ...apiPart(view, search), ...clientPart(view, search) }).not.toHaveProperty('old');
  });

  it("Filter keeps the route's API params and takes the draft's client params", () => {
    const draft = { month: '2025-01', geoFilter: 'def', bedsFrom: '3' };
    expect(withDraftClientParams(viewOf(false), ROUTE, draft)).toEqual({
      month: '2026-01',
      region: ['1'],
      geoFilter: 'def',
      bedsFrom: '3',
    });
  });
});

describe('required params and buttons', () => {
  const view = viewOf(false);

  it('a required param must be filled and valid', () => {
    expect(hasRequiredParams(view, null, { month: '2026-01' })).toBe(true);
    expect(hasRequiredParams(view, null, { month: ' ' })).toBe(false);
    expect(hasRequiredParams(view, null, { month: 'never' })).toBe(false);
  });

  it('Search: required params and a change, or the failed search again', () => {
    expect(searchButtons(view, null, ROUTE, ROUTE).search).toBe(false);
    expect(searchButtons(view, null, ROUTE, ROUTE, true).search).toBe(true);
    expect(searchButtons(view, null, { ...ROUTE, region: ['2'] }, ROUTE).search).toBe(true);
    expect(searchButtons(view, null, { ...ROUTE, month: undefined }, ROUTE, true).search).toBe(false);
  });

  it('Clear Filters while it would change the draft', () => {
    expect(searchButtons(view, null, { month: '2026-01', old: 'x' }, ROUTE).clearFilters).toBe(false);
    expect(searchButtons(view, null, ROUTE, ROUTE).clearFilters).toBe(true);
  });

  it('Filter when client params changed, and only on a view that has it', () => {
    expect(searchButtons(view, null, { ...ROUTE, region: ['2'] }, ROUTE).filter).toBe(false);
    expect(searchButtons(view, null, { ...ROUTE, bedsFrom: '3' }, ROUTE).filter).toBe(true);
    expect(searchButtons(viewOf(false, false), null, { ...ROUTE, bedsFrom: '3' }, ROUTE).filter).toBe(false);
    expect(searchButtons(view, null, { ...ROUTE, bedsFrom: '3' }, { ...ROUTE, month: undefined }).filter).toBe(false);
  });
});

it("the view switch names a family's views by id; the family reads its own search types", () => {
  const ids = { a: 'sales', b: 'salesMarketData' } as const;
  expect(searchTypeOfView(ids, 'salesMarketData')).toBe('b');
  expect(() => searchTypeOfView(ids, 'projectSearch')).toThrow();
});
