import type { ColumnDefinition, ColumnFormat, TotalOperand, TotalRule } from '@contract/columns';
import type { ProjectStanding } from '@contract/product-facts';
import { annualChange, AVG, MAX, MIN, NONE, percentOf, ratioOf, SUM, weightedBy } from './total-rules';

/**
 * Column definitions of the project search tables, one list per standing (part 1 §3 "Project
 * row"), with the total rules of MEASURES.md "Project rows". The market and history column
 * modules reuse the column builders below so every table states its columns the same way.
 */

export function column(
  key: string,
  label: string,
  format: ColumnFormat,
  total: TotalRule,
  extra: Partial<ColumnDefinition> = {},
): ColumnDefinition {
  return { key, label, format, total, ...(format === 'percent' ? { percentScale: 100 } : {}), ...extra };
}

export function nameColumn(label: string, link?: ColumnDefinition['link']): ColumnDefinition {
  return column('name', label, 'text', NONE, { alwaysVisible: true, ...(link ? { link } : {}) });
}

const projectName = nameColumn('Project Name', 'project');
const address = column('street_address', 'Address', 'text', NONE);
const developer = column('developer', 'Developer', 'text', NONE);
const storeys = column('number_of_floors', 'Storeys', 'integer', NONE);
const suites = column('suite_count', 'Suites', 'integer', SUM);

const ACTIVE: ColumnDefinition[] = [
  projectName,
  address,
  developer,
  column('construct_status_label', 'Construction Status', 'text', NONE),
  column('opening_date', 'Opening Date', 'date', NONE),
  column('occupancy_date', 'Occupancy Date', 'date', NONE),
  storeys,
  suites,
  column('quarter_sales', 'Quarter Sales', 'integer', SUM),
  column('four_qtr_sales', '4 Qtr Sales', 'integer', SUM),
  column('total_sales', 'Total Sales', 'integer', SUM),
  column('total_sales_percentage', '% Sold', 'percent', percentOf('total_sales', 'suite_count')),
  column('unsold_units', 'Unsold Units', 'integer', SUM),
  column('opening_psf', 'Opening PSF', 'currency', weightedBy('suite_count')),
  column('sold_psf', 'Sold PSF', 'currency', weightedBy('total_sales')),
  column('unsold_psf', 'Unsold PSF', 'currency', weightedBy('unsold_units')),
  column('avg_suite_size', 'Avg Suite Size (sq ft)', 'integer', weightedBy('suite_count')),
  column('months_to_70_sold', 'Months to 70% Sold', 'decimal', AVG),
];

function listingColumns(priceLabel: string, withMaintenance: boolean): ColumnDefinition[] {
  return [
    projectName,
    address,
    developer,
    column('register_date', 'Registration Date', 'date', NONE),
    storeys,
    suites,
    column('quarter_sales', 'Quarter Transactions', 'integer', SUM),
    column('four_qtr_sales', '4 Qtr Transactions', 'integer', SUM),
    column('total_listings', 'Total Listings', 'integer', SUM),
    column('total_active_listings', 'Active Listings', 'integer', SUM),
    column('average_suite_size', 'Avg Suite Size (sq ft)', 'integer', ratioOf('sum_size', 'quarter_sales')),
    column('average_sale_price', priceLabel, 'currency', weightedBy('quarter_sales')),
    column('average_psf', 'Avg PSF', withMaintenance ? 'currency' : 'currencyWithCents', weightedBy('sum_size')),
    column(
      'avg_psf_last_year',
      'Avg PSF Last Year',
      withMaintenance ? 'currency' : 'currencyWithCents',
      weightedBy('sum_size_last_year'),
    ),
    column(
      'avg_psf_annual_change_percentage',
      'Avg PSF Annual Change',
      'percent',
      annualChange('average_psf', 'avg_psf_last_year'),
    ),
    ...(withMaintenance
      ? [column('maintenance_fee_psf', 'Maintenance Fee PSF', 'currencyWithCents', weightedBy('sum_size'))]
      : []),
    column('average_dom', 'Avg Days on Market', 'decimal', weightedBy('quarter_sales')),
  ];
}

const PROPOSED: ColumnDefinition[] = [
  projectName,
  address,
  column('proposed_developer_owner', 'Developer / Owner', 'text', NONE),
  column('project_status_label', 'Status', 'text', NONE),
  column('proposed_opening', 'Proposed Opening', 'date', NONE),
  // Part 1 §3 "Project table row display" lists occupancyDate beside storeys and structure.
  column('occupancy_date', 'Occupancy Date', 'date', NONE),
  storeys,
  suites,
  column('total_buildings', 'Buildings', 'integer', SUM),
  column('proposed_gfa', 'Proposed GFA (sq ft)', 'integer', SUM),
  column('residential_gfa_sf', 'Residential GFA (sq ft)', 'integer', SUM),
  column('nsa_nla', 'NSA / NLA (sq ft)', 'integer', SUM),
  column('parking_total', 'Parking', 'integer', SUM),
  column('structure_description', 'Structure', 'text', NONE),
  column('urbanaction', 'UrbanAction', 'text', NONE),
  column('comments', 'Comments', 'text', NONE),
];

const CONSTRUCTION: ColumnDefinition[] = [
  projectName,
  address,
  developer,
  column('construct_status_label', 'Construction Status', 'text', NONE),
  column('construction_date', 'Construction Start', 'date', NONE),
  column('occupancy_date', 'Occupancy Date', 'date', NONE),
  storeys,
  suites,
  column('total_gfa', 'Total GFA (sq ft)', 'integer', SUM),
  column('proposed_gfa', 'Proposed GFA (sq ft)', 'integer', SUM),
];

const byRent = weightedBy('surveyed_units');
const byAnnualRent = weightedBy('surveyed_units_annual');

const COMPLETED: ColumnDefinition[] = [
  projectName,
  address,
  developer,
  column('property_manager', 'Property Manager', 'text', NONE),
  column('occupancy_date', 'Occupancy Date', 'date', NONE),
  column('full_occupancy_date', 'Full Occupancy Date', 'date', NONE),
  storeys,
  suites,
  column('surveyed_units', 'Surveyed Units', 'integer', SUM),
  column('availability_rate', 'Availability Rate', 'percent', byRent),
  column('vacancy_rate', 'Vacancy Rate', 'percent', byRent),
  column('avg_unit_size', 'Avg Unit Size (sq ft)', 'integer', byRent),
  column('avg_monthly_rent', 'Avg Monthly Rent', 'currency', byRent),
  column('avg_monthly_psf', 'Avg Monthly PSF', 'currencyWithCents', byRent),
  column('surveyed_units_annual', 'Surveyed Units (Annual)', 'integer', SUM),
  column('availability_rate_annual', 'Availability Rate (Annual)', 'percent', byAnnualRent),
  column('vacancy_rate_annual', 'Vacancy Rate (Annual)', 'percent', byAnnualRent),
  column('avg_monthly_rent_annual', 'Avg Monthly Rent (Annual)', 'currency', byAnnualRent),
  column('avg_monthly_psf_annual', 'Avg Monthly PSF (Annual)', 'currencyWithCents', byAnnualRent),
  column('parking_availability', 'Parking', 'text', NONE),
  column('parking_cost', 'Parking Cost', 'currency', NONE),
];

/** Old-stock rental buildings (part 1 §3 "Old-stock rental property row"), pooled over the time range. */
/** Old-stock unit activity measures, per MEASURES.md "Rental (old stock) market totals". */
export const OLDSTOCK_ACTIVITY_COLUMNS: ColumnDefinition[] = [
  column('units_surveyed_actual', 'Units Surveyed', 'integer', SUM),
  column('available', 'Available', 'integer', SUM),
  column('availability_rate', 'Availability Rate', 'percent', percentOf('available', 'units_surveyed_actual')),
  column('size_sqft', 'Avg Size (sq ft)', 'integer', weightedBy('units_surveyed_actual')),
  column('avg_rate', 'Avg Rent', 'currency', weightedBy('units_surveyed_actual')),
  column('min_rate', 'Min Rent', 'currency', MIN),
  column('max_rate', 'Max Rent', 'currency', MAX),
  column('min_psf', 'Min PSF', 'currencyWithCents', MIN),
  column('max_psf', 'Max PSF', 'currencyWithCents', MAX),
  column('average_dom', 'Avg Days on Market', 'decimal', weightedBy('dom_unit_count')),
];

export const OLDSTOCK_PROPERTY_COLUMNS: ColumnDefinition[] = [
  nameColumn('Property Name', 'rental'),
  column('address', 'Address', 'text', NONE),
  column('property_manager', 'Property Manager', 'text', NONE),
  column('year_built', 'Year Built', 'year', NONE),
  column('storeys', 'Storeys', 'integer', NONE),
  column('suite_count', 'Suites', 'integer', SUM),
  ...OLDSTOCK_ACTIVITY_COLUMNS,
];

export const PROJECT_COLUMNS: Readonly<Record<ProjectStanding, ColumnDefinition[]>> = {
  active: ACTIVE,
  resale: listingColumns('Avg Sale Price', true),
  rental: listingColumns('Avg Monthly Rent', false),
  proposed: PROPOSED,
  construction: CONSTRUCTION,
  completed: COMPLETED,
  oldstock: OLDSTOCK_PROPERTY_COLUMNS,
};

function operandFields(operand: TotalOperand): string[] {
  return typeof operand === 'string' ? [operand] : operand.minus;
}

/** The row fields a table needs: its columns and every field their totals read (weights, operands). */
export function fieldsReadBy(columns: readonly ColumnDefinition[]): string[] {
  const fields = new Set<string>();
  for (const definition of columns) {
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
