import type { StandingText } from '../../db/domain-tables';
import type { ProjectListing } from './project-quarter-rows';
import type { MarketHistoryQuery } from '../../routes/urban/query-schemas';

/**
 * Which projects count in market figures. For new condos, cancelled and on-hold projects are
 * left out unless their filter asks for them (part 1 §5, the client rule for active condo
 * tables), so the market rows match what the project table shows by default. Market history
 * adds the standing-specific advanced filters of part 1 §7.
 */
export type AdvancedFilters = Partial<
  Omit<
    MarketHistoryQuery,
    | 'text-search'
    | 'region_filter'
    | 'municipality_filter'
    | 'submarket_filter'
    | 'year_start'
    | 'qtr_start'
    | 'year_end'
    | 'qtr_end'
  >
>;

function within(
  value: number | string | null,
  min: number | string | undefined,
  max: number | string | undefined,
): boolean {
  if (min === undefined && max === undefined) return true;
  if (value === null) return false;
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

export function countsInMarket(
  project: ProjectListing,
  standing: StandingText,
  filters: AdvancedFilters = {},
): boolean {
  if (project.project_type === 'condo' && standing === 'active') {
    if (project.is_cancelled === 1 && filters.cancelled !== true) return false;
    if (project.is_onholdoffmarket === 1 && filters['on-hold-off-market'] !== true) return false;
  } else {
    if (filters.cancelled === false && project.is_cancelled === 1) return false;
    if (filters['on-hold-off-market'] === false && project.is_onholdoffmarket === 1) return false;
  }
  if (filters['sold-out'] === false && project.is_soldout === 1) return false;
  if (filters['exclude-initial-leaseUp'] === true && project.is_initialleaseup === 1) return false;
  const statuses = filters['construction-status'];
  if (statuses?.length && !statuses.includes(project.construct_status_id)) return false;
  return (
    within(project.opening_date, filters['open-date-min'], filters['open-date-max']) &&
    within(project.suite_count, filters['suite-count-min'], filters['suite-count-max']) &&
    within(
      project.number_of_floors,
      filters['buildingheight-min'] ?? filters['buildingheight-from'],
      filters['buildingheight-max'] ?? filters['buildingheight-to'],
    ) &&
    within(project.construction_date, filters['construction-start-date-min'], filters['construction-start-date-max']) &&
    within(project.register_date, filters['registration-date-min'], filters['registration-date-max']) &&
    within(project.occupancy_date, filters['occupancy-date-min'], filters['occupancy-date-max']) &&
    within(project.full_occupancy_date, filters['full-occupancy-date-min'], filters['full-occupancy-date-max'])
  );
}
