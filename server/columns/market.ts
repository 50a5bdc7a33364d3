import type { ColumnDefinition } from '@contract/columns';
import type { ProjectStanding } from '@contract/product-facts';
import { column, columns } from './measures';
import { RENTAL_SURVEY_COLUMNS } from './projects';
import { OLDSTOCK_ACTIVITY_COLUMNS } from './rental';

/**
 * Column lists of the project market data table (part 1 §3 "Project market API row"): one row per
 * submarket, totals per MEASURES.md "Project market data" (the catalogue's `market` variants where a
 * market row's figure totals otherwise than a project row's). Derived figures are recomputed from
 * the group's own sums, so they are ratio/difference rules, never averages.
 */

const leading = [
  column('name', { variant: 'market', alwaysVisible: true }),
  ...columns('project_count', 'suite_count'),
];

const SALES = columns(
  'quarter_sales',
  'quarter_sales_last_year',
  'quarter_sales_annual_change',
  'four_qtr_sales',
  'four_qtr_sales_last_year',
  'four_qtr_sales_annual_change',
);

const ACTIVE: ColumnDefinition[] = [
  ...leading,
  ...SALES,
  ...columns(
    'total_sales',
    'total_sales_last_year',
    'total_sales_percentage',
    'unsold_inventory',
    'unsold_inventory_last_year',
    'months_of_supply',
  ),
  column('sold_psf', { variant: 'market' }),
  ...columns('sold_psf_last_year', 'sold_psf_annual_change'),
  column('unsold_psf', { variant: 'market' }),
  ...columns('unsold_psf_last_year', 'unsold_psf_annual_change'),
];

/** Resale and rental listings; the rental standing's listings are leases (its price a monthly rent). */
function listingColumns(standing: 'resale' | 'rental'): ColumnDefinition[] {
  return [
    ...leading,
    ...SALES,
    ...columns('total_listings', 'total_active_listings', 'sales_listings_percentage'),
    column('months_of_supply', { variant: 'listings' }),
    column('average_suite_size'),
    standing === 'rental' ? column('average_sale_price', { variant: 'rent' }) : column('average_sale_price'),
    ...columns('average_psf', 'avg_psf_last_year', 'avg_psf_annual_change_percentage'),
    // Part 1 §3 "Project market API row": maintenance_fee_psf (resale only).
    ...(standing === 'resale' ? columns('maintenance_fee_psf') : []),
    column('average_dom'),
  ];
}

const averageStoreys = column('number_of_floors', { variant: 'market' });

const PROPOSED: ColumnDefinition[] = [
  ...leading,
  column('total_buildings'),
  averageStoreys,
  ...columns('nsa_nla', 'residential_gfa_sf', 'total_gfa', 'parking_total'),
];

const CONSTRUCTION: ColumnDefinition[] = [...leading, averageStoreys, ...columns('proposed_gfa', 'total_gfa')];

const COMPLETED: ColumnDefinition[] = [...leading, ...RENTAL_SURVEY_COLUMNS, column('rental_unit_monthly_total')];

/** Old-stock market totals per MEASURES.md "Rental (old stock) market totals". */
const OLDSTOCK: ColumnDefinition[] = [
  column('name', { variant: 'market', alwaysVisible: true }),
  ...columns('property_count', 'suite_count'),
  ...OLDSTOCK_ACTIVITY_COLUMNS,
];

export const MARKET_COLUMNS: Readonly<Record<ProjectStanding, ColumnDefinition[]>> = {
  active: ACTIVE,
  resale: listingColumns('resale'),
  rental: listingColumns('rental'),
  proposed: PROPOSED,
  construction: CONSTRUCTION,
  completed: COMPLETED,
  oldstock: OLDSTOCK,
};
