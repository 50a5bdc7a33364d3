import { ANONYMOUS, ANY_SESSION, accessRefusal, sectionAccess, type AccessHolder, type AppAccess } from './access';
import { VIEW_IDS, VIEWS, type ViewId } from './views';

const PROJECTS = sectionAccess('project-search');
const RENTALS = sectionAccess('rental-search');

/** The results views' routes with their access, as VIEWS declares them. */
const VIEW_ROUTE_ACCESS = Object.fromEntries(VIEW_IDS.map((id) => [VIEWS[id].path, VIEWS[id].access])) as {
  readonly [Id in ViewId as (typeof VIEWS)[Id]['path']]: (typeof VIEWS)[Id]['access'];
};

/**
 * What each app route needs (part 2 §2.1, §6), keyed by the router's full path (src/routes; the
 * app's type check holds this table to the router's route tree, so a new route file without an
 * entry does not build). The root route's guard (src/routes/-guards.ts) reads it for every
 * navigation, and the server keeps the navigation tabs and entries an account may open by it
 * (server/queries/urban/navigation.ts). The results views' entries come from VIEWS
 * (contract/views.ts); written after the others, so a route written here as well does not type-check.
 *
 * Decisions beyond the spec's table: the quarterly reports and transaction actions belong to the
 * project product, so they need project-search; the redirects need what their target needs (or
 * login); the pages that leave for the provider's site, the placeholders, /login, /unauth and the
 * whoami view need no session.
 */
export const APP_ROUTE_ACCESS = {
  '/': ANY_SESSION,
  '/reporting': ANY_SESSION,
  '/analysis/current': PROJECTS,
  '/analysis/available': PROJECTS,
  '/analysis/urbanactions': PROJECTS,
  '/project/': VIEWS.projectSearch.access,
  '/project/compare': PROJECTS,
  '/project/$projectId': PROJECTS,
  '/rental/': VIEWS.rentalSearch.access,
  '/rental/compare': RENTALS,
  '/rental/profile/$propertyId': RENTALS,
  '/property/': VIEWS.sales.access,
  '/sale/$saleId': ANY_SESSION,
  '/privacy-notice': ANONYMOUS,
  '/terms': ANONYMOUS,
  '/faq': ANONYMOUS,
  '/unauth': ANONYMOUS,
  '/login': ANONYMOUS,
  '/whoami': ANONYMOUS,
  '/contact-us': ANONYMOUS,
  '/membership': ANONYMOUS,
  '/consulting': ANONYMOUS,
  '/latest-trends': ANONYMOUS,
  '/about': ANONYMOUS,
  '/home': ANONYMOUS,
  ...VIEW_ROUTE_ACCESS,
} as const satisfies Readonly<Record<string, AppAccess>>;

export type AppRoutePath = keyof typeof APP_ROUTE_ACCESS;

/** Where a navigation to an app route ends: the page, the login round trip, or /unauth (part 2 §2.1). */
export type AppRouteOutcome = 'page' | 'login' | 'unauth';

export function appRouteOutcome(access: AppAccess, holder: AccessHolder | null): AppRouteOutcome {
  const refusal = accessRefusal(access, holder);
  if (refusal === null) return 'page';
  return refusal === 'session' ? 'login' : 'unauth';
}

function matchesRoute(routePath: string, pathname: string): boolean {
  const pattern = routePath.split('/');
  const parts = pathname.split('/');
  return pattern.length === parts.length && pattern.every((part, i) => part.startsWith('$') || part === parts[i]);
}

/**
 * The access of the app route a path opens (query and hash ignored; `/project` is `/project/`),
 * or null when no app route has it (an external address, or a path that is not found).
 */
export function appPathAccess(url: string): AppAccess | null {
  const pathname = url.replace(/[?#].*$/, '');
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return null;
  const entries = Object.entries(APP_ROUTE_ACCESS) as Array<[string, AppAccess]>;
  const exact = entries.find(([routePath]) => routePath === pathname || routePath === `${pathname}/`);
  if (exact) return exact[1];
  return entries.find(([routePath]) => routePath.includes('$') && matchesRoute(routePath, pathname))?.[1] ?? null;
}
