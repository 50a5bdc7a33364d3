import type { RegionConfig } from './geography';
import { STANDINGS_BY_TYPE, typeStandingKey, type ProjectStanding, type ProjectType } from './product-facts';

/** Standings are disabled when none of the selected regions supports them; no region selected disables none (part 1 §4). */
export function enabledStandings(
  regions: readonly RegionConfig[],
  projectType: ProjectType,
  selectedRegionIds: readonly string[],
): ProjectStanding[] {
  const selected = regions.filter((region) => selectedRegionIds.includes(String(region.id)));
  return STANDINGS_BY_TYPE[projectType].filter(
    (standing) =>
      selected.length === 0 ||
      selected.some((region) => region.disable_maps[typeStandingKey(projectType, standing)] !== true),
  );
}

/** The first enabled standing; with none enabled, active for condo and completed otherwise (part 1 §4). */
export function defaultStanding(enabled: readonly ProjectStanding[], projectType: ProjectType): ProjectStanding {
  return enabled[0] ?? (projectType === 'condo' ? 'active' : 'completed');
}
