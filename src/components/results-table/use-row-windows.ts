import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { MarketEngine, ViewHandle } from '../../engine/engine-api';
import { isCancellation } from '../../engine/engine-errors';
import { ROW_WINDOW_SIZE, SPARE_WINDOWS } from './results-table-constants';
import type { DisplayRow, RowWindow, ViewSummary } from '@contract/engine';

/** The display rows on screen, by index; `last` is inclusive. */
export interface RowRange {
  first: number;
  last: number;
}

interface LoadedWindows {
  /** The view and version the windows are of (view ids are per worker: the handle tells views apart). */
  view: ViewHandle | null;
  version: number;
  /** Window index -> its rows (window w holds display rows [w * size, (w + 1) * size)). */
  windows: ReadonlyMap<number, readonly DisplayRow[]>;
}

const NOTHING_LOADED: LoadedWindows = { view: null, version: 0, windows: new Map() };

/**
 * A window of rows fetched with the view's summary (use-results-view.ts), before the table
 * renders it: the table's first render of a new view or version shows rows rather than
 * placeholders, with no round trip to the engine after it.
 */
export interface FetchedWindow {
  view: ViewHandle;
  window: RowWindow;
}

/** Keeps the windows in use plus a few spares, dropping the ones farthest from `around`. */
function withWindow(
  windows: ReadonlyMap<number, readonly DisplayRow[]>,
  index: number,
  rows: readonly DisplayRow[],
  around: number,
  keep: number,
): Map<number, readonly DisplayRow[]> {
  const next = new Map(windows);
  next.set(index, rows);
  if (next.size > keep) {
    const byDistance = [...next.keys()].sort((a, b) => Math.abs(b - around) - Math.abs(a - around));
    for (const far of byDistance.slice(0, next.size - keep)) next.delete(far);
  }
  return next;
}

/**
 * The table never holds the full result set: it asks the engine for aligned windows of display
 * rows around the visible range. While a window is in flight its rows read as `undefined`
 * (placeholders); windows no longer on screen are aborted; a window of an older view version
 * (the sort, filters or columns changed meanwhile) is dropped.
 */
export function useRowWindows(
  engine: MarketEngine,
  view: ViewHandle | null,
  summary: ViewSummary | null,
  range: RowRange | null,
  fetched: FetchedWindow | null = null,
): (index: number) => DisplayRow | undefined {
  const [loaded, setLoaded] = useState<LoadedWindows>(NOTHING_LOADED);
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  const inFlight = useRef(new Map<number, AbortController>());

  // Two workers number their views alike: the first view of a fresh worker has the id and
  // version of the previous search's view in the other, and keyed by ids alone the previous
  // search's rows were shown as the new one's until its own arrived.
  const version = summary?.version ?? 0;
  const isCurrent = (of: { view: ViewHandle | null; version: number }) =>
    view !== null && summary !== null && of.view === view && of.version === version;
  const seed =
    fetched !== null &&
    isCurrent({ view: fetched.view, version: fetched.window.version }) &&
    fetched.window.start % ROW_WINDOW_SIZE === 0
      ? fetched.window
      : null;
  const seedIndex = seed === null ? -1 : seed.start / ROW_WINDOW_SIZE;
  const loadedCurrent = isCurrent(loaded);
  const hasSummary = summary !== null;
  const rowCount = summary?.displayRowCount ?? 0;
  const firstWindow = range === null || rowCount === 0 ? -1 : Math.floor(range.first / ROW_WINDOW_SIZE);
  const lastWindow =
    range === null || rowCount === 0 ? -1 : Math.floor(Math.min(range.last, rowCount - 1) / ROW_WINDOW_SIZE);

  // A new view or version makes every window in flight stale.
  useEffect(() => {
    const requests = inFlight.current;
    return () => {
      for (const controller of requests.values()) controller.abort();
      requests.clear();
    };
  }, [view, version]);

  useEffect(() => {
    if (view === null || !hasSummary || firstWindow < 0) return;
    const requests = inFlight.current;
    for (const [index, controller] of requests) {
      if (index < firstWindow || index > lastWindow) {
        controller.abort();
        requests.delete(index);
      }
    }
    const current = loadedRef.current;
    const currentVersion = version;
    const keep = lastWindow - firstWindow + 1 + SPARE_WINDOWS;
    for (let index = firstWindow; index <= lastWindow; index++) {
      if (requests.has(index) || index === seedIndex) continue;
      if (current.view === view && current.version === currentVersion && current.windows.has(index)) continue;
      const controller = new AbortController();
      requests.set(index, controller);
      const start = index * ROW_WINDOW_SIZE;
      const end = Math.min(rowCount, start + ROW_WINDOW_SIZE);
      engine
        .getRows(view, start, end, { signal: controller.signal })
        .then((window) => {
          if (requests.get(index) === controller) requests.delete(index);
          if (controller.signal.aborted || window.version !== currentVersion) return;
          // A transition: the rows a window brings render in slices that yield to scrolling.
          startTransition(() =>
            setLoaded((previous) => ({
              view,
              version: currentVersion,
              windows: withWindow(
                previous.view === view && previous.version === currentVersion ? previous.windows : new Map(),
                index,
                window.rows,
                index,
                keep,
              ),
            })),
          );
        })
        .catch((error: unknown) => {
          if (requests.get(index) === controller) requests.delete(index);
          if (controller.signal.aborted || isCancellation(error)) return;
          console.warn(`Could not load table rows ${start}-${end}`, error);
        });
    }
  }, [engine, view, version, hasSummary, rowCount, firstWindow, lastWindow, seedIndex]);

  return useCallback(
    (index: number) => {
      const windowIndex = Math.floor(index / ROW_WINDOW_SIZE);
      if (windowIndex === seedIndex) return seed?.rows[index % ROW_WINDOW_SIZE];
      return loadedCurrent ? loaded.windows.get(windowIndex)?.[index % ROW_WINDOW_SIZE] : undefined;
    },
    [loaded, loadedCurrent, seed, seedIndex],
  );
}
