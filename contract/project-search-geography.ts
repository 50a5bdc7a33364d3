import { typeStandingKey } from './product-facts';
import type { ProjectSearch } from './search-params';
import type { ProjectSearchOptions } from './project-search-options';
import { withRegions } from './market-cascade';

export { withMunicipalities, withRegions } from './market-cascade';

/**
 * The geography cascade of a project search (part 1 §4): the market selection's cascade
 * (regions drop municipalities not in them, municipalities drop submarkets not in them), and a
 * standing drops the regions disabled for it.
 */

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
