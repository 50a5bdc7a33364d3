import type { SearchResponse, SearchRow } from '@contract/search';
import { HISTORY_COLUMNS } from '@server/columns/history';

/**
 * GET /urban/markethistory/condo/active as the server answers it (part 1 §3 "Market history
 * row"): one row per quarter, aggregated over the selected geography. 2024 Q2 has no months of
 * supply (no sales in four quarters), so a gap in the line must stay a gap.
 */
export const HISTORY_ENDPOINT = '/api/v1/urban/markethistory/condo/active';

export const HISTORY_ROWS: SearchRow[] = [
  { name: '2024 Q1', year: 2024, quarter: 1, quarter_sales: 120, months_of_supply: 8.5, sold_psf: 1150 },
  { name: '2024 Q2', year: 2024, quarter: 2, quarter_sales: 95, months_of_supply: null, sold_psf: 1175 },
  { name: '2024 Q3', year: 2024, quarter: 3, quarter_sales: 140, months_of_supply: 7.25, sold_psf: 1190 },
  { name: '2024 Q4', year: 2024, quarter: 4, quarter_sales: 60, months_of_supply: 11, sold_psf: 1210 },
  { name: '2025 Q1', year: 2025, quarter: 1, quarter_sales: 210, months_of_supply: 6.1, sold_psf: 1235 },
];

export const HISTORY_RESPONSE: SearchResponse = {
  data: HISTORY_ROWS,
  tableHeaders: { data: HISTORY_COLUMNS.active },
  clamped: false,
  clamped_message: null,
  tableNote: 'Figures aggregate the selected regions.',
};

/**
 * A long market history (650 quarters from 1860 Q1) on another standing's path: the PDF of a
 * market history page holds every row of a table far longer than the screen shows.
 */
export const LONG_HISTORY_ENDPOINT = '/api/v1/urban/markethistory/condo/resale';

export const LONG_HISTORY_ROWS: SearchRow[] = Array.from({ length: 650 }, (_, index) => {
  const year = 1860 + Math.floor(index / 4);
  const quarter = 1 + (index % 4);
  return {
    name: `${year} Q${quarter}`,
    year,
    quarter,
    quarter_sales: 50 + ((index * 37) % 400),
    months_of_supply: index % 41 === 7 ? null : 3 + ((index * 13) % 90) / 10,
    sold_psf: 300 + index * 2,
  };
});

export const LONG_HISTORY_RESPONSE: SearchResponse = {
  ...HISTORY_RESPONSE,
  data: LONG_HISTORY_ROWS,
  tableHeaders: { data: HISTORY_COLUMNS.resale },
};
