import { typeStandingKey } from '@contract/product-facts';
import type { ProjectSearch } from '../../routes/-search-params';
import type { ProjectSearchOptions } from './project-search-options';

/**
 * The geography cascade of a project search (part 1 §4): regions drop municipalities not in
 * them; municipalities drop submarkets not in them; a standing drops the regions disabled for it.
 */

export function withMunicipalities(
  context: ProjectSearchOptions,
  search: ProjectSearch,
  municipalityIds: readonly string[],
): ProjectSearch {
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

export function withRegions(
  context: ProjectSearchOptions,
  search: ProjectSearch,
  regionIds: readonly string[],
): ProjectSearch {
  const municipalities = context.regions
    .filter((region) => regionIds.includes(String(region.id)))
    .flatMap((region) => region.municipalities.map((municipality) => String(municipality.id)));
  const kept = (search['municipalityId[]'] ?? []).filter((id) => municipalities.includes(id));
  return withMunicipalities(context, { ...search, 'regionId[]': [...regionIds], 'municipalityId[]': kept }, kept);
}

/** Drops the selected regions that are disabled for the search's type and standing. */
export function withEnabledRegions(context: ProjectSearchOptions, search: ProjectSearch): ProjectSearch {
  const key = typeStandingKey(search.projectType ?? '', search.projectStanding ?? '');
  const enabled = new Set(
    context.regions.filter((region) => region.disable_maps[key] !== true).map((region) => String(region.id)),
  );
  return withRegions(
    context,
    search,
    (search['regionId[]'] ?? []).filter((id) => enabled.has(id)),
  );
}
