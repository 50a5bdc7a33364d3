import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { LandingTab, LinkName } from '@contract/session';
import { readAppConfig } from './app-config';

/** Reports are open to every account; other tabs and entries belong to a section (part 2 §2.1). */
const SECTION_BY_PATH: ReadonlyArray<[string, LinkName]> = [
  ['/landing-page', 'landing'],
  ['/project/', 'project-search'],
  ['/rental/', 'rental-search'],
  ['/property/', 'property-sales'],
];

function sectionOf(url: string): LinkName | null {
  return SECTION_BY_PATH.find(([prefix]) => url.startsWith(prefix))?.[1] ?? null;
}

function allowed(url: string, links: readonly LinkName[]): boolean {
  const section = sectionOf(url);
  return section === null || links.includes(section);
}

/**
 * GET /api/v1/urban/landingLinks: the configured tabs (app_config landing_links), keeping only
 * the tabs and sub-menu entries whose section the account has.
 */
export async function loadLandingTabs(db: Kysely<Database>, links: readonly LinkName[]): Promise<LandingTab[]> {
  const tabs = (await readAppConfig(db, 'landing_links')) ?? [];
  return tabs.flatMap((tab) => {
    const subNav = tab.sub_nav.filter((entry) => allowed(entry.url, links));
    if (!allowed(tab.url, links)) {
      // A tab whose own page is out of reach still opens on its first reachable entry.
      const first = subNav[0];
      return first ? [{ ...tab, url: first.url, sub_nav: subNav }] : [];
    }
    return [{ ...tab, sub_nav: subNav }];
  });
}
