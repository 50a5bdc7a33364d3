/**
 * The results table's own state in the URL (beyond the spec: a link restores the whole view).
 * `sort=price.desc` is the sorted column and direction; `hide=a,b` lists the columns the user
 * hid, absent while the table shows its default columns and empty when every column is shown.
 * Values that no longer fit the data (an unknown column, a bad direction) read as absent, and
 * the engine drops a sort its view cannot apply, so a stale link opens with no error.
 */
import type { ColumnDefinition } from '@contract/columns';
import type { SortState } from '@contract/engine';

/** The values of the route's `sort` and `hide` keys (contract/search-params.ts). */
export interface ResultsUrlValues {
  sort?: string;
  hide?: string;
}

const SORT_SEPARATOR = '.';
const LIST_SEPARATOR = ',';

export function sortToUrl(sort: SortState | null): string | undefined {
  return sort === null ? undefined : `${sort.key}${SORT_SEPARATOR}${sort.direction}`;
}

export function sortFromUrl(text: string | undefined, columns: readonly ColumnDefinition[]): SortState | null {
  if (text === undefined) return null;
  const at = text.lastIndexOf(SORT_SEPARATOR);
  if (at <= 0) return null;
  const key = text.slice(0, at);
  const direction = text.slice(at + 1);
  if (direction !== 'asc' && direction !== 'desc') return null;
  return columns.some((column) => column.key === key) ? { key, direction } : null;
}

/** The hidden columns of a visible-column list (server order); null while the defaults show. */
export function hiddenToUrl(
  visible: readonly string[] | null,
  columns: readonly ColumnDefinition[],
): string | undefined {
  if (visible === null) return undefined;
  const shown = new Set(visible);
  return columns
    .filter((column) => !shown.has(column.key))
    .map((column) => column.key)
    .join(LIST_SEPARATOR);
}

/** The visible columns a `hide` value leaves, in server order (a column that cannot hide stays). */
export function visibleFromUrl(text: string | undefined, columns: readonly ColumnDefinition[]): string[] | null {
  if (text === undefined) return null;
  const hidden = new Set(text.split(LIST_SEPARATOR).filter((key) => key !== ''));
  return columns.filter((column) => column.alwaysVisible || !hidden.has(column.key)).map((column) => column.key);
}
