import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { UrbanResultComponent, UrbanSearchFiltersResponse } from '@contract/urban-options';
import {
  DEFAULT_PROJECT_STANDING,
  DEFAULT_PROJECT_TYPE,
  PROJECT_SEARCH_TYPES,
  RENTAL_STANDING,
  TYPE_STANDINGS,
  typeStandingKey,
  type ProjectSearchType,
} from '@contract/product-facts';
import { urbanSearchFilters } from '@contract/filter-catalog';
import { openDateBounds } from '@contract/date-filter-bounds';
import { readAppConfig } from './app-config';

/** The result component of each view, type and standing (part 1 §2: market, history, rental or projects table). */
export function urbanComponents(): Record<ProjectSearchType, Record<string, UrbanResultComponent>> {
  const result = {} as Record<ProjectSearchType, Record<string, UrbanResultComponent>>;
  for (const searchType of PROJECT_SEARCH_TYPES) {
    const components: Record<string, UrbanResultComponent> = {};
    for (const { projectType, standing } of TYPE_STANDINGS) {
      components[typeStandingKey(projectType, standing)] =
        searchType === 'market-data'
          ? 'market-table'
          : searchType === 'market-history'
            ? 'market-history-table'
            : standing === RENTAL_STANDING
              ? 'rental-table'
              : 'projects-table';
    }
    result[searchType] = components;
  }
  return result;
}

/**
 * GET /api/v1/urban/options/searchFilters. The filter definitions and components are code (the
 * one registry, contract/filter-catalog.ts, which the server's query schemas and filter rule
 * read too), with today's bounds (part 1 §5: open dates up to five years ahead; years built up
 * to this year); the component configuration adds the defaults of part 1 §4.
 */
export async function loadSearchFilters(db: Kysely<Database>, today = new Date()): Promise<UrbanSearchFiltersResponse> {
  const [defaultRegions, timeRanges] = await Promise.all([
    readAppConfig(db, 'market_history_default_regions'),
    readAppConfig(db, 'rental_time_ranges'),
  ]);
  return {
    searchFilters: urbanSearchFilters(openDateBounds(today), today.getUTCFullYear()),
    components: urbanComponents(),
    componentConfiguration: {
      defaultProjectType: DEFAULT_PROJECT_TYPE,
      defaultProjectStanding: DEFAULT_PROJECT_STANDING,
      rentalStanding: RENTAL_STANDING,
      marketHistoryDefaultRegionIds: defaultRegions ?? [],
      timeRangeOptions: timeRanges ?? [],
    },
  };
}
