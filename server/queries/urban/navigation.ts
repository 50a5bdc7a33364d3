import type { Kysely } from 'kysely';
import { accessRefusal, type AccessHolder } from '@contract/access';
import { appPathAccess } from '@contract/app-routes';
import type { Database } from '../../db/database';
import type { LandingTab } from '@contract/session';
import { readAppConfig } from './app-config';

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
 * GET /api/v1/urban/landingLinks: the configured tabs (app_config landing_links), keeping only
 * the tabs and sub-menu entries whose pages the account may open (part 2 §2.1).
 */
export async function loadLandingTabs(db: Kysely<Database>, holder: AccessHolder): Promise<LandingTab[]> {
  const tabs = (await readAppConfig(db, 'landing_links')) ?? [];
  return tabs.flatMap((tab) => {
    const subNav = tab.sub_nav.filter((entry) => allowed(entry.url, holder));
    if (!allowed(tab.url, holder)) {
      // A tab whose own page is out of reach still opens on its first reachable entry.
      const first = subNav[0];
      return first ? [{ ...tab, url: first.url, sub_nav: subNav }] : [];
    }
    return [{ ...tab, sub_nav: subNav }];
  });
}
