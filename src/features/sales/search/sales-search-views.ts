import type { RegionConfig } from '@contract/geography';
import type { SalesOptionsBasicResponse, SalesSearchType } from '@contract/sales-options';
import {
  familyViews,
  searchTypeOfView,
  type SearchViewDescriptor,
  type SearchViewId,
} from '../../../components/search-page/search-view-kit';
import { salesSearchParams } from '@contract/search-params';
import {
  salesClientParams,
  salesDatasetRequest,
  defaultSalesSearch,
  resolveSalesSearch,
  SALES_REQUIRED_PARAMS,
  SALES_VIEW_KEYS,
  salesFilterDefinitions,
  type SalesSearch,
  type SalesSearchOptions,
} from '@contract/sales-search-request';
import { salesRouteRules, salesSearchForMode } from './sales-search-state';

/** A sales view's options with the region configuration its map shows. */
export interface SalesViewOptions extends SalesSearchOptions {
  regions: readonly RegionConfig[];
}

export type SalesViewDescriptor = SearchViewDescriptor<SalesSearchOptions, SalesSearch, SalesViewOptions>;

const VIEW_IDS = {
  sales: 'sales',
  'sales-market-data': 'salesMarketData',
} as const satisfies Record<SalesSearchType, SearchViewId>;

/** A server answer missing a part the view reads is shown as options that could not be loaded, not a crash. */
function isCompleteSalesOptions(basic: Partial<SalesOptionsBasicResponse> | null): basic is SalesOptionsBasicResponse {
  return (
    basic !== null &&
    Array.isArray(basic.regions) &&
    Array.isArray(basic.propertyTypes) &&
    basic.searchFilters !== undefined &&
    basic.defaultDateRange !== undefined &&
    basic.saleDateRange !== undefined
  );
}

/**
 * Search Sales and sales Market Data (part 2 §2.5, §4, §5) as the search-view kit takes them
 * (src/components/search-page/search-view-kit.ts).
 */
function salesView(searchType: SalesSearchType): Omit<SalesViewDescriptor, 'view' | 'searchType'> {
  return {
    viewSwitch: 'sales',
    schema: salesSearchParams,
    keys: SALES_VIEW_KEYS[searchType],
    filtersOnServer: false,
    // Sales have no Filter button: Search re-filters in the worker when only client params changed (part 2 §4).
    hasFilterButton: false,
    optionsOf({ salesBasic, regions }) {
      // A partial answer is checked before it is used (isCompleteSalesOptions).
      const basic = salesBasic as Partial<SalesOptionsBasicResponse> | null;
      if (!isCompleteSalesOptions(basic) || regions === null) return null;
      return { searchType, basic, regions: regions.regions };
    },
    filterDefinitions: salesFilterDefinitions,
    requiredParams: () => SALES_REQUIRED_PARAMS,
    routeRules: (options) => salesRouteRules(options),
    initialSearch: resolveSalesSearch,
    resolveSearch: resolveSalesSearch,
    // Clear Filters returns to the defaults (part 2 §4).
    clearedSearch: (options) => defaultSalesSearch(options),
    searchForView: (options, to, search) =>
      salesSearchForMode({ ...options, searchType: searchTypeOfView(VIEW_IDS, to) }, search),
    datasetRequest: salesDatasetRequest,
    clientParams: salesClientParams,
  };
}

/** The sales views by their search type. */
export const SALES_VIEWS = familyViews<SalesSearchType, SalesViewDescriptor>(VIEW_IDS, salesView);
