/**
 * What the worker does differently for each kind of result set, in one record keyed by
 * `ResultKind` (contract/engine.ts): a new kind does not compile until it fills every part.
 */
import type { ResultKind } from '@contract/engine';

/** The geography levels a subtotal hierarchy can have below its overall node. */
export type SubtotalLevel = 'region' | 'municipality' | 'submarket';

export interface ResultKindDescriptor {
  /**
   * The subtotal levels, outermost first, down to the level above the leaf rows (a market row is
   * itself a submarket, a sales market row a municipality); none for histories, whose rows are
   * periods (MEASURES.md "Market history rows").
   */
  subtotalLevels: readonly SubtotalLevel[];
  /** The export file name's product prefix (part 1 §9). */
  filePrefix: string;
  /** Where a search response holds its rows: `data`, or once more wrapped (`data: [{ data: rows }]`, part 2 §7). */
  rows: 'data' | 'nestedData';
}

/** Subtotals down to the submarket, the municipality or the region: the leaf rows are below. */
const TO_SUBMARKET: readonly SubtotalLevel[] = ['region', 'municipality', 'submarket'];
const TO_MUNICIPALITY: readonly SubtotalLevel[] = ['region', 'municipality'];
const TO_REGION: readonly SubtotalLevel[] = ['region'];
const NONE: readonly SubtotalLevel[] = [];

export const RESULT_KINDS: { readonly [Kind in ResultKind]: ResultKindDescriptor } = {
  projects: { subtotalLevels: TO_SUBMARKET, filePrefix: 'urbanmarsh_projects_', rows: 'data' },
  projectMarket: { subtotalLevels: TO_MUNICIPALITY, filePrefix: 'urbanmarsh_project_market_data_', rows: 'data' },
  marketHistory: { subtotalLevels: NONE, filePrefix: 'urbanmarsh_market_history_', rows: 'data' },
  sales: { subtotalLevels: TO_SUBMARKET, filePrefix: 'urbanmarsh_sales_', rows: 'nestedData' },
  salesMarket: { subtotalLevels: TO_REGION, filePrefix: 'urbanmarsh_market_data_', rows: 'nestedData' },
  rentals: { subtotalLevels: TO_SUBMARKET, filePrefix: 'urbanmarsh_rentals_', rows: 'data' },
  rentalMarket: { subtotalLevels: TO_MUNICIPALITY, filePrefix: 'urbanmarsh_rental_market_data_', rows: 'data' },
  rentalHistory: { subtotalLevels: NONE, filePrefix: 'urbanmarsh_rental_market_history_', rows: 'data' },
};
