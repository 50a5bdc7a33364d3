import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTE_ACCESS, appPathAccess, appRouteOutcome } from '@contract/app-routes';
import type { ResultKind } from '@contract/engine';
import type { SavedView } from '@contract/saved-views';
import type { LandingLinksResponse } from '@contract/session';
import { VIEW_IDS, VIEWS } from '@contract/views';
import { RESULT_KINDS } from '@workers/ops/result-kinds';
import { appRoutePaths } from '@test-support/app-route-tree';
import { HOLDERS, type Account } from '@test-support/demo-account-holders';
import { createTestApp, type TestApp } from '@test-support/test-app';

/**
 * Every results view of the registry (VIEWS, contract/views.ts) reaches every consumer: the
 * router has its route, the guards give it its access, the navigation the server serves lists it
 * (with its text, in its tab) exactly for the accounts that may open it, and the saved-views route
 * takes it exactly when it is savable. Walked from VIEWS, so a new view is covered here as it is.
 */

const LOGGED_IN: readonly Exclude<Account, 'visitor'>[] = ['demo', 'sales-only', 'no-rental'];

let t: TestApp;
const cookies = {} as Record<Exclude<Account, 'visitor'>, string>;
const navigation = {} as Record<Exclude<Account, 'visitor'>, LandingLinksResponse>;
let routePaths: string[] = [];

beforeAll(async () => {
  routePaths = await appRoutePaths();
  t = await createTestApp();
  for (const account of LOGGED_IN) {
    cookies[account] = await t.loginAs(account);
    const response = await t.app.inject({ url: '/api/v1/urban/landingLinks', headers: { cookie: cookies[account] } });
    expect(response.statusCode).toBe(200);
    navigation[account] = response.json<LandingLinksResponse>();
  }
});
afterAll(async () => {
  await t?.close();
});

describe.each(VIEW_IDS)('view %s', (id) => {
  const view = VIEWS[id];

  it('has its route, guarded by its access for every account', () => {
    expect(routePaths).toContain(view.path);
    expect(appPathAccess(view.path)).toEqual(view.access);
    for (const account of Object.keys(HOLDERS) as Account[]) {
      expect(appRouteOutcome(appPathAccess(view.path)!, HOLDERS[account]), account).toBe(
        appRouteOutcome(view.access, HOLDERS[account]),
      );
    }
  });

  it.each(LOGGED_IN)('is in the navigation of %s exactly when the account may open it', (account) => {
    const { tabs } = navigation[account];
    const shown = appRouteOutcome(view.access, HOLDERS[account]) === 'page';
    const links = tabs.flatMap((tab) => [tab, ...tab.sub_nav]).filter((link) => link.url === view.path);
    if (!shown) {
      expect(links).toEqual([]);
      return;
    }
    // Its own tab (navTab null), or an entry of its tab's sub-menu, named by its nav label.
    const home = view.navTab === null ? tabs : (tabs.find((tab) => tab.id === view.navTab)?.sub_nav ?? []);
    expect(home.filter((link) => link.url === view.path).map((link) => link.text)).toEqual([view.navLabel]);
  });
});

describe('saved views', () => {
  it('are taken on exactly the savable views, no other app route', async () => {
    const accepted: string[] = [];
    for (const page of Object.keys(APP_ROUTE_ACCESS)) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/saved-views',
        headers: { cookie: cookies.demo },
        payload: { name: `On ${page}`, page, query: '' },
      });
      expect([201, 400], page).toContain(response.statusCode);
      if (response.statusCode !== 201) continue;
      accepted.push(page);
      const saved = response.json<{ view: SavedView }>().view;
      await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/saved-views/${saved.id}`,
        headers: { cookie: cookies.demo },
      });
    }
    const savable = VIEW_IDS.filter((id) => VIEWS[id].savable).map((id) => VIEWS[id].path);
    expect(accepted.sort()).toEqual(savable.sort());
  });
});

it('every kind of result set the worker knows is the result of a view', () => {
  const viewKinds = new Set<ResultKind>(VIEW_IDS.flatMap((id) => VIEWS[id].resultKinds));
  expect(Object.keys(RESULT_KINDS).filter((kind) => !viewKinds.has(kind as ResultKind))).toEqual([]);
});
