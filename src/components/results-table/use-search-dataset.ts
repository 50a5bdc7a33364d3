import { useEffect, useState } from 'react';
import type { DatasetHandle, MarketEngine, OpenDatasetRequest } from '../../engine/engine-api';
import { isCancellation } from '../../engine/engine-errors';

export interface SearchDatasetState {
  dataset: DatasetHandle | null;
  loading: boolean;
  /** The last search failed (already logged). */
  failed: boolean;
}

/**
 * Opens the dataset of a search's API params in the engine (which fetches and parses it off the
 * UI thread) and releases it when the request changes. The request's content is the key, so a
 * change of client params alone never calls the API again (part 2 §4). A failure is logged and
 * leaves no dataset (part 2 §8 "Sales search failure").
 */
export function useSearchDataset(engine: MarketEngine, request: OpenDatasetRequest | null): SearchDatasetState {
  const [state, setState] = useState<SearchDatasetState>({ dataset: null, loading: false, failed: false });
  const key = request === null ? null : JSON.stringify(request);

  useEffect(() => {
    if (key === null) {
      setState({ dataset: null, loading: false, failed: false });
      return;
    }
    const controller = new AbortController();
    let opened: DatasetHandle | null = null;
    setState({ dataset: null, loading: true, failed: false });
    engine.openDataset(JSON.parse(key) as OpenDatasetRequest, { signal: controller.signal }).then(
      (dataset) => {
        opened = dataset;
        if (controller.signal.aborted) {
          void engine.release(dataset);
          return;
        }
        setState({ dataset, loading: false, failed: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isCancellation(error)) return;
        console.error('Search failed', error);
        setState({ dataset: null, loading: false, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (opened !== null) void engine.release(opened);
    };
  }, [engine, key]);

  return state;
}
