import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { DatasetHandle, MarketEngine } from '../../engine/engine-api';
import { isCancellation } from '../../engine/engine-errors';
import type { OpenDatasetRequest, PresentOptions } from '@contract/engine';

export interface SearchDatasetState {
  /**
   * The search's result; while its other rows still arrive, its first rows (a partial dataset,
   * `summary.partial`: shown in the server's order, counts, totals and exports waiting).
   */
  dataset: DatasetHandle | null;
  /** True until the whole result (or the failure) is in, its first rows shown or not. */
  loading: boolean;
  /** Why the last search failed (already logged), or null. */
  error: Error | null;
  /** Runs the same search again (after a failure, the request has not changed). */
  retry: () => void;
  /**
   * Told of each dataset (first rows or whole) as the engine hands it over, before the render
   * that shows it: the results view (useResultsView) opens its view and first window there and
   * gives back how to show them, which is applied in the render of the dataset (one render of
   * the page for the dataset and its rows, not one for each, README "Performance").
   */
  datasetListener: DatasetListener;
}

/** Where the results view registers to hear of a search's datasets before they render. */
export type DatasetListener = RefObject<((dataset: DatasetHandle) => Promise<(() => void) | null>) | null>;

interface Settled {
  key: string;
  dataset: DatasetHandle | null;
  /** The first rows only: the whole result is still on its way. */
  partial: boolean;
  error: Error | null;
  /** Set when the effect that opened it is cleaned up: the dataset was released. */
  released: boolean;
}

/** The names present in a search's result (part 1 §5); not known from its first rows alone. */
export function presentOptionsOf(dataset: DatasetHandle | null): PresentOptions | null {
  return dataset === null || dataset.summary.partial === true ? null : dataset.summary.presentOptions;
}

/**
 * Opens the dataset of a search's API params in the engine (which fetches and parses it off the
 * UI thread) and releases it when the request changes. The request's content is the key, so a
 * change of client params alone never calls the API again (part 1 §4, part 2 §4). With
 * `alwaysFetch` (project market history always calls the API) every change of `searchKey`
 * opens it again, fetched afresh rather than from the worker's cache. A failure is logged and
 * leaves no dataset (part 1 §8, part 2 §8).
 */
export function useSearchDataset(
  engine: MarketEngine,
  request: OpenDatasetRequest | null,
  alwaysFetch: { searchKey: string } | null = null,
): SearchDatasetState {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const key = request === null ? null : JSON.stringify(request);
  const refetch = alwaysFetch !== null;
  const searchKey = alwaysFetch?.searchKey ?? '';
  const openingKey = key === null ? null : `${key} ${searchKey} ${attempt}`;
  // What the last finished opening gave, for the key it opened. Loading is derived from it: a
  // new key shows no dataset and loading in the same render, with no second render of the view
  // (a state set in the effect would render the whole search view again while the API call runs).
  const [settled, setSettled] = useState<Settled | null>(null);
  const datasetListener: DatasetListener = useRef(null);

  useEffect(() => {
    if (openingKey === null || key === null) return;
    const controller = new AbortController();
    let opened: DatasetHandle | null = null;
    let firstRows: DatasetHandle | null = null;
    // The first rows give way to the whole result or a failure (nothing partial is left shown as whole).
    const dropFirstRows = () => {
      if (firstRows !== null) void engine.release(firstRows);
      firstRows = null;
    };
    const outcome: { settled: Settled | null } = { settled: null };
    let latest = 0;
    const settle = (next: Settled) => {
      outcome.settled = next;
      const ticket = ++latest;
      const commit = (applyView: (() => void) | null) => {
        if (ticket !== latest || controller.signal.aborted) return;
        // A transition: the view renders the new dataset in slices that yield to the browser (a
        // plain update renders the whole search view in one task).
        startTransition(() => {
          setSettled(next);
          applyView?.();
        });
      };
      const viewReady = next.dataset === null ? null : (datasetListener.current?.(next.dataset) ?? null);
      if (viewReady === null) commit(null);
      else void viewReady.then(commit);
    };
    const onPartial = (dataset: DatasetHandle) => {
      if (controller.signal.aborted || opened !== null) {
        void engine.release(dataset);
        return;
      }
      dropFirstRows();
      firstRows = dataset;
      settle({ key: openingKey, dataset, partial: true, error: null, released: false });
    };
    engine.openDataset(JSON.parse(key) as OpenDatasetRequest, { signal: controller.signal, refetch, onPartial }).then(
      (dataset) => {
        opened = dataset;
        if (controller.signal.aborted) {
          void engine.release(dataset);
          return;
        }
        settle({ key: openingKey, dataset, partial: false, error: null, released: false });
        // A view of the first rows keeps working without their dataset handle until the whole
        // result's view takes its place (use-results-view.ts).
        dropFirstRows();
      },
      (error: unknown) => {
        dropFirstRows();
        if (controller.signal.aborted || isCancellation(error)) return;
        console.error('Search failed', error);
        settle({
          key: openingKey,
          dataset: null,
          partial: false,
          error: error instanceof Error ? error : new Error(String(error)),
          released: false,
        });
      },
    );
    return () => {
      controller.abort();
      dropFirstRows();
      if (opened !== null) void engine.release(opened);
      // Marked rather than cleared: clearing would render the view once more for nothing, and
      // the same key coming back must open its dataset again.
      if (outcome.settled !== null) outcome.settled.released = true;
    };
  }, [engine, key, openingKey, refetch]);

  const current = settled !== null && settled.key === openingKey && !settled.released ? settled : null;
  return {
    dataset: current?.dataset ?? null,
    loading: openingKey !== null && (current === null || current.partial),
    error: current?.error ?? null,
    retry,
    datasetListener,
  };
}
