import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ProjectDateRange } from '../../../src/api/urban-options';
import { STANDINGS_BY_TYPE, PROJECT_TYPES } from '../../../src/api/search';
import { readAppConfig } from './app-config';
import { quarterIndex, quarterOfIndex } from './project-quarter-rows';

/** Keyed `${type}_${standing}` (part 1 §7 projectDateRanges). */
export type DateRanges = Record<string, ProjectDateRange>;

/**
 * The quarters with figures per type and standing, from project_quarters; old stock (monthly
 * rental activity) from the rental date range, its quarters derived from the months.
 */
export async function loadProjectDateRanges(db: Kysely<Database>): Promise<DateRanges> {
  const rows = await db
    .selectFrom('project_quarters as pq')
    .innerJoin('projects as p', 'p.id', 'pq.project_id')
    .select((eb) => {
      const index = eb(eb('pq.year', '*', 4), '+', eb('pq.quarter', '-', 1));
      return ['p.project_type', 'pq.standing', eb.fn.min(index).as('first'), eb.fn.max(index).as('last')];
    })
    .groupBy(['p.project_type', 'pq.standing'])
    .execute();
  const bounds = new Map<string, { min: number; max: number }>();
  for (const row of rows) {
    bounds.set(`${row.project_type}_${row.standing}`, { min: Number(row.first), max: Number(row.last) });
  }
  const ranges: DateRanges = {};
  for (const type of PROJECT_TYPES) {
    for (const standing of STANDINGS_BY_TYPE[type]) {
      const known = bounds.get(`${type}_${standing}`);
      if (known) ranges[`${type}_${standing}`] = quarterBounds(known.min, known.max);
    }
  }
  const months = await readAppConfig(db, 'rental_date_range');
  if (months) {
    ranges['purpose-built_oldstock'] = {
      ...quarterBounds(monthQuarterIndex(months.min), monthQuarterIndex(months.max)),
      min_month: months.min,
      max_month: months.max,
    };
  }
  return ranges;
}

function quarterBounds(min: number, max: number): ProjectDateRange {
  const first = quarterOfIndex(min);
  const last = quarterOfIndex(max);
  return { min_year: first.year, min_quarter: first.quarter, max_year: last.year, max_quarter: last.quarter };
}

/** Calendar quarter of a 'YYYY-MM' month. */
export function monthQuarterIndex(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return quarterIndex(year, Math.floor((monthNumber - 1) / 3) + 1);
}
