import { accessRefusal, type AccessHolder } from '@contract/access';
import { appPathAccess, type AppRoutePath } from '@contract/app-routes';
import type { LandingTab } from '@contract/session';
import { VIEW_IDS, VIEWS, type ViewNavTab } from '@contract/views';

type NavEntry = LandingTab['sub_nav'][number];

/** A tab's sub-menu entries for the results views, in the order of VIEWS: each view's nav label and path. */
function viewEntries(tab: ViewNavTab): NavEntry[] {
  return VIEW_IDS.filter((id) => VIEWS[id].navTab === tab).map((id) => ({
    id,
    text: VIEWS[id].navLabel,
    url: VIEWS[id].path,
  }));
}

/** The Reports tab's pages (part 2 §2.13, §2.14): app routes, no results views. */
const CURRENT_REPORT = '/analysis/current' satisfies AppRoutePath;
const REPORT_ENTRIES: NavEntry[] = [
  { id: 'reports-current', text: 'Current Report', url: CURRENT_REPORT },
  { id: 'reports-available', text: 'Available Reports', url: '/analysis/available' satisfies AppRoutePath },
  { id: 'reports-urbanactions', text: 'Transaction Actions', url: '/analysis/urbanactions' satisfies AppRoutePath },
];

/**
 * Every navigation tab (part 1 §2: Map Search, then project and rental routes, sale routes,
 * reports; the shell adds Contact Us), served from code: a section's tab has the section's link
 * name as its id, and the results views' entries come from VIEWS (contract/views.ts).
 */
const NAV_TABS: readonly LandingTab[] = [
  { id: 'landing', text: VIEWS.landing.navLabel, url: VIEWS.landing.path, sub_nav: [] },
  { id: 'project-search', text: 'Projects', url: VIEWS.projectSearch.path, sub_nav: viewEntries('project-search') },
  { id: 'property-sales', text: 'Sales', url: VIEWS.sales.path, sub_nav: viewEntries('property-sales') },
  { id: 'reports', text: 'Reports', url: CURRENT_REPORT, sub_nav: REPORT_ENTRIES },
];

/**
 * Whether the account may open a tab's or entry's page: an app path is kept when its route's
 * access (APP_ROUTE_ACCESS, the guards' own table) lets the account in; an app path no route has
 * is never shown; an address outside the app (the provider's site) is.
 */
function allowed(url: string, holder: AccessHolder): boolean {
  if (!url.startsWith('/')) return true;
  const access = appPathAccess(url);
  return access !== null && accessRefusal(access, holder) === null;
}

/**
 * GET /api/v1/urban/landingLinks: the tabs, keeping only the tabs and sub-menu entries whose
 * pages the account may open (part 2 §2.1).
 */
export function landingTabs(holder: AccessHolder): LandingTab[] {
  return NAV_TABS.flatMap((tab) => {
    const subNav = tab.sub_nav.filter((entry) => allowed(entry.url, holder));
    if (!allowed(tab.url, holder)) {
      // A tab whose own page is out of reach still opens on its first reachable entry.
      const first = subNav[0];
      return first ? [{ ...tab, url: first.url, sub_nav: subNav }] : [];
    }
    return [{ ...tab, sub_nav: subNav }];
  });
}
