import { isBlankValue } from '@contract/filter-definitions';
import { isRentalTimeRange } from '@contract/months';
import type { RentalSearch } from '@contract/search-params';
import {
  defaultRentalSearch,
  ofView,
  rentalFilterDefinitions,
  rentalMonthBounds,
  type RentalSearchOptions,
} from '@contract/rental-search-request';
import { geographyIds } from '@contract/geography';
import { isMonthBetween, type RouteParamRules } from '../../components/search-page/route-param-check';

/**
 * The rules of the rental views that only the page has (part 2 §4 "Rental search"): the checks
 * of its address, the view switch, the map's regions. The query's type, its defaults and the
 * request it makes are shared with the server: contract/rental-search-request.ts.
 */

/**
 * What a rental view's address may hold (the checks: src/components/search-page/route-param-check.ts):
 * months among the rental months, a time range the server offers, the view's own advanced
 * filters, geography ids of the region configuration and, on Rental Properties, a polygon that
 * decodes and a selection of areas of known ids.
 */
export function rentalRouteRules(options: RentalSearchOptions): Omit<RouteParamRules, 'isAdvancedFilterKey'> {
  const { month_start, month_end } = rentalMonthBounds(options.basic);
  const month = isMonthBetween(month_start, month_end);
  const geography = geographyIds(options.regions);
  return {
    definitions: rentalFilterDefinitions(options),
    values: { queryMonth: month, queryMonthStart: month, queryMonthEnd: month, timeRange: isRentalTimeRange },
    ids: {
      'regionId[]': geography.regions,
      'municipalityId[]': geography.municipalities,
      'submarketId[]': geography.submarkets,
    },
    geoFilter: options.searchType === 'rental-search',
    ...(options.searchType === 'rental-search' ? { areas: geography } : {}),
  };
}

/**
 * Changing the search type (part 2 §4): the geography carries over between properties and
 * market totals with the month; market history starts from its default range and regions.
 * Results are cleared by the new view opening its own dataset.
 */
export function rentalSearchForView(
  from: RentalSearchOptions,
  to: RentalSearchOptions,
  search: RentalSearch,
): RentalSearch {
  if (to.searchType === 'market-history') return defaultRentalSearch(to);
  const carried = from.searchType === 'market-history' ? defaultRentalSearch(to) : search;
  return ofView(to, carried);
}

/** Regions and municipalities of the query, as the ids the map selects. */
export function selectedRegionIds(search: RentalSearch): number[] {
  return (search['regionId[]'] ?? []).filter((id) => !isBlankValue(id)).map(Number);
}
