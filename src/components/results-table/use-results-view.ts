import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { ColumnDefinition } from '@contract/columns';
import type { DatasetHandle, MarketEngine, ViewHandle } from '../../engine/engine-api';
import { isCancellation } from '../../engine/engine-errors';
import { ROW_WINDOW_SIZE } from './results-table-constants';
import { hiddenToUrl, sortFromUrl, sortToUrl, visibleFromUrl } from './results-url-state';
import type { FetchedWindow } from './use-row-windows';
import type { ResultsUrlBinding } from './use-results-url-state';
import type { ClientParams, SearchContext, SortState, ViewSpec, ViewSummary } from '@contract/engine';

/**
 * Everything the results table (and the map beside it) needs about one view: the handle, its
 * latest summary, and the sort and visible columns the user chose in the table.
 */
export interface ResultsView {
  view: ViewHandle | null;
  summary: ViewSummary | null;
  /** The dataset's column definitions, in server order. */
  columns: readonly ColumnDefinition[];
  /** The sort the user asked for; shown at once, applied by the engine. */
  sort: SortState | null;
  /** Column keys in display order; null = every column not hidden by default. */
  visibleColumns: readonly string[] | null;
  /** True until the first summary of the current dataset has arrived. */
  loading: boolean;
  /**
   * The view's first window of rows, asked for with its summary (a new view, a filter, a sort)
   * and shown in the same render: no render of placeholders and no round trip after it.
   */
  fetchedWindow: FetchedWindow | null;
  /**
   * The view shows a search's first rows while the rest arrives (DatasetSummary.partial): in the
   * server's order, with no totals; counts, totals and exports wait for the whole result.
   */
  partial: boolean;
  setSort: (sort: SortState | null) => void;
  setVisibleColumns: (keys: readonly string[]) => void;
}

const NO_COLUMNS: readonly ColumnDefinition[] = [];
/** How long after a sort or a column change the query follows it. */
const URL_WRITE_DELAY_MS = 400;

function releaseView(engine: MarketEngine, view: ViewHandle): void {
  engine.release(view).catch((error: unknown) => console.warn('Could not release the results view', error));
}

/**
 * The view's first window of rows at its summary's version, or null when it has no rows or
 * the call failed (the table then asks for its windows itself). A newer version makes it stale:
 * the caller drops the update with it.
 */
async function firstWindowOf(
  engine: MarketEngine,
  view: ViewHandle,
  summary: ViewSummary,
  signal: AbortSignal,
): Promise<FetchedWindow | null> {
  if (summary.displayRowCount === 0) return null;
  try {
    const window = await engine.getRows(view, 0, Math.min(ROW_WINDOW_SIZE, summary.displayRowCount), { signal });
    return window.version === summary.version ? { view, window } : null;
  } catch (error) {
    if (signal.aborted || isCancellation(error)) throw error;
    return null;
  }
}

/**
 * Owns the view of one dataset: creates it, reruns the engine's view step whenever the client
 * params, sort or visible columns change (the engine drops overtaken updates), and releases it
 * when the dataset is replaced or the component unmounts. One owner composes the whole
 * `ViewSpec`, so a filter change never loses the table's sort and the reverse.
 *
 * With `url` (the page's table; useResultsUrlState) the sort and hidden columns also live in
 * the route's query: a new dataset opens with them, a change is written back, and a change of
 * the query from elsewhere (a saved view, a shared link on the same page) is applied. A value
 * the data no longer has is dropped, from the view and from the query.
 */
export function useResultsView(
  engine: MarketEngine,
  dataset: DatasetHandle | null,
  clientParams: ClientParams,
  context?: SearchContext,
  url?: ResultsUrlBinding,
): ResultsView {
  const [sort, setSort] = useState<SortState | null>(null);
  const [visibleColumns, setVisibleColumns] = useState<readonly string[] | null>(null);
  const [view, setView] = useState<ViewHandle | null>(null);
  const [summary, setSummary] = useState<ViewSummary | null>(null);
  const [fetchedWindow, setFetchedWindow] = useState<FetchedWindow | null>(null);

  // Params objects are rebuilt on every render of the owner; their content decides.
  const specKey = JSON.stringify([clientParams, context ?? null, sort, visibleColumns]);
  const spec = useMemo<ViewSpec>(
    () => ({ clientParams, context, sort, visibleColumns }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- specKey is the content of these inputs
    [specKey],
  );
  const specRef = useRef(spec);
  specRef.current = spec;
  const urlRef = useRef(url);
  urlRef.current = url;
  const appliedKey = useRef<string | null>(null);
  /** The view of a search's first rows, kept on screen until the whole result's view replaces it. */
  const firstRowsView = useRef<ViewHandle | null>(null);
  const columns = dataset?.summary.columns ?? NO_COLUMNS;

  useEffect(() => {
    const datasetColumns = dataset?.summary.columns ?? NO_COLUMNS;
    const shownFirstRows = firstRowsView.current;
    firstRowsView.current = null;
    const dropFirstRows = () => {
      if (shownFirstRows !== null) releaseView(engine, shownFirstRows);
    };
    let initialSort: SortState | null;
    let initialVisible: readonly string[] | null;
    if (shownFirstRows !== null && dataset !== null) {
      // The whole result of the search whose first rows are shown: the sort and columns the user
      // chose meanwhile apply to it, and the first rows stay until its view is ready.
      initialSort = specRef.current.sort;
      initialVisible = specRef.current.visibleColumns;
    } else {
      dropFirstRows();
      const fromUrl = urlRef.current?.read() ?? undefined;
      initialSort = fromUrl === undefined ? null : sortFromUrl(fromUrl.sort, datasetColumns);
      initialVisible = fromUrl === undefined ? null : visibleFromUrl(fromUrl.hide, datasetColumns);
      setView(null);
      setSummary(null);
      setFetchedWindow(null);
      setSort(initialSort);
      setVisibleColumns(initialVisible);
    }
    if (dataset === null) return;
    const partial = dataset.summary.partial === true;
    const controller = new AbortController();
    let created: ViewHandle | null = null;
    const initial: ViewSpec = { ...specRef.current, sort: initialSort, visibleColumns: initialVisible };
    appliedKey.current = JSON.stringify([initial.clientParams, initial.context ?? null, initialSort, initialVisible]);
    engine
      .createView(dataset, initial, { signal: controller.signal })
      .then(async (handle) => {
        created = handle;
        if (controller.signal.aborted) {
          releaseView(engine, handle);
          return;
        }
        if (partial) firstRowsView.current = handle;
        const rows = await firstWindowOf(engine, handle, handle.summary, controller.signal);
        // A transition: React renders the table for the new results in slices that yield to
        // the browser, instead of one task while the engine workers still hold the CPU.
        startTransition(() => {
          setView(handle);
          setSummary(handle.summary);
          setFetchedWindow(rows);
          // The engine drops a sort it cannot apply (a hidden column): the table shows what it
          // did. The first rows are never sorted: the sort waits for the whole result.
          if (!partial && handle.summary.sort === null && initialSort !== null) setSort(null);
        });
        dropFirstRows();
      })
      .catch((error: unknown) => {
        dropFirstRows();
        if (!controller.signal.aborted && !isCancellation(error))
          console.warn('Could not create the results view', error);
      });
    return () => {
      controller.abort();
      // The first rows' view is left to the effect of the whole result that follows, which releases it.
      if (created !== null && created !== firstRowsView.current) releaseView(engine, created);
    };
  }, [engine, dataset]);

  // A first rows' view left when the owner goes before its whole result came.
  useEffect(
    () => () => {
      if (firstRowsView.current !== null) releaseView(engine, firstRowsView.current);
      firstRowsView.current = null;
    },
    [engine],
  );

  useEffect(() => {
    if (view === null || appliedKey.current === specKey) return;
    const controller = new AbortController();
    engine
      .updateView(view, spec, { signal: controller.signal })
      .then(async (next) => {
        const rows = await firstWindowOf(engine, view, next, controller.signal);
        appliedKey.current = specKey;
        startTransition(() => {
          setSummary(next);
          setFetchedWindow(rows);
        });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted && !isCancellation(error))
          console.warn('Could not update the results view', error);
      });
    return () => controller.abort();
  }, [engine, view, spec, specKey]);

  // The table's view to the query, once the view exists (its columns known, stale values dropped).
  // A moment later: the navigation renders the page's route again, which would share the frames
  // that repaint the sorted rows.
  useEffect(() => {
    if (url === undefined || view === null) return;
    const next = { sort: sortToUrl(sort), hide: hiddenToUrl(visibleColumns, columns) };
    const timer = setTimeout(() => {
      const now = url.read();
      if (now !== null && (next.sort !== now.sort || next.hide !== now.hide)) url.write(next);
    }, URL_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [url, view, sort, visibleColumns, columns]);

  // The query to the table, when it changed from elsewhere (a saved view, Back).
  useEffect(() => {
    if (url === undefined || view === null) return;
    return url.subscribe(() => {
      const now = url.read();
      if (now === null) return;
      const nextSort = sortFromUrl(now.sort, columns);
      const nextVisible = visibleFromUrl(now.hide, columns);
      setSort((current) => (sortToUrl(current) === sortToUrl(nextSort) ? current : nextSort));
      setVisibleColumns((current) =>
        hiddenToUrl(current, columns) === hiddenToUrl(nextVisible, columns) ? current : nextVisible,
      );
    });
  }, [url, view, columns]);

  const loading = dataset !== null && summary === null;
  const partial = view !== null && view.dataset.summary.partial === true;
  // One object while nothing in it changed: the table (memo) skips the owner's other renders.
  return useMemo(
    () => ({
      view,
      summary,
      columns,
      sort,
      visibleColumns,
      loading,
      partial,
      fetchedWindow,
      setSort,
      setVisibleColumns,
    }),
    [view, summary, columns, sort, visibleColumns, loading, partial, fetchedWindow],
  );
}
