import { memo, useCallback, useDeferredValue, useId, useMemo, useState, type CSSProperties } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTable, type SortingState, type Updater } from '@tanstack/react-table';
import type { MarketEngine } from '../../engine/engine-api';
import { openHelp } from '../../state/help-drawer';
import { SearchChips } from '../chips/search-chips';
import { buildBodyColumns, type NameHrefOf } from './body-columns';
import { resolveVisibleColumns, sortAfterVisibilityChange } from './column-visibility';
import {
  ACTIONS_COLUMN_ID,
  ACTIONS_COLUMN_WIDTH,
  buildTableColumns,
  columnWidth,
  tableFeaturesUsed,
} from './results-table-columns';
import {
  LOADING_MESSAGE,
  SCROLL_BODY_HEIGHT,
  SCROLL_THRESHOLD_ROWS,
  TABLE_SORT_HOW_TO_ID,
} from './results-table-constants';
import classes from './results-table.module.css';
import { ResultsTableBody } from './results-table-body';
import { ResultsTableHead } from './results-table-head';
import { ResultsTableToolbar, type TablePdf } from './results-table-toolbar';
import { RowActionTooltip } from './row-action-tooltip';
import type { RowActionsOf } from './row-actions';
import type { ResultsView } from './use-results-view';
import { useExpandedRows } from './use-expanded-rows';
import { ChangesPanel } from '../whats-new/changes-panel';
import { changedCellOf } from '../whats-new/changed-cell';
import { useSavedViewVisit, type SavedViewVisit } from '../whats-new/use-saved-view-visit';
import type { DisplayRow, ExportAbout, ExportAboutLine, ViewChip } from '@contract/engine';

export interface ResultsTableProps {
  engine: MarketEngine;
  /** The view from `useResultsView`: handle, summary, columns, sort and visible columns. */
  results: ResultsView;
  /** e.g. "Results - Projects" (RESULTS_TABLE_TITLES). */
  title: string;
  /**
   * The search in words as the filter panel shows it (e.g. "Region: Toronto, Peel"), for the
   * XLSX "About this export" sheet; the engine adds the client filters, sort and row count.
   */
  exportSearch?: readonly ExportAboutLine[];
  /**
   * The data's as-of date in the page's words (e.g. "Q3 2026", "Jun 2026"), for the same sheet:
   * the rows carry none, the searched period says it.
   */
  exportDataAsOf?: string | null;
  /**
   * Beyond the spec: the page saves its table as a PDF (market history pages): the page heading
   * and the chart shown above the table. Memoize it: the toolbar re-renders when it changes.
   */
  pdf?: TablePdf | null;
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
  /** Makes each row's name (the first column) a link (part 2 §2.5 market data rows). */
  nameHref?: NameHrefOf;
  /**
   * Rows with sub rows expand to show them (rental market history, part 2 §2.7, §9): 20 or more
   * at once, fewer with a short animation, leaving 600 ms after a collapse; the 85vh height
   * counts the sub rows shown.
   */
  expandableRows?: boolean;
  /**
   * Beyond the spec: on a results page under the router, a saved view shown records its visit
   * and marks the rows and fields changed since the last one (src/components/whats-new/).
   */
  watchVisits?: boolean;
}

const NO_CHIPS: readonly ViewChip[] = [];
const NO_SEARCH_LINES: readonly ExportAboutLine[] = [];
/** The table has no client-side rows: the engine sorts and the body renders its own rows. */
const NO_TABLE_ROWS: DisplayRow[] = [];

/**
 * The results table of every view (part 1 §2 "Tab table behaviour"; part 2 §2.5): a real
 * table with a fixed header whose body is virtualized over the engine's display rows, sorted
 * by the engine (descending, ascending, unsorted), with the column toggle, export, help and
 * chips above it.
 *
 * A table's first render shows its title and the loading text only; the toolbar and the table
 * follow in a deferred render, which React renders in slices that yield to the browser. Mounted
 * at once, they and the page around them were one task of 80-90 ms of CPU (production build).
 *
 * Memoized: a page's render that changes none of the table's props (typing in its filter panel)
 * leaves the table alone.
 */
export const ResultsTable = memo(function ResultsTable(props: ResultsTableProps) {
  const mounted = useDeferredValue(true, false);
  if (!mounted) return <ResultsTableMounting title={props.title} />;
  return props.watchVisits ? <WatchedResultsTable {...props} /> : <MountedResultsTable {...props} visit={null} />;
});

function WatchedResultsTable(props: ResultsTableProps) {
  const visit = useSavedViewVisit(props.engine, props.results.view, (props.loading ?? false) || props.results.loading);
  return <MountedResultsTable {...props} visit={visit} />;
}

function ResultsTableMounting({ title }: { title: string }) {
  const titleId = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={titleId}>
      <Title order={3} id={titleId} size="h4">
        {title}
      </Title>
      <Text role="status" ta="center" py="md" size="sm">
        {LOADING_MESSAGE}
      </Text>
    </Stack>
  );
}

function MountedResultsTable({
  engine,
  results,
  title,
  exportSearch = NO_SEARCH_LINES,
  exportDataAsOf = null,
  pdf = null,
  chips = NO_CHIPS,
  rowActions,
  loading = false,
  emptyMessage,
  clampedMessage = null,
  onHelp,
  nameHref,
  expandableRows = false,
  visit,
}: ResultsTableProps & { visit: SavedViewVisit | null }) {
  const { view, summary, columns: definitions, sort, setSort, setVisibleColumns } = results;
  const titleId = useId();
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);

  const visibleKeys = useMemo(
    () => resolveVisibleColumns(definitions, results.visibleColumns),
    [definitions, results.visibleColumns],
  );
  const definitionsByKey = useMemo(() => new Map(definitions.map((column) => [column.key, column])), [definitions]);
  const firstKey = definitions[0]?.key;

  const hasRowActions = rowActions !== undefined;
  const columns = useMemo(() => buildTableColumns(definitions, hasRowActions), [definitions, hasRowActions]);

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
    data: NO_TABLE_ROWS,
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

  // getHeaderGroups() returns new header objects on each call (and `table` is a new object on
  // each render), which would re-render the memoized header whenever this component renders;
  // the groups change only with the columns and their visibility (the sort re-renders the
  // header through its own prop).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- columns and columnVisibility are the table state the groups derive from
  const headerGroups = useMemo(() => table.getHeaderGroups(), [columns, columnVisibility]);
  const visibleIds = useMemo(
    () => table.getVisibleLeafColumns().map((column) => column.id),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above: the visible leaf columns follow the columns and their visibility
    [columns, columnVisibility],
  );
  // Beyond the spec: on a saved view, the rows and fields changed since the last visit.
  const changedCell = useMemo(() => (visit === null ? undefined : changedCellOf(visit.entity, visit.diff)), [visit]);
  const bodyColumns = useMemo(
    () => buildBodyColumns(visibleIds, definitionsByKey, firstKey, rowActions, nameHref, changedCell),
    [visibleIds, definitionsByKey, firstKey, rowActions, nameHref, changedCell],
  );
  // Every row is a grid of these tracks (results-table.module.css): the widths stay fixed while
  // windows of rows arrive during scrolling.
  const columnWidths = useMemo(
    () =>
      visibleIds.map((id) => {
        if (id === ACTIONS_COLUMN_ID) return ACTIONS_COLUMN_WIDTH;
        const definition = definitionsByKey.get(id);
        return definition === undefined ? 0 : columnWidth(definition, id === firstKey);
      }),
    [visibleIds, definitionsByKey, firstKey],
  );
  const layout = useMemo(
    () =>
      ({
        width: columnWidths.reduce((total, width) => total + width, 0),
        // A CSS custom property is not among CSSProperties' keys.
        '--results-table-columns': columnWidths.map((width) => `${width}px`).join(' '),
      }) as CSSProperties,
    [columnWidths],
  );

  const exportAbout = useMemo<ExportAbout>(
    () => ({ page: title, search: exportSearch, dataAsOf: exportDataAsOf }),
    [title, exportSearch, exportDataAsOf],
  );
  const summaryChips = summary?.chips;
  const allChips = useMemo(() => [...chips, ...(summaryChips ?? [])], [chips, summaryChips]);
  const engineRowCount = summary?.displayRowCount ?? 0;
  const expandedRows = useExpandedRows(summary);
  // Part 2 §9: the 85vh height counts the expanded sub rows.
  const rowCount = engineRowCount + (expandableRows ? expandedRows.extraCount : 0);
  // A search's first rows show while the rest arrives (use-results-view.ts); the table stays busy,
  // with no export, until the whole result is in.
  const busy = loading || results.loading || results.partial;
  const firstRowsShown = results.partial && engineRowCount > 0;
  const message =
    busy && !firstRowsShown
      ? LOADING_MESSAGE
      : summary !== null && engineRowCount === 0
        ? (clampedMessage ?? emptyMessage)
        : null;

  return (
    <Stack component="section" gap="xs" aria-labelledby={titleId}>
      <ResultsTableToolbar
        titleId={titleId}
        title={title}
        engine={engine}
        exportView={busy ? null : view}
        exportAbout={exportAbout}
        pdf={pdf}
        columns={definitions}
        visibleColumns={visibleKeys}
        onVisibleColumnsChange={changeVisibleColumns}
        onHelp={help}
      />
      <SearchChips chips={allChips} />
      {visit !== null && <ChangesPanel diff={visit.diff} />}
      <div
        ref={setScrollElement}
        className={classes.scroller}
        style={{ height: !busy && rowCount > SCROLL_THRESHOLD_ROWS ? SCROLL_BODY_HEIGHT : undefined }}
        tabIndex={-1}
        data-testid="results-table-scroller"
      >
        <table
          role="table"
          className={classes.table}
          style={layout}
          aria-labelledby={titleId}
          aria-rowcount={headerGroups.length + rowCount}
          aria-colcount={visibleIds.length}
          aria-busy={busy}
        >
          <ResultsTableHead headerGroups={headerGroups} definitionsByKey={definitionsByKey} sorting={sorting} />
          <ResultsTableBody
            engine={engine}
            view={view}
            summary={summary}
            scrollElement={scrollElement}
            columns={bodyColumns}
            columnWidths={columnWidths}
            headerRowCount={headerGroups.length}
            message={message}
            expandedRows={expandableRows ? expandedRows : null}
            fetchedWindow={results.fetchedWindow}
          />
        </table>
      </div>
      {hasRowActions && <RowActionTooltip container={scrollElement} />}
    </Stack>
  );
}
