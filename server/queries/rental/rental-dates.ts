import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** The first and last months with rental activity ('YYYY-MM'), or null when there is none. */
export async function findRentalMonthRange(
  db: Kysely<Database>,
  propertyId?: number,
): Promise<{ min: string; max: string } | null> {
  let query = db
    .selectFrom('rental_activity')
    .select((eb) => [eb.fn.min<string | null>('month').as('min'), eb.fn.max<string | null>('month').as('max')]);
  if (propertyId !== undefined) query = query.where('property_id', '=', propertyId);
  const range = await query.executeTakeFirstOrThrow();
  return range.min !== null && range.max !== null ? { min: range.min, max: range.max } : null;
}
