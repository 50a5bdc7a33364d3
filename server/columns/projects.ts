import type { ColumnDefinition, TotalOperand } from '@contract/columns';
import type { ProjectStanding } from '@contract/product-facts';
import { column, columns } from './measures';
import { OLDSTOCK_ACTIVITY_COLUMNS, RENTAL_PROPERTY_NAME } from './rental';

/**
 * Column lists of the project search tables, one per standing (part 1 §3 "Project row"); each
 * field's label, format and total (MEASURES.md "Project rows") are the catalogue's (./measures.ts).
 */

const projectName = column('name', { link: 'project', alwaysVisible: true });

const ACTIVE: ColumnDefinition[] = [
  projectName,
  ...columns(
    'street_address',
    'developer',
    'construct_status_label',
    'opening_date',
    'occupancy_date',
    'number_of_floors',
    'suite_count',
    'quarter_sales',
    'four_qtr_sales',
    'total_sales',
    'total_sales_percentage',
    'unsold_units',
    'opening_psf',
    'sold_psf',
    'unsold_psf',
    'avg_suite_size',
    'months_to_70_sold',
  ),
];

/** Resale and rental listing rows (part 1 §3); the rental standing's listings are leases. */
function listingColumns(standing: 'resale' | 'rental'): ColumnDefinition[] {
  return [
    projectName,
    ...columns(
      'street_address',
      'developer',
      'register_date',
      'number_of_floors',
      'suite_count',
      'quarter_sales',
      'four_qtr_sales',
      'total_listings',
      'total_active_listings',
      'average_suite_size',
    ),
    standing === 'rental' ? column('average_sale_price', { variant: 'rent' }) : column('average_sale_price'),
    ...columns('average_psf', 'avg_psf_last_year', 'avg_psf_annual_change_percentage'),
    // Part 1 §3 "Project market API row": maintenance_fee_psf (resale only).
    ...(standing === 'resale' ? columns('maintenance_fee_psf') : []),
    column('average_dom'),
  ];
}

const PROPOSED: ColumnDefinition[] = [
  projectName,
  ...columns(
    'street_address',
    'proposed_developer_owner',
    'project_status_label',
    'proposed_opening',
    // Part 1 §3 "Project table row display" lists occupancyDate beside storeys and structure.
    'occupancy_date',
    'number_of_floors',
    'suite_count',
    'total_buildings',
    'proposed_gfa',
    'residential_gfa_sf',
    'nsa_nla',
    'parking_total',
    'structure_description',
    'urbanaction',
    'comments',
  ),
];

const CONSTRUCTION: ColumnDefinition[] = [
  projectName,
  ...columns(
    'street_address',
    'developer',
    'construct_status_label',
    'construction_date',
    'occupancy_date',
    'number_of_floors',
    'suite_count',
    'total_gfa',
    'proposed_gfa',
  ),
];

/**
 * The rental survey of completed projects (part 1 §3 "Completed": surveyed units, availability and
 * vacancy rates, unit size, monthly rent and PSF, each with its _annual value), in the project and
 * the market tables alike.
 */
export const RENTAL_SURVEY_COLUMNS: readonly ColumnDefinition[] = columns(
  'surveyed_units',
  'availability_rate',
  'vacancy_rate',
  'avg_unit_size',
  'avg_monthly_rent',
  'avg_monthly_psf',
  'surveyed_units_annual',
  'availability_rate_annual',
  'vacancy_rate_annual',
  'avg_unit_size_annual',
  'avg_monthly_rent_annual',
  'avg_monthly_psf_annual',
);

const COMPLETED: ColumnDefinition[] = [
  projectName,
  ...columns(
    'street_address',
    'developer',
    'property_manager',
    'occupancy_date',
    'full_occupancy_date',
    'number_of_floors',
    'suite_count',
  ),
  ...RENTAL_SURVEY_COLUMNS,
  ...columns('parking_availability', 'parking_cost'),
];

/**
 * Old-stock rental buildings (part 1 §3 "Old-stock rental property row"), pooled over the time
 * range: the rental search's building and its activity figures (server/columns/rental.ts).
 */
export const OLDSTOCK_PROPERTY_COLUMNS: ColumnDefinition[] = [
  RENTAL_PROPERTY_NAME,
  ...columns('address', 'property_manager', 'year_built', 'storeys', 'suite_count'),
  ...OLDSTOCK_ACTIVITY_COLUMNS,
];

export const PROJECT_COLUMNS: Readonly<Record<ProjectStanding, ColumnDefinition[]>> = {
  active: ACTIVE,
  resale: listingColumns('resale'),
  rental: listingColumns('rental'),
  proposed: PROPOSED,
  construction: CONSTRUCTION,
  completed: COMPLETED,
  oldstock: OLDSTOCK_PROPERTY_COLUMNS,
};

function operandFields(operand: TotalOperand): string[] {
  return typeof operand === 'string' ? [operand] : operand.minus;
}

/** The row fields a table needs: its columns and every field their totals read (weights, operands). */
export function fieldsReadBy(definitions: readonly ColumnDefinition[]): string[] {
  const fields = new Set<string>();
  for (const definition of definitions) {
    fields.add(definition.key);
    const total = definition.total;
    if (total.kind === 'wavg') operandFields(total.weight).forEach((field) => fields.add(field));
    if (total.kind === 'ratio')
      [total.numerator, total.denominator].flatMap(operandFields).forEach((field) => fields.add(field));
    if (total.kind === 'difference')
      [total.minuend, total.subtrahend].flatMap(operandFields).forEach((field) => fields.add(field));
  }
  return [...fields];
}
