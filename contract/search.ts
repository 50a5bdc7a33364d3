import type { ColumnDefinition } from './columns';

/** Every search endpoint answers in this envelope (part 1 §7, part 2 §7). */
export interface SearchResponse<Row = SearchRow> {
  data: Row[];
  tableHeaders: { data: ColumnDefinition[] };
  clamped: boolean;
  clamped_message: string | null;
  tableNote?: string | null;
  tableNoteFooter?: string | null;
}

/**
 * GET /api/v1/sales/sales and /api/v1/sales/marketdata wrap the rows once more: the client reads
 * "the first entry's data" (part 2 §7).
 */
export interface SalesSearchResponse<Row = SearchRow> extends Omit<SearchResponse<Row>, 'data'> {
  data: Array<{ data: Row[] }>;
}

export type CellValue = string | number | boolean | null;

/**
 * A result row. Every row of a geographic result carries its geography ids and names so the
 * worker can build region > municipality > submarket subtotals without another call; a missing
 * submarket means "Other".
 */
export interface SearchRow {
  [field: string]: CellValue | CellValue[] | Record<string, CellValue>[] | undefined;
}
