import type { ViewChip } from '../../engine/engine-contract';
import { RENTAL_TIME_RANGES, type RentalTimeRange } from '@contract/rental-search';
import { TIME_RANGE_MONTHS } from '@contract/urban-options';
import { searchChipsFromParams } from '../../components/chips/search-chips-from-params';
import { listOf, textOf, type ProjectSearch, type ProjectSearchOptions } from './project-search-state';

function isTimeRange(value: string | undefined): value is RentalTimeRange {
  return (RENTAL_TIME_RANGES as readonly string[]).includes(value ?? '');
}

/**
 * The chips of a project search (part 1 §2): its regions and its period: Quarter and Year, the
 * From and To of the market history range, or for a search by month the month or its range.
 */
export function projectSearchChips(context: ProjectSearchOptions, search: ProjectSearch): ViewChip[] {
  const regionIds = listOf(search['regionId[]']);
  const regionNames = context.regions
    .filter((region) => regionIds.includes(String(region.id)))
    .map((region) => region.name);
  if (context.searchType === 'market-history') {
    return searchChipsFromParams({
      regionNames,
      from: `${textOf(search['year_start'])} Q${textOf(search['qtr_start'])}`,
      to: `${textOf(search['year_end'])} Q${textOf(search['qtr_end'])}`,
    });
  }
  const queryMonth = textOf(search['queryMonth']);
  const timeRange = textOf(search['timeRange']);
  if (search['timeType'] === 'months' && queryMonth !== undefined) {
    const months = isTimeRange(timeRange) ? TIME_RANGE_MONTHS[timeRange] : 1;
    return searchChipsFromParams({ regionNames, monthSearch: { queryMonth, months } });
  }
  return searchChipsFromParams({
    regionNames,
    year: textOf(search['year']) ?? null,
    qtr: textOf(search['qtr']) ?? null,
  });
}
