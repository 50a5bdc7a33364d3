import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ProjectQuarterTable, ProjectTable, StandingText } from '../../db/domain-tables';
import { fullTextOf, fullTextWords, matchesFullText } from '@contract/full-text';
import { QUARTERS_A_YEAR, quarterOfIndex } from '@contract/months';
import type { ProjectType } from '@contract/product-facts';
import type { GeographyFilter } from './geography-names';
import { whereApiFilters, type EndpointFilters } from '../filters/api-filters';
import { PROJECT_ROW_COLUMNS } from '../filters/filter-columns';

/** A project as result lists read it: every column but `profile`, the profile page's JSON. */
export type ProjectListing = Omit<ProjectTable, 'profile'>;

/**
 * Listed rather than selectAll: `profile` is about 2 KB a project, more than all the other
 * columns together, and reading it made loading the projects the slowest step of the landing
 * search. The Map's type makes the compiler reject a list missing a column.
 */
const PROJECT_LISTING_COLUMNS = [
  'id',
  'name',
  'project_type',
  'standing',
  'region_id',
  'municipality_id',
  'submarket_id',
  'street_address',
  'full_address',
  'latitude',
  'longitude',
  'developers',
  'developer',
  'suite_count',
  'number_of_floors',
  'year_built',
  'first_year',
  'first_quarter',
  'opening_date',
  'occupancy_date',
  'full_occupancy_date',
  'register_date',
  'construction_date',
  'proposed_opening',
  'construct_status_id',
  'construct_status_label',
  'project_status',
  'project_status_label',
  'is_cancelled',
  'is_onholdoffmarket',
  'is_soldout',
  'is_initialleaseup',
  'urbanaction',
  'urbanaction_link',
  'urbanaction_publication_date',
  'map_icon',
  'thumbnail_url',
  'opening_psf',
  'avg_suite_size',
  'months_to_70_sold',
  'proposed_developer_owner',
  'total_buildings',
  'proposed_gfa',
  'residential_gfa_sf',
  'total_gfa',
  'nsa_nla',
  'parking_total',
  'structure_description',
  'comments',
  'property_managers',
  'parking_availability',
  'parking_cost',
  'parking_cost_min',
  'parking_cost_max',
  'website',
  'rental_website',
  'land_sale_id',
] as const;

/** A project with its figures in one quarter of one standing. */
export interface ProjectQuarterRow {
  project: ProjectListing;
  quarter: ProjectQuarterTable;
}

export interface QuarterRange {
  /** Quarter indexes (quarterIndex, contract/months.ts), so ranges compare as numbers. */
  from: number;
  to: number;
}

/** The fields a project's Full Text Search looks in (the rule: contract/full-text.ts). */
export const PROJECT_TEXT_FIELDS = [
  'name',
  'street_address',
  'full_address',
  'developer',
] as const satisfies readonly (keyof ProjectListing)[];

/**
 * Projects of a type with their project_quarters rows of a standing within a quarter range,
 * limited to the geography and the advanced filters the server applies (api-filters.ts). The
 * full text search runs on the loaded rows (PROJECT_TEXT_FIELDS, contract/full-text.ts), so no
 * user text is ever spliced into a LIKE pattern.
 */
export async function loadProjectQuarterRows(
  db: Kysely<Database>,
  selection: {
    projectType: ProjectType;
    standing: StandingText;
    range: QuarterRange;
    geography: GeographyFilter;
    textSearch?: string | null | undefined;
    filters?: EndpointFilters;
  },
): Promise<ProjectQuarterRow[]> {
  const { from, to } = selection.range;
  const { regionIds, municipalityIds, submarketIds } = selection.geography;
  const first = quarterOfIndex(from);
  const query = db
    .selectFrom('project_quarters')
    .innerJoin('projects', 'projects.id', 'project_quarters.project_id')
    .selectAll('project_quarters')
    .where('projects.project_type', '=', selection.projectType)
    .where('project_quarters.standing', '=', selection.standing)
    // One quarter (every project search) is an exact seek on the standing-year-quarter index.
    .$if(from === to, (query) =>
      query.where('project_quarters.year', '=', first.year).where('project_quarters.quarter', '=', first.quarter),
    )
    .$if(from !== to, (query) =>
      query
        .where('project_quarters.year', '>=', first.year)
        .where('project_quarters.year', '<=', quarterOfIndex(to).year)
        .where((eb) =>
          eb.between(
            eb(eb('project_quarters.year', '*', QUARTERS_A_YEAR), '+', eb('project_quarters.quarter', '-', 1)),
            from,
            to,
          ),
        ),
    )
    .$if(Boolean(regionIds?.length), (query) => query.where('projects.region_id', 'in', regionIds ?? []))
    .$if(Boolean(municipalityIds?.length), (query) =>
      query.where('projects.municipality_id', 'in', municipalityIds ?? []),
    )
    .$if(Boolean(submarketIds?.length), (query) => query.where('projects.submarket_id', 'in', submarketIds ?? []));
  const inRange = await whereApiFilters(query, selection.filters, PROJECT_ROW_COLUMNS).execute();
  const projectIds = [...new Set(inRange.map((row) => row.project_id))];
  const projects = await loadProjects(db, projectIds);
  const words = fullTextWords(selection.textSearch);
  const matches = new Map<number, boolean>();
  const textMatches = (project: ProjectListing): boolean => {
    let match = matches.get(project.id);
    if (match === undefined) {
      match = matchesFullText(words, fullTextOf(PROJECT_TEXT_FIELDS.map((field) => project[field])));
      matches.set(project.id, match);
    }
    return match;
  };
  return inRange.flatMap((quarter) => {
    const project = projects.get(quarter.project_id);
    if (!project) return [];
    if (words.length > 0 && !textMatches(project)) return [];
    return [{ project, quarter }];
  });
}

/** Chunks keep the IN list under SQLite's bound-parameter limit at benchmark scale. */
const ID_CHUNK = 900;

export async function loadProjects(db: Kysely<Database>, ids: number[]): Promise<Map<number, ProjectListing>> {
  const projects = new Map<number, ProjectListing>();
  for (let start = 0; start < ids.length; start += ID_CHUNK) {
    const chunk = ids.slice(start, start + ID_CHUNK);
    const rows = await db.selectFrom('projects').select(PROJECT_LISTING_COLUMNS).where('id', 'in', chunk).execute();
    for (const row of rows) projects.set(row.id, row);
  }
  return projects;
}
