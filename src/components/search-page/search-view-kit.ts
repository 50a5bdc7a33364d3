import type { z } from 'zod';
import type { ClientParams, OpenDatasetRequest } from '@contract/engine';
import { definitionKeys, type SearchFilterDefinition } from '@contract/filter-definitions';
import type { ViewId } from '@contract/views';
import {
  clientPart,
  hasFilledParams,
  isAdvancedFilterKey,
  normalizeSearch,
  sameSearch,
  viewPart,
  type SearchQuery,
} from '@contract/search-query';
import type { ConfigurationPayloads } from '../../state/configuration';
import { withoutRejectedParams, type CheckedRouteSearch, type RouteParamRules } from './route-param-check';
import type { ViewSwitchName } from './search-view-switches';

/**
 * The search-view kit: a search page (projects, rentals, sales; part 1 §2 to §5, part 2 §2.5,
 * §2.7, §4, §5) is a descriptor, and the rules every search page follows are written here once:
 * the normal form two searches are compared in, the split of a query into API params (a change
 * calls the server again) and client params (a change reruns the engine's view step), the
 * advanced filters as the keys the route's schema does not name, the buttons' rules, Filter's
 * query and the checks of a hostile address. The page itself: search-view-page.tsx; its state:
 * use-search-view.ts. Path, title and result kinds of a view: contract/views.ts. The query's own
 * rules (normal form, API and client parts, advanced filter keys): contract/search-query.ts.
 */

/** The configuration payloads the search views read, as the store holds them: each one once loaded, null before. */
export type LoadedConfiguration = {
  readonly [K in 'urbanBasic' | 'searchFilters' | 'regions' | 'rentalBasic' | 'salesBasic']:
    ConfigurationPayloads[K] | null;
};

/** The results views that are search pages (Map Search reads its own keys, landing-url-state.ts). */
export type SearchViewId = Exclude<ViewId, 'landing'>;

/**
 * One search view. Its rules take `Options` (the configuration they read); its page is given
 * `ViewOptions`, those and whatever more the form shows. Members are methods so that a registry
 * can hold the descriptors of every feature side by side (method parameters are compared
 * bivariantly).
 */
export interface SearchViewDescriptor<Options, Search extends SearchQuery, ViewOptions extends Options = Options> {
  /** Its entry in contract/views.ts: path, title, result kinds. */
  readonly view: SearchViewId;
  /** The feature's name of the view (the engine's and the feature's rules take it). */
  readonly searchType: string;
  /** The switch between the views of its family (the labels: search-view-switches.ts). */
  readonly viewSwitch: ViewSwitchName;
  /** The route's schema (contract/search-params.ts). */
  readonly schema: z.ZodType<Search>;
  /**
   * The named keys of the route's schema, in three groups: API params, client params and the
   * keys of the schema this view does not read (dropped from its query). Any other key is an
   * advanced filter by its URL name.
   */
  readonly keys: {
    readonly api: readonly string[];
    readonly client: readonly string[];
    readonly unread: readonly string[];
  };
  /**
   * Where the advanced filters apply: rows carry their fields, so the worker filters them
   * (client params), or the rows are totals and the server filters before totalling (API params).
   */
  readonly filtersOnServer: boolean;
  /** Market history has no Filter button (part 1 §4); nor do the sales views (part 2 §4). */
  readonly hasFilterButton: boolean;
  /** Every search calls the API again, even unchanged (project market history, part 1 §4). Default: no. */
  readonly alwaysFetch?: boolean;
  /** The URL is replaced by the search the view resolved it to when that differs (part 1 §2). Default: no. */
  readonly writesResolvedSearch?: boolean;

  /** The view's options from the loaded configuration; null until what it reads is there. */
  optionsOf(configuration: LoadedConfiguration): ViewOptions | null;
  /** The advanced filters the form offers for this search (part 1 §3; part 2 §2.5, §2.7). */
  filterDefinitions(options: Options, search: Search): readonly SearchFilterDefinition[];
  /** The keys a search needs before it can run, for its mode (part 1 §5, part 2 §5). */
  requiredParams(options: Options, search: Search): readonly string[];
  /** Beyond being filled, the required values are ones the view can search (an offered month). */
  requiredValuesValid?(options: Options, search: Search): boolean;
  /** The view's checks of its address beyond the kit's own (route-param-check.ts). */
  routeRules(options: Options, route: Search): Omit<RouteParamRules, 'isAdvancedFilterKey'>;
  /** The form's starting draft made from the (checked) route. */
  initialSearch(options: Options, route: Search): Search;
  /** What the results show for the (checked) route. */
  resolveSearch(options: Options, route: Search): Search;
  /** Clear Filters: the draft it leaves. */
  clearedSearch(options: Options, draft: Search): Search;
  /** The view switch: the query the other view of the family opens with. */
  searchForView(options: Options, to: SearchViewId, search: Search): Search;
  /** The endpoint, API params and result kind of a search (part 1 §7, part 2 §7). */
  datasetRequest(options: Options, search: Search): OpenDatasetRequest;
  /** The client params of the engine's view step. */
  clientParams(options: Options, search: Search): ClientParams;
}

/** Which of the search buttons are enabled (searchButtons below). */
export interface SearchButtons {
  search: boolean;
  clearFilters: boolean;
  filter: boolean;
}

/** Any search view, as a registry holds them. */
export type AnySearchViewDescriptor = SearchViewDescriptor<unknown, SearchQuery>;

/**
 * A family's descriptors by its search types: `viewIds` names each type's view in
 * contract/views.ts, `describe` gives the rest of a type's descriptor.
 */
export function familyViews<Type extends string, Descriptor extends AnySearchViewDescriptor>(
  viewIds: Readonly<Record<Type, SearchViewId>>,
  describe: (searchType: Type) => Omit<Descriptor, 'view' | 'searchType'>,
): Readonly<Record<Type, Descriptor>> {
  // The keys of a family's table are its search types.
  const types = Object.keys(viewIds) as Type[];
  // Each entry is a type's descriptor completed with its view and type, so a Descriptor; the
  // compiler cannot see that an Omit of a generic type plus the omitted keys is that type.
  return Object.fromEntries(
    types.map((searchType) => [searchType, { ...describe(searchType), view: viewIds[searchType], searchType }]),
  ) as unknown as Record<Type, Descriptor>;
}

/** A family's search type of one of its views (the view switch names views by their id). */
export function searchTypeOfView<Type extends string>(
  viewIds: Readonly<Record<Type, SearchViewId>>,
  view: SearchViewId,
): Type {
  // The keys of a family's table are its search types.
  const types = Object.keys(viewIds) as Type[];
  const type = types.find((candidate) => viewIds[candidate] === view);
  if (type === undefined) throw new Error(`Not a view of this family: ${view}`);
  return type;
}

/** Every required param is filled and its value one the view can search (part 1 §5, part 2 §5). */
export function hasRequiredParams<Options, Search extends SearchQuery>(
  view: SearchViewDescriptor<Options, Search>,
  options: Options,
  search: Search,
): boolean {
  const filled = hasFilledParams(search, view.requiredParams(options, search));
  return filled && (view.requiredValuesValid?.(options, search) ?? true);
}

/**
 * Which of the search buttons are enabled (part 1 §2, §5; part 2 §4, §5): Search once the
 * required params are set and the draft differs from the route, or the route's search failed
 * (it runs again, part 1 §8, part 2 §8); Clear Filters while it would change the draft; Filter
 * when the client params differ from the route's and the route has a search to filter.
 */
export function searchButtons<Options, Search extends SearchQuery>(
  view: SearchViewDescriptor<Options, Search>,
  options: Options,
  draft: Search,
  route: Search,
  lastSearchFailed = false,
): SearchButtons {
  return {
    search: hasRequiredParams(view, options, draft) && (lastSearchFailed || !sameSearch(draft, route)),
    clearFilters: !sameSearch(viewPart(view, draft), view.clearedSearch(options, draft)),
    filter:
      view.hasFilterButton &&
      hasRequiredParams(view, options, route) &&
      !sameSearch(clientPart(view, draft), clientPart(view, route)),
  };
}

/** The checks of a view's address: the view's rules, with the advanced filters as the kit knows them. */
export function routeParamRules<Options, Search extends SearchQuery>(
  view: SearchViewDescriptor<Options, Search>,
  options: Options,
  route: Search,
): RouteParamRules {
  return { ...view.routeRules(options, route), isAdvancedFilterKey: (key) => isAdvancedFilterKey(view, key) };
}

/** A route's query without what the view cannot take (route-param-check.ts), in the normal form. */
export function checkRouteSearch<Options, Search extends SearchQuery>(
  view: SearchViewDescriptor<Options, Search>,
  options: Options,
  route: Search,
): CheckedRouteSearch<Search> {
  const normal = normalizeSearch(route);
  return withoutRejectedParams(routeParamRules(view, options, normal), normal);
}

/** The keys of the advanced filters of a search. */
export function filterKeysOf<Options, Search extends SearchQuery>(
  view: SearchViewDescriptor<Options, Search>,
  options: Options,
  search: Search,
): ReadonlySet<string> {
  return new Set(view.filterDefinitions(options, search).flatMap(definitionKeys));
}
