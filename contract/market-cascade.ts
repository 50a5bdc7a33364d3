import type { RegionConfig } from './geography';

/**
 * The geography cascade of the market selection (part 1 §4; part 2 §2.7 uses the projects
 * views' rules): regions drop the municipalities not in them; municipalities drop the submarkets
 * not in them. Project and rental queries hold the selection under the same keys.
 */

/** The selection's keys in a view's query. */
export interface MarketSelection {
  'regionId[]'?: readonly string[];
  'municipalityId[]'?: readonly string[];
  'submarketId[]'?: readonly string[];
}

/** What the cascade reads of a view's configuration. */
export interface MarketCascadeContext {
  regions: readonly RegionConfig[];
}

export function withMunicipalities<Search extends MarketSelection>(
  context: MarketCascadeContext,
  search: Search,
  municipalityIds: readonly string[],
): Search {
  const submarkets = context.regions
    .flatMap((region) => region.municipalities)
    .filter((municipality) => municipalityIds.includes(String(municipality.id)))
    .flatMap((municipality) => municipality.submarkets.map((submarket) => String(submarket.id)));
  return {
    ...search,
    'municipalityId[]': [...municipalityIds],
    'submarketId[]': (search['submarketId[]'] ?? []).filter((id) => submarkets.includes(id)),
  };
}

export function withRegions<Search extends MarketSelection>(
  context: MarketCascadeContext,
  search: Search,
  regionIds: readonly string[],
): Search {
  const municipalities = context.regions
    .filter((region) => regionIds.includes(String(region.id)))
    .flatMap((region) => region.municipalities.map((municipality) => String(municipality.id)));
  const kept = (search['municipalityId[]'] ?? []).filter((id) => municipalities.includes(id));
  return withMunicipalities(context, { ...search, 'regionId[]': [...regionIds], 'municipalityId[]': kept }, kept);
}
