import type { ColumnDefinition, TotalRule } from '@contract/columns';
import { MAX, MIN, NONE, percentOf, SUM, weightedBy } from './total-rules';

/**
 * Column definitions of the old-stock rental tables, with totals per shared/design/MEASURES.md
 * "Rental (old stock) market totals": counts sum, rent and size are weighted by units surveyed,
 * vacancy is available / surveyed of the group, average DOM is weighted by DOM unit count, and
 * min/max take the group's min and max.
 */

const BY_SURVEYED = weightedBy('units_surveyed_actual');

/** The activity figures every rental table shows after its own leading columns. */
function activityColumns(total: (rule: TotalRule) => TotalRule): ColumnDefinition[] {
  return [
    { key: 'units_surveyed_actual', label: 'Units Surveyed', format: 'integer', total: total(SUM) },
    { key: 'available', label: 'Available Units', format: 'integer', total: total(SUM) },
    {
      key: 'vacancy_rate',
      label: 'Vacancy',
      format: 'percent',
      percentScale: 100,
      total: total(percentOf('available', 'units_surveyed_actual')),
    },
    { key: 'avg_rate', label: 'Avg. Rent', format: 'currency', total: total(BY_SURVEYED) },
    { key: 'min_rate', label: 'Min. Rent', format: 'currency', total: total(MIN) },
    { key: 'max_rate', label: 'Max. Rent', format: 'currency', total: total(MAX) },
    { key: 'size_sqft', label: 'Avg. Size (sq ft)', format: 'integer', total: total(BY_SURVEYED) },
    { key: 'min_psf', label: 'Min. psf', format: 'currencyWithCents', total: total(MIN) },
    { key: 'max_psf', label: 'Max. psf', format: 'currencyWithCents', total: total(MAX) },
    {
      key: 'average_dom',
      label: 'Avg. Days on Market',
      format: 'decimal',
      total: total(weightedBy('dom_unit_count')),
    },
  ];
}

const withTotals = (rule: TotalRule): TotalRule => rule;
/** History rows are one period each and get no subtotal rows (MEASURES.md "Market history rows"). */
const withoutTotals = (): TotalRule => NONE;

/**
 * GET /rental/propertydata. With tightRows a row is a property; without, a row is one unit type
 * of a property (part 1 §3 activity entries), shown with its unit type, beds and baths.
 */
export function rentalPropertyColumns(rows: 'properties' | 'unitTypes' = 'properties'): ColumnDefinition[] {
  const leading: ColumnDefinition[] = [
    { key: 'name', label: 'Property Name', format: 'text', total: NONE, link: 'rental', alwaysVisible: true },
    { key: 'property_manager', label: 'Property Manager', format: 'text', total: NONE },
    { key: 'address', label: 'Address', format: 'text', total: NONE },
    { key: 'year_built', label: 'Year Built', format: 'year', total: NONE },
    { key: 'storeys', label: 'Storeys', format: 'integer', total: NONE },
  ];
  if (rows === 'properties') {
    return [
      ...leading,
      { key: 'suite_count', label: 'Suites', format: 'integer', total: SUM },
      ...activityColumns(withTotals),
    ];
  }
  return [
    ...leading,
    // Unit-type rows repeat their building's suites: a sum would count a building once per unit type.
    { key: 'suite_count', label: 'Suites', format: 'integer', total: NONE },
    { key: 'unittype_name', label: 'Unit Type', format: 'text', total: NONE },
    { key: 'beds', label: 'Beds', format: 'integer', total: NONE },
    { key: 'baths', label: 'Baths', format: 'decimal', total: NONE },
    ...activityColumns(withTotals),
  ];
}

/** GET /rental/marketdata: one row per submarket. */
export function rentalMarketColumns(): ColumnDefinition[] {
  return [
    { key: 'name', label: 'Market', format: 'text', total: NONE, alwaysVisible: true },
    { key: 'property_count', label: 'Properties', format: 'integer', total: SUM },
    { key: 'suite_count', label: 'Suites', format: 'integer', total: SUM },
    ...activityColumns(withTotals),
  ];
}

/** GET /rental/markethistory and the building histories: one row per period, unit types below. */
export function rentalHistoryColumns(): ColumnDefinition[] {
  return [
    // Months and month ranges read as table dates, quarters as they are (part 1 §9).
    { key: 'period', label: 'Period', format: 'period', total: NONE, alwaysVisible: true },
    { key: 'property_count', label: 'Properties', format: 'integer', total: NONE },
    { key: 'suite_count', label: 'Suites', format: 'integer', total: NONE },
    ...activityColumns(withoutTotals),
  ];
}
