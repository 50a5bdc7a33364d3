/**
 * Synthetic project-search results shaped like the server's (8 regions, 33 municipalities,
 * 75 submarkets, about 10% of rows without a submarket), deterministic from a seed. Used by the
 * benchmarks and the browser tests; no Node or DOM APIs so both can import it.
 */
import type { ColumnDefinition } from '@contract/columns';
import type { SearchResponse, SearchRow } from '@contract/search';

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SYNTHETIC_COLUMNS: ColumnDefinition[] = [
  { key: 'name', label: 'Project', format: 'text', total: { kind: 'none' }, alwaysVisible: true, link: 'project' },
  { key: 'developer', label: 'Developer', format: 'text', total: { kind: 'none' } },
  { key: 'suite_count', label: 'Suites', format: 'integer', total: { kind: 'sum' } },
  { key: 'total_sales', label: 'Total Sold', format: 'integer', total: { kind: 'sum' } },
  { key: 'quarter_sales', label: 'Qtr Sales', format: 'integer', total: { kind: 'sum' } },
  { key: 'opening_psf', label: 'Opening PSF', format: 'currency', total: { kind: 'wavg', weight: 'suite_count' } },
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
  { key: 'avg_suite_size', label: 'Avg Size', format: 'integer', total: { kind: 'wavg', weight: 'suite_count' } },
  { key: 'months_to_70_sold', label: 'Months to 70%', format: 'decimal', total: { kind: 'avg' } },
  { key: 'number_of_floors', label: 'Storeys', format: 'integer', total: { kind: 'none' } },
  { key: 'opening_date', label: 'Opening', format: 'date', total: { kind: 'none' } },
];

const REGIONS = ['Toronto', 'Peel', 'York', 'Durham', 'Halton', 'Hamilton', 'Simcoe', 'Dufferin'];

interface Geography {
  regionId: number;
  regionName: string;
  municipalityId: number;
  municipalityName: string;
  submarkets: Array<{ id: number; name: string; lat: number; lng: number }>;
}

function geography(): Geography[] {
  const random = mulberry32(7);
  const list: Geography[] = [];
  let submarketId = 100;
  for (let m = 0; m < 33; m++) {
    const region = m % REGIONS.length;
    const submarkets = [];
    const count = m < 9 ? 3 : 2; // 9 * 3 + 24 * 2 = 75 submarkets
    for (let s = 0; s < count; s++) {
      submarkets.push({
        id: submarketId++,
        name: `Submarket ${String.fromCharCode(65 + s)}${m}`,
        lat: 43.4 + random() * 0.8,
        lng: -80.0 + random() * 1.2,
      });
    }
    list.push({
      regionId: region + 1,
      regionName: REGIONS[region]!,
      municipalityId: m + 1,
      municipalityName: `Municipality ${m + 1}`,
      submarkets,
    });
  }
  return list;
}

const DEVELOPERS = Array.from({ length: 120 }, (_, i) => `Developer ${i + 1}`);

export function syntheticRows(count: number, seed = 1): SearchRow[] {
  const random = mulberry32(seed);
  const geo = geography();
  const rows: SearchRow[] = new Array<SearchRow>(count);
  for (let i = 0; i < count; i++) {
    const municipality = geo[Math.floor(random() * geo.length)]!;
    const submarket = municipality.submarkets[Math.floor(random() * municipality.submarkets.length)]!;
    const other = random() < 0.1;
    const suites = 20 + Math.floor(random() * 600);
    const sold = Math.floor(random() * (suites + 1));
    const year = 2004 + Math.floor(random() * 22);
    const month = 1 + Math.floor(random() * 12);
    rows[i] = {
      id: i + 1,
      name: `Project ${i + 1}`,
      developer: DEVELOPERS[Math.floor(random() * DEVELOPERS.length)]!,
      region_id: municipality.regionId,
      region_name: municipality.regionName,
      municipality_id: municipality.municipalityId,
      municipality_name: municipality.municipalityName,
      submarket_id: other ? null : submarket.id,
      submarket_name: other ? null : submarket.name,
      latitude: submarket.lat + (random() - 0.5) * 0.1,
      longitude: submarket.lng + (random() - 0.5) * 0.1,
      suite_count: suites,
      total_sales: sold,
      quarter_sales: Math.floor(random() * 40),
      opening_psf: 400 + Math.round(random() * 900),
      sold_psf: sold > 0 ? 450 + Math.round(random() * 1000) : null,
      unsold_psf: sold < suites ? 500 + Math.round(random() * 1000) : null,
      total_sales_percentage: (sold / suites) * 100,
      avg_suite_size: 450 + Math.round(random() * 700),
      months_to_70_sold: random() < 0.4 ? Math.round(random() * 480) / 10 : null,
      number_of_floors: random() < 0.05 ? null : 3 + Math.floor(random() * 60),
      opening_date: `${year}-${String(month).padStart(2, '0')}-01`,
      construct_status_id: 1 + Math.floor(random() * 5),
      is_cancelled: random() < 0.03 ? '1' : '0',
      is_onholdoffmarket: random() < 0.03 ? '1' : '0',
      is_soldout: sold === suites,
      map_icon: 'condo_active',
    };
  }
  return rows;
}

export function syntheticResponse(count: number, seed = 1): SearchResponse {
  return {
    data: syntheticRows(count, seed),
    tableHeaders: { data: SYNTHETIC_COLUMNS },
    clamped: false,
    clamped_message: null,
  };
}

/** A 50-vertex polygon (a wobbly circle) over the central GTA, as drawn on the map. */
export function benchmarkPolygon(): Array<{ lat: number; lng: number }> {
  return Array.from({ length: 50 }, (_, i) => {
    const angle = (i / 50) * Math.PI * 2;
    const radius = 0.35 + 0.08 * Math.sin(angle * 5);
    return { lat: 43.8 + radius * Math.sin(angle) * 0.75, lng: -79.4 + radius * Math.cos(angle) };
  });
}
