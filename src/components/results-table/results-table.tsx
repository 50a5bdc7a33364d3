import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { Stack } from '@mantine/core';
import { useTable, type SortingState, type Updater } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { DisplayRow, MarketEngine, ViewChip } from '../../engine/engine-api';
import { openHelp } from '../../state/help-drawer';
import { SearchChips } from '../chips/search-chips';
import { resolveVisibleColumns, sortAfterVisibilityChange } from './column-visibility';
import {
  ACTIONS_COLUMN_ID,
  ACTIONS_COLUMN_WIDTH,
  buildTableColumns,
  renderBodyCell,
  columnWidth,
  isNumericColumn,
  tableFeaturesUsed,
} from './results-table-columns';
import {
  LOADING_MESSAGE,
  ROW_HEIGHT_PX,
  ROW_OVERSCAN,
  ROW_WINDOW_SIZE,
  SCROLL_BODY_HEIGHT,
  SCROLL_THRESHOLD_ROWS,
  TABLE_SORT_HOW_TO_ID,
} from './results-table-constants';
import classes from './results-table.module.css';
import { ResultsTableHead } from './results-table-head';
import { ResultsTableRow } from './results-table-row';
import { ResultsTableToolbar } from './results-table-toolbar';
import type { RowActionsOf } from './row-actions';
import type { ResultsView } from './use-results-view';
import { useRowWindows } from './use-row-windows';

export interface ResultsTableProps {
  engine: MarketEngine;
  /** The view from `useResultsView`: handle, summary, columns, sort and visible columns. */
  results: ResultsView;
  /** e.g. "Results - Projects" (RESULTS_TABLE_TITLES). */
  title: string;
  /** Chips of the search (regions, quarter, standing); the view's filter chips follow them. */
  chips?: readonly ViewChip[];
  /** The actions of each row; omit for tables without row actions. */
  rowActions?: RowActionsOf;
  /** True while the owner's search (the dataset) is loading. */
  loading?: boolean;
  /** Shown when no rows match (part 1 §8, part 2 §8). */
  emptyMessage: string;
  /** Shown instead of the empty message when the server capped the result (clamped). */
  clampedMessage?: string | null;
  /** Opens the how-to-table-sort help; defaults to the shell's help drawer. */
  onHelp?: () => void;
}

const NO_CHIPS: readonly ViewChip[] = [];

interface CachedRowElement {
  row: DisplayRow;
  index: number;
  focusable: boolean;
  element: ReactElement;
}

/**
 * The results table of every view (part 1 §2 "Tab table behaviour"; part 2 §2.5): a real
 * table with a fixed header whose body is virtualized over the engine's display rows, sorted
 * by the engine (descending, ascending, unsorted), with the column toggle, export, help and
 * chips above it.
 */
export function ResultsTable({
  engine,
  results,
  title,
  chips = NO_CHIPS,
  rowActions,
  loading = false,
  emptyMessage,
  clampedMessage = null,
  onHelp,
}: ResultsTableProps) {
  const { view, summary, columns: definitions, sort, setSort, setVisibleColumns } = results;
  const titleId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);

  const visibleKeys = useMemo(
    () => resolveVisibleColumns(definitions, results.visibleColumns),
    [definitions, results.visibleColumns],
  );
  const definitionsByKey = useMemo(() => new Map(definitions.map((column) => [column.key, column])), [definitions]);
  const firstKey = definitions[0]?.key;

  // Columns stay stable while the owner passes a new actions function on each render.
  const rowActionsRef = useRef(rowActions);
  rowActionsRef.current = rowActions;
  const hasRowActions = rowActions !== undefined;
  const columns = useMemo(
    () => buildTableColumns(definitions, hasRowActions ? (row) => rowActionsRef.current?.(row) ?? [] : undefined),
    [definitions, hasRowActions],
  );

  const rowCount = summary?.displayRowCount ?? 0;
  // Rows have one fixed height, so the virtualizer keys its geometry by index (its default
  // getItemKey). Giving it the display rows' keys would rebuild its 100,000 measurements each
  // time a window of rows arrives (measured: 20-300 ms a time on this machine); React gets the
  // engine's stable display-row keys instead, so a sort moves rows rather than remounting them.
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: ROW_OVERSCAN,
    // Several scroll events can arrive in one frame; batched renders (not one synchronous
    // render per event) keep the frame short, and the overscan hides the difference.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? -1;
  const last = items[items.length - 1]?.index ?? -1;
  // The rows on screen decide which windows to fetch, in the same render (no extra one).
  const rowAt = useRowWindows(engine, view, summary, first < 0 ? null : { first, last });

  // TanStack's rows are the loaded windows around the screen: they change when a window
  // arrives or the screen reaches another window, not on every scrolled frame.
  const firstWindow = first < 0 ? -1 : Math.floor(first / ROW_WINDOW_SIZE);
  const lastWindow = last < 0 ? -1 : Math.floor(last / ROW_WINDOW_SIZE);
  const data = useMemo(() => {
    const loaded: DisplayRow[] = [];
    if (firstWindow < 0) return loaded;
    const end = Math.min(rowCount, (lastWindow + 1) * ROW_WINDOW_SIZE);
    for (let index = firstWindow * ROW_WINDOW_SIZE; index < end; index++) {
      const row = rowAt(index);
      if (row !== undefined) loaded.push(row);
    }
    return loaded;
  }, [firstWindow, lastWindow, rowCount, rowAt]);

  const sorting = useMemo<SortingState>(
    () => (sort === null ? [] : [{ id: sort.key, desc: sort.direction === 'desc' }]),
    [sort],
  );
  const columnVisibility = useMemo(() => {
    const shown = new Set(visibleKeys);
    return Object.fromEntries(definitions.map((column) => [column.key, shown.has(column.key)]));
  }, [definitions, visibleKeys]);

  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const chosen = next[0];
      setSort(chosen === undefined ? null : { key: chosen.id, direction: chosen.desc ? 'desc' : 'asc' });
    },
    [sorting, setSort],
  );

  const table = useTable({
    features: tableFeaturesUsed,
    columns,
    data,
    getRowId: (row) => row.key,
    state: { sorting, columnVisibility },
    onSortingChange,
    manualSorting: true,
    enableMultiSort: false,
    // Part 1 §2: a header click cycles descending, then ascending, then unsorted.
    sortDescFirst: true,
    enableSortingRemoval: true,
  });

  const changeVisibleColumns = useCallback(
    (next: string[]) => {
      setVisibleColumns(next);
      const nextSort = sortAfterVisibilityChange(sort, next);
      if (nextSort !== sort) setSort(nextSort);
    },
    [sort, setSort, setVisibleColumns],
  );
  const help = useMemo(() => onHelp ?? (() => void openHelp(TABLE_SORT_HOW_TO_ID)), [onHelp]);

  const [focusedIndex, setFocusedIndex] = useState(0);
  // The row to focus once it is on screen and loaded (keyboard moves can land on a placeholder).
  const pendingFocus = useRef<number | null>(null);
  function focusRow(index: number) {
    const target = Math.max(0, Math.min(rowCount - 1, index));
    setFocusedIndex(target);
    pendingFocus.current = target;
    virtualizer.scrollToIndex(target, { align: 'auto' });
  }
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const row = scrollRef.current?.querySelector<HTMLElement>(`tr[data-index="${pendingFocus.current}"][data-kind]`);
    if (row === null || row === undefined) return;
    pendingFocus.current = null;
    row.focus({ preventScroll: true });
  });
  const keyDownRef = useRef<(event: KeyboardEvent<HTMLTableRowElement>, index: number) => void>(() => undefined);
  keyDownRef.current = (event, index) => {
    if (event.target !== event.currentTarget) return;
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? ROW_HEIGHT_PX * 10) / ROW_HEIGHT_PX) - 1);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + page,
      PageUp: index - page,
      Home: 0,
      End: rowCount - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusRow(target);
  };
  // Stable, so memoized rows do not re-render for it; it reads the latest state through the ref.
  const onRowKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableRowElement>, index: number) => keyDownRef.current(event, index),
    [],
  );

  const numericColumns = useMemo(
    () => new Set(definitions.filter(isNumericColumn).map((column) => column.key)),
    [definitions],
  );
  // getHeaderGroups() returns new header objects on each call (and `table` is a new object on
  // each render), which would re-render the memoized header on every scrolled frame; the groups
  // change only with the columns and their visibility (the sort re-renders the header through
  // its own prop).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- columns and columnVisibility are the table state the groups derive from
  const headerGroups = useMemo(() => table.getHeaderGroups(), [columns, columnVisibility]);
  const visibleColumnCount = table.getVisibleLeafColumns().length;
  const tableWidth = table.getVisibleLeafColumns().reduce((total, column) => total + widthOf(column.id), 0);
  function widthOf(id: string): number {
    if (id === ACTIONS_COLUMN_ID) return ACTIONS_COLUMN_WIDTH;
    const definition = definitionsByKey.get(id);
    return definition === undefined ? 0 : columnWidth(definition, id === firstKey);
  }

  // The row elements on screen, reused while what they show is unchanged: a scrolled frame
  // would otherwise create an element for each of the ~40 rows on screen, and React's
  // development build records a stack trace per element. Emptied when the columns or row
  // actions change, since every row shows them.
  const rowElements = useMemo(
    () => new Map<string, CachedRowElement>(),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the cache is valid for one set of columns and row actions
    [numericColumns, visibleKeys, rowActions],
  );
  const renderedRowKeys = new Set<string>();
  // Rows scrolled out of view leave the cache once the render that dropped them is committed.
  useEffect(() => {
    for (const key of rowElements.keys()) if (!renderedRowKeys.has(key)) rowElements.delete(key);
  });

  const summaryChips = summary?.chips;
  const allChips = useMemo(() => [...chips, ...(summaryChips ?? [])], [chips, summaryChips]);
  const busy = loading || results.loading;
  const message = busy ? LOADING_MESSAGE : summary !== null && rowCount === 0 ? (clampedMessage ?? emptyMessage) : null;
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = items.length === 0 ? 0 : virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);

  return (
    <Stack component="section" gap="xs" aria-labelledby={titleId}>
      <ResultsTableToolbar
        titleId={titleId}
        title={title}
        engine={engine}
        exportView={busy ? null : view}
        columns={definitions}
        visibleColumns={visibleKeys}
        onVisibleColumnsChange={changeVisibleColumns}
        onHelp={help}
      />
      <SearchChips chips={allChips} />
      <div
        ref={scrollRef}
        className={classes.scroller}
        style={{ height: !busy && rowCount > SCROLL_THRESHOLD_ROWS ? SCROLL_BODY_HEIGHT : undefined }}
        tabIndex={-1}
        data-testid="results-table-scroller"
      >
        <table
          className={classes.table}
          style={{ width: tableWidth }}
          aria-labelledby={titleId}
          aria-rowcount={headerGroups.length + rowCount}
          aria-busy={busy}
        >
          <colgroup>
            {table.getVisibleLeafColumns().map((column) => (
              <col key={column.id} style={{ width: widthOf(column.id) }} />
            ))}
          </colgroup>
          <ResultsTableHead headerGroups={headerGroups} definitionsByKey={definitionsByKey} sorting={sorting} />
          <tbody>
            {message !== null ? (
              <tr>
                <td colSpan={visibleColumnCount || 1} className={classes.message} role="status">
                  {message}
                </td>
              </tr>
            ) : (
              <>
                {paddingTop > 0 && (
                  <tr aria-hidden="true" style={{ height: paddingTop }}>
                    <td colSpan={visibleColumnCount} style={{ height: paddingTop, padding: 0, border: 0 }} />
                  </tr>
                )}
                {items.map((item) => {
                  const row = rowAt(item.index);
                  const tableRow = row === undefined ? undefined : table.getRowModel().rowsById[row.key];
                  const ariaRowIndex = headerGroups.length + item.index + 1;
                  if (row === undefined || tableRow === undefined) {
                    return (
                      <tr
                        key={`pending-${item.index}`}
                        data-index={item.index}
                        aria-rowindex={ariaRowIndex}
                        aria-busy="true"
                      >
                        <td colSpan={visibleColumnCount}>
                          <span className={classes.placeholderBar} />
                        </td>
                      </tr>
                    );
                  }
                  const focusable = item.index === focusedIndex;
                  renderedRowKeys.add(row.key);
                  const cached = rowElements.get(row.key);
                  if (cached?.row === row && cached.index === item.index && cached.focusable === focusable) {
                    return cached.element;
                  }
                  const element = (
                    <ResultsTableRow
                      key={row.key}
                      row={row}
                      tableRow={tableRow}
                      index={item.index}
                      ariaRowIndex={ariaRowIndex}
                      focusable={focusable}
                      numericColumns={numericColumns}
                      visibleKeys={visibleKeys}
                      rowActions={rowActions}
                      renderCell={renderBodyCell}
                      onRowFocus={setFocusedIndex}
                      onRowKeyDown={onRowKeyDown}
                    />
                  );
                  rowElements.set(row.key, { row, index: item.index, focusable, element });
                  return element;
                })}
                {paddingBottom > 0 && (
                  <tr aria-hidden="true" style={{ height: paddingBottom }}>
                    <td colSpan={visibleColumnCount} style={{ height: paddingBottom, padding: 0, border: 0 }} />
                  </tr>
                )}
              </>
            )}
          </tbody>
        </table>
      </div>
    </Stack>
  );
}
