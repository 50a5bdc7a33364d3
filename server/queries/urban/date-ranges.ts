import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ProjectDateRange } from '@contract/urban-options';
import { STANDINGS_BY_TYPE, PROJECT_TYPES } from '@contract/search';
import { readAppConfig } from './app-config';
import { quarterIndex, quarterOfIndex } from './project-quarter-rows';

/** Keyed `${type}_${standing}` (part 1 §7 projectDateRanges). */
export type DateRanges = Record<string, ProjectDateRange>;

/**
 * The quarters with figures per type and standing, from project_quarters; old stock (monthly
 * rental activity) from the rental date range, its quarters derived from the months.
 *
 * One statement of two index seeks per type and standing (the first and the last quarter, on
 * project_quarters' standing-year-quarter index) rather than a grouped scan of every project
 * quarter: the landing search and every search without a quarter read these first.
 */
export async function loadProjectDateRanges(db: Kysely<Database>): Promise<DateRanges> {
  const typeStandings = PROJECT_TYPES.flatMap((type) =>
    STANDINGS_BY_TYPE[type].map((standing) => ({ type, standing })),
  );
  const edges = await db
    .selectNoFrom((eb) =>
      typeStandings.flatMap(({ type, standing }) =>
        (['asc', 'desc'] as const).map((direction) =>
          eb
            .selectFrom('project_quarters as pq')
            .select((inner) => inner(inner('pq.year', '*', 4), '+', inner('pq.quarter', '-', 1)).as('index'))
            .where('pq.standing', '=', standing)
            .where('pq.project_id', 'in', (inner) =>
              inner.selectFrom('projects').select('id').where('project_type', '=', type),
            )
            .orderBy('pq.year', direction)
            .orderBy('pq.quarter', direction)
            .limit(1)
            .as(edgeAlias(type, standing, direction)),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  // The aliases are built from the list above, which Kysely cannot type.
  const edgeOf = edges as Record<string, number | string | null>;
  const ranges: DateRanges = {};
  for (const { type, standing } of typeStandings) {
    const first = edgeOf[edgeAlias(type, standing, 'asc')];
    const last = edgeOf[edgeAlias(type, standing, 'desc')];
    if (first !== null && first !== undefined && last !== null && last !== undefined)
      ranges[`${type}_${standing}`] = quarterBounds(Number(first), Number(last));
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

/** Column aliases are plain identifiers on both databases ('purpose-built' has a hyphen). */
function edgeAlias(type: string, standing: string, direction: 'asc' | 'desc'): string {
  return `${type.replace(/\W/g, '_')}_${standing}_${direction === 'asc' ? 'first' : 'last'}`;
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
