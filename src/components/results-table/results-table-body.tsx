import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { MarketEngine, ViewHandle } from '../../engine/engine-api';
import type { BodyColumn } from './body-columns';
import { ACTIONS_COLUMN_ID } from './results-table-columns';
import { MAX_ROW_MOUNTS_PER_FRAME, ROW_HEIGHT_PX, ROW_OVERSCAN, ROW_PREFETCH } from './results-table-constants';
import classes from './results-table.module.css';
import { ResultsTableRow } from './results-table-row';
import { useFrameMountBudget } from './use-frame-mount-budget';
import { useRowWindows, type FetchedWindow } from './use-row-windows';
import type { ColumnRange } from './column-range';
import { useVisibleColumns } from './use-visible-columns';
import type { ExpandedRows } from './use-expanded-rows';
import type { Expansion } from '../expandable-table/use-row-expansion';
import { SUB_ROW_TIMING_STYLE } from '../expandable-table/expandable-table-constants';
import type { DisplayRow, ViewSummary } from '@contract/engine';

interface ResultsTableBodyProps {
  engine: MarketEngine;
  view: ViewHandle | null;
  summary: ViewSummary | null;
  /** The table's scroll container, once mounted. */
  scrollElement: HTMLDivElement | null;
  columns: readonly BodyColumn[];
  /** The width of each of `columns`, in px. */
  columnWidths: readonly number[];
  /** Header rows above the body (aria-rowindex counts them). */
  headerRowCount: number;
  /** Loading, empty or clamped text shown instead of rows. */
  message: string | null;
  /** Rows with sub rows expand (rental market history, part 2 §2.7); their sub rows are spliced in. */
  expandedRows: ExpandedRows | null;
  /** A window of rows fetched with the summary (use-results-view.ts). */
  fetchedWindow: FetchedWindow | null;
}

interface CachedRowElement {
  row: DisplayRow;
  index: number;
  focusable: boolean;
  columnRange: ColumnRange;
  expansion: Expansion | undefined;
  element: ReactElement;
}

/** A sub row as a display row: its fields, the first column naming its unit type (part 2 §2.7). */
function subDisplayRow(parent: DisplayRow, subIndex: number, firstKey: string | undefined): DisplayRow {
  const values = { ...(parent.subRows?.[subIndex] ?? {}) };
  const name = values['unittype_name'];
  if (firstKey !== undefined && name !== undefined) values[firstKey] = name;
  return {
    kind: 'leaf',
    key: `${parent.key}/sub:${subIndex}`,
    label: String(name ?? ''),
    datasetRow: -1,
    stripe: 0,
    values,
  };
}

/**
 * The virtualized body. It owns the virtualizer, so a scrolled frame re-renders this component
 * only (not the header, toolbar or TanStack table); rows it has rendered before are reused.
 */
export function ResultsTableBody({
  engine,
  view,
  summary,
  scrollElement,
  columns,
  columnWidths,
  headerRowCount,
  message,
  expandedRows,
  fetchedWindow,
}: ResultsTableBodyProps) {
  const columnRange = useVisibleColumns(scrollElement, columnWidths);
  const engineRowCount = summary?.displayRowCount ?? 0;
  // Shown rows: the engine's display rows and the sub rows of the expanded ones (part 2 §9).
  const rowCount = engineRowCount + (expandedRows?.extraCount ?? 0);
  const engineIndexAt = (shown: number) => {
    const at = expandedRows?.shownAt(shown) ?? { kind: 'row' as const, index: shown };
    return at.kind === 'row' ? at.index : at.parentIndex;
  };
  const firstKey = columns.find((column) => column.pinned && column.id !== ACTIONS_COLUMN_ID)?.id;
  // Rows have one fixed height, so the virtualizer keys its geometry by index (its default
  // getItemKey). Giving it the display rows' keys would rebuild its 100,000 measurements each
  // time a window of rows arrives (measured: 20-300 ms a time on this machine); React gets the
  // engine's stable display-row keys instead, so a sort moves rows rather than remounting them.
  const virtualizer = useVirtualizer({
    count: message === null ? rowCount : 0,
    getScrollElement: () => scrollElement,
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
  // Windows are fetched for the rows a little beyond the rendered ones, so while scrolling a
  // window arrives before its rows come into the overscan, rather than with a batch of them.
  const rowAt = useRowWindows(
    engine,
    view,
    summary,
    first < 0
      ? null
      : { first: Math.max(0, engineIndexAt(first) - ROW_PREFETCH), last: engineIndexAt(last) + ROW_PREFETCH },
    fetchedWindow,
  );

  const [focusedIndex, setFocusedIndex] = useState(0);
  // The row to focus once it is on screen and loaded (keyboard moves can land on a placeholder).
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const row = scrollElement?.querySelector<HTMLElement>(`tr[data-index="${pendingFocus.current}"][data-kind]`);
    if (row === null || row === undefined) return;
    pendingFocus.current = null;
    row.focus({ preventScroll: true });
  });
  const keyDownRef = useRef<(event: KeyboardEvent<HTMLTableRowElement>, index: number) => void>(() => undefined);
  keyDownRef.current = (event, index) => {
    if (event.target !== event.currentTarget) return;
    const page = Math.max(1, Math.floor((scrollElement?.clientHeight ?? ROW_HEIGHT_PX * 10) / ROW_HEIGHT_PX) - 1);
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
    const clamped = Math.max(0, Math.min(rowCount - 1, target));
    setFocusedIndex(clamped);
    pendingFocus.current = clamped;
    virtualizer.scrollToIndex(clamped, { align: 'auto' });
  };
  // Stable, so memoized rows do not re-render for it; it reads the latest state through the ref.
  const onRowKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableRowElement>, index: number) => keyDownRef.current(event, index),
    [],
  );
  const toggleRef = useRef<(row: DisplayRow) => void>(() => undefined);
  toggleRef.current = (row) => {
    const index = indexOfKey.get(row.key);
    if (index !== undefined) expandedRows?.toggle(row, index);
  };
  // Stable for the memoized rows, like onRowKeyDown.
  const onRowToggle = useCallback((row: DisplayRow) => toggleRef.current(row), []);
  const indexOfKey = new Map<string, number>();

  // The row elements on screen, reused while what they show is unchanged: a scrolled frame
  // would otherwise create an element for each of the ~40 rows on screen, and React's
  // development build records a stack trace per element. Emptied when the columns change.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the cache is valid for one set of columns
  const rowElements = useMemo(() => new Map<string, CachedRowElement>(), [columns]);
  const renderedRowKeys = new Set<string>();
  // Rows scrolled out of view leave the cache once the render that dropped them is committed.
  useEffect(() => {
    for (const key of rowElements.keys()) if (!renderedRowKeys.has(key)) rowElements.delete(key);
  });

  // Loaded rows not mounted yet: this render mounts the visible ones first, up to the limit.
  const visible = virtualizer.range;
  const isVisible = (index: number) => visible !== null && index >= visible.startIndex && index <= visible.endIndex;
  const shownRowAt = (shown: number): { row: DisplayRow | undefined; subRowExpansion?: Expansion } => {
    const at = expandedRows?.shownAt(shown) ?? { kind: 'row' as const, index: shown };
    if (at.kind === 'row') {
      const row = rowAt(at.index);
      if (row !== undefined) indexOfKey.set(row.key, at.index);
      return { row };
    }
    return { row: subDisplayRow(at.parent, at.subIndex, firstKey), subRowExpansion: at.expansion };
  };
  const unmounted = items.filter((item) => {
    const { row } = shownRowAt(item.index);
    return row !== undefined && !rowElements.has(row.key);
  });
  const mountBudget = useFrameMountBudget(MAX_ROW_MOUNTS_PER_FRAME);
  const mountNow = new Set(
    [...unmounted.filter((item) => isVisible(item.index)), ...unmounted.filter((item) => !isVisible(item.index))]
      .slice(0, mountBudget.remaining)
      .map((item) => item.index),
  );
  const mountedNow = mountNow.size;
  useLayoutEffect(() => mountBudget.record(mountedNow));
  const mountsLeft = unmounted.length - mountNow.size;
  const [, setMountRound] = useState(0);
  useEffect(() => {
    if (mountsLeft === 0) return;
    const frame = requestAnimationFrame(() => setMountRound((round) => round + 1));
    return () => cancelAnimationFrame(frame);
  });

  if (message !== null) {
    return (
      <tbody role="rowgroup">
        <tr role="row">
          <td role="cell" className={classes.message}>
            {message}
          </td>
        </tr>
      </tbody>
    );
  }
  return (
    <tbody
      role="rowgroup"
      className={classes.body}
      style={{ height: virtualizer.getTotalSize(), ...SUB_ROW_TIMING_STYLE }}
    >
      {items.map((item) => {
        const { row, subRowExpansion } = shownRowAt(item.index);
        const ariaRowIndex = headerRowCount + item.index + 1;
        if (row === undefined || (!rowElements.has(row.key) && !mountNow.has(item.index))) {
          return (
            <tr
              key={`pending-${item.index}`}
              role="row"
              className={`${classes.row} ${classes.pending}`}
              style={{ transform: `translateY(${item.start}px)` }}
              data-index={item.index}
              aria-rowindex={ariaRowIndex}
              aria-busy="true"
            />
          );
        }
        const focusable = item.index === focusedIndex;
        renderedRowKeys.add(row.key);
        const cached = rowElements.get(row.key);
        const hasSubRows = expandedRows !== null && subRowExpansion === undefined && (row.subRows?.length ?? 0) > 0;
        const expansion = subRowExpansion ?? (hasSubRows ? expandedRows.expansionOf(row) : undefined);
        if (
          (cached?.row === row || (subRowExpansion !== undefined && cached !== undefined)) &&
          cached.index === item.index &&
          cached.focusable === focusable &&
          cached.columnRange === columnRange &&
          cached.expansion === expansion
        ) {
          return cached.element;
        }
        const element = (
          <ResultsTableRow
            key={row.key}
            row={row}
            index={item.index}
            top={item.start}
            ariaRowIndex={ariaRowIndex}
            focusable={focusable}
            columns={columns}
            columnRange={columnRange}
            onRowFocus={setFocusedIndex}
            onRowKeyDown={onRowKeyDown}
            expandable={hasSubRows ? { expansion, onToggle: onRowToggle } : undefined}
            subRowExpansion={subRowExpansion}
          />
        );
        rowElements.set(row.key, { row, index: item.index, focusable, columnRange, expansion, element });
        return element;
      })}
    </tbody>
  );
}
