import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { UrbanSearchFiltersResponse } from '@contract/urban-options';
import { DEFAULT_PROJECT_STANDING, DEFAULT_PROJECT_TYPE, RENTAL_STANDING } from '@contract/product-facts';
import { readAppConfig } from './app-config';

/**
 * GET /api/v1/urban/options/searchFilters. The filter definitions and components are
 * configuration data (app_config), so they can change without a release; the component
 * configuration adds the defaults of part 1 §4.
 */
export async function loadSearchFilters(db: Kysely<Database>): Promise<UrbanSearchFiltersResponse> {
  const [searchFilters, components, defaultRegions, timeRanges] = await Promise.all([
    readAppConfig(db, 'urban_search_filters'),
    readAppConfig(db, 'urban_components'),
    readAppConfig(db, 'market_history_default_regions'),
    readAppConfig(db, 'rental_time_ranges'),
  ]);
  const empty = { condo: {}, 'purpose-built': {} };
  return {
    searchFilters: searchFilters ?? { 'project-search': empty, 'market-data': empty, 'market-history': empty },
    components: components ?? { 'project-search': {}, 'market-data': {}, 'market-history': {} },
    componentConfiguration: {
      defaultProjectType: DEFAULT_PROJECT_TYPE,
      defaultProjectStanding: DEFAULT_PROJECT_STANDING,
      rentalStanding: RENTAL_STANDING,
      marketHistoryDefaultRegionIds: defaultRegions ?? [],
      timeRangeOptions: timeRanges ?? [],
    },
  };
}
