import { geographyIds } from '@contract/geography';
import { isMonthBetween, type RouteParamRules } from '../../components/search-page/route-param-check';
import type { ProjectSearch } from '@contract/search-params';
import { initialSearch } from '@contract/project-route-search';
import { dateRangeOf, filterDefinitions, type ProjectSearchOptions } from '@contract/project-search-options';
import { offersMonths } from '@contract/project-search-period';

/**
 * What a project view's address may hold (the checks: src/components/search-page/route-param-check.ts):
 * the advanced filters of the type and standing the form resolves the route to (part 1 §4), the
 * month of the month search among the months with data, region, municipality and submarket ids
 * of the region configuration, a polygon that decodes and a selection of areas of known ids.
 */
export function projectRouteRules(
  context: ProjectSearchOptions,
  route: ProjectSearch,
): Omit<RouteParamRules, 'isAdvancedFilterKey'> {
  const resolved = initialSearch(context, route);
  const range = dateRangeOf(context, resolved);
  const geography = geographyIds(context.regions);
  const months: Record<string, (value: string) => boolean> =
    offersMonths(context, resolved) && range?.min_month !== undefined && range.max_month !== undefined
      ? { queryMonth: isMonthBetween(range.min_month, range.max_month) }
      : {};
  return {
    definitions: filterDefinitions(context, resolved),
    values: months,
    ids: {
      'regionId[]': geography.regions,
      'municipalityId[]': geography.municipalities,
      'submarketId[]': geography.submarkets,
    },
    geoFilter: true,
    areas: geography,
  };
}
