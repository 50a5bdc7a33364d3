import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/**
 * The first and last months with rental activity ('YYYY-MM'), or null when there is none. One
 * statement of two index seeks (the month index; a building's key starts with its id and the
 * month): min and max in one select made SQLite read every entry of the month index, 300 ms of
 * CPU at SEED_SCALE=10 (3.6 million rows) on every rental market history call.
 */
export async function findRentalMonthRange(
  db: Kysely<Database>,
  propertyId?: number,
): Promise<{ min: string; max: string } | null> {
  const range = await rentalMonthRangeQuery(db, propertyId).executeTakeFirstOrThrow();
  return range.min !== null && range.max !== null ? { min: range.min, max: range.max } : null;
}

/** findRentalMonthRange's statement (its query plan is checked by history-query-plans.test.ts). */
export function rentalMonthRangeQuery(db: Kysely<Database>, propertyId?: number) {
  const months = () => {
    const query = db.selectFrom('rental_activity');
    return propertyId === undefined ? query : query.where('property_id', '=', propertyId);
  };
  return db.selectNoFrom(() => [
    months()
      .select((inner) => inner.fn.min<string | null>('month').as('month'))
      .as('min'),
    months()
      .select((inner) => inner.fn.max<string | null>('month').as('month'))
      .as('max'),
  ]);
}
