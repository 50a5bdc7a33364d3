import { isProjectType, RENTAL_STANDING } from './product-facts';
import type { ForbiddenReason, LinkName } from './session';

/**
 * Who may use a route: every /api/v1 and /user route of the server declares one (server/auth/
 * route-access.ts refuses to build an app with a route that does not), and every app route has one
 * in APP_ROUTE_ACCESS (contract/app-routes.ts). Part 1 §6, part 2 §2.1, §6:
 * - `anonymous`: no session needed (whoami, the provider's login page, the placeholders);
 * - `session`: any logged-in account, whatever its links (configuration, the sale page);
 * - `section`: the account needs the landing link `link`;
 * - `rental-history`: the section, and the rental expansion besides (part 2 §6 "Rental history
 *   data requires a rental subscription").
 */
export type Access =
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'session' }
  | { readonly kind: 'section'; readonly link: LinkName }
  | { readonly kind: 'rental-history'; readonly link: LinkName };

/** What an app route can need: rental history is data a page shows or not, never a whole page. */
export type AppAccess = Exclude<Access, { kind: 'rental-history' }>;

export const ANONYMOUS = { kind: 'anonymous' } as const satisfies Access;
export const ANY_SESSION = { kind: 'session' } as const satisfies Access;

export function sectionAccess(link: LinkName): { readonly kind: 'section'; readonly link: LinkName } {
  return { kind: 'section', link };
}

export function rentalHistoryAccess(link: LinkName): Access {
  return { kind: 'rental-history', link };
}

/** What the rule reads of an account: its landing links and its rental expansion. */
export interface AccessHolder {
  readonly links: readonly LinkName[];
  readonly rentalExpansion: boolean;
}

/** Why an access is refused (the 403 body's `reason`); `origin` is the same-origin guard's own. */
export type AccessRefusal = Exclude<ForbiddenReason, 'origin'>;

/** Part 2 §6: rental history data (more than one month of a rental series) needs the rental expansion. */
export function grantsRentalHistory(holder: AccessHolder): boolean {
  return holder.rentalExpansion;
}

/** The one access rule: null when `holder` (null without a session) may use the route, else why not. */
export function accessRefusal(access: Access, holder: AccessHolder | null): AccessRefusal | null {
  if (access.kind === 'anonymous') return null;
  if (holder === null) return 'session';
  if (access.kind === 'session') return null;
  if (!holder.links.includes(access.link)) return 'section';
  if (access.kind === 'rental-history' && !grantsRentalHistory(holder)) return 'subscription';
  return null;
}

/** Map Search's sales category and its result group (part 1 §2, §7: keyed `sales`). */
export const LANDING_SALES_CATEGORY = 'sales';

/**
 * The links a Map Search category option (and its result group `{category}_{option}`) needs: the
 * sections its rows, popups and Open Advanced Search lead to. Project options lead to project
 * search and the project pages (project-search); the old-stock option is searched as projects but
 * its rows and popups are rental properties (rental profile, rental compare), so it needs both;
 * the sales category leads to property sales and the sale pages (property-sales). Anything else
 * is no category the product has and needs a link no account holds.
 */
export function landingOptionLinks(category: string, option: string): readonly LinkName[] | null {
  if (category === LANDING_SALES_CATEGORY) return ['property-sales'];
  if (!isProjectType(category)) return null;
  return option === RENTAL_STANDING ? ['project-search', 'rental-search'] : ['project-search'];
}

/** Whether an account with `links` is shown a Map Search option and gets its result group. */
export function landingOptionAllowed(category: string, option: string, links: readonly LinkName[]): boolean {
  const needed = landingOptionLinks(category, option);
  return needed !== null && needed.every((link) => links.includes(link));
}
