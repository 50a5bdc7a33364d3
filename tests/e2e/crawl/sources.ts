import type { Locator, Page } from '@playwright/test';
import { RESULTS_PAGE_PATHS } from '@contract/saved-views';
import {
  DEFAULT_PROJECT_STANDING,
  DEFAULT_PROJECT_TYPE,
  PROJECT_SEARCH_TYPES,
  RENTAL_PROJECT_TYPE,
  RENTAL_STANDING,
} from '@contract/product-facts';
import type { RentalPropertyDisplayResponse } from '@contract/rental-display';
import type { SalesOptionsBasicResponse } from '@contract/sales-options';
import { SEARCH_ACTION_LABELS } from '@src/components/search-page/search-action-labels';
import { ROW_ACTION_LABELS } from '@src/components/results-table/results-table-constants';
import { COMPARE_ALL_STANDINGS } from '@src/features/profiles/project-profile-constants';
import { EXPAND_ALL_LABEL, PAST_REPORTS_TITLE } from '@src/features/reports/reports-constants';
import { PROJECT_COMPARE_PATH, RENTAL_COMPARE_PATH } from '@src/state/compare-pages';
import type { Crawler } from './crawler';

/**
 * The pages the crawl starts from, opened as a subscriber opens them, with results shown: every
 * result tab of Map Search, every project view for every type and standing (part 1 §1), the
 * rental and sales views, both compare pages with entries, a project profile per standing with
 * every tab, a rental profile, sale pages, the reports (every past report) and the transaction
 * actions with every year open. Each calls `crawler.collect` in every state it reaches.
 */

/**
 * Runs the search the form holds (Search is enabled when the query lacks the defaults the form
 * fills in) and waits for its results; a query that already holds the whole search has run it.
 */
async function showResults(crawler: Crawler): Promise<void> {
  const search = crawler.page.getByRole('button', { name: SEARCH_ACTION_LABELS.search, exact: true });
  if ((await search.count()) > 0 && (await search.first().isEnabled())) await search.first().click();
  await crawler.settle(true);
}

/** Clicks a checkbox until it is checked and not indeterminate (a group's box selects all of it). */
async function checkFully(box: Locator): Promise<void> {
  for (let i = 0; i < 2; i++) {
    const state = await box.evaluate((input: HTMLInputElement) => ({
      checked: input.checked,
      mixed: input.indeterminate || input.hasAttribute('data-indeterminate'),
      disabled: input.disabled,
    }));
    if (state.disabled || (state.checked && !state.mixed)) return;
    await box.click();
  }
}

/** The page's tabs, clicked one after the other, collected in each. */
async function eachTab(
  crawler: Crawler,
  label: string,
  { results = false, then }: { results?: boolean; then?: () => Promise<void> } = {},
): Promise<void> {
  const tabs = crawler.page.getByRole('tab');
  const names = await tabs.allInnerTexts();
  for (let index = 0; index < names.length; index++) {
    const name = names[index]!.trim().replace(/\s+/g, ' ');
    await tabs.nth(index).click();
    await crawler.settle(results);
    await crawler.collect(`${label}, tab ${name}`);
    await then?.();
  }
}

/** The tabs of Map Search are labelled by their category ("condo new 12"); profiles are picked per tab. */
export const MAP_SEARCH_TAB = 'Map Search';

async function mapSearch(crawler: Crawler): Promise<void> {
  const { page } = crawler;
  await crawler.visit(RESULTS_PAGE_PATHS.landing);
  // The shell's menus and help drawer, once: they are the same on every page.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const menus = nav.getByRole('button');
  for (let index = 0; index < (await menus.count()); index++) {
    const menu = menus.nth(index);
    await menu.click();
    await page.getByRole('menu').first().waitFor();
    // axe-core once with a menu open: the menus are the shell's, the same on every page.
    await crawler.collect(`navigation menu ${(await menu.innerText()).trim()}`, {
      downloads: false,
      scroll: false,
      axe: 'the navigation with a menu open',
    });
    await page.keyboard.press('Escape');
    await page.getByRole('menu').first().waitFor({ state: 'hidden' });
  }
  const help = page.getByRole('banner').getByRole('button', { name: 'Help' });
  if ((await help.count()) > 0) {
    await help.click();
    await crawler.settle();
    await crawler.collect('help drawer', { downloads: false, scroll: false, axe: 'the help drawer open' });
    await page.keyboard.press('Escape');
  }
  // Every region and every category (the legends' boxes select a whole group): every result tab.
  const groups = page.locator('legend input[type="checkbox"]');
  for (let index = 0; index < (await groups.count()); index++) await checkFully(groups.nth(index));
  await crawler.settle(true);
  await eachTab(crawler, MAP_SEARCH_TAB, { results: true });
}

/**
 * Each project view for the default type and standing and for the rental standing (part 1 §1,
 * §4): the links of a view differ between standings only there. Rows link to the project
 * profile for every standing but old stock, whose rows are rental properties
 * (server/columns/projects.ts); market rows' Projects links carry the quarter, or for old stock
 * the month (src/features/projects/market-row-actions.ts). Map Search shows every standing's rows.
 */
const VIEWED_STANDINGS = [
  { projectType: DEFAULT_PROJECT_TYPE, standing: DEFAULT_PROJECT_STANDING },
  { projectType: RENTAL_PROJECT_TYPE, standing: RENTAL_STANDING },
];

async function projectViews(crawler: Crawler): Promise<void> {
  for (const view of PROJECT_SEARCH_TYPES) {
    for (const { projectType, standing } of VIEWED_STANDINGS) {
      await crawler.visit(`/project/${view}?projectType=${projectType}&projectStanding=${standing}`);
      await showResults(crawler);
      await crawler.collect(`${view} ${projectType} ${standing}`);
    }
  }
}

async function rentalViews(crawler: Crawler): Promise<void> {
  for (const path of [
    RESULTS_PAGE_PATHS.rentalSearch,
    RESULTS_PAGE_PATHS.rentalMarketData,
    RESULTS_PAGE_PATHS.rentalMarketHistory,
  ]) {
    await crawler.visit(path);
    await showResults(crawler);
    await crawler.collect(path.slice(1));
  }
}

async function salesViews(crawler: Crawler): Promise<void> {
  // Every sub-type the sales options offer (the market data view takes one: the first).
  const options = (await (
    await crawler.page.request.get('/api/v1/sales/options/basic')
  ).json()) as SalesOptionsBasicResponse;
  const subTypes = options.propertyTypes.flatMap((type) => type.sub_property_types.map((subType) => subType.id));
  const all = subTypes.map((id) => `propertySubType=${id}`).join('&');
  for (const [path, query] of [
    [RESULTS_PAGE_PATHS.sales, all],
    [RESULTS_PAGE_PATHS.salesMarketData, `propertySubType=${subTypes[0]}`],
  ] as const) {
    await crawler.visit(`${path}?${query}`);
    await showResults(crawler);
    await crawler.collect(path.slice(1));
  }
}

/** Adds the first rows of a results page to its compare list through the rows' own buttons. */
async function addFirstRows(page: Page, rows: number): Promise<void> {
  const add = page.getByRole('button', { name: ROW_ACTION_LABELS.addToCompare });
  for (let i = 0; i < rows; i++) {
    if ((await add.count()) === 0) return;
    await add.first().click();
  }
}

async function comparePages(crawler: Crawler): Promise<void> {
  await crawler.visit(RESULTS_PAGE_PATHS.projectSearch);
  await showResults(crawler);
  await addFirstRows(crawler.page, 2);
  await crawler.visit(PROJECT_COMPARE_PATH);
  await crawler.collect('project compare with 2 entries');
  await crawler.visit(RESULTS_PAGE_PATHS.rentalSearch);
  await showResults(crawler);
  await addFirstRows(crawler.page, 2);
  await crawler.visit(RENTAL_COMPARE_PATH);
  await crawler.collect('rental compare with 2 entries');
}

/** A profile with every tab, and the update history's standing comparison; a sale page as it is. */
async function profile(crawler: Crawler, path: string, label: string): Promise<void> {
  await crawler.visit(path);
  // A sale page has no tabs.
  if ((await crawler.page.getByRole('tab').count()) === 0) return crawler.collect(label);
  await eachTab(crawler, label, {
    then: async () => {
      const compare = crawler.page.getByRole('button', { name: COMPARE_ALL_STANDINGS });
      if ((await compare.count()) > 0 && (await compare.isVisible())) {
        await compare.click();
        await crawler.settle();
        await crawler.collect(`${label}, ${COMPARE_ALL_STANDINGS}`);
      }
    },
  });
}

/**
 * A profile per standing: the first project or rental property each Map Search tab (one per
 * type and standing) links to; the first sale of the sales search and of a project profile.
 */
async function profiles(crawler: Crawler): Promise<void> {
  const opened = new Set<string>();
  const open = async (path: string | undefined, label: string) => {
    if (path === undefined || opened.has(path)) return;
    opened.add(path);
    await profile(crawler, path, label);
  };
  for (const [tab, paths] of crawler.linksByPage(/^\/(project|rental\/profile)\/\d+$/, `${MAP_SEARCH_TAB}, tab`)) {
    await open(
      paths.find((path) => !opened.has(path)),
      `profile from ${tab}`,
    );
  }
  // The old-stock project profile (with its rental historical table, part 2 §2.11) has no link
  // in the app: it is the project of a rental property (the rental display's project_id).
  const rental = crawler.linksTo(/^\/rental\/profile\/\d+$/)[0];
  if (rental !== undefined) {
    const display = (await (
      await crawler.page.request.get(`/api/v1${rental.replace('/profile/', '/property/')}/display`)
    ).json()) as RentalPropertyDisplayResponse;
    await open(`/project/${display.project_id}`, 'old-stock project profile');
  }
  await open(crawler.linksTo(/^\/sale\/\d+$/, RESULTS_PAGE_PATHS.sales.slice(1))[0], 'sale page');
  await open(crawler.linksTo(/^\/sale\/\d+$/, 'profile from')[0], 'sale page of a project');
}

async function reports(crawler: Crawler): Promise<void> {
  const { page } = crawler;
  await crawler.visit('/analysis/current');
  await crawler.collect('current report');
  await crawler.visit('/analysis/available');
  const past = page.getByRole('region', { name: PAST_REPORTS_TITLE }).getByRole('button');
  for (let index = 0; index < (await past.count()); index++) {
    const button = past.nth(index);
    const label = (await button.getAttribute('aria-label')) ?? (await button.innerText());
    await button.click();
    await crawler.settle();
    await crawler.collect(`available reports, ${label}`);
  }
  await crawler.visit('/analysis/urbanactions');
  await page.getByRole('button', { name: EXPAND_ALL_LABEL }).click();
  await crawler.settle();
  await crawler.collect('transaction actions, every year open');
}

/** In order: later sources open what earlier ones link to. */
export const SOURCES: ReadonlyArray<{ name: string; run: (crawler: Crawler) => Promise<void> }> = [
  { name: 'Map Search', run: mapSearch },
  { name: 'project views', run: projectViews },
  { name: 'rental views', run: rentalViews },
  { name: 'sales views', run: salesViews },
  { name: 'compare pages', run: comparePages },
  { name: 'profiles and sale pages', run: profiles },
  { name: 'reports and transaction actions', run: reports },
];
