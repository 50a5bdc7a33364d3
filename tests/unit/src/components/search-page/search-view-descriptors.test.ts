/**
 * Every search view of the kit's registry (src/routes/-search-views.ts) keeps the kit's contract
 * (src/components/search-page/search-view-kit.ts), so a new view is checked without a new test:
 * its route validates with its schema, its key groups partition the schema's named keys, its
 * options come from the configuration, its opening search parses, passes its own address
 * checks and names only schema keys as required, its filters are no schema key, its view
 * switch leads to views of its family, and a search it runs keeps a result kind contract/views.ts
 * declares for it.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { definitionKeys } from '@contract/filter-definitions';
import { VIEWS } from '@contract/views';
import {
  checkRouteSearch,
  hasRequiredParams,
  type AnySearchViewDescriptor,
  type LoadedConfiguration,
} from '@src/components/search-page/search-view-kit';
import { apiPart, clientPart, isAdvancedFilterKey, namedKeys, normalizeSearch, viewPart } from '@contract/search-query';
import { VIEW_SWITCHES } from '@src/components/search-page/search-view-switches';
import { COMPRESSED_QUERY_PARAM } from '@contract/search-query';
import { RESULTS_PAGE_SEARCH_PARAMS, RESULTS_VIEW_KEYS } from '@contract/search-params';
import { SEARCH_VIEWS } from '@src/routes/-search-views';
import { CONFIGURATION } from './search-option-fixtures';

const DESCRIPTORS: ReadonlyArray<[string, AnySearchViewDescriptor]> = Object.entries(SEARCH_VIEWS);
const NOTHING_LOADED: LoadedConfiguration = {
  urbanBasic: null,
  searchFilters: null,
  regions: null,
  rentalBasic: null,
  salesBasic: null,
};

function schemaKeys(schema: z.ZodType): string[] {
  // Every route schema is an object schema (withListSpellings in contract/search-params.ts).
  const shape = (schema as unknown as z.ZodObject).shape;
  const resultsView: readonly string[] = RESULTS_VIEW_KEYS;
  return Object.keys(shape).filter((key) => !resultsView.includes(key));
}

function optionsOf(descriptor: AnySearchViewDescriptor): unknown {
  const options = descriptor.optionsOf(CONFIGURATION);
  if (options === null) throw new Error(`${descriptor.view} has no options from the loaded configuration`);
  return options;
}

describe.each(DESCRIPTORS)('the search view %s', (id, descriptor) => {
  it('is the view of its id, and its route validates its query with its schema', () => {
    expect(descriptor.view).toBe(id);
    expect(RESULTS_PAGE_SEARCH_PARAMS[VIEWS[descriptor.view].path]).toBe(descriptor.schema);
  });

  it("partitions its schema's named keys into API, client and unread keys", () => {
    const { api, client, unread } = descriptor.keys;
    const all = [...api, ...client, ...unread];
    expect(new Set(all).size).toBe(all.length);
    expect([...namedKeys(descriptor)].sort()).toEqual(schemaKeys(descriptor.schema).sort());
  });

  it('takes its options from the configuration once what it reads is loaded', () => {
    expect(descriptor.optionsOf(NOTHING_LOADED)).toBeNull();
    expect(descriptor.optionsOf(CONFIGURATION)).not.toBeNull();
  });

  it('opens on a search its schema parses and its address checks keep; its required params are schema keys', () => {
    const options = optionsOf(descriptor);
    const initial = descriptor.initialSearch(options, {});
    expect(descriptor.schema.parse(initial)).toEqual(initial);
    expect(checkRouteSearch(descriptor, options, initial).dropped).toEqual([]);
    for (const search of [initial, descriptor.resolveSearch(options, {}), descriptor.clearedSearch(options, initial)]) {
      expect(descriptor.schema.parse(search)).toEqual(search);
      for (const key of descriptor.requiredParams(options, search)) expect(namedKeys(descriptor)).toContain(key);
    }
  });

  it('drops an unknown filter and a hostile value from its address with the notice, and leaves the login round trip key alone', () => {
    const options = optionsOf(descriptor);
    const initial = descriptor.initialSearch(options, {});
    // The region list under the spelling the view's schema names (both read alike on the route).
    const regionKey = namedKeys(descriptor).has('regionId[]') ? 'regionId[]' : 'regionId';
    const checked = checkRouteSearch(descriptor, options, {
      ...initial,
      bogusFilter: 'x',
      [regionKey]: ['999'],
      [COMPRESSED_QUERY_PARAM]: 'abc',
    });
    expect(checked.dropped).toContain('bogusFilter');
    expect(checked.dropped).toContain('regionId');
    expect(checked.search).toHaveProperty(COMPRESSED_QUERY_PARAM, 'abc');
    // The shell's key is part of no search: neither an API nor a client param.
    const withKey = { ...initial, [COMPRESSED_QUERY_PARAM]: 'abc' };
    expect({ ...apiPart(descriptor, withKey), ...clientPart(descriptor, withKey) }).not.toHaveProperty(
      COMPRESSED_QUERY_PARAM,
    );
  });

  it('splits a search into disjoint API and client parts that make up what it reads', () => {
    const initial = descriptor.initialSearch(optionsOf(descriptor), {});
    const api = apiPart(descriptor, initial);
    const client = clientPart(descriptor, initial);
    expect(Object.keys(api).filter((key) => key in client)).toEqual([]);
    expect({ ...api, ...client }).toEqual(viewPart(descriptor, initial));
  });

  it('reads its advanced filters under keys the schema does not name', () => {
    const options = optionsOf(descriptor);
    const definitions = descriptor.filterDefinitions(options, descriptor.initialSearch(options, {}));
    for (const key of definitions.flatMap(definitionKeys)) expect(isAdvancedFilterKey(descriptor, key)).toBe(true);
  });

  it('switches to views of its family, each opening on a search its schema parses', () => {
    const options = optionsOf(descriptor);
    const initial = descriptor.initialSearch(options, {});
    for (const { value } of VIEW_SWITCHES[descriptor.viewSwitch].views) {
      const to = SEARCH_VIEWS[value];
      expect(to.viewSwitch).toBe(descriptor.viewSwitch);
      const search = descriptor.searchForView(options, value, initial);
      expect(to.schema.parse(search)).toEqual(search);
    }
  });

  it('runs its opening search, when it has what it needs, for a result kind contract/views.ts declares', () => {
    const options = optionsOf(descriptor);
    const initial = descriptor.resolveSearch(options, descriptor.initialSearch(options, {}));
    if (!hasRequiredParams(descriptor, options, initial)) return;
    const resultKinds: readonly string[] = VIEWS[descriptor.view].resultKinds;
    expect(resultKinds).toContain(descriptor.datasetRequest(options, initial).kind);
  });

  it('prefetches on Search the very request its new route then opens (one API call, use-search-view.ts)', () => {
    if (descriptor.alwaysFetch === true) return;
    const options = optionsOf(descriptor);
    // What submit prefetches: the draft normalized and resolved; what the view then opens: the
    // route the navigation writes, parsed by its schema, checked and resolved.
    const draft = normalizeSearch(descriptor.initialSearch(options, {}));
    const prefetched = descriptor.resolveSearch(options, draft);
    if (!hasRequiredParams(descriptor, options, prefetched)) return;
    const route = checkRouteSearch(descriptor, options, descriptor.schema.parse(draft)).search;
    expect(descriptor.datasetRequest(options, prefetched)).toEqual(
      descriptor.datasetRequest(options, descriptor.resolveSearch(options, route)),
    );
  });
});

it('every results view but Map Search is a search view of the kit', () => {
  expect(Object.keys(SEARCH_VIEWS).sort()).toEqual(
    Object.keys(VIEWS)
      .filter((id) => id !== 'landing')
      .sort(),
  );
});
