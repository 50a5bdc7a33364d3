import type { DisplayRow } from '@contract/engine';
import type { MarketSelection } from '@contract/market-cascade';

function rowIds(row: DisplayRow, field: string): string[] {
  const value = row.values[field];
  return value === null || value === undefined || value === '' ? [] : [String(value)];
}

/**
 * A market row's geography as the market selection's keys (part 1 §4 Zoom and Projects; part 2
 * §2.7 the rental Projects link); a level the row has not (a total row) is empty.
 */
export function rowGeography(row: DisplayRow): Required<MarketSelection> {
  return {
    'regionId[]': rowIds(row, 'region_id'),
    'municipalityId[]': rowIds(row, 'municipality_id'),
    'submarketId[]': rowIds(row, 'submarket_id'),
  };
}
