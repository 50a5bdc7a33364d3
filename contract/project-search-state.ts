import { definitionOfKey } from './filter-definitions';
import { isProjectStanding, isProjectType, type ProjectType } from './product-facts';
import { toUrlSafeText } from './url-safe';
import type { ProjectSearch } from './search-params';
import { withEnabledRegions, withRegions } from './project-search-geography';
import { filterDefinitions, type ProjectSearchOptions } from './project-search-options';
import { withTimeDefaults } from './project-search-period';
import { searchWhere } from './search-query';
import { isAdvancedFilterKey } from './project-search-url';
import { defaultStanding, enabledStandings } from './project-standings';

/**
 * How the Basic Search card moves a project search (part 1 §4 "Projects search"): a change of
 * type or standing, of regions, of the full text. The period rules are in
 * project-search-period.ts, the geography cascade in project-search-geography.ts.
 */

/** Keeps only advanced filters the search's definitions read (part 1 §4: changing standing clears the others). */
function withApplicableFilters(context: ProjectSearchOptions, search: ProjectSearch): ProjectSearch {
  const definitions = filterDefinitions(context, search);
  return searchWhere(search, (key) => !isAdvancedFilterKey(key) || definitionOfKey(definitions, key) !== null);
}

export function withStanding(context: ProjectSearchOptions, search: ProjectSearch, standing: string): ProjectSearch {
  const next = withEnabledRegions(context, { ...search, projectStanding: standing });
  return withTimeDefaults(context, withApplicableFilters(context, next));
}

export function withProjectType(
  context: ProjectSearchOptions,
  search: ProjectSearch,
  projectType: ProjectType,
): ProjectSearch {
  const enabled = enabledStandings(context.regions, projectType, search['regionId[]'] ?? []);
  return withStanding(context, { ...search, projectType }, defaultStanding(enabled, projectType));
}

/**
 * Choosing regions in the card: the cascade, then, when the chosen standing is not supported by
 * any of the new regions, the first enabled standing (part 1 §4).
 */
export function withRegionSelection(
  context: ProjectSearchOptions,
  search: ProjectSearch,
  regionIds: readonly string[],
): ProjectSearch {
  const next = withRegions(context, search, regionIds);
  const { projectType, projectStanding } = next;
  if (!isProjectType(projectType)) return next;
  const enabled = enabledStandings(context.regions, projectType, regionIds);
  if (isProjectStanding(projectStanding) && enabled.includes(projectStanding)) return next;
  return withStanding(context, next, defaultStanding(enabled, projectType));
}

/**
 * A valid type (the configured default when missing or unknown) and a standing the selected
 * regions support: the one asked for (the configured default when missing) if it is enabled,
 * otherwise the first enabled one, else active for condo and completed otherwise, moved to the
 * way the form moves it, which resets the quarter to the newest (part 1 §4).
 */
export function withResolvedStanding(context: ProjectSearchOptions, search: ProjectSearch): ProjectSearch {
  const configuration = context.searchFilters.componentConfiguration;
  const askedType = search.projectType;
  const type = isProjectType(askedType) ? askedType : configuration.defaultProjectType;
  const enabled = enabledStandings(context.regions, type, search['regionId[]'] ?? []);
  const wanted = search.projectStanding ?? configuration.defaultProjectStanding;
  const supported = isProjectStanding(wanted) && enabled.includes(wanted);
  if (supported && (type === askedType || askedType === undefined))
    return { ...search, projectType: type, projectStanding: wanted };
  return withStanding(context, { ...search, projectType: type }, supported ? wanted : defaultStanding(enabled, type));
}

export function withFullTextSearch(search: ProjectSearch, text: string): ProjectSearch {
  return { ...search, fullTextSearch: toUrlSafeText(text) ?? undefined };
}
