import { useCallback, useEffect, useState } from 'react';
import type { DatasetHandle, MarketEngine, OpenDatasetRequest } from '../../engine/engine-api';
import { isCancellation } from '../../engine/engine-errors';

export interface SearchDatasetState {
  dataset: DatasetHandle | null;
  loading: boolean;
  /** Why the last search failed (already logged), or null. */
  error: Error | null;
  /** Runs the same search again (after a failure, the request has not changed). */
  retry: () => void;
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
  const [state, setState] = useState<Omit<SearchDatasetState, 'retry'>>({ dataset: null, loading: false, error: null });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const key = request === null ? null : JSON.stringify(request);
  const refetch = alwaysFetch !== null;
  const searchKey = alwaysFetch?.searchKey ?? '';

  useEffect(() => {
    if (key === null) {
      setState({ dataset: null, loading: false, error: null });
      return;
    }
    const controller = new AbortController();
    let opened: DatasetHandle | null = null;
    setState({ dataset: null, loading: true, error: null });
    engine.openDataset(JSON.parse(key) as OpenDatasetRequest, { signal: controller.signal, refetch }).then(
      (dataset) => {
        opened = dataset;
        if (controller.signal.aborted) {
          void engine.release(dataset);
          return;
        }
        setState({ dataset, loading: false, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isCancellation(error)) return;
        console.error('Search failed', error);
        setState({ dataset: null, loading: false, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      controller.abort();
      if (opened !== null) void engine.release(opened);
    };
  }, [engine, key, refetch, searchKey, attempt]);

  return { ...state, retry };
}
