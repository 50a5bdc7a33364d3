import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ProjectQuarterTable, ProjectTable, StandingText } from '../../db/domain-tables';
import type { ProjectType } from '../../../src/api/search';
import type { GeographyFilter } from './geography-names';

/** A project with its figures in one quarter of one standing. */
export interface ProjectQuarterRow {
  project: ProjectTable;
  quarter: ProjectQuarterTable;
}

export interface QuarterRange {
  /** Quarter index = year * 4 + quarter - 1, so ranges compare as numbers. */
  from: number;
  to: number;
}

export function quarterIndex(year: number, quarter: number): number {
  return year * 4 + quarter - 1;
}

export function quarterOfIndex(index: number): { year: number; quarter: number } {
  return { year: Math.floor(index / 4), quarter: (index % 4) + 1 };
}

/**
 * Projects of a type with their project_quarters rows of a standing within a quarter range,
 * limited to the geography. The text search runs on the loaded rows (name, address, developer)
 * so no user text is ever spliced into a LIKE pattern.
 */
export async function loadProjectQuarterRows(
  db: Kysely<Database>,
  selection: {
    projectType: ProjectType;
    standing: StandingText;
    range: QuarterRange;
    geography: GeographyFilter;
    textSearch?: string | null | undefined;
  },
): Promise<ProjectQuarterRow[]> {
  const { from, to } = selection.range;
  const { regionIds, municipalityIds, submarketIds } = selection.geography;
  const joined = await db
    .selectFrom('project_quarters as pq')
    .innerJoin('projects as p', 'p.id', 'pq.project_id')
    .selectAll('pq')
    .where('p.project_type', '=', selection.projectType)
    .where('pq.standing', '=', selection.standing)
    .where('pq.year', '>=', quarterOfIndex(from).year)
    .where('pq.year', '<=', quarterOfIndex(to).year)
    .$if(Boolean(regionIds?.length), (query) => query.where('p.region_id', 'in', regionIds ?? []))
    .$if(Boolean(municipalityIds?.length), (query) => query.where('p.municipality_id', 'in', municipalityIds ?? []))
    .$if(Boolean(submarketIds?.length), (query) => query.where('p.submarket_id', 'in', submarketIds ?? []))
    .execute();
  const inRange = joined.filter((row) => {
    const index = quarterIndex(row.year, row.quarter);
    return index >= from && index <= to;
  });
  const projectIds = [...new Set(inRange.map((row) => row.project_id))];
  const projects = await loadProjects(db, projectIds);
  const needle = selection.textSearch?.toLowerCase();
  return inRange.flatMap((quarter) => {
    const project = projects.get(quarter.project_id);
    if (!project) return [];
    if (needle && !searchableText(project).includes(needle)) return [];
    return [{ project, quarter }];
  });
}

/** Chunks keep the IN list under SQLite's bound-parameter limit at benchmark scale. */
const ID_CHUNK = 900;

export async function loadProjects(db: Kysely<Database>, ids: number[]): Promise<Map<number, ProjectTable>> {
  const projects = new Map<number, ProjectTable>();
  for (let start = 0; start < ids.length; start += ID_CHUNK) {
    const chunk = ids.slice(start, start + ID_CHUNK);
    const rows = await db.selectFrom('projects').selectAll().where('id', 'in', chunk).execute();
    for (const row of rows) projects.set(row.id, row);
  }
  return projects;
}

export function searchableText(project: ProjectTable): string {
  return `${project.name} ${project.street_address} ${project.full_address} ${project.developer}`.toLowerCase();
}
