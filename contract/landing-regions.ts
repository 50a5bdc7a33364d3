import type { LandingRegion } from './urban-landing';

/**
 * The Select Region rules of the landing page (part 1 §4 "Landing page"). Region ids travel as
 * strings (part 1 §3 "Landing region"); super regions list numeric ids, compared as text.
 * Every function returns a new selection in the order of the configured regions.
 */

/** A super region as the configuration store hands it out (read-only). */
export interface SuperRegionOption {
  readonly name: string;
  readonly region_ids: readonly number[];
  readonly status: boolean;
}

function enabledIds(regions: readonly LandingRegion[]): string[] {
  return regions.filter((region) => !region.disabled).map((region) => region.id);
}

function inRegionOrder(regions: readonly LandingRegion[], ids: ReadonlySet<string>): string[] {
  return regions.filter((region) => ids.has(region.id)).map((region) => region.id);
}

/** Regions that are enabled and checked become the initial selection. */
export function initialRegionSelection(regions: readonly LandingRegion[]): string[] {
  return regions.filter((region) => !region.disabled && region.checked).map((region) => region.id);
}

/** Select Region: all enabled regions when none is selected, otherwise none. */
export function toggleAllRegions(selected: readonly string[], regions: readonly LandingRegion[]): string[] {
  return selected.length === 0 ? enabledIds(regions) : [];
}

export function toggleRegion(
  selected: readonly string[],
  regionId: string,
  regions: readonly LandingRegion[],
): string[] {
  const next = new Set(selected);
  if (next.has(regionId)) next.delete(regionId);
  else next.add(regionId);
  return inRegionOrder(regions, next);
}

/** The landing regions of a super region that exist in the landing options. */
export function superRegionMembers(superRegion: SuperRegionOption, regions: readonly LandingRegion[]): LandingRegion[] {
  const ids = new Set(superRegion.region_ids.map(String));
  return regions.filter((region) => ids.has(region.id));
}

/** Disabled when its status is falsy, it has no regions, or none of them is enabled. */
export function isSuperRegionDisabled(superRegion: SuperRegionOption, regions: readonly LandingRegion[]): boolean {
  if (!superRegion.status) return true;
  return !superRegionMembers(superRegion, regions).some((region) => !region.disabled);
}

/** Every enabled member selected: the toggle then deselects them. */
export function isSuperRegionSelected(
  superRegion: SuperRegionOption,
  selected: readonly string[],
  regions: readonly LandingRegion[],
): boolean {
  const enabled = superRegionMembers(superRegion, regions).filter((region) => !region.disabled);
  const chosen = new Set(selected);
  return enabled.length > 0 && enabled.every((region) => chosen.has(region.id));
}

/** Selects all enabled regions of the super region unless all are already selected, then deselects them. */
export function toggleSuperRegion(
  selected: readonly string[],
  superRegion: SuperRegionOption,
  regions: readonly LandingRegion[],
): string[] {
  const enabled = superRegionMembers(superRegion, regions)
    .filter((region) => !region.disabled)
    .map((region) => region.id);
  const next = new Set(selected);
  if (isSuperRegionSelected(superRegion, selected, regions)) for (const id of enabled) next.delete(id);
  else for (const id of enabled) next.add(id);
  return inRegionOrder(regions, next);
}
