import type { ColumnDefinition } from '@contract/columns';
import { column, columns, withoutTotal } from './measures';

/**
 * Column lists of the old-stock rental tables (measures in ./measures.ts, totals per
 * shared/design/MEASURES.md "Rental (old stock) market totals": counts sum, rent and size are
 * weighted by units surveyed, vacancy is available / surveyed of the group, average DOM is
 * weighted by DOM unit count, and min/max take the group's min and max).
 */

/**
 * The activity figures every old-stock table shows after its own leading columns: the rental
 * search's three views and the old-stock project standing's (server/columns/projects.ts, market.ts).
 */
export const OLDSTOCK_ACTIVITY_COLUMNS: readonly ColumnDefinition[] = [
  ...columns('units_surveyed_actual', 'available'),
  column('vacancy_rate', { variant: 'rentalActivity' }),
  ...columns('avg_rate', 'min_rate', 'max_rate', 'size_sqft', 'min_psf', 'max_psf'),
  column('average_dom', { variant: 'rentalActivity' }),
];

/** A rental building's name links to its profile (part 1 §2). */
export const RENTAL_PROPERTY_NAME = column('name', { variant: 'rentalProperty', link: 'rental', alwaysVisible: true });

/**
 * GET /rental/propertydata. With tightRows a row is a property; without, a row is one unit type
 * of a property (part 1 §3 activity entries), shown with its unit type, beds and baths.
 */
export function rentalPropertyColumns(rows: 'properties' | 'unitTypes' = 'properties'): ColumnDefinition[] {
  const leading = [RENTAL_PROPERTY_NAME, ...columns('property_manager', 'address', 'year_built', 'storeys')];
  if (rows === 'properties') return [...leading, column('suite_count'), ...OLDSTOCK_ACTIVITY_COLUMNS];
  return [
    ...leading,
    // Unit-type rows repeat their building's suites: a sum would count a building once per unit
    // type. A unit type's beds are its bedrooms, not beds to add up.
    withoutTotal(column('suite_count')),
    column('unittype_name'),
    withoutTotal(column('beds')),
    column('baths'),
    ...OLDSTOCK_ACTIVITY_COLUMNS,
  ];
}

/** GET /rental/marketdata: one row per submarket. */
export function rentalMarketColumns(): ColumnDefinition[] {
  return [
    column('name', { variant: 'market', alwaysVisible: true }),
    ...columns('property_count', 'suite_count'),
    ...OLDSTOCK_ACTIVITY_COLUMNS,
  ];
}

/**
 * GET /rental/markethistory and the building histories: one row per period, unit types below;
 * history rows get no subtotal rows (MEASURES.md "Market history rows").
 */
export function rentalHistoryColumns(): ColumnDefinition[] {
  return [
    // Months and month ranges read as table dates, quarters as they are (part 1 §9).
    column('period', { alwaysVisible: true }),
    ...columns('property_count', 'suite_count'),
    ...OLDSTOCK_ACTIVITY_COLUMNS,
  ].map(withoutTotal);
}
