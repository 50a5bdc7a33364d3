import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { dataVersionReader } from '../http/data-version';
import { SearchCache } from '../http/search-cache';
import { inProcessRunner, type SearchRunner } from './search-runner';
import { createSearchService, type SearchService } from './search-service';

/** The app's search service: the given runner (or the request thread) and the cache SEARCH_CACHE_MB sizes. */
export function createSearches(db: Kysely<Database>, config: ServerConfig, runner?: SearchRunner): SearchService {
  return createSearchService({
    runner: runner ?? inProcessRunner(db),
    cache: config.searchCacheBytes > 0 ? new SearchCache(config.searchCacheBytes) : null,
    dataVersion: dataVersionReader(db),
  });
}
