import type { ColumnDefinition } from '@contract/columns';
import type { ProjectStanding } from '@contract/product-facts';
import { OLDSTOCK_ACTIVITY_COLUMNS, column, nameColumn } from './projects';
import { annualChange, AVG, percentOf, ratioOf, SUM, weightedBy } from './total-rules';

/**
 * Column definitions of the project market data table (part 1 §3 "Project market API row"):
 * one row per submarket, totals per MEASURES.md "Project market data". Derived figures are
 * recomputed from the group's own sums, so they are ratio/difference rules, never averages.
 */

const marketName = nameColumn('Market');
const projectCount = column('project_count', 'Projects', 'integer', SUM);
const suites = column('suite_count', 'Suites', 'integer', SUM);

const salesColumns: ColumnDefinition[] = [
  column('quarter_sales', 'Quarter Sales', 'integer', SUM),
  column('quarter_sales_last_year', 'Quarter Sales Last Year', 'integer', SUM),
  column(
    'quarter_sales_annual_change',
    'Quarter Sales Annual Change',
    'percent',
    annualChange('quarter_sales', 'quarter_sales_last_year'),
  ),
  column('four_qtr_sales', '4 Qtr Sales', 'integer', SUM),
  column('four_qtr_sales_last_year', '4 Qtr Sales Last Year', 'integer', SUM),
  column(
    'four_qtr_sales_annual_change',
    '4 Qtr Sales Annual Change',
    'percent',
    annualChange('four_qtr_sales', 'four_qtr_sales_last_year'),
  ),
];

const ACTIVE: ColumnDefinition[] = [
  marketName,
  projectCount,
  suites,
  ...salesColumns,
  column('total_sales', 'Total Sales', 'integer', SUM),
  column('total_sales_last_year', 'Total Sales Last Year', 'integer', SUM),
  column('total_sales_percentage', '% Sold', 'percent', percentOf('total_sales', 'suite_count')),
  column('unsold_inventory', 'Unsold Inventory', 'integer', {
    kind: 'difference',
    minuend: 'suite_count',
    subtrahend: 'total_sales',
  }),
  column('unsold_inventory_last_year', 'Unsold Inventory Last Year', 'integer', SUM),
  column('months_of_supply', 'Months of Supply', 'decimal', {
    kind: 'ratio',
    numerator: 'unsold_inventory',
    denominator: 'four_qtr_sales',
    multiplier: 12,
  }),
  column('sold_psf', 'Sold PSF', 'currency', weightedBy('quarter_sales')),
  column('sold_psf_last_year', 'Sold PSF Last Year', 'currency', weightedBy('quarter_sales_last_year')),
  column('sold_psf_annual_change', 'Sold PSF Annual Change', 'percent', annualChange('sold_psf', 'sold_psf_last_year')),
  column(
    'unsold_psf',
    'Unsold PSF',
    'currency',
    weightedBy({ minus: ['suite_count', 'total_sales'] as [string, string] }),
  ),
  column('unsold_psf_last_year', 'Unsold PSF Last Year', 'currency', weightedBy('unsold_inventory_last_year')),
  column(
    'unsold_psf_annual_change',
    'Unsold PSF Annual Change',
    'percent',
    annualChange('unsold_psf', 'unsold_psf_last_year'),
  ),
];

function listingColumns(priceLabel: string, withMaintenance: boolean): ColumnDefinition[] {
  return [
    marketName,
    projectCount,
    suites,
    ...salesColumns,
    column('total_listings', 'Total Listings', 'integer', SUM),
    column('total_active_listings', 'Active Listings', 'integer', SUM),
    column('sales_listings_percentage', 'Sales / Listings', 'percent', percentOf('quarter_sales', 'total_listings')),
    column('months_of_supply', 'Months of Supply', 'decimal', {
      kind: 'ratio',
      numerator: 'total_active_listings',
      denominator: 'four_qtr_sales',
      multiplier: 12,
    }),
    column('average_suite_size', 'Avg Suite Size (sq ft)', 'integer', ratioOf('sum_size', 'quarter_sales')),
    column('average_sale_price', priceLabel, 'currency', weightedBy('quarter_sales')),
    column('average_psf', 'Avg PSF', 'currencyWithCents', weightedBy('sum_size')),
    column('avg_psf_last_year', 'Avg PSF Last Year', 'currencyWithCents', weightedBy('sum_size_last_year')),
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
  marketName,
  projectCount,
  suites,
  column('total_buildings', 'Buildings', 'integer', SUM),
  column('number_of_floors', 'Avg Storeys', 'decimal', AVG),
  column('nsa_nla', 'NSA / NLA (sq ft)', 'integer', SUM),
  column('residential_gfa_sf', 'Residential GFA (sq ft)', 'integer', SUM),
  column('total_gfa', 'Total GFA (sq ft)', 'integer', SUM),
  column('parking_total', 'Parking', 'integer', SUM),
];

const CONSTRUCTION: ColumnDefinition[] = [
  marketName,
  projectCount,
  suites,
  column('number_of_floors', 'Avg Storeys', 'decimal', AVG),
  column('proposed_gfa', 'Proposed GFA (sq ft)', 'integer', SUM),
  column('total_gfa', 'Total GFA (sq ft)', 'integer', SUM),
];

const byRent = weightedBy('surveyed_units');
const byAnnualRent = weightedBy('surveyed_units_annual');

const COMPLETED: ColumnDefinition[] = [
  marketName,
  projectCount,
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
  column('avg_unit_size_annual', 'Avg Unit Size (Annual)', 'integer', byAnnualRent),
  column('avg_monthly_rent_annual', 'Avg Monthly Rent (Annual)', 'currency', byAnnualRent),
  column('avg_monthly_psf_annual', 'Avg Monthly PSF (Annual)', 'currencyWithCents', byAnnualRent),
  column('rental_unit_monthly_total', 'Monthly Rent Total', 'currency', SUM),
];

/** Old-stock market totals per MEASURES.md "Rental (old stock) market totals". */
const OLDSTOCK: ColumnDefinition[] = [
  marketName,
  column('property_count', 'Properties', 'integer', SUM),
  suites,
  ...OLDSTOCK_ACTIVITY_COLUMNS,
];

export const MARKET_COLUMNS: Readonly<Record<ProjectStanding, ColumnDefinition[]>> = {
  active: ACTIVE,
  resale: listingColumns('Avg Sale Price', true),
  rental: listingColumns('Avg Monthly Rent', false),
  proposed: PROPOSED,
  construction: CONSTRUCTION,
  completed: COMPLETED,
  oldstock: OLDSTOCK,
};
