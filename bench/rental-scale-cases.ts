/**
 * The widest rental searches of bench/scale-search.ts over every region, as the server's SEARCHES
 * registry takes them (path and query parsed by the routes' own schemas): Projects Old Stock and
 * Rental Properties over 12 months ending at the newest month, Rental Market History over every
 * month but the first, and that history narrowed by Year Built From (a building filter). Shared
 * by the server-side benchmarks (bench/rental-pieces.ts, bench/rental-rollups.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/database';
import { rentalMarketHistoryQuerySchema, rentalSearchQuerySchema } from '../server/routes/rental/query-schemas';
import { quarterSearchQuerySchema } from '../server/routes/urban/query-schemas';
import type { SearchName, SearchParams } from '../server/search-pool/searches';
import { addMonths } from '@contract/months';
import { RENTAL_PROJECT_TYPE, RENTAL_STANDING } from '@contract/product-facts';

interface RentalScaleCase<Name extends SearchName> {
  label: string;
  name: Name;
  params: SearchParams<Name>;
}

export async function rentalScaleCases(db: Kysely<Database>) {
  const months = await db
    .selectFrom('rental_activity')
    .select((eb) => [eb.fn.min<string>('month').as('first'), eb.fn.max<string>('month').as('last')])
    .executeTakeFirstOrThrow();
  const regions = (await db.selectFrom('regions').select('id').execute()).map((region) => String(region.id));
  const everyMonth = {
    region_filter: regions,
    queryMonthStart: addMonths(months.first, 1),
    queryMonthEnd: months.last,
  };
  return {
    oldStock: {
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
    } satisfies RentalScaleCase<'urban.projects'>,
    rentalProperties: {
      label: 'Rental Properties, 12 months',
      name: 'rental.propertyData',
      params: rentalSearchQuerySchema.parse({ region_filter: regions, queryMonth: months.last, timeRange: '12mo' }),
    } satisfies RentalScaleCase<'rental.propertyData'>,
    history: {
      label: 'Rental Market History, every month',
      name: 'rental.marketHistory',
      params: rentalMarketHistoryQuerySchema.parse({ ...everyMonth, timeRange: '1mo' }),
    } satisfies RentalScaleCase<'rental.marketHistory'>,
    filteredHistory: {
      label: 'Rental Market History, Year Built From 1970',
      name: 'rental.marketHistory',
      params: rentalMarketHistoryQuerySchema.parse({ ...everyMonth, timeRange: '1mo', 'yearbuilt-min': '1970' }),
    } satisfies RentalScaleCase<'rental.marketHistory'>,
  };
}
