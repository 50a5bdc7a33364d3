import type { ViewChip } from '@contract/engine';
import { searchChipsFromParams } from '../../components/chips/search-chips-from-params';
import type { ProjectSearch } from '@contract/search-params';
import type { ProjectSearchOptions } from '@contract/project-search-options';
import { isRentalTimeRange, quarterLabel, TIME_RANGE_MONTHS } from '@contract/months';

/**
 * The chips of a project search (part 1 §2): its regions and its period: Quarter and Year, the
 * From and To of the market history range, or for a search by month the month or its range.
 */
export function projectSearchChips(context: ProjectSearchOptions, search: ProjectSearch): ViewChip[] {
  const regionIds = search['regionId[]'] ?? [];
  const regionNames = context.regions
    .filter((region) => regionIds.includes(String(region.id)))
    .map((region) => region.name);
  if (context.searchType === 'market-history') {
    return searchChipsFromParams({
      regionNames,
      from: quarterLabel({ year: search.year_start ?? '', quarter: search.qtr_start ?? '' }),
      to: quarterLabel({ year: search.year_end ?? '', quarter: search.qtr_end ?? '' }),
    });
  }
  const { queryMonth, timeRange } = search;
  if (search.timeType === 'months' && queryMonth !== undefined) {
    const months = isRentalTimeRange(timeRange) ? TIME_RANGE_MONTHS[timeRange] : 1;
    return searchChipsFromParams({ regionNames, monthSearch: { queryMonth, months } });
  }
  return searchChipsFromParams({
    regionNames,
    year: search.year ?? null,
    qtr: search.qtr ?? null,
  });
}
