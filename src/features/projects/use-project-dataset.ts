import { useEffect, useState } from 'react';
import type { DatasetHandle, MarketEngine, OpenDatasetRequest } from '../../engine/engine-api';
import { isCancellation } from '../../engine/engine-errors';

export interface ProjectDatasetState {
  dataset: DatasetHandle | null;
  loading: boolean;
  error: Error | null;
}

/**
 * Opens the dataset of the route's API params in the engine (which fetches and parses off the
 * UI thread) and releases it when the request changes. The request's content is the key, so a
 * change of client params alone never fetches again (part 1 §4). With `alwaysFetch` (market
 * history always calls the API) every change of `searchKey` opens it again, fetched afresh
 * rather than from the worker's cache.
 */
export function useProjectDataset(
  engine: MarketEngine,
  request: OpenDatasetRequest | null,
  alwaysFetch: { searchKey: string } | null,
): ProjectDatasetState {
  const [state, setState] = useState<ProjectDatasetState>({ dataset: null, loading: false, error: null });
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
        console.warn('Project search failed', error);
        setState({ dataset: null, loading: false, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      controller.abort();
      if (opened !== null) void engine.release(opened);
    };
  }, [engine, key, refetch, searchKey]);

  return state;
}
