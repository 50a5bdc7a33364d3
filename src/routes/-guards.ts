import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { AppAccess } from '@contract/access';
import { APP_ROUTE_ACCESS, appRouteOutcome } from '@contract/app-routes';
import type { LinkName } from '@contract/session';
import { VIEWS } from '@contract/views';
import type { FileRoutesByFullPath } from '../routeTree.gen';
import { checkSession, sessionStore } from '../state/session';

/**
 * Every route of the router has its entry in APP_ROUTE_ACCESS: a route file added without one
 * does not type-check (the table itself lives in contract/, where the server reads it too).
 */
const ACCESS_OF_EVERY_ROUTE: Readonly<Record<keyof FileRoutesByFullPath, AppAccess>> = APP_ROUTE_ACCESS;

/** The root route's id: a location no route matches ends on it (the not-found page). */
const ROOT_ROUTE_ID = '__root__';

/**
 * Part 2 §2.1, §6, for every navigation (the root route's beforeLoad): the matched route's access
 * (APP_ROUTE_ACCESS) decides. A route that needs login waits for the authentication check, then
 * sends a visitor without a session to /login carrying where they were going; a route whose link
 * the account lacks leads to /unauth. A path no route has shows the not-found page as it is.
 */
export async function guardRoute({
  location,
  matches,
}: {
  location: ParsedLocation;
  matches: ReadonlyArray<{ routeId: string; fullPath: string }>;
}): Promise<void> {
  const leaf = matches[matches.length - 1];
  if (leaf === undefined || leaf.routeId === ROOT_ROUTE_ID) return;
  const access = (ACCESS_OF_EVERY_ROUTE as Readonly<Record<string, AppAccess | undefined>>)[leaf.fullPath];
  // A route the table does not know cannot type-check; were it reached anyway, it is refused.
  if (access === undefined) throw redirect({ to: '/unauth', replace: true });
  if (access.kind === 'anonymous') return;
  const status = await checkSession();
  const info = status === 'logged-in' ? sessionStore.userInfo : null;
  const holder = info ? { links: info.links, rentalExpansion: info.rental_expansion } : null;
  const outcome = appRouteOutcome(access, holder);
  if (outcome === 'login') throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  if (outcome === 'unauth') throw redirect({ to: '/unauth', replace: true });
}

/** Where "/" can lead, in part 2 §2.1's order (each view needs its section's link). */
const HOME_VIEWS = [VIEWS.landing, VIEWS.projectSearch, VIEWS.sales, VIEWS.rentalSearch] as const;

/**
 * Part 2 §2.1 for "/": the landing page, or the first section the account has when it lacks
 * the landing link: project search, else property sales, else rental search.
 */
export function homePathFor(links: readonly LinkName[]) {
  return HOME_VIEWS.find((view) => links.includes(view.access.link))?.path ?? ('/unauth' as const);
}
