/**
 * The whole app in the browser tier: the real router on a memory history with its 403 listener,
 * the shell and every results page, the UI thread's calls answered from fixtures and the engine's
 * by the fixture worker behind `server` (app-fixture-engine.ts). A test file using it mocks the
 * engine pool first:
 *
 * ```ts
 * vi.mock('@src/engine/engine-pool', async (importOriginal) => {
 *   const actual = await importOriginal<typeof import('@src/engine/engine-pool')>();
 *   const { appFixtureEngine } = await import('./app-fixture-engine');
 *   return { ...actual, getEngine: () => appFixtureEngine(actual.createEnginePool) };
 * });
 * ```
 */
import { expect, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { createMemoryHistory } from '@tanstack/react-router';
import { RESULTS_PAGE_PATHS, SAVED_VIEWS_PATH, type SavedViewPage } from '@contract/saved-views';
import type { ForbiddenReason } from '@contract/session';
import {
  SAVED_AREA_MESSAGES,
  SAVED_AREAS_PATH,
  type RenameAreaRequest,
  type SaveAreaRequest,
  type SavedArea,
} from '@contract/saved-areas';
import { AppRoot } from '@src/components/shell/app-root';
import { createAppRouter, sendToLoginOnForbidden, type AppRouter } from '@src/router';
import { FIRST_MONTH, LAST_MONTH, RENTAL_OPTIONS } from '@test-support/browser/rental-search-fixtures';
import { APARTMENT_SITE, HOTEL, SALES_OPTIONS } from '@test-support/browser/sales-search-fixtures';
import { loggedInFixtures, resetShellState, type FixtureAnswer } from '@test-support/browser/shell-harness';
import { disposeAppFixtureEngine, server } from './app-fixture-engine';

export { fixtureWorkers, server } from './app-fixture-engine';

export const POLL = { timeout: 20_000 } as const;

const SESSION_ENDED: ForbiddenReason = 'session';
const SAVED_VIEWS_API = `/api/v1${SAVED_VIEWS_PATH}`;

/**
 * How each results page is used: the query it opens with (a search that shows rows) and the next
 * search the subscriber asks for. Keyed by the product's results pages: a page added there fails
 * to compile here until it says how it is used.
 */
export const RESULTS_PAGE_USE: Readonly<Record<SavedViewPage, { first: string; next: string }>> = {
  [RESULTS_PAGE_PATHS.landing]: { first: 'regions=1', next: 'regions=1,2' },
  [RESULTS_PAGE_PATHS.projectSearch]: {
    first: 'projectType=condo&projectStanding=active&year=2026&qtr=3&regionId=1',
    next: 'projectType=condo&projectStanding=active&year=2026&qtr=2&regionId=1',
  },
  [RESULTS_PAGE_PATHS.projectMarketData]: {
    first: 'projectType=condo&projectStanding=active&year=2026&qtr=3&regionId=1',
    next: 'projectType=condo&projectStanding=active&year=2026&qtr=2&regionId=1&regionId=2',
  },
  [RESULTS_PAGE_PATHS.projectMarketHistory]: {
    first: 'projectType=condo&projectStanding=active&year_start=2025&qtr_start=1&year_end=2026&qtr_end=3&regionId=1',
    next: 'projectType=condo&projectStanding=active&year_start=2024&qtr_start=1&year_end=2026&qtr_end=3&regionId=1',
  },
  [RESULTS_PAGE_PATHS.sales]: {
    first: `propertySubType=${APARTMENT_SITE}`,
    next: `propertySubType=${APARTMENT_SITE}&propertySubType=${HOTEL}`,
  },
  [RESULTS_PAGE_PATHS.salesMarketData]: {
    first: `propertySubType=${APARTMENT_SITE}`,
    next: `propertySubType=${HOTEL}`,
  },
  [RESULTS_PAGE_PATHS.rentalSearch]: {
    first: `queryMonth=${LAST_MONTH}&timeRange=1mo&regionId=1`,
    next: `queryMonth=${LAST_MONTH}&timeRange=3mo&regionId=1`,
  },
  [RESULTS_PAGE_PATHS.rentalMarketData]: {
    first: `queryMonth=${LAST_MONTH}&timeRange=1mo&regionId=1`,
    next: `queryMonth=${LAST_MONTH}&timeRange=1mo&regionId=1&regionId=2`,
  },
  [RESULTS_PAGE_PATHS.rentalMarketHistory]: {
    first: `queryMonthStart=${FIRST_MONTH}&queryMonthEnd=${LAST_MONTH}&timeRange=1mo&regionId=2`,
    next: `queryMonthStart=${FIRST_MONTH}&queryMonthEnd=${LAST_MONTH}&timeRange=3mo&regionId=2`,
  },
};

function json(answer: FixtureAnswer): Response {
  return new Response(answer.body === null ? null : JSON.stringify(answer.body), {
    status: answer.status ?? 200,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * The account's saved areas (contract/saved-areas.ts) as the server keeps them, for the pages a
 * test opens one after another: GET lists, POST saves, DELETE removes (the rules themselves are
 * the server's, tested there).
 */
export const savedAreasServer = {
  areas: [] as SavedArea[],
  answer(url: URL, init: RequestInit | undefined): FixtureAnswer {
    const method = init?.method ?? 'GET';
    if (method === 'POST') {
      const body = JSON.parse(String(init?.body)) as SaveAreaRequest;
      const area: SavedArea = { id: this.areas.length + 1, ...body, savedAt: new Date().toISOString() };
      this.areas.push(area);
      return { status: 201, body: { area } };
    }
    if (method === 'PATCH') {
      const id = Number(url.pathname.split('/').pop());
      const { name } = JSON.parse(String(init?.body)) as RenameAreaRequest;
      const area = this.areas.find((entry) => entry.id === id);
      if (area === undefined) return { status: 404, body: { message: SAVED_AREA_MESSAGES.notFound } };
      area.name = name;
      return { body: { area } };
    }
    if (method === 'DELETE') {
      const id = Number(url.pathname.split('/').pop());
      this.areas = this.areas.filter((area) => area.id !== id);
      return { status: 204, body: null };
    }
    return { body: { areas: this.areas } };
  },
};

/** The UI thread's calls of the app under test, in order: each one's path and whether it was answered. */
const uiCalls: Array<{ path: string; answered: boolean }> = [];

/**
 * The UI thread's calls: a logged-in demo account with the sales and rental options; once the
 * session has ended, whoami says logged out and every other call answers 403 'session'.
 */
function stubUiFetch(): void {
  uiCalls.length = 0;
  const fixtures: Record<string, FixtureAnswer> = {
    ...(loggedInFixtures() as Record<string, FixtureAnswer>),
    '/api/v1/sales/options/basic': { body: SALES_OPTIONS },
    '/api/v1/rental/options/basic': { body: RENTAL_OPTIONS },
  };
  const realFetch = window.fetch.bind(window);
  const answer = async (url: URL, input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // The map's pin icons load from public/ through deck.gl's image loader.
    if (url.pathname.includes('/icons/')) return realFetch(input);
    if (server.state === 'session-ended') {
      if (url.pathname === '/api/v1/urban/options/whoami') return json({ body: { logged_in: false } });
      return json({
        status: 403,
        body: { statusCode: 403, message: 'You are not logged in.', reason: SESSION_ENDED },
      });
    }
    if (url.pathname.startsWith(`/api/v1${SAVED_AREAS_PATH}`)) return json(savedAreasServer.answer(url, init));
    return json(fixtures[url.pathname] ?? { status: 404, body: { message: `No fixture for ${url.pathname}` } });
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        location.origin,
      );
      const call = { path: url.pathname, answered: false };
      uiCalls.push(call);
      try {
        return await answer(url, input, init);
      } finally {
        call.answered = true;
      }
    }),
  );
}

export interface App {
  router: AppRouter;
  /** Every URL the app left for (the provider's login page). */
  left: string[];
}

const cleanups: Array<() => void> = [];

/** The app at an app path (without /database). */
export async function openApp(path: string): Promise<App> {
  stubUiFetch();
  const left: string[] = [];
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [`/database${path}`] }),
    leaveApp: (url) => left.push(url),
  });
  cleanups.push(sendToLoginOnForbidden(router));
  const screen = await render(<AppRoot router={router} />);
  cleanups.push(() => screen.unmount());
  return { router, left };
}

/** Unmounts the app, ends its engine and puts every store back, for the next test. */
export function disposeApp(): void {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  disposeAppFixtureEngine();
  server.reset();
  savedAreasServer.areas = [];
  resetShellState();
}

/** Rows of the results tables on screen (body rows carry their index; a message row does not). */
export function shownRows(): number {
  return document.querySelectorAll('tbody tr[aria-rowindex]').length;
}

/** The page has searched and shows what it found. */
export async function used(app: App): Promise<void> {
  // The first page of a file loads its chunks and starts the worker: on a shared machine that takes a while.
  await expect.poll(shownRows, { timeout: 45_000 }).toBeGreaterThan(0);
  await expect.poll(() => app.router.state.status, POLL).toBe('idle');
  // Once its rows are in, a results table asks the server whether the page is a saved view
  // (use-saved-view-visit.ts): a test that ends the session after this must not have that call meet
  // the ended session, or the app leaves for login from the view it had before the test's step.
  await expect
    .poll(() => uiCalls.some((call) => call.path === SAVED_VIEWS_API) && uiCalls.every((call) => call.answered), POLL)
    .toBe(true);
}
