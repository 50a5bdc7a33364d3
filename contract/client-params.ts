/**
 * Decodes the route's client params into filter predicates (part 1 §3, §5; part 2 §5) by the
 * server's filter definitions the view carries (`SearchContext.filters`): each definition reads
 * its own keys (contract/filter-definitions.ts) and filters its row `field` by its rule. Blank
 * values are ignored, flags accept only 'true'/'false', `geoFilter` is the lz-string polygon,
 * `submarketId` the submarket list and `areas` the combined selection of areas. A param no definition reads is reported, never guessed
 * (console warning, part 1 §8).
 */
import type { ClientParams, SearchContext } from './engine';
import { decodeGeoFilter, isGeoFilterPolygon, type LatLng } from './geo-filter';
import { AREA_SELECTION_PARAM, decodeAreaSelection, type AreaSelection } from './area-selection';
import { parseIsoDate } from './dates';
import {
  activeFilterCount,
  allFilled,
  clientRuleOf,
  definitionKeys,
  filledValues,
  firstFilled,
  rangeBoundTexts,
  rejectedFilterValues,
  type RadioFilterDefinition,
  type RangeFilterDefinition,
  type SearchFilterDefinition,
} from './filter-definitions';

export type FilterPredicate =
  /** Inclusive numeric range; a missing value fails. */
  | { kind: 'range'; field: string; from: number | null; to: number | null }
  /** Inclusive date range on ISO dates (epoch ms bounds); a missing date fails. */
  | { kind: 'dateRange'; field: string; from: number | null; to: number | null }
  /** Value (or any list entry's name) is one of `values`, case-insensitive. */
  | { kind: 'in'; field: string; values: string[] }
  /** Case-insensitive contains over a field (text, numbers, or the names of a list's entries). */
  | { kind: 'contains'; field: string; text: string }
  /** Rows whose flag is set are removed (a flag filter set to 'false', part 2 §5). */
  | { kind: 'excludeFlagged'; field: string }
  /** Rows with a missing value are removed (year built, part 1 §5). */
  | { kind: 'present'; field: string }
  /** Rows with zero or missing value are removed (units-surveyed flag 'false', part 1 §5). */
  | { kind: 'positive'; field: string }
  /** Submarket list; 'other' (or 0) selects rows without a submarket. */
  | { kind: 'submarket'; ids: number[]; includeOther: boolean }
  /** At least one of the row's pins inside the polygon (more than 2 points). */
  | { kind: 'polygon'; points: LatLng[] }
  /** The combined selection of areas: in any named submarket or municipality, or inside any polygon (contract/area-selection.ts). */
  | { kind: 'areas'; selection: AreaSelection };

export interface DecodedParams {
  predicates: FilterPredicate[];
  /** Params that were ignored: no definition reads them, or their value is malformed (logged by the caller). */
  unknown: string[];
  /** Definitions in effect (the badge counts these). */
  activeFilterCount: number;
  polygon: LatLng[] | null;
}

/**
 * Selections of the search that are not advanced filters: the polygon, the submarket list and,
 * on the Map Search page's sales tab, the chosen sub-types (part 1 §2 landing categories).
 */
const GEO_FILTER = 'geoFilter';
const SUBMARKET_KEYS = ['submarketId', 'submarketId[]'];
const SUB_TYPE_FIELD = 'subproperty_type_id';
const SUB_TYPE_KEYS = [SUB_TYPE_FIELD, `${SUB_TYPE_FIELD}[]`];

/** The params their definitions can take: rejected values are dropped (part 1 §5, §8). */
export function acceptedParams(definitions: readonly SearchFilterDefinition[], params: ClientParams): ClientParams {
  const rejected = new Set(rejectedFilterValues(definitions, params).flatMap((rejection) => rejection.keys));
  return Object.fromEntries(Object.entries(params).filter(([key]) => !rejected.has(key)));
}

/** A radio filter's value in effect: the URL's, or its default where the definition says so. */
export function flagValue(definition: RadioFilterDefinition, params: ClientParams): string | undefined {
  return firstFilled(params, [definition.name]) ?? (definition.defaultWhenAbsent ? definition.default : undefined);
}

/** A range's predicate (its bounds already checked by rejectedFilterValues). */
function rangePredicate(definition: RangeFilterDefinition, params: ClientParams): FilterPredicate | null {
  const { from: fromText, to: toText } = rangeBoundTexts(definition.name, params);
  if (fromText === undefined && toText === undefined) return null;
  const isDate = definition.type === 'dateRange';
  const parse = (text: string | undefined) => (text === undefined ? null : isDate ? parseIsoDate(text) : Number(text));
  return { kind: isDate ? 'dateRange' : 'range', field: definition.field, from: parse(fromText), to: parse(toText) };
}

/** A radio's predicate by its rule; the default when absent applies where the definition says so. */
function flagPredicate(definition: RadioFilterDefinition, params: ClientParams): FilterPredicate | null {
  const value = flagValue(definition, params);
  if (value === undefined) return null;
  const flag = value === 'true';
  const { field } = definition;
  switch (definition.rule) {
    case 'flag':
      return flag ? null : { kind: 'excludeFlagged', field };
    case 'excludeWhenTrue':
      return flag ? { kind: 'excludeFlagged', field } : null;
    case 'onlyWhenTrue':
      return flag ? { kind: 'in', field, values: ['1', 'true'] } : null;
    case 'present':
      return flag ? { kind: 'present', field } : null;
    case 'positiveWhenFalse':
      return flag ? null : { kind: 'positive', field };
  }
}

function definitionPredicate(definition: SearchFilterDefinition, params: ClientParams): FilterPredicate | null {
  if (definition.type === 'numberRange' || definition.type === 'dateRange') return rangePredicate(definition, params);
  if (definition.type === 'radio') return flagPredicate(definition, params);
  const values = allFilled(params, definitionKeys(definition));
  if (values.length === 0) return null;
  if (clientRuleOf(definition) === 'contains')
    return { kind: 'contains', field: definition.field, text: values.join(' ').toLowerCase() };
  return { kind: 'in', field: definition.field, values };
}

/** Decodes client params by the view's filter definitions (none: only the geography selections apply). */
export function decodeClientParams(params: ClientParams, context: SearchContext | undefined): DecodedParams {
  const definitions = context?.filters ?? [];
  const predicates: FilterPredicate[] = [];
  const unknown: string[] = [];
  const read = new Set<string>([GEO_FILTER, AREA_SELECTION_PARAM, ...SUBMARKET_KEYS, ...SUB_TYPE_KEYS]);
  for (const definition of definitions) for (const key of definitionKeys(definition)) read.add(key);
  for (const [key, value] of Object.entries(params)) {
    if (!read.has(key) && filledValues(value).length > 0) unknown.push(key);
  }

  // Values their definitions cannot take are dropped and reported (part 1 §5, §8).
  unknown.push(...rejectedFilterValues(definitions, params).map((rejection) => rejection.reason));
  const accepted = acceptedParams(definitions, params);
  for (const definition of definitions) {
    const predicate = definitionPredicate(definition, accepted);
    if (predicate !== null) predicates.push(predicate);
  }

  const submarkets = allFilled(params, SUBMARKET_KEYS);
  if (submarkets.length > 0) {
    const includeOther = submarkets.some((id) => id === 'other' || id === '0' || id === 'null');
    const ids = submarkets.map(Number).filter((id) => Number.isFinite(id) && id !== 0);
    predicates.push({ kind: 'submarket', ids, includeOther });
  }

  const subTypes = allFilled(params, SUB_TYPE_KEYS);
  if (subTypes.length > 0) predicates.push({ kind: 'in', field: SUB_TYPE_FIELD, values: subTypes });

  const geoParam = filledValues(params[GEO_FILTER])[0];
  const decoded = decodeGeoFilter(geoParam);
  if (geoParam !== undefined && decoded === null) unknown.push(GEO_FILTER);
  const polygon = isGeoFilterPolygon(decoded) ? decoded : null;
  if (polygon !== null) predicates.push({ kind: 'polygon', points: polygon });

  const areasParam = filledValues(params[AREA_SELECTION_PARAM])[0];
  const selection = decodeAreaSelection(areasParam);
  if (areasParam !== undefined && selection === null) unknown.push(AREA_SELECTION_PARAM);
  if (selection !== null) predicates.push({ kind: 'areas', selection });

  return { predicates, unknown, activeFilterCount: activeFilterCount(definitions, accepted), polygon };
}
