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

const GEOGRAPHY: readonly SubtotalLevel[] = ['region', 'municipality', 'submarket'];

export const RESULT_KINDS: { readonly [Kind in ResultKind]: ResultKindDescriptor } = {
  projects: { subtotalLevels: GEOGRAPHY, filePrefix: 'urbanmarsh_projects_', rows: 'data' },
  projectMarket: {
    subtotalLevels: ['region', 'municipality'],
    filePrefix: 'urbanmarsh_project_market_data_',
    rows: 'data',
  },
  marketHistory: { subtotalLevels: [], filePrefix: 'urbanmarsh_market_history_', rows: 'data' },
  sales: { subtotalLevels: GEOGRAPHY, filePrefix: 'urbanmarsh_sales_', rows: 'nestedData' },
  salesMarket: { subtotalLevels: ['region'], filePrefix: 'urbanmarsh_market_data_', rows: 'nestedData' },
  rentals: { subtotalLevels: GEOGRAPHY, filePrefix: 'urbanmarsh_rentals_', rows: 'data' },
  rentalMarket: {
    subtotalLevels: ['region', 'municipality'],
    filePrefix: 'urbanmarsh_rental_market_data_',
    rows: 'data',
  },
  rentalHistory: { subtotalLevels: [], filePrefix: 'urbanmarsh_rental_market_history_', rows: 'data' },
};
