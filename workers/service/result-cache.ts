/**
 * Parsed results cached by endpoint and API params, so a change of client params never fetches
 * again (part 1 §4, part 2 §4). Bounded by the datasets' estimated bytes, least recently used
 * out first; the newest entry stays even if it alone is over the limit.
 */
import type { DatasetSummary, OpenDatasetRequest } from '@contract/engine';
import type { PreparedDataset } from '../ops/view';

/** Estimated bytes of cached results before the least recently used are dropped. */
export const DEFAULT_CACHE_BYTES = 256 * 1024 * 1024;

export interface CachedResult {
  prepared: PreparedDataset;
  meta: Omit<DatasetSummary, 'datasetId' | 'fromCache'>;
}

export function cacheKey(request: OpenDatasetRequest): string {
  const sorted = Object.keys(request.apiParams)
    .sort()
    .map((name) => [name, request.apiParams[name]]);
  return `${request.kind} ${request.endpoint} ${JSON.stringify(sorted)}`;
}

export interface ResultCache {
  get(key: string): CachedResult | undefined;
  /** Stores or touches an entry, then drops the least recently used over the limit. */
  remember(key: string, entry: CachedResult): void;
  readonly size: number;
  bytes(): number;
}

export function createResultCache(limitBytes: number = DEFAULT_CACHE_BYTES): ResultCache {
  const entries = new Map<string, CachedResult>();
  const bytes = () => {
    let total = 0;
    for (const entry of entries.values()) total += entry.prepared.dataset.estimatedBytes;
    return total;
  };
  return {
    get: (key) => entries.get(key),
    remember(key, entry) {
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > 1 && bytes() > limitBytes) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
    bytes,
  };
}
