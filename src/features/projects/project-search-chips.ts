import type { ViewChip } from '../../engine/engine-contract';
import { RENTAL_TIME_RANGES, type RentalTimeRange } from '@contract/rental-search';
import { TIME_RANGE_MONTHS } from '@contract/urban-options';
import { searchChipsFromParams } from '../../components/chips/search-chips-from-params';
import type { ProjectSearch } from '../../routes/-search-params';
import type { ProjectSearchOptions } from './project-search-options';

function isTimeRange(value: string | undefined): value is RentalTimeRange {
  return (RENTAL_TIME_RANGES as readonly string[]).includes(value ?? '');
}

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
      from: `${search.year_start} Q${search.qtr_start}`,
      to: `${search.year_end} Q${search.qtr_end}`,
    });
  }
  const { queryMonth, timeRange } = search;
  if (search.timeType === 'months' && queryMonth !== undefined) {
    const months = isTimeRange(timeRange) ? TIME_RANGE_MONTHS[timeRange] : 1;
    return searchChipsFromParams({ regionNames, monthSearch: { queryMonth, months } });
  }
  return searchChipsFromParams({
    regionNames,
    year: search.year ?? null,
    qtr: search.qtr ?? null,
  });
}
