import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { ColumnDefinition } from '@contract/columns';
import type { DatasetHandle, MarketEngine, ViewHandle } from '../../engine/engine-api';
import { isCancellation } from '../../engine/engine-errors';
import { ROW_WINDOW_SIZE } from './results-table-constants';
import { hiddenToUrl, sortFromUrl, sortToUrl, visibleFromUrl } from './results-url-state';
import type { FetchedWindow } from './use-row-windows';
import type { ResultsUrlBinding } from './use-results-url-state';
import type { DatasetListener } from './use-search-dataset';
import { useLatestCallback } from '../../lib/use-latest-callback';
import type { ClientParams, SearchContext, SortState, ViewSpec, ViewSummary } from '@contract/engine';

/**
 * Everything the results table (and the map beside it) needs about one view: the handle, its
 * latest summary, and the sort and visible columns the user chose in the table.
 */
export interface ResultsView {
  view: ViewHandle | null;
  summary: ViewSummary | null;
  /** The dataset's column definitions, in server order; none until its view exists. */
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

/** A view being created for a dataset, with its first window asked for right after it. */
interface ViewOpening {
  dataset: DatasetHandle;
  controller: AbortController;
  initialSort: SortState | null;
  initialVisible: readonly string[] | null;
  /** The ViewSpec it was created with, as the update effect compares it (specKey). */
  key: string;
  created: Promise<ViewHandle>;
  rows: Promise<FetchedWindow | null>;
  /** The view, once shown in the render of its dataset (with its first window). */
  shown: ViewHandle | null;
}
/** How long after a sort or a column change the query follows it. */
const URL_WRITE_DELAY_MS = 400;

/** A view spec's content, as the update effect compares specs (params objects are rebuilt on every render). */
function viewSpecKey(spec: ViewSpec): string {
  return JSON.stringify([spec.clientParams, spec.context ?? null, spec.sort, spec.visibleColumns]);
}

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
 *
 * With `datasetListener` (useSearchDataset's) the view of a dataset starts opening as the engine
 * hands the dataset over, before the render that shows it; the view then comes with its first
 * window in the render after (useResultsView's effect adopts the opening).
 */
export function useResultsView(
  engine: MarketEngine,
  dataset: DatasetHandle | null,
  clientParams: ClientParams,
  context?: SearchContext,
  url?: ResultsUrlBinding,
  datasetListener?: DatasetListener,
): ResultsView {
  const [sort, setSort] = useState<SortState | null>(null);
  const [visibleColumns, setVisibleColumns] = useState<readonly string[] | null>(null);
  const [view, setView] = useState<ViewHandle | null>(null);
  const [summary, setSummary] = useState<ViewSummary | null>(null);
  const [fetchedWindow, setFetchedWindow] = useState<FetchedWindow | null>(null);

  // Params objects are rebuilt on every render of the owner; their content decides.
  const specKey = viewSpecKey({ clientParams, context, sort, visibleColumns });
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
  // The view's columns, not the dataset's: a dataset whose view is still being created renders
  // no header for it (the header and the rows come in one render, README "Performance").
  const columns = view?.dataset.summary.columns ?? NO_COLUMNS;

  /**
   * The update of a sort the table asked for, started with the click (`setSort` below), before
   * the render that shows the new sort: the engine sorts while React renders the header. The
   * update effect adopts it when its spec is the one that render made.
   */
  const eagerUpdate = useRef<{
    view: ViewHandle;
    key: string;
    controller: AbortController;
    result: Promise<{ next: ViewSummary; rows: FetchedWindow | null }>;
  } | null>(null);
  const viewRef = useRef(view);
  viewRef.current = view;
  const setSortNow = useLatestCallback((nextSort: SortState | null) => {
    const shownView = viewRef.current;
    const current = specRef.current;
    eagerUpdate.current?.controller.abort();
    eagerUpdate.current = null;
    if (shownView !== null && appliedKey.current !== null) {
      const next: ViewSpec = { ...current, sort: nextSort };
      const key = viewSpecKey(next);
      if (key !== appliedKey.current) {
        const controller = new AbortController();
        const result = engine.updateView(shownView, next, { signal: controller.signal }).then(async (summary) => ({
          next: summary,
          rows: await firstWindowOf(engine, shownView, summary, controller.signal),
        }));
        // Awaited by the effect that adopts it; one never adopted must not be reported as unhandled.
        result.catch(() => undefined);
        eagerUpdate.current = { view: shownView, key, controller, result };
      }
    }
    setSort(nextSort);
  });

  /** A view opened as the dataset was handed over (openView), before the render that commits it. */
  const early = useRef<ViewOpening | null>(null);
  /**
   * Starts the view of a dataset: created with the sort and columns it opens with, then its first
   * window asked for at once (one worker turn after the other, no render between them).
   */
  const openView = useLatestCallback((next: DatasetHandle): ViewOpening => {
    const continuing = firstRowsView.current !== null;
    let initialSort: SortState | null;
    let initialVisible: readonly string[] | null;
    if (continuing) {
      // The whole result of the search whose first rows are shown: the sort and columns the user
      // chose meanwhile apply to it, and the first rows stay until its view is ready.
      initialSort = specRef.current.sort;
      initialVisible = specRef.current.visibleColumns;
    } else {
      const fromUrl = urlRef.current?.read() ?? undefined;
      initialSort = fromUrl === undefined ? null : sortFromUrl(fromUrl.sort, next.summary.columns);
      initialVisible = fromUrl === undefined ? null : visibleFromUrl(fromUrl.hide, next.summary.columns);
    }
    const controller = new AbortController();
    const initial: ViewSpec = { ...specRef.current, sort: initialSort, visibleColumns: initialVisible };
    const created = engine.createView(next, initial, { signal: controller.signal });
    const rows = created.then((handle) => firstWindowOf(engine, handle, handle.summary, controller.signal));
    // Awaited by the effect that adopts the opening; one never adopted must not be reported as unhandled.
    rows.catch(() => undefined);
    return {
      dataset: next,
      controller,
      initialSort,
      initialVisible,
      key: viewSpecKey(initial),
      created,
      rows,
      shown: null,
    };
  });
  const discardEarly = () => {
    const opening = early.current;
    early.current = null;
    if (opening === null) return;
    opening.controller.abort();
    opening.created.then(
      (handle) => releaseView(engine, handle),
      () => undefined,
    );
  };
  const discardEarlyRef = useRef(discardEarly);
  discardEarlyRef.current = discardEarly;

  // The dataset's view starts opening as the engine hands the dataset over: the worker creates it
  // and its first window while React renders the page for the dataset, not after that render.
  useEffect(() => {
    if (datasetListener === undefined) return;
    datasetListener.current = async (next) => {
      discardEarlyRef.current();
      const opening = openView(next);
      early.current = opening;
      const continuing = firstRowsView.current !== null;
      try {
        const handle = await opening.created;
        const window = await opening.rows;
        return () => {
          if (early.current !== opening) return;
          opening.shown = handle;
          setView(handle);
          setSummary(handle.summary);
          setFetchedWindow(window);
          if (!continuing) {
            setSort(opening.initialSort);
            setVisibleColumns(opening.initialVisible);
          }
          // As the effect below: a sort the engine could not apply is dropped; first rows are never sorted.
          if (next.summary.partial !== true && handle.summary.sort === null && opening.initialSort !== null)
            setSort(null);
        };
      } catch {
        // The effect below opens the view again and reports a failure.
        if (early.current === opening) early.current = null;
        return null;
      }
    };
    return () => {
      datasetListener.current = null;
      discardEarlyRef.current();
    };
  }, [datasetListener, openView]);

  useEffect(() => {
    const shownFirstRows = firstRowsView.current;
    const dropFirstRows = () => {
      if (shownFirstRows !== null) releaseView(engine, shownFirstRows);
    };
    let opening: ViewOpening | null = null;
    if (dataset !== null) {
      if (early.current?.dataset === dataset) {
        opening = early.current;
        early.current = null;
      } else {
        discardEarlyRef.current();
        opening = openView(dataset);
      }
    }
    firstRowsView.current = null;
    const shown = opening?.shown ?? null;
    if (opening !== null && shown !== null) {
      // Shown in the render of the dataset (the listener above): this effect keeps and releases it.
      const { controller } = opening;
      if (dataset?.summary.partial === true) firstRowsView.current = shown;
      if (shownFirstRows !== shown) dropFirstRows();
      appliedKey.current = opening.key;
      return () => {
        controller.abort();
        if (shown !== firstRowsView.current) releaseView(engine, shown);
      };
    }
    if (shownFirstRows === null || opening === null) {
      dropFirstRows();
      setView(null);
      setSummary(null);
      setFetchedWindow(null);
      setSort(opening?.initialSort ?? null);
      setVisibleColumns(opening?.initialVisible ?? null);
    }
    if (dataset === null || opening === null) return;
    const partial = dataset.summary.partial === true;
    const { controller, initialSort } = opening;
    let created: ViewHandle | null = null;
    appliedKey.current = opening.key;
    const { rows } = opening;
    opening.created
      .then(async (handle) => {
        created = handle;
        if (controller.signal.aborted) {
          releaseView(engine, handle);
          return;
        }
        if (partial) firstRowsView.current = handle;
        const window = await rows;
        // A transition: React renders the table for the new results in slices that yield to
        // the browser, instead of one task while the engine workers still hold the CPU.
        startTransition(() => {
          setView(handle);
          setSummary(handle.summary);
          setFetchedWindow(window);
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- openView is a latest callback (stable)
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
    const eager = eagerUpdate.current;
    eagerUpdate.current = null;
    if (view === null || appliedKey.current === specKey) {
      eager?.controller.abort();
      return;
    }
    let update: Promise<{ next: ViewSummary; rows: FetchedWindow | null }>;
    let controller: AbortController;
    if (eager !== null && eager.view === view && eager.key === specKey) {
      ({ controller, result: update } = eager);
    } else {
      eager?.controller.abort();
      const started = new AbortController();
      controller = started;
      update = engine.updateView(view, spec, { signal: started.signal }).then(async (next) => ({
        next,
        rows: await firstWindowOf(engine, view, next, started.signal),
      }));
    }
    update
      .then(({ next, rows }) => {
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
      setSort: setSortNow,
      setVisibleColumns,
    }),
    [view, summary, columns, sort, visibleColumns, loading, partial, fetchedWindow, setSortNow],
  );
}
