import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { SearchResponse, SearchRow } from '@contract/search';
import { PROJECT_COLUMNS } from '../../columns/projects';
import type { QuarterSearchQuery, TypeStanding } from '../../routes/urban/query-schemas';
import { loadGeographyNames, type GeographyNames } from './geography-names';
import { loadProjectQuarterRows, type ProjectQuarterRow } from './project-quarter-rows';
import { loadRentalActivity, rentalPropertyRow, type RentalPropertyActivity } from './oldstock-rentals';
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

/**
 * What a project search or market data call covers: its period (resolveSearchPeriod), geography,
 * full text and advanced filters (`rows`: leaf rows or totals, projectCallFilters). Old stock is
 * searched by month, so its leaves are buildings with their activity over the months; every other
 * standing's are projects with their quarter. One list is empty.
 */
export async function loadSearchLeaves(
  db: Kysely<Database>,
  path: TypeStanding,
  query: QuarterSearchQuery,
  rows: 'projects' | 'totals',
): Promise<{ names: GeographyNames; buildings: RentalPropertyActivity[]; projects: ProjectQuarterRow[] }> {
  const [period, names] = await Promise.all([resolveSearchPeriod(db, path, query), loadGeographyNames(db)]);
  const selection = {
    geography: geographyOf(query),
    textSearch: query['text-search'],
    filters: projectCallFilters(path, query, rows),
  };
  if (period?.kind === 'months')
    return { names, buildings: await loadRentalActivity(db, { ...selection, months: period.months }), projects: [] };
  if (!period) return { names, buildings: [], projects: [] };
  const projects = await loadProjectQuarterRows(db, {
    ...selection,
    projectType: path.projectType,
    standing: path.projectStanding,
    range: singleQuarterRange(period),
  });
  return { names, buildings: [], projects };
}

/** GET /api/v1/urban/project/{type}/{standing}: leaf project rows (or old-stock buildings), by name. */
export async function searchProjects(
  db: Kysely<Database>,
  path: TypeStanding,
  query: QuarterSearchQuery,
): Promise<SearchResponse> {
  const { names, buildings, projects } = await loadSearchLeaves(db, path, query, 'projects');
  const data: SearchRow[] = [
    ...buildings.map((entry) => rentalPropertyRow(entry, names)),
    ...projects
      .map((row) => projectRow(row.project, row.quarter, names))
      .sort((a, b) => String(a.name).localeCompare(String(b.name))),
  ];
  return { data, tableHeaders: { data: PROJECT_COLUMNS[path.projectStanding] }, clamped: false, clamped_message: null };
}
