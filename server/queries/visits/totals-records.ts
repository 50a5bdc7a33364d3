import type { ColumnDefinition } from '@contract/columns';
import { cellAt, type ColumnarDataset } from '@contract/columnar-dataset';
import { DEFAULT_PROJECT_STANDING, STANDING_LABELS, type ProjectStanding } from '@contract/product-facts';
import {
  totalsRecordId,
  totalsRowKey,
  totalsRowName,
  TOTALS_ENTITIES,
  TOTALS_OF_VIEW_PERIOD,
  watchedTotalsFields,
  type TotalsEntity,
} from '@contract/visits';
import { HISTORY_COLUMNS } from '../../columns/history';
import { MARKET_COLUMNS } from '../../columns/market';
import { pickColumns } from '../../columns/measures';
import { rentalHistoryColumns, rentalMarketColumns } from '../../columns/rental';
import { salesMarketColumns } from '../../columns/sales';
import type { WatchedRecord, WatchedValue } from './watched-records';

/**
 * The table each kind of totals shows (its columns by the catalogue, server/columns/): a project
 * table's of its standing. Sales market data always shows its leading figures, whatever column
 * groups the search chose.
 */
const TOTALS_TABLES: Readonly<Record<TotalsEntity, (standing: ProjectStanding) => readonly ColumnDefinition[]>> = {
  projectMarket: (standing) => MARKET_COLUMNS[standing],
  marketHistory: (standing) => HISTORY_COLUMNS[standing],
  rentalMarket: () => rentalMarketColumns(),
  rentalHistory: () => rentalHistoryColumns(),
  salesMarket: () => salesMarketColumns(new Set()),
};

/**
 * The watched figures' columns of every totals table (WATCHED_TOTALS_FIELDS), picked from the
 * table's own definitions: a change is labelled and formatted as the table shows the figure, and a
 * watched field the table lacks fails here, at the server's start.
 */
const WATCHED_COLUMNS_OF = new Map(
  TOTALS_ENTITIES.flatMap((entity) =>
    (Object.keys(STANDING_LABELS) as ProjectStanding[]).map((standing) => [
      `${entity}:${standing}`,
      pickColumns(TOTALS_TABLES[entity](standing), watchedTotalsFields(entity, standing), `watched ${entity}`),
    ]),
  ),
);

/**
 * The columns of a totals view's watched figures: a project table's of the view's standing (its
 * search's path names one); the rental and sales tables are of no standing.
 */
export function watchedTotalsColumns(entity: TotalsEntity, standing: ProjectStanding | null): ColumnDefinition[] {
  return WATCHED_COLUMNS_OF.get(`${entity}:${standing ?? DEFAULT_PROJECT_STANDING}`) ?? [];
}

/** A figure as the snapshot keeps it: a number or text as the row holds it, else null. */
function watchedValue(value: unknown): WatchedValue {
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

/**
 * The watched records of a totals view's rows shown (the view step's row indexes into the
 * search's rows): each row's figures by its record id (contract/visits.ts totalsRecordId: its
 * place or period, and the view's period for market data rows) and its name.
 */
export function totalsRecords(
  entity: TotalsEntity,
  dataset: ColumnarDataset,
  rows: Iterable<number>,
  columns: readonly ColumnDefinition[],
  viewPeriod: string,
): Map<string, WatchedRecord> {
  const period = TOTALS_OF_VIEW_PERIOD.includes(entity) ? viewPeriod : null;
  const found = new Map<string, WatchedRecord>();
  for (const row of rows) {
    const cell = (field: string) => cellAt(dataset.fields.get(field), row);
    found.set(totalsRecordId(totalsRowKey(entity, cell), period), {
      name: totalsRowName(entity, cell),
      values: columns.map((column) => watchedValue(cell(column.key))),
    });
  }
  return found;
}
