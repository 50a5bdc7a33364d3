import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { SearchResponse, SearchRow } from '@contract/search';
import { PROJECT_COLUMNS } from '../../columns/projects';
import type { QuarterSearchQuery, TypeStanding } from '../../routes/urban/query-schemas';
import { loadGeographyNames } from './geography-names';
import { loadProjectQuarterRows } from './project-quarter-rows';
import { loadRentalActivity, rentalPropertyRow } from './oldstock-rentals';
import { projectRow } from './project-row';
import { resolveSearchPeriod, singleQuarterRange } from './search-period';
import type { ApiFilterParams, EndpointFilters } from '../filters/api-filters';
import { projectEndpointFilters } from '../filters/endpoint-filters';

export function geographyOf(query: QuarterSearchQuery) {
  return {
    regionIds: query.region_filter,
    municipalityIds: query.municipality_filter,
    submarketIds: query.submarket_filter,
  };
}

/**
 * The advanced filters of a project call (part 1 §7): every filter of the type and standing with
 * an API parameter. Rows leave absent flags to the client filter (which may still ask for
 * cancelled projects); totals apply the standing's defaults (part 1 §5), as the table shows.
 */
export function projectCallFilters(
  path: TypeStanding,
  query: ApiFilterParams,
  rows: 'projects' | 'totals',
): EndpointFilters {
  return {
    definitions: projectEndpointFilters(path.projectType, path.projectStanding),
    params: query,
    options: { absentDefaults: rows === 'totals' },
  };
}

/** GET /api/v1/urban/project/{type}/{standing}: leaf project rows (or old-stock buildings), by name. */
export async function searchProjects(
  db: Kysely<Database>,
  path: TypeStanding,
  query: QuarterSearchQuery,
): Promise<SearchResponse> {
  const [period, names] = await Promise.all([resolveSearchPeriod(db, path, query), loadGeographyNames(db)]);
  let data: SearchRow[] = [];
  if (period?.kind === 'months') {
    const properties = await loadRentalActivity(db, {
      months: period.months,
      geography: geographyOf(query),
      textSearch: query['text-search'],
      filters: projectCallFilters(path, query, 'projects'),
    });
    data = properties.map((entry) => rentalPropertyRow(entry, names));
  } else if (period) {
    const rows = await loadProjectQuarterRows(db, {
      projectType: path.projectType,
      standing: path.projectStanding,
      range: singleQuarterRange(period),
      geography: geographyOf(query),
      textSearch: query['text-search'],
      filters: projectCallFilters(path, query, 'projects'),
    });
    data = rows
      .map((row) => projectRow(row.project, row.quarter, names))
      .sort((a, b) => String(a.name).localeCompare(String(b.name)));
  }
  return { data, tableHeaders: { data: PROJECT_COLUMNS[path.projectStanding] }, clamped: false, clamped_message: null };
}
