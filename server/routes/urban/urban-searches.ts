import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { SearchResponse } from '@contract/search';
import type { LinkName } from '@contract/session';
import type { ByRegionLandingResponse } from '@contract/urban-landing';
import { loadByRegionLanding } from '../../queries/urban/landing';
import { searchMarketData } from '../../queries/urban/market-data';
import { searchMarketHistory } from '../../queries/urban/market-history';
import { searchProjects } from '../../queries/urban/project-search';
import type { MarketHistoryQuery, QuarterSearchQuery, TypeStanding } from './query-schemas';

/**
 * The landing search and the three project views (part 1 §7) as functions of a database and
 * validated parameters, so they run on a search thread (server/search-pool) as well as in the
 * request's own thread.
 */
export const urbanSearches = {
  landing: (
    db: Kysely<Database>,
    params: { regionId: number[]; links: readonly LinkName[] },
  ): Promise<ByRegionLandingResponse> => loadByRegionLanding(db, params.regionId, params.links),

  projects: (
    db: Kysely<Database>,
    params: { path: TypeStanding; query: QuarterSearchQuery },
  ): Promise<SearchResponse> => searchProjects(db, params.path, params.query),

  marketData: (
    db: Kysely<Database>,
    params: { path: TypeStanding; query: QuarterSearchQuery },
  ): Promise<SearchResponse> => searchMarketData(db, params.path, params.query),

  marketHistory: (
    db: Kysely<Database>,
    params: { path: TypeStanding; query: MarketHistoryQuery },
  ): Promise<SearchResponse> => searchMarketHistory(db, params.path, params.query),
};
