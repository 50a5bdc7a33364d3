import { z } from 'zod';
import { RESULTS_PAGE_PATHS, type SavedViewPage } from './saved-views';
import { AREA_SELECTION_PARAM } from './area-selection';
import { LIST_KEY_SUFFIX, writtenKey } from './search-string';
import { dottedRangeKey, parseRangeKey, rangeKey } from './filter-definitions';

/**
 * Search state lives in the route query (part 1 §2, §3; part 2 §2.5). The router gives query
 * values as text, and a repeated key as a list (contract/search-string.ts); these schemas
 * also accept numbers and single values from in-app navigation and normalise them. A malformed
 * value is dropped rather than failing the page: a stale shared link still opens. Advanced filter
 * names are defined by the server per search type, so the keys no schema names are kept, typed as
 * the text or list a URL gives, for the features to read against the filter definitions.
 *
 * A range filter's bound has two spellings too (part 1 §3 `openDate.from`, part 1 §5 "names ending
 * with From or To"): `{name}.from` is read as `{name}From`, the form the app writes and every
 * reader of the search (form, badge, API and client params) takes.
 *
 * List params have two spellings in the spec: part 1 §3 writes `regionId[]`, part 2 §2.5 and
 * §2.7 write `regionId`. Every search schema reads both (`withListSpellings` below): a list key
 * it declares takes the values of its other spelling, and any other key spelled `name[]` (a
 * list-valued advanced filter) is read as `name`. The app writes the bare form everywhere
 * (`stringifySearch`), so a link written for one view opens on every other.
 *
 * Each group of keys below is declared once; the schemas are built from the groups and the
 * features read the groups' key lists (`PROJECT_SEARCH_KEYS`) instead of spelling keys again.
 */
const scalar = z.union([z.string(), z.number(), z.boolean()]).transform(String);
const list = z.array(scalar).readonly();

/** An optional single value, kept as text (the API and the engine take text parameters). */
export const optionalText = scalar.optional().catch(undefined);

/** An optional repeated value (`regionId[]=1&regionId[]=2`, or a single `regionId[]=1`). */
export const optionalList = z
  .preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), list)
  .optional()
  .catch(undefined);

/** A key no schema names (an advanced filter): its text, or its list when repeated or `name[]`. */
const filterValue = z.union([scalar, list]).optional().catch(undefined);

/** A key's other spelling: `regionId` for `regionId[]` and the reverse. */
function otherListSpelling(key: string): string {
  return key.endsWith(LIST_KEY_SUFFIX) ? writtenKey(key) : `${key}${LIST_KEY_SUFFIX}`;
}

type QueryValue = string | readonly string[] | undefined;

function entriesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/**
 * The search with each list key read under both spellings (see the top of this file). A declared
 * list key gathers the values of both; a key `name[]` no schema declares becomes `name`, unless
 * the schema declares `name` as something else (then `name[]` stays, an unknown key). A folded
 * advanced filter is text when it holds one value, as `name=x` reads, and a list otherwise.
 */
function foldListSpellings(
  declared: ReadonlySet<string>,
  listKeys: ReadonlySet<string>,
): <Search extends Record<string, unknown>>(search: Search) => Search {
  return (search) => {
    const folded: Record<string, unknown> = { ...search };
    for (const key of listKeys) {
      const alias = otherListSpelling(key);
      if (!(alias in folded)) continue;
      const values = [...entriesOf(folded[key]), ...entriesOf(folded[alias])];
      // Set, not deleted: the router lays the validated search over the parsed query, so only a
      // key present as undefined hides the other spelling from the route's search.
      folded[alias] = undefined;
      folded[key] = values.length === 0 ? undefined : values;
    }
    for (const key of Object.keys(folded)) {
      if (!key.endsWith(LIST_KEY_SUFFIX) || declared.has(key) || folded[key] === undefined) continue;
      const bare = otherListSpelling(key);
      if (declared.has(bare)) continue;
      const values = [...entriesOf(folded[bare]), ...entriesOf(folded[key])];
      folded[key] = undefined;
      const value: QueryValue = values.length === 0 ? undefined : values.length === 1 ? values[0] : values;
      folded[bare] = value;
    }
    for (const key of Object.keys(folded)) {
      const range = declared.has(key) || folded[key] === undefined ? null : parseRangeKey(key);
      if (range === null || key !== dottedRangeKey(range.name, range.bound)) continue;
      const written = rangeKey(range.name, range.bound);
      if (declared.has(written)) continue;
      // The written spelling wins when both are given, as the other readers take it first.
      if (folded[written] === undefined) folded[written] = folded[key];
      folded[key] = undefined;
    }
    // Same keys' types: a declared list stays a list, a catchall value text or a list of texts.
    return folded as typeof search;
  };
}

/**
 * A search schema that reads list params under both spellings; the list keys are the ones its
 * shape declares with `optionalList`, so the aliases come from the schema itself.
 */
function withListSpellings<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  const declared = new Set(Object.keys(shape));
  const listKeys = new Set(Object.keys(shape).filter((key) => shape[key] === optionalList));
  return z.object(shape).catchall(filterValue).overwrite(foldListSpellings(declared, listKeys));
}

/** The keys of a group, as the literal key types of its shape. */
function keysOf<Shape extends object>(shape: Shape): ReadonlyArray<keyof Shape & string> {
  // Object.keys is typed string[]; the own keys of a shape literal are exactly its declared keys.
  return Object.keys(shape) as Array<keyof Shape & string>;
}

/** Project Type and Project Standing (part 1 §2 Basic Search). */
const projectKindShape = { projectType: optionalText, projectStanding: optionalText };
/** Search Quarter: year and quarter (part 1 §2). */
const quarterShape = { year: optionalText, qtr: optionalText };
/** Search Quarter Range: From and To year and quarter (market history, part 1 §2). */
const quarterRangeShape = {
  year_start: optionalText,
  qtr_start: optionalText,
  year_end: optionalText,
  qtr_end: optionalText,
};
/** Search by Month: the mode, the month and the Select Data Time Range (part 1 §2, §4). */
const monthShape = { timeType: optionalText, timeRange: optionalText, queryMonth: optionalText };
/** A range of months (part 1 §3 apiParams; part 2 §2.7). */
const monthRangeShape = { queryMonthStart: optionalText, queryMonthEnd: optionalText };
const fullTextShape = { fullTextSearch: optionalText };
/** Regions and municipalities: API params, a change fetches again (part 1 §3). */
const apiGeographyShape = { 'regionId[]': optionalList, 'municipalityId[]': optionalList };
/**
 * The combined selection of areas (beyond the spec, contract/area-selection.ts): submarkets,
 * municipalities and polygons, a union; a client param of every map page's rows.
 */
const areaSelectionShape = { [AREA_SELECTION_PARAM]: optionalText };
/** Submarkets, the drawn polygon and the selection of areas: client params, a change reruns the view step (part 1 §3). */
const clientGeographyShape = { 'submarketId[]': optionalList, geoFilter: optionalText, ...areaSelectionShape };

/**
 * The results view's own state (beyond the spec: a link restores the whole view): the table's
 * sort and hidden columns (src/components/results-table/results-url-state.ts). The page hands
 * its feature the search without them: they are neither API nor client params.
 */
const resultsViewShape = { sort: optionalText, hide: optionalText };
export const RESULTS_VIEW_KEYS = keysOf(resultsViewShape);

/** A route's search without the results view's keys, as the search features read it. */
export function withoutResultsView<Search extends Partial<Record<(typeof RESULTS_VIEW_KEYS)[number], unknown>>>(
  search: Search,
): Omit<Search, (typeof RESULTS_VIEW_KEYS)[number]> {
  const { sort: _sort, hide: _hide, ...rest } = search;
  return rest;
}

/** Part 1 §3 apiParams of the project views: everything else in their query is a client param. */
const projectApiShape = {
  ...projectKindShape,
  ...monthShape,
  ...monthRangeShape,
  ...quarterShape,
  ...quarterRangeShape,
  ...apiGeographyShape,
  ...fullTextShape,
};

/** Project search, market data and market history (part 1 §3 apiParams and clientParams). */
export const projectSearchParams = withListSpellings({
  ...projectApiShape,
  ...clientGeographyShape,
  ...resultsViewShape,
});

/** A project view's query as its route validates it: named fields typed, advanced filters by name. */
export type ProjectSearch = z.output<typeof projectSearchParams>;

/** The key groups of a project view's query, each written once above. */
export const PROJECT_SEARCH_KEYS = {
  /** Part 1 §3 apiParams: a change fetches again. */
  api: keysOf(projectApiShape),
  /** The client params that are not advanced filters. */
  clientGeography: keysOf(clientGeographyShape),
  kind: keysOf(projectKindShape),
  quarter: keysOf(quarterShape),
  quarterRange: keysOf(quarterRangeShape),
  month: keysOf(monthShape),
  apiGeography: keysOf(apiGeographyShape),
} as const;

/** Rental properties, market totals and market history (part 2 §2.7). */
export const rentalSearchParams = withListSpellings({
  ...monthShape,
  ...monthRangeShape,
  ...apiGeographyShape,
  ...clientGeographyShape,
  ...fullTextShape,
  ...resultsViewShape,
});

export type RentalSearch = z.output<typeof rentalSearchParams>;

/** Property sales and sales market data (part 2 §2.5). */
export const salesSearchParams = withListSpellings({
  saleDateRangeFrom: optionalText,
  saleDateRangeTo: optionalText,
  propertySubType: optionalList,
  regionId: optionalList,
  municipalityId: optionalList,
  ...fullTextShape,
  geoFilter: optionalText,
  ...areaSelectionShape,
  ...resultsViewShape,
});

export type SalesSearch = z.output<typeof salesSearchParams>;

/**
 * Map Search's view (src/features/landing/landing-url-state.ts): regions, categories, polygon,
 * the selection of areas and the selected tab, and that tab's table view.
 */
const landingViewShape = {
  regions: optionalText,
  categories: optionalText,
  geoFilter: optionalText,
  ...areaSelectionShape,
  tab: optionalText,
};
export const LANDING_VIEW_KEYS = keysOf(landingViewShape);
export const landingSearchParams = z.object({ ...landingViewShape, ...resultsViewShape });

/**
 * Each results page's schema (the page route's validateSearch), for what holds on every one of
 * them: both spellings of a list param read the same, the written URL uses one.
 */
export const RESULTS_PAGE_SEARCH_PARAMS = {
  [RESULTS_PAGE_PATHS.landing]: landingSearchParams,
  [RESULTS_PAGE_PATHS.projectSearch]: projectSearchParams,
  [RESULTS_PAGE_PATHS.projectMarketData]: projectSearchParams,
  [RESULTS_PAGE_PATHS.projectMarketHistory]: projectSearchParams,
  [RESULTS_PAGE_PATHS.sales]: salesSearchParams,
  [RESULTS_PAGE_PATHS.salesMarketData]: salesSearchParams,
  [RESULTS_PAGE_PATHS.rentalSearch]: rentalSearchParams,
  [RESULTS_PAGE_PATHS.rentalMarketData]: rentalSearchParams,
  [RESULTS_PAGE_PATHS.rentalMarketHistory]: rentalSearchParams,
} as const satisfies Record<SavedViewPage, z.ZodType>;

/** Pages without search state ignore whatever query they are given. */
export const noSearchParams = z.object({});

/**
 * The compare pages (part 2 §2.12) carry the entry the others are compared against, as text: an
 * entry id may be a number or a string. An id not in the list is ignored by the page.
 */
export const compareSearchParams = z.object({ baseline: optionalText });

/** /login carries the in-app href the visitor was going to. */
export const loginSearchParams = z.object({ redirect: z.string().optional().catch(undefined) });
