import '@mantine/core/styles.css';
import { createMemoryHistory } from '@tanstack/react-router';
import { vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { FooterLinksResponse, LandingLinksResponse, LinkName, UserInfo, WhoAmIResponse } from '@contract/session';
import { AppRoot } from '@src/components/shell/app-root';
import { createAppRouter, sendToLoginOnForbidden, type AppRouter } from '@src/router';
import { closeAlert } from '@src/state/alert';
import { closeHelp } from '@src/state/help-drawer';
import { hideSnackbar } from '@src/state/snackbar';
import { forgetSession } from '@src/state/session';
import type { UrbanBasicOptionsResponse } from '@contract/urban-options';
import { DATATYPES, DATE_RANGES, DEVELOPERS, REGIONS, SEARCH_FILTERS } from '@test-support/browser/project-fixtures';
import { LANDING_OPTIONS, SUPER_REGIONS } from '@test-support/browser/landing-fixtures';

/** Lazy routes load their chunks on first use; on a busy machine that takes seconds. */
export const POLL = { timeout: 10_000 } as const;

/** A fixture answer: a JSON body with a status (200 unless given). */
export interface FixtureAnswer {
  status?: number;
  body: unknown;
}

export type Fixtures = Record<
  string,
  FixtureAnswer | ((init: RequestInit | undefined) => FixtureAnswer | Promise<FixtureAnswer>)
>;

export interface FetchCall {
  url: string;
  method: string;
}

export const MEMBER_SINCE_2019_03_05 = Date.UTC(2019, 2, 5) / 1000;

export function demoUser(
  links: LinkName[] = ['landing', 'project-search', 'property-sales', 'rental-search'],
): UserInfo {
  return {
    name: 'demo',
    full_name: 'Dana Demo',
    organization: 'Demo Realty Inc.',
    member_since: MEMBER_SINCE_2019_03_05,
    links,
    rental_expansion: true,
  };
}

export const LANDING_LINKS: LandingLinksResponse = {
  tabs: [
    { id: 'landing', text: 'Map Search', url: '/landing-page', sub_nav: [] },
    {
      id: 'project-search',
      text: 'Projects',
      url: '/project/project-search',
      sub_nav: [
        { id: 'project-search', text: 'Project Search', url: '/project/project-search' },
        { id: 'market-data', text: 'Market Data', url: '/project/market-data' },
        { id: 'rental-search', text: 'Rental Search', url: '/rental/rental-search' },
      ],
    },
    { id: 'property-sales', text: 'Sales', url: '/database/property/sales', sub_nav: [] },
    {
      id: 'reports',
      text: 'Reports',
      url: '/analysis/current',
      sub_nav: [
        { id: 'current', text: 'Current Report', url: '/analysis/current' },
        { id: 'available', text: 'Available Reports', url: '/analysis/available' },
      ],
    },
  ],
};

export const FOOTER_LINKS: FooterLinksResponse = {
  'main-nav-links': [
    { text: 'About Us', url: '/about' },
    { text: 'Privacy Notice', url: '/privacy-notice' },
  ],
  'contact-info': {
    contact: [
      { type: 'email', value: 'info@marketview.example' },
      { type: 'phone', value: '416-555-0100' },
    ],
    address: [{ name: 'Toronto Office', lines: ['100 King St W', 'Toronto, ON M5X 1A9'] }],
  },
  'footer-nav-links': [
    { text: 'Terms', url: '/terms' },
    { text: 'FAQ', url: '/faq' },
  ],
  copyright: '© 2026 Marketview. All rights reserved.',
  'footer-logo': { url: '/logo.svg', alt: 'Marketview' },
};

/**
 * Configuration shaped like the server's, so the real pages behind the shell's routes render (the
 * shell tests look at the shell; the pages have their own tests).
 */
const URBAN_BASIC: UrbanBasicOptionsResponse = {
  superRegions: SUPER_REGIONS,
  projectDatatypes: DATATYPES,
  projectConstructionStatuses: [],
  developers: DEVELOPERS,
  projectStatuses: [],
  propertyManagers: [],
  developerOwners: [],
  projectDateRanges: DATE_RANGES,
};

/** The configuration answers of a logged-in session, plus whoami for the given user. */
export function loggedInFixtures(user: UserInfo = demoUser()): Fixtures {
  const whoami: WhoAmIResponse = { logged_in: true, user_info: user };
  return {
    '/api/v1/urban/options/whoami': { body: whoami },
    '/api/v1/urban/options/basic': { body: URBAN_BASIC },
    '/api/v1/urban/options/searchFilters': { body: SEARCH_FILTERS },
    '/api/v1/urban/options/regions': { body: { regions: REGIONS } },
    '/api/v1/urban/project/byregionoptions': { body: LANDING_OPTIONS },
    '/api/v1/urban/landingLinks': { body: LANDING_LINKS },
    '/api/v1/urban/footerLinks': { body: FOOTER_LINKS },
    '/api/v1/sales/options/basic': { body: {} },
    '/api/v1/rental/options/basic': { body: {} },
    '/user/logout': { status: 303, body: null },
  };
}

export function loggedOutFixtures(): Fixtures {
  return { '/api/v1/urban/options/whoami': { body: { logged_in: false } } };
}

/**
 * Answers fetch from fixtures, keyed by path without the query. An unknown path answers 404 so
 * a test never reaches a real server.
 */
export function stubFetch(fixtures: Fixtures): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        location.origin,
      );
      calls.push({ url: url.pathname + url.search, method: init?.method ?? 'GET' });
      const fixture = fixtures[url.pathname];
      const answer =
        typeof fixture === 'function'
          ? await fixture(init)
          : (fixture ?? { status: 404, body: { message: `No fixture for ${url.pathname}` } });
      const status = answer.status ?? 200;
      const body = answer.body === null ? null : JSON.stringify(answer.body);
      return new Response(body, { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

export interface RenderedShell {
  router: AppRouter;
  calls: FetchCall[];
  /** Every URL the app left for (provider login, provider site). */
  left: string[];
}

/** Renders the whole app at an app path (without /database) with fetch answered by fixtures. */
export async function renderShell(appPath: string, fixtures: Fixtures): Promise<RenderedShell> {
  const calls = stubFetch(fixtures);
  const left: string[] = [];
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [`/database${appPath}`] }),
    leaveApp: (url) => left.push(url),
  });
  cleanups.push(sendToLoginOnForbidden(router));
  await render(<AppRoot router={router} />);
  return { router, calls, left };
}

const cleanups: Array<() => void> = [];

/** Puts every store back to a fresh page's state. */
export function resetShellState(): void {
  for (const cleanup of cleanups.splice(0)) cleanup();
  forgetSession();
  closeAlert();
  closeHelp();
  hideSnackbar();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
}
