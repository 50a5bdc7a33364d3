import {
  definitionKeys,
  filledValues,
  isBlankValue,
  rejectedFilterValues,
  type FilterValue,
  type SearchFilterDefinition,
} from '@contract/filter-definitions';
import { decodeGeoFilter } from '@contract/geo-filter';
import { AREA_SELECTION_PARAM, decodeAreaSelection, unknownSelectionIds } from '@contract/area-selection';
import { isIsoMonth } from '@contract/months';
import { writtenKey } from '@contract/search-string';

/**
 * Hostile or stale URL input on a search page (a link edited by hand, cut short or written for
 * data that has moved on): the values a page cannot take are dropped, so it opens on the rest and
 * says what it ignored in one notice, the same on every search page (projects, rentals, sales;
 * Map Search reads its own keys, src/features/landing/landing-url-state.ts, and tells the same
 * way). Each page gives its own rules; the checks and the message are here.
 */
export interface RouteParamRules {
  /** The advanced filters the page reads: values they reject and keys none of them reads are dropped. */
  definitions: readonly SearchFilterDefinition[];
  /** A key the page's schema does not name, so an advanced filter by its URL name. */
  isAdvancedFilterKey: (key: string) => boolean;
  /** Named values and what a valid one is: a month the data has, a real date, an offered range. */
  values?: Readonly<Record<string, (value: string) => boolean>>;
  /** List keys whose entries are ids the configuration knows (regions, municipalities, sub-types). */
  ids?: Readonly<Record<string, ReadonlySet<string>>>;
  /** The page reads a drawn polygon (`geoFilter`): one that does not decode is dropped. */
  geoFilter?: boolean;
  /**
   * The page reads a selection of areas (`areas`, contract/area-selection.ts): one that does not
   * decode, or names a submarket or municipality the configuration does not know, is dropped.
   */
  areas?: { submarkets: ReadonlySet<string>; municipalities: ReadonlySet<string> };
}

export interface CheckedRouteSearch<Search> {
  search: Search;
  /** What was dropped, by its URL name: `bogusFilter`, `totalSuites (From after To)`, `geoFilter`, `areas`, `regionId`. */
  dropped: string[];
}

type Query = Readonly<Record<string, FilterValue>>;

const GEO_FILTER = 'geoFilter';

export function withoutRejectedParams<Search extends Query>(
  rules: RouteParamRules,
  route: Search,
): CheckedRouteSearch<Search> {
  const known = new Set(rules.definitions.flatMap(definitionKeys));
  const dropped: string[] = [];
  const droppedKeys = new Set<string>();
  const kept: Record<string, FilterValue> = {};
  const drop = (reason: string, ...keys: string[]) => {
    dropped.push(reason);
    for (const key of keys) droppedKeys.add(key);
  };

  for (const key of Object.keys(route)) {
    if (route[key] !== undefined && rules.isAdvancedFilterKey(key) && !known.has(key)) drop(key, key);
  }
  for (const rejection of rejectedFilterValues(rules.definitions, route)) drop(rejection.reason, ...rejection.keys);
  for (const [key, valid] of Object.entries(rules.values ?? {})) {
    const value = route[key];
    if (value === undefined || isBlankValue(value)) continue;
    if (typeof value !== 'string' || !valid(value.trim())) drop(writtenKey(key), key);
  }
  for (const [key, ids] of Object.entries(rules.ids ?? {})) {
    const entries = filledValues(route[key]);
    const knownIds = entries.filter((id) => ids.has(id));
    if (knownIds.length === entries.length) continue;
    drop(writtenKey(key));
    // The known ids stay: a stale region in a list of good ones does not cost the others.
    if (knownIds.length > 0) kept[key] = knownIds;
    else droppedKeys.add(key);
  }
  const geoFilter = route[GEO_FILTER];
  if (rules.geoFilter === true && geoFilter !== undefined && !isBlankValue(geoFilter)) {
    if (typeof geoFilter !== 'string' || decodeGeoFilter(geoFilter) === null) drop(GEO_FILTER, GEO_FILTER);
  }

  const areas = route[AREA_SELECTION_PARAM];
  if (rules.areas !== undefined && areas !== undefined && !isBlankValue(areas)) {
    const selection = typeof areas === 'string' ? decodeAreaSelection(areas) : null;
    if (selection === null || unknownSelectionIds(selection, rules.areas).length > 0)
      drop(AREA_SELECTION_PARAM, AREA_SELECTION_PARAM);
  }

  if (dropped.length === 0) return { search: route, dropped };
  const search = Object.fromEntries(
    Object.entries(route)
      .filter(([key]) => !droppedKeys.has(key))
      .map(([key, value]) => [key, key in kept ? kept[key] : value]),
  );
  // The route's own keys, fewer of them and lists only shortened.
  return { search: search as Search, dropped };
}

/** The one notice of every search page. */
export function droppedParamsMessage(dropped: readonly string[]): string {
  return `Some search settings in the address were not valid and were ignored: ${dropped.join(', ')}.`;
}

/** A month rule: well formed ('YYYY-MM') and among the months the data has. */
export function isMonthBetween(first: string, last: string): (value: string) => boolean {
  return (value) => isIsoMonth(value) && value >= first && value <= last;
}
