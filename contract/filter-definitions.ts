/**
 * Advanced filter definitions (part 1 §3 "Filter definition types", part 2 §5) and the pure rules
 * every room applies to them. The server declares the definitions and sends them with the
 * options; the form draws them, the UI reads them from the URL, the worker filters rows by their
 * `field` and rule, and the server's query schemas take their API parameters from them.
 */
import { parseIsoDate } from './dates';

/** An id/name option of a configuration list (developers, statuses, managers, owners). */
export interface UrbanOption {
  id: number;
  name: string;
}

/**
 * An option of a selection filter: `id` is the value the rows hold in the filter's `field` (a
 * construction status id, a project status key), so the form writes what the rows are compared with.
 */
export interface SelectionOption {
  id: number | string;
  name: string;
}

export type NumberRangeSubType = 'currency' | 'currencyWithCents' | 'percent';

/**
 * What a radio (true/false) filter does to the rows (part 1 §5, part 2 §5):
 * - `flag`: 'false' removes flagged rows, 'true' keeps them (e.g. Sold Out Included);
 * - `excludeWhenTrue`: 'true' removes flagged rows (e.g. Exclude Initial Lease-Up);
 * - `onlyWhenTrue`: 'true' keeps only flagged rows (e.g. UrbanAction Only);
 * - `present`: 'true' removes rows without a value;
 * - `positiveWhenFalse`: 'false' removes rows whose value is zero or missing (units surveyed).
 */
export type FlagRule = 'flag' | 'excludeWhenTrue' | 'onlyWhenTrue' | 'present' | 'positiveWhenFalse';

/** How the client filter tests a definition's `field`. */
export type ClientFilterRule = 'in' | 'contains' | 'range' | 'dateRange' | FlagRule;

interface FilterBase {
  /** Advanced filter name used in the URL (part 1 §3), e.g. `totalSuites`. */
  name: string;
  label: string;
  /** Row field the client-side filter tests. */
  field: string;
  /**
   * API query parameter stem (`suite-count` -> `suite-count-min`/`-max`): the server applies the
   * filter on every search and history endpoint of its rows (the column each row source tests it
   * on: server/queries/filters/filter-columns.ts). Without it the filter is a client filter only.
   */
  apiParam?: string;
}

export type SelectionFilterDefinition = FilterBase & { type: 'selection'; options: SelectionOption[] };
export type AutocompleteFilterDefinition = FilterBase & {
  type: 'autocompleteSelection';
  optionsSource: 'developers' | 'propertyManagers' | 'developerOwners';
};
export type DateRangeFilterDefinition = FilterBase & { type: 'dateRange'; min: string; max: string };
export type NumberRangeFilterDefinition = FilterBase & {
  type: 'numberRange';
  min: number;
  max: number;
  subType?: NumberRangeSubType;
};
export type RadioFilterDefinition = FilterBase & {
  type: 'radio';
  options: Array<{ value: 'true' | 'false'; label: string }>;
  default: 'true' | 'false';
  rule: FlagRule;
  /**
   * The default applies when the URL does not name the filter (part 1 §5: for active condo,
   * on-hold and cancelled projects are excluded unless their filter is present).
   */
  defaultWhenAbsent?: boolean;
};
export type TextFilterDefinition = FilterBase & { type: 'text' };

export type SearchFilterDefinition =
  | SelectionFilterDefinition
  | AutocompleteFilterDefinition
  | DateRangeFilterDefinition
  | NumberRangeFilterDefinition
  | RadioFilterDefinition
  | TextFilterDefinition;

export type RangeFilterDefinition = DateRangeFilterDefinition | NumberRangeFilterDefinition;

export function isRangeDefinition(definition: SearchFilterDefinition): definition is RangeFilterDefinition {
  return definition.type === 'dateRange' || definition.type === 'numberRange';
}

/** The client filter rule of a definition: ranges by their type, lists by membership, text by contains. */
export function clientRuleOf(definition: SearchFilterDefinition): ClientFilterRule {
  switch (definition.type) {
    case 'selection':
    case 'autocompleteSelection':
      return 'in';
    case 'text':
      return 'contains';
    case 'numberRange':
      return 'range';
    case 'dateRange':
      return 'dateRange';
    case 'radio':
      return definition.rule;
  }
}

/** A query value as the router and the engine hold it. */
export type FilterValue = string | readonly string[] | null | undefined;
export type FilterValues = Readonly<Record<string, FilterValue>>;

export type RangeBound = 'from' | 'to';

/**
 * The From/To key rule (part 1 §3, §5: "names ending with From or To become from and to"): the
 * form writes `{name}From` / `{name}To`; the URL may also say `{name}.from` / `{name}.to` (part 1
 * §3's names), which every reader takes alike: the routes fold it into `{name}From`
 * (contract/search-params.ts), and the engine and the API mapping read both (`rangeBoundTexts`).
 */
export function rangeKey(name: string, bound: RangeBound): string {
  return `${name}${bound === 'from' ? 'From' : 'To'}`;
}

/** The dotted spelling of a range bound's key (`openDate.from`). */
export function dottedRangeKey(name: string, bound: RangeBound): string {
  return `${name}.${bound}`;
}

const RANGE_KEY = /^(.+?)(From|To|\.from|\.to)$/;

/** The filter name and bound a range key names, or null when the key is not a range key. */
export function parseRangeKey(key: string): { name: string; bound: RangeBound } | null {
  const match = RANGE_KEY.exec(key);
  if (match === null) return null;
  return { name: match[1]!, bound: match[2]!.toLowerCase().endsWith('from') ? 'from' : 'to' };
}

/** The query keys a definition reads: a range its two bounds, a selection `name` or `name[]`. */
export function definitionKeys(definition: SearchFilterDefinition): string[] {
  const { name } = definition;
  if (isRangeDefinition(definition)) {
    return [rangeKey(name, 'from'), rangeKey(name, 'to'), dottedRangeKey(name, 'from'), dottedRangeKey(name, 'to')];
  }
  if (definition.type === 'selection' || definition.type === 'autocompleteSelection') return [name, `${name}[]`];
  return [name];
}

/** The filter a query key belongs to, by the definitions' keys; null for a key no definition reads. */
export function definitionOfKey(
  definitions: readonly SearchFilterDefinition[],
  key: string,
): SearchFilterDefinition | null {
  return definitions.find((definition) => definitionKeys(definition).includes(key)) ?? null;
}

/** The non-blank entries of a value, trimmed (part 1 §5: blank values are ignored). */
export function filledValues(value: FilterValue): string[] {
  if (value === null || value === undefined) return [];
  const list = typeof value === 'string' ? [value] : [...value];
  return list.map((entry) => entry.trim()).filter((entry) => entry !== '');
}

/** The first non-blank value under any of the keys, in their order. */
export function firstFilled(values: FilterValues, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = filledValues(values[key])[0];
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Every non-blank value under the keys. */
export function allFilled(values: FilterValues, keys: readonly string[]): string[] {
  return keys.flatMap((key) => filledValues(values[key]));
}

/** The From and To texts of a range filter (`{name}From` or `{name}.from`), undefined when blank. */
export function rangeBoundTexts(
  name: string,
  values: FilterValues,
): { from: string | undefined; to: string | undefined } {
  return {
    from: firstFilled(values, [rangeKey(name, 'from'), dottedRangeKey(name, 'from')]),
    to: firstFilled(values, [rangeKey(name, 'to'), dottedRangeKey(name, 'to')]),
  };
}

/** True when a value carries nothing (absent, blank or an empty list). */
export function isBlankValue(value: FilterValue): boolean {
  return filledValues(value).length === 0;
}

/**
 * Empty-value removal (part 1 §4: "Empty advanced values are removed, along with empty from/to
 * groups"): keys whose value is blank are dropped, so a range with neither bound disappears.
 */
export function withoutBlankValues<T extends FilterValues>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !isBlankValue(value))) as Partial<T>;
}

/**
 * The active-filter count (the advanced-filter badge, part 1 §2): one per definition that has a
 * value in the query, a from/to pair counting once.
 */
export function activeFilterCount(definitions: readonly SearchFilterDefinition[], values: FilterValues): number {
  return definitions.filter((definition) => definitionKeys(definition).some((key) => !isBlankValue(values[key])))
    .length;
}

/**
 * Part 1 §7: market history sends completed building height as `-from`/`-to`, every other range
 * as `-min`/`-max`. Keyed by stem: the standing that spells it `-from`/`-to`.
 */
const FROM_TO_RANGE_STANDING: Readonly<Record<string, string>> = { buildingheight: 'completed' };

function fromToParams(stem: string): { from: string; to: string } {
  return { from: `${stem}-from`, to: `${stem}-to` };
}

function minMaxParams(stem: string): { from: string; to: string } {
  return { from: `${stem}-min`, to: `${stem}-max` };
}

/** The API parameters of a range stem as the search of a standing sends them. */
export function apiRangeParams(stem: string, standing: string | undefined): { from: string; to: string } {
  return standing !== undefined && FROM_TO_RANGE_STANDING[stem] === standing ? fromToParams(stem) : minMaxParams(stem);
}

/** Every spelling of a range stem's parameters the server reads (`-min`/`-max`, and `-from`/`-to` where sent). */
export function apiRangeParamSpellings(stem: string): Array<{ from: string; to: string }> {
  return FROM_TO_RANGE_STANDING[stem] === undefined ? [minMaxParams(stem)] : [minMaxParams(stem), fromToParams(stem)];
}

/** API params as the engine sends them: a selection's list repeats its key, anything else is one value. */
export type FilterParams = Record<string, string | string[]>;

/**
 * The one mapping of filter values (the form's, as they sit in the URL) to API params (part 1
 * §7 markethistory, part 2 §7 rental calls), for the definitions whose filtering the server does
 * in the view: a range's bounds under its stem's `-min`/`-max` (or `-from`/`-to`), a selection's
 * values as a list under its stem, a radio, text or autocomplete its first value. Blank values
 * are ignored (part 1 §5); a definition without an API parameter adds nothing.
 */
export function filterApiParams(
  definitions: readonly SearchFilterDefinition[],
  values: FilterValues,
  standing: string | undefined,
): FilterParams {
  const params: FilterParams = {};
  for (const definition of definitions) {
    const stem = definition.apiParam;
    if (stem === undefined) continue;
    if (isRangeDefinition(definition)) {
      const keys = apiRangeParams(stem, standing);
      const bounds = rangeBoundTexts(definition.name, values);
      if (bounds.from !== undefined) params[keys.from] = bounds.from;
      if (bounds.to !== undefined) params[keys.to] = bounds.to;
    } else if (definition.type === 'selection') {
      const list = allFilled(values, definitionKeys(definition));
      if (list.length > 0) params[stem] = list;
    } else {
      const value = firstFilled(values, definitionKeys(definition));
      if (value !== undefined) params[stem] = value;
    }
  }
  return params;
}

/**
 * The one mapping of filter values to the engine's client params, for the definitions the
 * worker applies to the rows of the view: each key a definition reads, under its written name
 * (`developer`, not `developer[]`), with its value as given. Blank values are dropped.
 */
export function filterClientParams(
  definitions: readonly SearchFilterDefinition[],
  values: FilterValues,
): Record<string, string | readonly string[]> {
  const params: Record<string, string | readonly string[]> = {};
  for (const definition of definitions) {
    for (const key of definitionKeys(definition)) {
      const value = values[key];
      if (value === null || value === undefined || isBlankValue(value)) continue;
      params[key.endsWith('[]') ? key.slice(0, -2) : key] = value;
    }
  }
  return params;
}

/** More values than any filter list offers; a longer list in a URL is junk (hostile input). */
export const MAX_FILTER_LIST_VALUES = 500;

export interface RejectedFilterValue {
  /** The query keys dropped. */
  keys: string[];
  /** What was wrong, for the message and the console warning, e.g. `totalSuites (From after To)`. */
  reason: string;
}

function rangeBoundValue(definition: RangeFilterDefinition, text: string): number {
  if (definition.type === 'dateRange') return parseIsoDate(text);
  return text.trim() === '' ? NaN : Number(text);
}

/**
 * The filter values a URL gives that their definitions cannot take (part 1 §5: flags accept
 * 'true' or 'false' only; hostile input: malformed or inverted ranges, lists longer than any
 * list offers). Blank values are not rejected: they are ignored.
 */
export function rejectedFilterValues(
  definitions: readonly SearchFilterDefinition[],
  values: FilterValues,
): RejectedFilterValue[] {
  const rejected: RejectedFilterValue[] = [];
  for (const definition of definitions) {
    const { name } = definition;
    if (isRangeDefinition(definition)) {
      const bounds = (['from', 'to'] as const).map((bound) => {
        const keys = [rangeKey(name, bound), dottedRangeKey(name, bound)].filter((key) => !isBlankValue(values[key]));
        const text = filledValues(values[keys[0] ?? ''])[0];
        return { keys, value: text === undefined ? null : rangeBoundValue(definition, text) };
      });
      const [from, to] = bounds as [(typeof bounds)[0], (typeof bounds)[0]];
      const keys = [...from.keys, ...to.keys];
      if (Number.isNaN(from.value) || Number.isNaN(to.value)) rejected.push({ keys, reason: name });
      else if (from.value !== null && to.value !== null && from.value > to.value)
        rejected.push({ keys, reason: `${name} (From after To)` });
    } else if (definition.type === 'radio') {
      const value = filledValues(values[name])[0];
      if (value !== undefined && value !== 'true' && value !== 'false')
        rejected.push({ keys: [name], reason: `${name}=${value}` });
    } else if (definition.type === 'selection' || definition.type === 'autocompleteSelection') {
      const keys = definitionKeys(definition).filter((key) => !isBlankValue(values[key]));
      const count = keys.reduce((sum, key) => sum + filledValues(values[key]).length, 0);
      if (count > MAX_FILTER_LIST_VALUES) rejected.push({ keys, reason: `${name} (${count} values)` });
    }
  }
  return rejected;
}
