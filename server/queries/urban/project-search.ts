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

export function geographyOf(query: QuarterSearchQuery) {
  return {
    regionIds: query.region_filter,
    municipalityIds: query.municipality_filter,
    submarketIds: query.submarket_filter,
  };
}

/**
 * What a project search or market data call covers: its period (resolveSearchPeriod), geography
 * and full text. Old stock is searched by month, so its leaves are buildings with their activity
 * over the months; every other standing's are projects with their quarter. One list is empty.
 */
export async function loadSearchLeaves(
  db: Kysely<Database>,
  path: TypeStanding,
  query: QuarterSearchQuery,
): Promise<{ names: GeographyNames; buildings: RentalPropertyActivity[]; projects: ProjectQuarterRow[] }> {
  const [period, names] = await Promise.all([resolveSearchPeriod(db, path, query), loadGeographyNames(db)]);
  const selection = { geography: geographyOf(query), textSearch: query['text-search'] };
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
  const { names, buildings, projects } = await loadSearchLeaves(db, path, query);
  const data: SearchRow[] = [
    ...buildings.map((entry) => rentalPropertyRow(entry, names)),
    ...projects
      .map((row) => projectRow(row.project, row.quarter, names))
      .sort((a, b) => String(a.name).localeCompare(String(b.name))),
  ];
  return { data, tableHeaders: { data: PROJECT_COLUMNS[path.projectStanding] }, clamped: false, clamped_message: null };
}
