import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { RentalHistoryRow } from '@contract/rental-search';
import { activitySumSelections, addSums, figuresFromSums, type ActivitySums } from './activity-figures';
import { propertyIdsInScope, type PropertyScope } from './filtered-properties';
import type { MonthPeriod } from '@contract/months';

/**
 * Rental market history: one row per period, its figures over every unit type of the buildings
 * in scope, and one sub row per unit type (part 2 §2.7 expandable rows). Unit counts are the
 * period's monthly means; a period without activity is left out.
 */
export async function findRentalHistory(
  db: Kysely<Database>,
  scope: PropertyScope,
  periods: readonly MonthPeriod[],
): Promise<RentalHistoryRow[]> {
  const first = periods[0];
  const last = periods[periods.length - 1];
  if (!first || !last) return [];
  const [monthly, buildings] = await Promise.all([
    db
      .selectFrom('rental_activity')
      .where('rental_activity.month', '>=', first.start)
      .where('rental_activity.month', '<=', last.end)
      .where('rental_activity.property_id', 'in', propertyIdsInScope(db, scope))
      .select((eb) => [
        'rental_activity.month',
        'rental_activity.unit_type',
        'rental_activity.unittype_name',
        eb.fn.max<number>('rental_activity.beds').as('beds'),
        ...activitySumSelections(eb),
      ])
      .groupBy(['rental_activity.month', 'rental_activity.unit_type', 'rental_activity.unittype_name'])
      .execute(),
    db
      .selectFrom('rental_activity')
      .innerJoin('rental_properties', 'rental_properties.id', 'rental_activity.property_id')
      .where('rental_activity.month', '>=', first.start)
      .where('rental_activity.month', '<=', last.end)
      .where('rental_activity.property_id', 'in', propertyIdsInScope(db, scope))
      .select((eb) => [
        'rental_activity.property_id',
        'rental_properties.suite_count',
        eb.fn.min<string>('rental_activity.month').as('first_month'),
        eb.fn.max<string>('rental_activity.month').as('last_month'),
      ])
      .groupBy(['rental_activity.property_id', 'rental_properties.suite_count'])
      .execute(),
  ]);

  return periods.flatMap((period): RentalHistoryRow[] => {
    const months = new Set(period.months);
    const inPeriod = monthly.filter((group) => months.has(group.month));
    if (inPeriod.length === 0) return [];
    const monthCount = new Set(inPeriod.map((group) => group.month)).size;
    const unitTypes = new Map<string, { name: string; beds: number; sums: ActivitySums[] }>();
    for (const group of inPeriod) {
      const unitType = unitTypes.get(group.unit_type) ?? {
        name: group.unittype_name,
        beds: Number(group.beds),
        sums: [],
      };
      unitType.sums.push(group);
      unitTypes.set(group.unit_type, unitType);
    }
    const active = buildings.filter(
      (building) => building.first_month <= period.end && building.last_month >= period.start,
    );
    return [
      {
        period: period.label,
        period_start: period.start,
        period_end: period.end,
        property_count: active.length,
        suite_count: active.reduce((total, building) => total + building.suite_count, 0),
        ...figuresFromSums(addSums(inPeriod, monthCount)),
        subRows: [...unitTypes.entries()]
          .sort(([, a], [, b]) => a.beds - b.beds || a.name.localeCompare(b.name))
          .map(([unitType, { name, sums }]) => ({
            period: name,
            unittype_name: name,
            unit_type: unitType,
            ...figuresFromSums(addSums(sums, monthCount)),
          })),
      },
    ];
  });
}
