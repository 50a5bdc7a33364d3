import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ProjectDateRange } from '@contract/urban-options';
import { RENTAL_PROJECT_TYPE, RENTAL_STANDING, TYPE_STANDINGS, typeStandingKey } from '@contract/product-facts';
import { readAppConfig } from './app-config';
import { QUARTERS_A_YEAR, quarterIndex, quarterOfIndex, quarterOfMonth } from '@contract/months';

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
  // Old stock has no project quarters: its range comes from the rental months below.
  const typeStandings = TYPE_STANDINGS.filter(({ standing }) => standing !== RENTAL_STANDING).map(
    ({ projectType, standing }) => ({ type: projectType, standing }),
  );
  const edges = await db
    .selectNoFrom((eb) =>
      typeStandings.flatMap(({ type, standing }) =>
        (['asc', 'desc'] as const).map((direction) =>
          eb
            .selectFrom('project_quarters as pq')
            .select((inner) =>
              inner(inner('pq.year', '*', QUARTERS_A_YEAR), '+', inner('pq.quarter', '-', 1)).as('index'),
            )
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
      ranges[typeStandingKey(type, standing)] = quarterBounds(Number(first), Number(last));
  }
  const months = await readAppConfig(db, 'rental_date_range');
  if (months) {
    ranges[typeStandingKey(RENTAL_PROJECT_TYPE, RENTAL_STANDING)] = {
      ...quarterBounds(quarterIndex(quarterOfMonth(months.min)), quarterIndex(quarterOfMonth(months.max))),
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
