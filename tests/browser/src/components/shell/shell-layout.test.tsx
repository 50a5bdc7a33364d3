import axe from 'axe-core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '@test-support/browser/axe-violations';
import { activeTabNumber } from '@src/components/shell/active-tab';
import { LANDING_LINKS_FAILURE_MESSAGE } from '@contract/shell-constants';
import { configurationStore } from '@src/state/configuration';
import { sessionStore } from '@src/state/session';
import { demoUser, loggedInFixtures, renderShell, resetShellState, POLL } from '@test-support/browser/shell-harness';

afterEach(resetShellState);

describe('top navigation and user panel (part 1 §2)', () => {
  test('tabs and sub-menus come from the landing links, plus Contact Us', async () => {
    await renderShell('/landing-page', loggedInFixtures());
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect
      .element(nav.getByRole('link', { name: 'Map Search' }))
      .toHaveAttribute('href', '/database/landing-page');
    await expect.element(nav.getByRole('link', { name: 'Sales' })).toHaveAttribute('href', '/database/property/sales');
    await expect.element(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/database/contact-us');
    await nav.getByRole('button', { name: 'Projects' }).click();
    await expect
      .element(page.getByRole('menuitem', { name: 'Market Data' }))
      .toHaveAttribute('href', '/database/project/market-data');
    await expect.element(page.getByRole('menuitem', { name: 'Rental Search' })).toBeVisible();
  });

  test('a sub-menu is reachable and usable with the keyboard', async () => {
    const { router } = await renderShell('/landing-page', loggedInFixtures());
    const trigger = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Projects' });
    await expect.element(trigger).toBeVisible();
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menuitem', { name: 'Project Search' })).toBeVisible();
    // An open menu holds menu items only (axe's aria-required-children on role=menu).
    expect(await axeViolations()).toEqual([]);
    // WAI-ARIA menu button: Enter opens the menu on its first item; the arrows move between items.
    await expect.poll(() => document.activeElement?.textContent, POLL).toBe('Project Search');
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => document.activeElement?.textContent, POLL).toBe('Market Data');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => router.state.location.pathname, POLL).toBe('/project/market-data');
    await expect.element(page.getByRole('heading', { name: 'Project Market Data' })).toBeVisible();
  });

  test('the user panel shows full name, organisation, member since dd/MM/yyyy and the account links', async () => {
    await renderShell('/landing-page', loggedInFixtures());
    await expect.element(page.getByText('Dana Demo')).toBeVisible();
    await expect.element(page.getByText('Demo Realty Inc.')).toBeVisible();
    await expect.element(page.getByText('Member since 05/03/2019')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Chg. Password' })).toHaveAttribute('href', '/user/password');
    await expect.element(page.getByRole('link', { name: 'Marketview home' })).toHaveAttribute('href', '/database/home');
  });

  test('Logout posts to the server, clears the user and goes to login', async () => {
    const consoleError = vi.spyOn(console, 'error');
    // A page that loads nothing of its own, so only the shell's calls happen.
    const { calls, left } = await renderShell('/analysis/current', loggedInFixtures());
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => left, POLL).toEqual(['/user/login?destination=%2Fdatabase%2F']);
    expect(calls).toContainEqual({ url: '/user/logout', method: 'POST' });
    expect(sessionStore.userInfo).toBeNull();
    await expect.element(page.getByText('Dana Demo')).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  test('the footer shows the footer links', async () => {
    await renderShell('/landing-page', loggedInFixtures());
    const footer = page.getByRole('contentinfo');
    await expect.element(footer.getByRole('link', { name: 'About Us' })).toBeVisible();
    await expect
      .element(footer.getByRole('link', { name: 'info@marketview.example' }))
      .toHaveAttribute('href', 'mailto:info@marketview.example');
    await expect.element(footer.getByRole('link', { name: '416-555-0100' })).toHaveAttribute('href', 'tel:4165550100');
    await expect.element(footer.getByText('Toronto Office')).toBeVisible();
    await expect.element(footer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/database/faq');
    await expect.element(footer.getByText('© 2026 Marketview. All rights reserved.')).toBeVisible();
    await expect.element(footer.getByRole('img', { name: 'Marketview' })).toHaveAttribute('src', '/database/logo.svg');
  });
});

describe('active tab (part 1 §2)', () => {
  test.each([
    ['/landing-page', 1],
    ['/project/project-search', 2],
    ['/project/42', 2],
    ['/rental/rental-search', 2],
    ['/rental/profile/3', 2],
    ['/property/sales', 3],
    ['/sale/12', 3],
    ['/analysis/current', 4],
    ['/unauth', 1],
    ['/faq', 1],
  ] as const)('%s is tab %i', (path, tab) => {
    expect(activeTabNumber(path)).toBe(tab);
  });

  test.each([
    ['/landing-page', 'Map Search'],
    ['/rental/market-data', 'Projects'],
    ['/property/market-data', 'Sales'],
    ['/analysis/available', 'Reports'],
  ])('on %s the %s tab is marked current', async (path, tabName) => {
    await renderShell(path, loggedInFixtures());
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect.element(nav.getByText(tabName, { exact: true })).toBeVisible();
    const current = nav.element().querySelectorAll('[aria-current="page"]');
    expect([...current].map((element) => element.textContent)).toEqual([tabName]);
  });
});

describe('configuration loading (part 1 §4, §8)', () => {
  test('whoami first, then every configuration call of the account in parallel', async () => {
    // A page that loads nothing of its own, so only the session's calls happen (the compare page
    // reads the stored list; /analysis/current now loads its report).
    const { calls } = await renderShell('/project/compare', loggedInFixtures());
    await expect.poll(() => configurationStore.status, POLL).toBe('loaded');
    expect(calls[0]?.url).toBe('/api/v1/urban/options/whoami');
    expect(
      calls
        .slice(1)
        .map((call) => call.url)
        .sort(),
    ).toEqual([
      '/api/v1/rental/options/basic',
      '/api/v1/sales/options/basic',
      '/api/v1/urban/footerLinks',
      '/api/v1/urban/landingLinks',
      '/api/v1/urban/options/basic',
      '/api/v1/urban/options/regions',
      '/api/v1/urban/options/searchFilters',
    ]);
  });

  test('a logged-out visitor loads no configuration', async () => {
    const { calls } = await renderShell('/faq', { '/api/v1/urban/options/whoami': { body: { logged_in: false } } });
    await expect.element(page.getByRole('heading', { name: 'FAQ' })).toBeVisible();
    expect(calls.map((call) => call.url)).toEqual([]);
  });

  test('a landing links failure raises the alert, followed by the error; other config failures are only logged', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderShell('/landing-page', {
      ...loggedInFixtures(),
      '/api/v1/urban/landingLinks': { status: 500, body: { message: 'database unavailable' } },
      '/api/v1/urban/options/regions': { status: 500, body: { message: 'regions broke' } },
    });
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(`${LANDING_LINKS_FAILURE_MESSAGE} database unavailable`);
    await expect.element(page.getByText('regions broke')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'Problem fetching configuration /urban/options/regions',
      expect.anything(),
    );
  });

  test('the alert bar can be dismissed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderShell('/landing-page', {
      ...loggedInFixtures(),
      '/api/v1/urban/landingLinks': { status: 500, body: { message: 'down' } },
    });
    await expect.element(page.getByRole('alert')).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss alert' }).click();
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });

  test('a 403 from any call sends the user to login for the page they were on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { left } = await renderShell('/project/market-data?year=2024', {
      ...loggedInFixtures(),
      '/api/v1/urban/options/searchFilters': { status: 403, body: { message: 'Forbidden' } },
    });
    await expect.poll(() => left.length, POLL).toBe(1);
    const url = new URL(left[0] ?? '', location.origin);
    expect(url.pathname).toBe('/user/login');
    expect(url.searchParams.get('destination')).toBe('/database/project/market-data');
  });

  test('an account without sales or rentals does not ask for their options', async () => {
    const { calls } = await renderShell('/landing-page', loggedInFixtures(demoUser(['landing', 'project-search'])));
    await expect.poll(() => configurationStore.status, POLL).toBe('loaded');
    const urls = calls.map((call) => call.url);
    expect(urls).not.toContain('/api/v1/sales/options/basic');
    expect(urls).not.toContain('/api/v1/rental/options/basic');
  });
});

describe('page titles and accessibility', () => {
  test.each([
    ['/landing-page', 'Map Search | Marketview'],
    ['/project/project-search', 'Projects | Marketview'],
    ['/project/market-history', 'Market History | Marketview'],
    ['/property/market-data', 'Sales Market Data | Marketview'],
  ])('%s is titled %s', async (path, title) => {
    await renderShell(path, loggedInFixtures());
    await expect.poll(() => document.title, POLL).toBe(title);
  });

  test('keyboard focus is visible on the dark header', async () => {
    await renderShell('/landing-page', loggedInFixtures());
    const mapSearch = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Map Search' });
    await expect.element(mapSearch).toBeVisible();
    await userEvent.tab();
    await expect.poll(() => document.activeElement?.textContent, POLL).toBe('Skip to main content');
    await userEvent.tab();
    await userEvent.tab();
    await expect.poll(() => document.activeElement?.textContent, POLL).toBe('Map Search');
    const style = getComputedStyle(mapSearch.element());
    expect(style.outlineStyle).toBe('solid');
    expect(style.outlineColor).toBe('rgb(146, 204, 210)');
  });

  test('the shell has its landmarks and no serious axe violations', async () => {
    await renderShell('/landing-page', loggedInFixtures());
    await expect.element(page.getByRole('contentinfo').getByText('Toronto Office')).toBeVisible();
    await expect.element(page.getByRole('banner')).toBeVisible();
    await expect.element(page.getByRole('main')).toBeVisible();
    const results = await axe.run(document.body);
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
});
