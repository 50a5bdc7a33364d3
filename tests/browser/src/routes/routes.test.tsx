import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { providerSiteUrl } from '@src/routes/-provider-site';
import { parseSearchString, stringifySearch } from '@contract/search-string';
import { UNAUTHORIZED_MESSAGE } from '@contract/shell-constants';
import { saleDisplay } from '@test-support/browser/sale-fixtures';
import {
  demoUser,
  loggedInFixtures,
  loggedOutFixtures,
  renderShell,
  resetShellState,
  POLL,
} from '@test-support/browser/shell-harness';

afterEach(resetShellState);

async function settledPath(router: Awaited<ReturnType<typeof renderShell>>['router']): Promise<string> {
  await expect.poll(() => router.state.status, POLL).toBe('idle');
  return router.state.location.pathname;
}

describe('redirects of the route table (part 2 §2.1)', () => {
  test.each([
    ['/', '/landing-page'],
    ['/project', '/project/project-search'],
    ['/rental', '/rental/rental-search'],
    ['/property', '/property/sales'],
    ['/reporting', '/landing-page'],
    ['//landing-page', '/landing-page'],
    ['//anything/else', '/landing-page'],
  ])('%s goes to %s for the demo account', async (from, to) => {
    const { router } = await renderShell(from, loggedInFixtures());
    await expect.poll(() => router.state.location.pathname, POLL).toBe(to);
  });

  test.each([
    [['project-search', 'property-sales', 'rental-search'], '/project/project-search'],
    [['property-sales', 'rental-search'], '/property/sales'],
    [['rental-search'], '/rental/rental-search'],
  ] as const)('/ without the landing link goes to the first section the account has (%j)', async (links, to) => {
    const { router } = await renderShell('/', loggedInFixtures(demoUser([...links])));
    await expect.poll(() => router.state.location.pathname, POLL).toBe(to);
  });

  test.each([
    ['/contact-us', providerSiteUrl('/contact-us')],
    ['/membership', providerSiteUrl('/membership')],
    ['/consulting', providerSiteUrl('/consulting')],
    ['/latest-trends', providerSiteUrl('/latest-trends')],
    ['/about', providerSiteUrl('/about')],
    ['/home', providerSiteUrl('/home')],
  ])('%s leaves for the provider site', async (from, url) => {
    const { left } = await renderShell(from, loggedOutFixtures());
    await expect.poll(() => left, POLL).toEqual([url]);
  });
});

test('preloading an external redirect (a hovered link) does not leave the app', async () => {
  const { router, left } = await renderShell('/landing-page', loggedInFixtures());
  await expect.element(page.getByRole('heading', { name: 'Map Search' })).toBeVisible();
  await router.preloadRoute({ to: '/contact-us' });
  await router.preloadRoute({ to: '/login' });
  expect(left).toEqual([]);
});

describe('guards (part 2 §2.1, §6)', () => {
  test.each([
    '/landing-page',
    '/analysis/current',
    '/analysis/available',
    '/analysis/urbanactions',
    '/project/project-search',
    '/project/market-data',
    '/project/market-history',
    '/project/compare',
    '/project/42',
    '/rental/rental-search',
    '/rental/market-data',
    '/rental/market-history',
    '/rental/compare',
    '/rental/profile/7',
    '/property/sales',
    '/property/market-data',
    '/sale/99',
    '/',
  ])('%s sends a visitor without a session to the provider login', async (path) => {
    const { left, calls } = await renderShell(path, loggedOutFixtures());
    await expect.poll(() => left.length, POLL).toBe(1);
    const url = new URL(left[0] ?? '', location.origin);
    expect(url.pathname).toBe('/user/login');
    expect(url.searchParams.get('destination')).toBe(path === '/' ? '/database/' : `/database${path}`);
    expect(url.searchParams.has('q')).toBe(false);
    // The guard waited for the authentication check and asked only that.
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/urban/options/whoami']);
  });

  test('the original query travels compressed as one parameter', async () => {
    const query = 'projectType=condo&projectStanding=active&year=2024&qtr=2&regionId%5B%5D=3&regionId%5B%5D=5';
    const { left } = await renderShell(`/project/project-search?${query}`, loggedOutFixtures());
    await expect.poll(() => left.length, POLL).toBe(1);
    const url = new URL(left[0] ?? '', location.origin);
    expect(url.searchParams.get('destination')).toBe('/database/project/project-search');
    const restored = new URLSearchParams(decompressFromEncodedURIComponent(url.searchParams.get('q') ?? ''));
    expect(restored.get('projectType')).toBe('condo');
    expect(restored.get('year')).toBe('2024');
    expect(restored.getAll('regionId')).toEqual(['3', '5']);
  });

  test.each([
    ['/landing-page', ['project-search', 'property-sales', 'rental-search']],
    ['/project/project-search', ['landing', 'property-sales']],
    ['/project/42', ['landing', 'property-sales']],
    ['/rental/rental-search', ['landing', 'property-sales']],
    ['/property/sales', ['landing', 'project-search']],
    // Reports belong to the project product (contract/app-routes.ts).
    ['/analysis/current', ['landing', 'property-sales']],
    ['/analysis/urbanactions', ['landing', 'property-sales']],
  ] as const)('%s without its landing link goes to /unauth', async (path, links) => {
    const { router } = await renderShell(path, loggedInFixtures(demoUser([...links])));
    await expect.poll(() => router.state.location.pathname, POLL).toBe('/unauth');
    await expect.element(page.getByText(UNAUTHORIZED_MESSAGE)).toBeVisible();
    expect(document.title).toBe('Unauthorized | Marketview');
  });

  test('the sale detail page needs login only', async () => {
    const sale = saleDisplay();
    const { router } = await renderShell('/sale/12', {
      ...loggedInFixtures(demoUser(['landing'])),
      '/api/v1/sales/sale/12/display': { body: sale },
    });
    const firstProperty = Object.values(sale.properties)[0]?.name;
    await expect.element(page.getByRole('heading', { level: 1, name: firstProperty }), POLL).toBeVisible();
    expect(await settledPath(router)).toBe('/sale/12');
  });

  test.each([
    ['/privacy-notice', 'Privacy Notice'],
    ['/terms', 'Terms'],
    ['/faq', 'FAQ'],
  ])('%s is an under-construction page that needs no login', async (path, title) => {
    const { router, left } = await renderShell(path, loggedOutFixtures());
    await expect.element(page.getByRole('heading', { name: title })).toBeVisible();
    await expect.element(page.getByText('This page is under construction.')).toBeVisible();
    expect(await settledPath(router)).toBe(path);
    expect(left).toEqual([]);
  });
});

describe('login round trip (part 2 §2.1)', () => {
  test('coming back with ?q= restores the original query on the same path, replacing the entry', async () => {
    const original = 'projectType=condo&projectStanding=active&year=2024&qtr=2&regionId[]=3&regionId[]=5';
    const { router } = await renderShell(
      `/project/project-search?q=${compressToEncodedURIComponent(original)}`,
      loggedInFixtures(),
    );
    await expect
      .poll(() => router.state.location.search)
      .toMatchObject({ projectType: 'condo', year: '2024', regionId: ['3', '5'] });
    expect(router.state.location.pathname).toBe('/project/project-search');
    expect(router.history.length).toBe(1);
    const publicSearch = new URLSearchParams(router.history.location.search);
    expect(publicSearch.has('q')).toBe(false);
    expect(publicSearch.get('qtr')).toBe('2');
  });

  test('a q that does not decompress is left alone', async () => {
    const { router } = await renderShell('/project/project-search?q=not-compressed', loggedInFixtures());
    expect(await settledPath(router)).toBe('/project/project-search');
    expect(new URLSearchParams(router.history.location.search).get('q')).toBe('not-compressed');
  });

  test('/login without a destination sends the user to the app root after login', async () => {
    const { left } = await renderShell('/login', loggedOutFixtures());
    await expect.poll(() => left, POLL).toEqual(['/user/login?destination=%2Fdatabase%2F']);
  });

  test('/login never sends the user back to /login', async () => {
    const { left } = await renderShell(
      `/login?redirect=${encodeURIComponent('/login?redirect=%2Fx')}`,
      loggedOutFixtures(),
    );
    await expect.poll(() => left, POLL).toEqual(['/user/login?destination=%2Fdatabase%2F']);
  });

  test('/login never passes another site as destination', async () => {
    const { left } = await renderShell(
      `/login?redirect=${encodeURIComponent('//evil.example/x')}`,
      loggedOutFixtures(),
    );
    await expect.poll(() => left, POLL).toEqual(['/user/login?destination=%2Fdatabase%2F']);
  });
});

describe('not found (part 2 §2.3)', () => {
  test('an unknown path shows the spec text with the path', async () => {
    await renderShell('/no/such/page', loggedInFixtures());
    await expect.element(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect.element(page.getByText('The requested page "/no/such/page" could not be found.')).toBeVisible();
    expect(document.title).toBe('Not found | Marketview');
  });
});

describe('query strings stay text (shared links read as written)', () => {
  test('repeated keys become lists, bracketed keys are always lists, values are never JSON-guessed', () => {
    expect(
      parseSearchString('?year=2024&flag=true&regionId=3&regionId=5&submarketId%5B%5D=7&fullTextSearch=King+St'),
    ).toEqual({
      year: '2024',
      flag: 'true',
      regionId: ['3', '5'],
      'submarketId[]': ['7'],
      fullTextSearch: 'King St',
    });
  });

  test('stringify is the inverse and drops empty values', () => {
    const search = { year: '2024', regionId: ['3', '5'], 'submarketId[]': ['7'], text: 'a&b=c', none: undefined };
    const text = stringifySearch(search);
    // The app writes list keys bare (one form for every link); each route's schema reads both.
    expect(text).toBe('?year=2024&regionId=3&regionId=5&submarketId=7&text=a%26b%3Dc');
    expect(parseSearchString(text)).toEqual({
      year: '2024',
      regionId: ['3', '5'],
      submarketId: '7',
      text: 'a&b=c',
    });
    expect(stringifySearch({})).toBe('');
  });
});

describe('whoami view (part 2 §2.4)', () => {
  test('shows the whoami answer as raw text', async () => {
    await renderShell('/whoami', loggedInFixtures());
    await expect.element(page.getByText(/"full_name": "Dana Demo"/)).toBeVisible();
  });

  test('on failure shows an object saying there was a problem fetching whoami', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderShell('/whoami', { '/api/v1/urban/options/whoami': { status: 500, body: { message: 'boom' } } });
    await expect.element(page.getByText(/"error": "There was a problem fetching whoami"/)).toBeVisible();
  });
});
