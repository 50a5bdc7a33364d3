/**
 * A failed search can be run again as it is (part 1 §8, part 2 §8): after a failure, Search is
 * enabled although the form equals the route, and clicking it searches again. Every results page
 * with a Search button is covered, from the product's list of results pages; Map Search has none
 * (every change of its regions searches, part 1 §4).
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { RESULTS_PAGE_PATHS, SAVED_VIEW_PAGES } from '@contract/saved-views';
import { SEARCH_ACTION_LABELS } from '@src/components/search-page/search-action-labels';
import { disposeApp, openApp, POLL, RESULTS_PAGE_USE, server, shownRows } from './app-harness';

vi.mock('@src/engine/engine-pool', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@src/engine/engine-pool')>();
  const { appFixtureEngine } = await import('./app-fixture-engine');
  return { ...actual, getEngine: () => appFixtureEngine(actual.createEnginePool) };
});

const PAGES_WITH_SEARCH = SAVED_VIEW_PAGES.filter((path) => path !== RESULTS_PAGE_PATHS.landing);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(disposeApp);

describe('a failed search is run again by Search', { timeout: 90_000 }, () => {
  test.each(PAGES_WITH_SEARCH)('%s', async (path) => {
    server.state = 'down';
    await openApp(`${path}?${RESULTS_PAGE_USE[path].first}`);
    const search = page.getByRole('button', { name: SEARCH_ACTION_LABELS.search, exact: true });
    await expect.poll(() => server.requests(), { timeout: 45_000 }).toBeGreaterThan(0);
    await expect.element(search, POLL).toBeEnabled();
    expect(shownRows()).toBe(0);

    server.state = 'up';
    await search.click();
    await expect.poll(shownRows, POLL).toBeGreaterThan(0);
  });
});
