import type { ColumnDefinition } from '../../../src/api/columns';
import type { SearchResponse, SearchRow } from '../../../src/api/search';

/**
 * A deterministic project search result shaped like the server's (part 1 §3 "Project row"),
 * of any size, for the table's tests and benchmark: 5 regions x 4 municipalities x 5
 * submarkets, one submarket in five missing (the "Other" group).
 */
export const SYNTHETIC_COLUMNS: ColumnDefinition[] = [
  { key: 'name', label: 'Project', format: 'text', total: { kind: 'none' }, link: 'project', alwaysVisible: true },
  { key: 'developer', label: 'Developer', format: 'text', total: { kind: 'none' } },
  { key: 'suite_count', label: 'Suites', format: 'integer', total: { kind: 'sum' } },
  { key: 'total_sales', label: 'Total Sales', format: 'integer', total: { kind: 'sum' } },
  { key: 'sold_psf', label: 'Sold PSF', format: 'currency', total: { kind: 'wavg', weight: 'total_sales' } },
  { key: 'opening_psf', label: 'Opening PSF', format: 'currency', total: { kind: 'wavg', weight: 'suite_count' } },
  { key: 'occupancy_date', label: 'Occupancy', format: 'date', total: { kind: 'none' } },
  { key: 'months_to_70_sold', label: 'Months to 70% Sold', format: 'decimal', total: { kind: 'avg' } },
];

const REGIONS = ['Durham', 'Halton', 'Hamilton', 'Peel', 'York'];
const DEVELOPERS = ['Tridel', 'Mattamy', 'Daniels', 'Menkes', 'Great Gulf', 'Minto'];

/** Park-Miller: the same rows on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

export function syntheticProjectRows(count: number, seed = 7): SearchRow[] {
  const next = random(seed);
  const rows: SearchRow[] = [];
  for (let index = 0; index < count; index++) {
    const region = index % REGIONS.length;
    const municipality = Math.floor(index / REGIONS.length) % 4;
    const submarket = Math.floor(index / (REGIONS.length * 4)) % 5;
    const municipalityId = region * 10 + municipality + 1;
    const suites = 50 + Math.floor(next() * 600);
    const sold = Math.floor(suites * next());
    rows.push({
      id: index + 1,
      name: `Project ${String(index + 1).padStart(6, '0')}`,
      developer: DEVELOPERS[index % DEVELOPERS.length] ?? null,
      region_id: region + 1,
      region_name: REGIONS[region] ?? null,
      municipality_id: municipalityId,
      municipality_name: `${REGIONS[region]} City ${municipality + 1}`,
      submarket_id: submarket === 4 ? null : municipalityId * 10 + submarket + 1,
      submarket_name: submarket === 4 ? null : `${REGIONS[region]} ${municipality + 1}-${submarket + 1}`,
      latitude: 43.4 + next() * 0.6,
      longitude: -79.9 + next() * 0.9,
      suite_count: suites,
      total_sales: sold,
      sold_psf: sold === 0 ? null : Math.round(800 + next() * 900),
      opening_psf: Math.round(700 + next() * 800),
      occupancy_date: `${2020 + (index % 8)}-${String((index % 12) + 1).padStart(2, '0')}-01`,
      months_to_70_sold: next() < 0.3 ? null : Math.round(next() * 480) / 10,
    });
  }
  return rows;
}

export function syntheticProjectResponse(count: number): SearchResponse {
  return {
    data: syntheticProjectRows(count),
    tableHeaders: { data: SYNTHETIC_COLUMNS },
    clamped: false,
    clamped_message: null,
  };
}
