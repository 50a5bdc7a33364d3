import type { ApiFilterName, ProjectFilterCatalog, RentalFilterCatalog } from '@contract/filter-catalog';
import type { ProjectQuarterTable, ProjectTable, RentalPropertyTable } from '../../db/domain-tables';

/**
 * The database column each filter with an API parameter tests, per source of rows (the filter
 * definitions: contract/filter-catalog.ts). The maps are typed by the catalogs' names, so a
 * definition given an `apiParam` does not compile until its column is named here; the one
 * function that applies them is `whereApiFilters` (api-filters.ts).
 */

/** A column of a query's tables, `table.column`. */
export type ColumnOf<Table extends string, Row> = `${Table}.${keyof Row & string}`;

/**
 * Project rows: a project (`projects`) in one quarter of a standing (`project_quarters`), as the
 * project search, market data and market history read them (project-quarter-rows.ts). Total
 * Suites is the quarter's count, the row's `suite_count`.
 */
export const PROJECT_ROW_COLUMNS = {
  constructionStatus: 'projects.construct_status_id',
  openDate: 'projects.opening_date',
  totalSuites: 'project_quarters.suite_count',
  buildingHeight: 'projects.number_of_floors',
  yearBuilt: 'projects.year_built',
  soldOut: 'projects.is_soldout',
  cancelled: 'projects.is_cancelled',
  onHoldOffMarket: 'projects.is_onholdoffmarket',
  constructionStartDate: 'projects.construction_date',
  registrationDate: 'projects.register_date',
  excludeInitialLeaseUp: 'projects.is_initialleaseup',
  occupancyDate: 'projects.occupancy_date',
  stabilizedOccupancyDate: 'projects.full_occupancy_date',
} as const satisfies Record<
  ApiFilterName<ProjectFilterCatalog>,
  ColumnOf<'projects', ProjectTable> | ColumnOf<'project_quarters', ProjectQuarterTable>
>;

/**
 * Old-stock buildings (`rental_properties`) with the projects row that mirrors each one
 * (`projects`), as the rental views and the old-stock standing of the project views read them:
 * the building's own year, storeys and suites, the project filters on the project row.
 */
export const RENTAL_BUILDING_COLUMNS = {
  ...PROJECT_ROW_COLUMNS,
  yearBuilt: 'rental_properties.year_built',
  buildingHeight: 'rental_properties.storeys',
  totalSuites: 'rental_properties.suite_count',
} as const satisfies Record<
  ApiFilterName<ProjectFilterCatalog> | ApiFilterName<RentalFilterCatalog>,
  ColumnOf<'projects', ProjectTable> | ColumnOf<'rental_properties', RentalPropertyTable>
>;

/** A source's columns by filter name. */
export type FilterColumns = Readonly<Record<string, string>>;
