/**
 * Part 1 §6, §8; part 2 §1, §2.1: a 403 on any call sends the user to login, keeping the view
 * (path and query) to come back to. The whole app runs with the real router and its 403 listener
 * (app-harness.tsx); the engine's searches are answered by a fixture worker until the session
 * ends mid-use, and from then on with 403 reason 'session'. The pages come from the product's list
 * of results pages (SAVED_VIEW_PAGES), so a new one is covered here too.
 */
import { decompressFromEncodedURIComponent } from 'lz-string';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { RENTAL_EXPANSION_MESSAGE } from '@contract/messages';
import { RESULTS_PAGE_PATHS, SAVED_VIEW_PAGES } from '@contract/saved-views';
import { DOWNLOAD_LABEL } from '@src/components/results-table/results-table-constants';
import { parseSearchString } from '@contract/search-string';
import { DENIED_TIME_RANGE, FIRST_MONTH, LAST_MONTH } from '@test-support/browser/rental-search-fixtures';
import { disposeApp, fixtureWorkers, openApp, POLL, RESULTS_PAGE_USE, server, used, type App } from './app-harness';

vi.mock('@src/engine/engine-pool', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@src/engine/engine-pool')>();
  const { appFixtureEngine } = await import('./app-fixture-engine');
  return { ...actual, getEngine: () => appFixtureEngine(actual.createEnginePool) };
});

/** Where the app sent the user: the provider login with the view's path and its query. */
function loginDestination(app: App): { path: string; query: URLSearchParams } {
  const url = new URL(app.left[0] ?? '', location.origin);
  expect(url.pathname).toBe('/user/login');
  const q = url.searchParams.get('q');
  return {
    path: url.searchParams.get('destination') ?? '',
    query: new URLSearchParams(q === null ? '' : (decompressFromEncodedURIComponent(q) ?? '')),
  };
}

/** Every parameter of `query` (read as the app reads its URLs) is in the kept query. */
function expectQueryKept(kept: URLSearchParams, query: string): void {
  const keptSearch = parseSearchString(kept.toString());
  for (const [key, value] of Object.entries(parseSearchString(query))) expect(keptSearch[key]).toEqual(value);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(disposeApp);

describe('the session ends in the middle of use (part 1 §6, §8)', { timeout: 90_000 }, () => {
  test.each(SAVED_VIEW_PAGES)('%s: the next search goes to login with the view kept', async (path) => {
    const { first, next } = RESULTS_PAGE_USE[path];
    const app = await openApp(`${path}?${first}`);
    await used(app);
    expect(app.left).toEqual([]);

    server.state = 'session-ended';
    // Search pushes the query to the route (part 1 §4); a link or Back does the same.
    await app.router.navigate({ href: `${path}?${next}` });

    await expect.poll(() => app.left.length, POLL).toBe(1);
    await expect.poll(() => app.router.state.location.pathname, POLL).toBe('/login');
    const destination = loginDestination(app);
    expect(destination.path).toBe(`/database${path}`);
    expectQueryKept(destination.query, next);
  });

  test('an export whose rows must be fetched again after the session ended goes to login too', async () => {
    // Exports are built in the browser with no call (part 1 §7); a worker lost meanwhile (a crash,
    // the browser reclaiming memory) makes the pool fetch the view's rows again for it. Sales
    // Market Data shows no pins, so once its rows are on screen the export is the next engine call.
    const path = RESULTS_PAGE_PATHS.salesMarketData;
    const app = await openApp(`${path}?${RESULTS_PAGE_USE[path].first}`);
    await used(app);
    const download = page.getByRole('button', { name: DOWNLOAD_LABEL });
    await expect.element(download).toBeEnabled();
    const requestsBefore = server.requests();
    server.state = 'session-ended';
    for (const worker of fixtureWorkers) worker.terminate();
    (download.element() as HTMLElement).click();

    await expect.poll(() => app.left.length, POLL).toBe(1);
    // The export's own fetch of the rows met the ended session.
    expect(server.requests()).toBe(requestsBefore + 1);
    const destination = loginDestination(app);
    expect(destination.path).toBe(`/database${path}`);
    expectQueryKept(destination.query, RESULTS_PAGE_USE[path].first);
  });

  test('rental history refused for the subscription shows its message and stays (part 2 §6)', async () => {
    const path = RESULTS_PAGE_PATHS.rentalMarketHistory;
    const app = await openApp(
      `${path}?queryMonthStart=${FIRST_MONTH}&queryMonthEnd=${LAST_MONTH}&timeRange=${DENIED_TIME_RANGE}&regionId=2`,
    );
    await expect.element(page.getByText(RENTAL_EXPANSION_MESSAGE), POLL).toBeVisible();
    expect(app.left).toEqual([]);
    expect(app.router.state.location.pathname).toBe(path);
  });
});
