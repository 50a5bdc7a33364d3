import type { RentalOptionsBasicResponse } from '@contract/rental-options';
import {
  familyViews,
  searchTypeOfView,
  type SearchViewDescriptor,
  type SearchViewId,
} from '../../components/search-page/search-view-kit';
import { rentalSearchParams, type RentalSearch } from '@contract/search-params';
import {
  type RentalSearchType,
  rentalClientParams,
  rentalDatasetRequest,
  defaultRentalSearch,
  hasRequiredRentalParams,
  initialRentalSearch,
  RENTAL_VIEW_KEYS,
  rentalFilterDefinitions,
  rentalFiltersOnServer,
  resolveRentalSearch,
  type RentalSearchOptions,
} from '@contract/rental-search-request';
import { rentalRouteRules, rentalSearchForView } from './rental-search-state';

export type RentalViewDescriptor = SearchViewDescriptor<RentalSearchOptions, RentalSearch>;

const VIEW_IDS = {
  'rental-search': 'rentalSearch',
  'market-data': 'rentalMarketData',
  'market-history': 'rentalMarketHistory',
} as const satisfies Record<RentalSearchType, SearchViewId>;

/** A server answer missing a part the view reads is shown as options that could not be loaded, not a crash. */
function isCompleteRentalOptions(
  basic: Partial<RentalOptionsBasicResponse> | null,
): basic is RentalOptionsBasicResponse {
  return (
    basic !== null &&
    Array.isArray(basic.timePeriodOptions) &&
    Array.isArray(basic.searchFilters) &&
    basic.baseConfiguration?.dates !== undefined &&
    basic.componentConfiguration !== undefined
  );
}

/**
 * Rental Properties, Rental Market Totals and Rental Market History (part 2 §2.7, §4, §5) as the
 * search-view kit takes them (src/components/search-page/search-view-kit.ts).
 */
function rentalView(searchType: RentalSearchType): Omit<RentalViewDescriptor, 'view' | 'searchType'> {
  const period = searchType === 'market-history' ? ['queryMonthStart', 'queryMonthEnd'] : ['queryMonth'];
  return {
    viewSwitch: 'rentals',
    schema: rentalSearchParams,
    keys: RENTAL_VIEW_KEYS[searchType],
    filtersOnServer: rentalFiltersOnServer(searchType),
    // History rows are periods: no client step, no Filter (part 2 §4).
    hasFilterButton: searchType !== 'market-history',
    optionsOf({ rentalBasic, regions }) {
      // A partial answer is checked before it is used (isCompleteRentalOptions).
      const basic = rentalBasic as Partial<RentalOptionsBasicResponse> | null;
      if (!isCompleteRentalOptions(basic) || regions === null) return null;
      return { searchType, basic, regions: regions.regions };
    },
    filterDefinitions: (options) => rentalFilterDefinitions(options),
    // Part 2 §5: the period and the time range.
    requiredParams: () => [...period, 'timeRange'],
    // ... among the rental months and the offered time ranges.
    requiredValuesValid: hasRequiredRentalParams,
    routeRules: (options) => rentalRouteRules(options),
    initialSearch: initialRentalSearch,
    resolveSearch: resolveRentalSearch,
    // Clear Filters returns to the defaults (part 2 §4).
    clearedSearch: (options) => defaultRentalSearch(options),
    searchForView: (options, to, search) =>
      rentalSearchForView(options, { ...options, searchType: searchTypeOfView(VIEW_IDS, to) }, search),
    datasetRequest: rentalDatasetRequest,
    clientParams: rentalClientParams,
  };
}

/** The rental views by their search type. */
export const RENTAL_VIEWS = familyViews<RentalSearchType, RentalViewDescriptor>(VIEW_IDS, rentalView);
