import { PROJECT_LEGEND, type ProjectIconKey } from '@contract/map-icons';
import { PIN_HEIGHT, PIN_WIDTH } from './map-constants';
import { SALE_ICON_KEYS, saleIconKey } from './sale-icons';

import type { PinKind } from './pin-kind';

export type { PinKind };

const PROJECT_ICON_KEYS: ReadonlySet<string> = new Set(
  Object.values(PROJECT_LEGEND).flatMap((entries) => entries.map((entry) => entry.key)),
);

/** Old-stock rental buildings are occupied purpose-built buildings on the legend (part 1 §9). */
export const RENTAL_ICON: ProjectIconKey = 'purpose-built-occupied';
/** Drawn for categories the app has no icon for (a new server value must not hide its pin). */
const UNKNOWN_ICON = 'unknown';

/** Icons live in public/ and are served under the app's base path (/database/ in production). */
export function iconUrl(relativePath: string): string {
  return `${import.meta.env.BASE_URL}icons/${relativePath}`;
}

export function projectIconUrl(key: ProjectIconKey): string {
  return iconUrl(`projects/${key}.svg`);
}

/** A sale sub-type's icon from its key or icon path; unknown sub-types get the generic pin. */
export function saleIconUrl(iconOrPath: string | undefined): string {
  const key = iconOrPath === undefined ? UNKNOWN_ICON : saleIconKey(iconOrPath);
  return iconUrl(`sales/${SALE_ICON_KEYS.has(key) ? key : UNKNOWN_ICON}.svg`);
}

/**
 * The icon of a pin from its engine category (a project's `map_icon`, a sale's sub-type icon
 * key). A category without a drawn icon gets the generic pin of its kind.
 */
export function pinIconUrl(kind: PinKind, category: string | undefined): string {
  if (kind === 'sales') return saleIconUrl(category);
  if (kind === 'rentals') return projectIconUrl(RENTAL_ICON);
  if (category !== undefined && PROJECT_ICON_KEYS.has(category)) return projectIconUrl(category as ProjectIconKey);
  return iconUrl(`projects/${UNKNOWN_ICON}.svg`);
}

/** deck.gl IconLayer icon description: the pin's tip (bottom centre) sits on the location. */
export function pinIcon(url: string): { id: string; url: string; width: number; height: number; anchorY: number } {
  return { id: url, url, width: PIN_WIDTH, height: PIN_HEIGHT, anchorY: PIN_HEIGHT };
}
