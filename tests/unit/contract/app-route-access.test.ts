import { beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTE_ACCESS, appPathAccess, appRouteOutcome, type AppRouteOutcome } from '@contract/app-routes';
import type { LinkName } from '@contract/session';
import { appRoutePaths } from '@test-support/app-route-tree';
import { HOLDERS, type Account } from '@test-support/demo-account-holders';

/**
 * Every app route of the router (enumerated from the route files, as the router plugin builds its
 * tree) x a visitor and the three demo accounts: the page, the login round trip or /unauth. The
 * expectation is part 2 §2.1's route table written here as a rule by path, with the README's
 * decisions (reports belong to project-search), not read from APP_ROUTE_ACCESS.
 */

/** No login: the placeholders, the pages that leave for the provider's site, login, /unauth, whoami. */
const PUBLIC = new Set([
  '/privacy-notice',
  '/terms',
  '/faq',
  '/contact-us',
  '/membership',
  '/consulting',
  '/latest-trends',
  '/about',
  '/home',
  '/login',
  '/unauth',
  '/whoami',
]);

/** Part 2 §2.1 by path: what a route needs (null: login only). */
function specNeed(routePath: string): 'public' | LinkName | null {
  if (PUBLIC.has(routePath)) return 'public';
  if (routePath === '/landing-page') return 'landing';
  if (routePath.startsWith('/project/') || routePath.startsWith('/analysis/')) return 'project-search';
  if (routePath.startsWith('/rental/')) return 'rental-search';
  if (routePath.startsWith('/property/')) return 'property-sales';
  return null;
}

function specOutcome(routePath: string, account: Account): AppRouteOutcome {
  const need = specNeed(routePath);
  if (need === 'public') return 'page';
  const holder = HOLDERS[account];
  if (holder === null) return 'login';
  return need === null || holder.links.includes(need) ? 'page' : 'unauth';
}

let routePaths: string[] = [];

beforeAll(async () => {
  routePaths = await appRoutePaths();
});

describe('app route access', () => {
  it('has one entry for every route of the router, and none other', () => {
    expect(routePaths.length).toBeGreaterThan(30);
    expect([...routePaths].sort()).toEqual(Object.keys(APP_ROUTE_ACCESS).sort());
  });

  it('sends each account to the page, the login or /unauth as part 2 §2.1 says', () => {
    const mismatches: string[] = [];
    for (const routePath of routePaths) {
      const access = appPathAccess(routePath);
      for (const account of Object.keys(HOLDERS) as Account[]) {
        const actual = access === null ? 'no access' : appRouteOutcome(access, HOLDERS[account]);
        const expected = specOutcome(routePath, account);
        if (actual !== expected) mismatches.push(`${account} ${routePath}: expected ${expected}, got ${actual}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('finds the route of a concrete path, with or without its query and trailing slash', () => {
    expect(appPathAccess('/project/123?tab=history')).toEqual(APP_ROUTE_ACCESS['/project/$projectId']);
    expect(appPathAccess('/rental/profile/7')).toEqual(APP_ROUTE_ACCESS['/rental/profile/$propertyId']);
    expect(appPathAccess('/property')).toEqual(APP_ROUTE_ACCESS['/property/']);
    expect(appPathAccess('/nowhere')).toBeNull();
    expect(appPathAccess('https://example.com/project/1')).toBeNull();
    expect(appPathAccess('//evil.example/project/1')).toBeNull();
  });

  it('gives sales-only only Map Search, Sales and the sale page among the pages that need a login', () => {
    const reachable = routePaths.filter(
      (routePath) =>
        specNeed(routePath) !== 'public' &&
        appRouteOutcome(APP_ROUTE_ACCESS[routePath as keyof typeof APP_ROUTE_ACCESS], HOLDERS['sales-only']) === 'page',
    );
    expect(reachable.sort()).toEqual(
      [
        '/',
        '/reporting',
        '/landing-page',
        '/property/',
        '/property/sales',
        '/property/market-data',
        '/sale/$saleId',
      ].sort(),
    );
  });
});
