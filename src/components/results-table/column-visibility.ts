import type { ColumnDefinition } from '@contract/columns';
import type { SortState } from '@contract/engine';

/**
 * Column toggle rules (part 1 §2 "Tab table behaviour"): Select All plus one checkbox per
 * column; the first column (name or fileNum) cannot be hidden; hiding the sorted column resets
 * the sort.
 */

export function canHideColumn(columns: readonly ColumnDefinition[], key: string): boolean {
  const index = columns.findIndex((column) => column.key === key);
  return index > 0 && columns[index]?.alwaysVisible !== true;
}

/** The visible keys in column order; `null` means every column not hidden by default. */
export function resolveVisibleColumns(
  columns: readonly ColumnDefinition[],
  visibleColumns: readonly string[] | null,
): string[] {
  const chosen = visibleColumns === null ? null : new Set(visibleColumns);
  return columns
    .filter((column) =>
      chosen === null
        ? column.hiddenByDefault !== true || !canHideColumn(columns, column.key)
        : chosen.has(column.key) || !canHideColumn(columns, column.key),
    )
    .map((column) => column.key);
}

export function withColumnVisible(
  columns: readonly ColumnDefinition[],
  visibleColumns: readonly string[] | null,
  key: string,
  visible: boolean,
): string[] {
  const current = new Set(resolveVisibleColumns(columns, visibleColumns));
  if (visible) current.add(key);
  else if (canHideColumn(columns, key)) current.delete(key);
  return columns.filter((column) => current.has(column.key)).map((column) => column.key);
}

/** Select All shows every column; clearing it keeps only the columns that cannot be hidden. */
export function withAllColumnsVisible(columns: readonly ColumnDefinition[], visible: boolean): string[] {
  return columns.filter((column) => visible || !canHideColumn(columns, column.key)).map((column) => column.key);
}

export function sortAfterVisibilityChange(sort: SortState | null, visibleColumns: readonly string[]): SortState | null {
  return sort !== null && !visibleColumns.includes(sort.key) ? null : sort;
}
