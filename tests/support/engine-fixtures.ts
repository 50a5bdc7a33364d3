import type { ColumnDefinition } from '@contract/columns';
import type { SearchRow } from '@contract/search';

/** Project columns with the rules MEASURES.md gives for project rows. */
export const PROJECT_COLUMNS: ColumnDefinition[] = [
  { key: 'name', label: 'Name', format: 'text', total: { kind: 'none' }, alwaysVisible: true },
  { key: 'suite_count', label: 'Suites', format: 'integer', total: { kind: 'sum' } },
  { key: 'total_sales', label: 'Sold', format: 'integer', total: { kind: 'sum' } },
  { key: 'sold_psf', label: 'Sold PSF', format: 'currency', total: { kind: 'wavg', weight: 'total_sales' } },
  {
    key: 'unsold_psf',
    label: 'Unsold PSF',
    format: 'currency',
    total: { kind: 'wavg', weight: { minus: ['suite_count', 'total_sales'] } },
  },
  {
    key: 'total_sales_percentage',
    label: '% Sold',
    format: 'percent',
    percentScale: 100,
    total: { kind: 'ratio', numerator: 'total_sales', denominator: 'suite_count', multiplier: 100 },
  },
  { key: 'months_to_70_sold', label: 'Months to 70%', format: 'decimal', total: { kind: 'avg' } },
  { key: 'opening_date', label: 'Opened', format: 'date', total: { kind: 'none' } },
];

/** Region, municipality and submarket (id and name each; a missing submarket is Other). */
export type Place = [number, string, number, string, number | null, string | null];

/** The geography fields of a row in a place. */
export function placeFields(place: Place): SearchRow {
  const [regionId, regionName, municipalityId, municipalityName, submarketId, submarketName] = place;
  return {
    region_id: regionId,
    region_name: regionName,
    municipality_id: municipalityId,
    municipality_name: municipalityName,
    submarket_id: submarketId,
    submarket_name: submarketName,
  };
}

function project(
  id: number,
  name: string,
  geo: Place,
  suites: number,
  sold: number,
  soldPsf: number,
  unsoldPsf: number | null,
  months70: number | null,
  extra: Partial<SearchRow> = {},
): SearchRow {
  return {
    id,
    name,
    ...placeFields(geo),
    suite_count: suites,
    total_sales: sold,
    sold_psf: soldPsf,
    unsold_psf: unsoldPsf,
    total_sales_percentage: (sold / suites) * 100,
    months_to_70_sold: months70,
    latitude: 43.7 + id / 100,
    longitude: -79.4 + id / 100,
    opening_date: `202${id}-0${id}-15`,
    map_icon: 'condo_active',
    ...extra,
  };
}

const NORTH: [number, string, number, string, number | null, string | null] = [
  1,
  'Alpha Region',
  10,
  'Brampton',
  11,
  'North',
];
const BRAMPTON_OTHER: [number, string, number, string, number | null, string | null] = [
  1,
  'Alpha Region',
  10,
  'Brampton',
  null,
  null,
];
const CENTRAL: [number, string, number, string, number | null, string | null] = [
  1,
  'Alpha Region',
  20,
  'Ajax',
  21,
  'Central',
];
const WEST: [number, string, number, string, number | null, string | null] = [
  2,
  'Beta Region',
  30,
  'Caledon',
  31,
  'West',
];

/**
 * Six projects whose totals are worked out by hand in rollup.test.ts:
 * Alpha Region > Brampton > North: Maple Tower (100 suites, 60 sold, $500, unsold $300, 10 months),
 *   Birch House (50, 40, $600, unsold $350); Brampton > Other: Cedar Lofts (30, 30, $700);
 * Alpha Region > Ajax > Central: Dune Condos (200, 50, $550, unsold $400, 12 months);
 * Beta Region > Caledon > West: Elm Court (80, 20, $800, unsold $500), on hold.
 */
export const PROJECT_ROWS: SearchRow[] = [
  project(1, 'Maple Tower', NORTH, 100, 60, 500, 300, 10),
  project(2, 'Birch House', NORTH, 50, 40, 600, 350, null),
  project(3, 'Cedar Lofts', BRAMPTON_OTHER, 30, 30, 700, null, null, { is_soldout: true }),
  project(4, 'Dune Condos', CENTRAL, 200, 50, 550, 400, 12, { is_cancelled: '0' }),
  project(5, 'Elm Court', WEST, 80, 20, 800, 500, null, { is_onholdoffmarket: '1' }),
];
