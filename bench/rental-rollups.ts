/**
 * Server time of the widest rental searches, read from the rental rollups
 * (server/queries/rental/activity-rollups.ts) and from the activity rows alone (withRawActivity,
 * the reading before the rollups), alternately in one process so both share the machine's load:
 * the searches of bench/scale-search.ts over every region (Old Stock 12 months, Rental Properties
 * 12 months, Rental Market History over every month but the first) and the history with Year
 * Built From (a building filter: read from the activity rows either way). Each search is run
 * through the server's SEARCHES registry as a search thread runs it (the body before encoding).
 *
 *   npx tsx bench/rental-rollups.ts --db FILE [--runs 3]
 *
 * FILE is a migrated SQLite database (bench/migrate-file.ts migrates a seeded one). Prints one
 * line per search: the median, minimum and maximum milliseconds of each reading and the rows.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { connectSqliteReadOnly } from '../server/db/connection';
import { withRawActivity } from '../server/queries/rental/activity-rollups';
import { rentalMarketHistoryQuerySchema, rentalSearchQuerySchema } from '../server/routes/rental/query-schemas';
import { quarterSearchQuerySchema } from '../server/routes/urban/query-schemas';
import { runSearch, type SearchName, type SearchParams } from '../server/search-pool/searches';
import { addMonths } from '@contract/months';
import { RENTAL_PROJECT_TYPE, RENTAL_STANDING } from '@contract/product-facts';

const { values: args } = parseArgs({
  options: { db: { type: 'string' }, runs: { type: 'string', default: '3' } },
});
if (!args.db) throw new Error('usage: npx tsx bench/rental-rollups.ts --db FILE [--runs N]');
const runs = Number(args.runs);
const { db } = connectSqliteReadOnly(args.db);
const raw = withRawActivity(db);

const months = await db
  .selectFrom('rental_activity')
  .select((eb) => [eb.fn.min<string>('month').as('first'), eb.fn.max<string>('month').as('last')])
  .executeTakeFirstOrThrow();
const regions = (await db.selectFrom('regions').select('id').execute()).map((region) => String(region.id));

interface Case<Name extends SearchName> {
  label: string;
  name: Name;
  params: SearchParams<Name>;
}

const CASES = [
  {
    label: 'Projects, Old Stock, 12 months',
    name: 'urban.projects',
    params: {
      path: { projectType: RENTAL_PROJECT_TYPE, projectStanding: RENTAL_STANDING },
      query: quarterSearchQuerySchema.parse({
        region_filter: regions,
        timeType: 'months',
        queryMonth: months.last,
        timeRange: '12mo',
      }),
    },
  } satisfies Case<'urban.projects'>,
  {
    label: 'Rental Properties, 12 months',
    name: 'rental.propertyData',
    params: rentalSearchQuerySchema.parse({ region_filter: regions, queryMonth: months.last, timeRange: '12mo' }),
  } satisfies Case<'rental.propertyData'>,
  {
    label: 'Rental Market History, every month',
    name: 'rental.marketHistory',
    params: rentalMarketHistoryQuerySchema.parse({
      region_filter: regions,
      queryMonthStart: addMonths(months.first, 1),
      queryMonthEnd: months.last,
      timeRange: '1mo',
    }),
  } satisfies Case<'rental.marketHistory'>,
  {
    label: 'Rental Market History, Year Built From 1970',
    name: 'rental.marketHistory',
    params: rentalMarketHistoryQuerySchema.parse({
      region_filter: regions,
      queryMonthStart: addMonths(months.first, 1),
      queryMonthEnd: months.last,
      timeRange: '1mo',
      'yearbuilt-min': '1970',
    }),
  } satisfies Case<'rental.marketHistory'>,
] as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const summary = (values: number[]) =>
  `${Math.round(median(values))} ms (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))})`;

console.log(`load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
for (const search of CASES) {
  const timings = { rollups: [] as number[], activity: [] as number[] };
  let rows = 0;
  for (let run = 0; run < runs; run++) {
    for (const [reading, connection] of [
      ['rollups', db],
      ['activity', raw],
    ] as const) {
      const started = performance.now();
      const answer = (await runSearch(connection, search.name, search.params as never)) as { data: unknown[] };
      timings[reading].push(performance.now() - started);
      rows = answer.data.length;
    }
  }
  console.log(
    `${search.label} (${rows} rows): rollups ${summary(timings.rollups)}, activity rows ${summary(timings.activity)}`,
  );
}
console.log(`load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
await db.destroy();
