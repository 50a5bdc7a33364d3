import type { ColumnDefinition } from '@contract/columns';
import type { ProjectStanding } from '@contract/product-facts';
import { MARKET_COLUMNS } from './market';
import { column, withoutTotal } from './measures';

/**
 * Market history (part 1 §3 "Market history row"): one row per quarter for the selected
 * geography with the market figures of the standing. MEASURES.md: no subtotal rows, so no
 * column has a total; the figures themselves are computed exactly as in market data.
 */
function historyColumns(standing: ProjectStanding): ColumnDefinition[] {
  const [, ...figures] = MARKET_COLUMNS[standing];
  return [column('name', { variant: 'history', alwaysVisible: true }), ...figures].map(withoutTotal);
}

export const HISTORY_COLUMNS: Readonly<Record<ProjectStanding, ColumnDefinition[]>> = {
  active: historyColumns('active'),
  resale: historyColumns('resale'),
  rental: historyColumns('rental'),
  proposed: historyColumns('proposed'),
  construction: historyColumns('construction'),
  completed: historyColumns('completed'),
  oldstock: historyColumns('oldstock'),
};
