import axe from 'axe-core';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { compareListsStore } from '@src/state/compare-lists';
import { helpDrawerStore } from '@src/state/help-drawer';
import { loadingStore } from '@src/state/loading';
import { snackbarStore } from '@src/state/snackbar';
import { LANDING_SEARCH_ERROR } from '@src/features/landing/landing-constants';
import { disposeLandingPages, renderLandingPage } from './landing-harness';

afterEach(disposeLandingPages);

const POLL = { timeout: 10_000 } as const;

function checkbox(name: string) {
  return page.getByRole('checkbox', { name, exact: true });
}

function tabNames(): string[] {
  return page
    .getByRole('tab')
    .elements()
    .map((tab) => tab.firstElementChild?.textContent ?? tab.textContent ?? '');
}

async function expectTabs(labels: string[]) {
  await expect
    .poll(
      () =>
        page
          .getByRole('tab')
          .elements()
          .map((tab) => tab.querySelector('span')?.textContent),
      POLL,
    )
    .toEqual(labels);
}

function selectedTab(): string | null {
  const tab = page.getByRole('tab', { selected: true }).elements()[0];
  return tab?.querySelector('span')?.textContent ?? null;
}

function countOf(label: string): string | null {
  const tab = page.getByRole('tab', { name: new RegExp(`^${label}`) }).elements()[0];
  return tab?.querySelector('.mantine-Badge-label')?.textContent ?? null;
}

describe('landing page', () => {
  test('starts from the enabled, checked regions and options, searches them and selects the first tab', async () => {
    const harness = await renderLandingPage();
    await expect.element(checkbox('Toronto')).toBeChecked();
    // Peel is checked but disabled: not part of the initial selection.
    await expect.element(checkbox('Peel')).not.toBeChecked();
    await expect.element(checkbox('Peel')).toBeDisabled();
    await expect.element(checkbox('York')).not.toBeChecked();
    await expect.element(checkbox('New')).toBeChecked();
    await expect.element(checkbox('Rental')).not.toBeChecked();
    await expect.element(checkbox('Apartment Site')).toBeChecked();
    await expect.element(checkbox('Commercial Land')).not.toBeChecked();
    await expectTabs(['condo new', 'land sales']);
    expect(selectedTab()).toBe('condo new');
    expect(harness.landingCalls).toEqual([['1']]);
    expect(document.title).toBe('Map Search | Marketview');
  });

  test('Select Region clears a selection without calling, then selects every enabled region', async () => {
    const harness = await renderLandingPage();
    await expectTabs(['condo new', 'land sales']);
    await checkbox('Select Region').click();
    for (const name of ['Toronto', 'York', 'Hamilton', 'Niagara'])
      await expect.element(checkbox(name)).not.toBeChecked();
    await expect.poll(() => page.getByRole('tab').elements().length, POLL).toBe(0);
    await expect.element(page.getByText('Select a region and a category to see results.')).toBeVisible();
    // No call without regions.
    expect(harness.landingCalls).toEqual([['1']]);

    await checkbox('Select Region').click();
    for (const name of ['Toronto', 'York', 'Hamilton', 'Niagara', 'Broken Region'])
      await expect.element(checkbox(name)).toBeChecked();
    await expect.element(checkbox('Peel')).not.toBeChecked();
    await expect.element(checkbox('Simcoe')).not.toBeChecked();
    await expect.poll(() => harness.landingCalls.at(-1), POLL).toEqual(['1', '2', '6', '8', '9']);
    await expect.poll(() => countOf('condo new'), POLL).toBe('5');
  });

  test('a super region selects its enabled regions unless all are selected, then deselects them', async () => {
    const harness = await renderLandingPage();
    await checkbox('GTA').click();
    await expect.element(checkbox('Toronto')).toBeChecked();
    await expect.element(checkbox('York')).toBeChecked();
    await expect.element(checkbox('Peel')).not.toBeChecked();
    await expect.poll(() => harness.landingCalls.at(-1), POLL).toEqual(['1', '2']);
    await expect.poll(() => countOf('condo new'), POLL).toBe('2');

    await checkbox('GTA').click();
    await expect.element(checkbox('Toronto')).not.toBeChecked();
    await expect.element(checkbox('York')).not.toBeChecked();
    await expect.poll(() => page.getByRole('tab').elements().length, POLL).toBe(0);
    expect(harness.landingCalls).toEqual([['1'], ['1', '2']]);
  });

  test('a super region is disabled with a falsy status, no regions, or no enabled region', async () => {
    await renderLandingPage();
    await expect.element(checkbox('GTA')).toBeEnabled();
    await expect.element(checkbox('Outer Ring')).toBeEnabled();
    await expect.element(checkbox('Disabled Ring')).toBeDisabled();
    await expect.element(checkbox('Switched Off')).toBeDisabled();
    await expect.element(checkbox('Empty')).toBeDisabled();
  });

  test('selecting a category selects its enabled options, deselecting removes it; tabs follow by order', async () => {
    await renderLandingPage();
    await expectTabs(['condo new', 'land sales']);
    await checkbox('Purpose-Built').click();
    await expect.element(checkbox('Newer Stock')).toBeChecked();
    await expect.element(checkbox('Under Construction')).toBeChecked();
    await expectTabs([
      'condo new',
      'purpose-built construction',
      'purpose-built newer stock',
      'purpose-built oldstock',
      'land sales',
    ]);

    await checkbox('Purpose-Built').click();
    await expect.element(checkbox('Newer Stock')).not.toBeChecked();
    await expectTabs(['condo new', 'land sales']);

    // Condo is selected: deselect it, then select it again: every enabled option, not the disabled one.
    await checkbox('Condo').click();
    await expectTabs(['land sales']);
    await checkbox('Condo').click();
    await expect.element(checkbox('New')).toBeChecked();
    await expect.element(checkbox('Resale')).toBeChecked();
    await expect.element(checkbox('Rental')).not.toBeChecked();
    await expectTabs(['condo new', 'condo resale', 'land sales']);
  });

  test('an option of an unselected category selects only it; removing the last option removes the category', async () => {
    await renderLandingPage();
    await checkbox('Under Construction').click();
    await expect.element(checkbox('Under Construction')).toBeChecked();
    await expect.element(checkbox('Newer Stock')).not.toBeChecked();
    await expect.element(checkbox('Purpose-Built')).toBePartiallyChecked();
    await expectTabs(['condo new', 'purpose-built construction', 'land sales']);

    await checkbox('Under Construction').click();
    await expect.element(checkbox('Purpose-Built')).not.toBeChecked();
    await expect.element(checkbox('Purpose-Built')).not.toBePartiallyChecked();
    await expectTabs(['condo new', 'land sales']);

    await checkbox('Apartment Site').click();
    await expect.element(checkbox('Sales')).not.toBeChecked();
    await expectTabs(['condo new']);
  });

  test('the first tab is selected again when the selected tab disappears', async () => {
    await renderLandingPage();
    await checkbox('Resale').click();
    await expectTabs(['condo new', 'condo resale', 'land sales']);
    await page.getByRole('tab', { name: /^condo resale/ }).click();
    await expect.poll(selectedTab, POLL).toBe('condo resale');
    await checkbox('Resale').click();
    await expectTabs(['condo new', 'land sales']);
    await expect.poll(selectedTab, POLL).toBe('condo new');
  });

  test('the selected tab stays selected while other regions load', async () => {
    const harness = await renderLandingPage();
    await page.getByRole('tab', { name: /^land sales/ }).click();
    await expect.poll(selectedTab, POLL).toBe('land sales');
    await expect.poll(() => countOf('land sales'), POLL).toBe('1');
    await checkbox('York').click();
    await expect.poll(() => harness.landingCalls.at(-1), POLL).toEqual(['1', '2']);
    await expect.poll(() => countOf('land sales'), POLL).toBe('2');
    expect(selectedTab()).toBe('land sales');
  });

  test('tables link names and file numbers in a new tab and Open Advanced Search carries the tab query', async () => {
    await renderLandingPage();
    await checkbox('York').click();
    await expect.poll(() => countOf('condo new'), POLL).toBe('2');
    const project = page.getByRole('link', { name: 'condo_active project 2' });
    await expect.element(project).toHaveAttribute('href', '/database/project/21');
    await expect.element(project).toHaveAttribute('target', '_blank');
    await expect
      .element(page.getByRole('link', { name: 'Open Advanced Search' }).first())
      .toHaveAttribute(
        'href',
        '/database/project/project-search?projectType=condo&projectStanding=active&year=2026&qtr=4&regionId=1&regionId=2',
      );
    await expect
      .element(page.getByRole('link', { name: 'View Compare List' }).first())
      .toHaveAttribute('href', '/database/project/compare');

    // Sales: only the selected sub-types count; a missing file number reads N/A.
    await expect.poll(() => countOf('land sales'), POLL).toBe('2');
    await checkbox('Commercial Land').click();
    await expect.poll(() => countOf('land sales'), POLL).toBe('4');
    await page.getByRole('tab', { name: /^land sales/ }).click();
    const salesPanel = page.getByRole('tabpanel', { name: /land sales/ });
    await expect
      .element(salesPanel.getByRole('link', { name: '2026-101' }))
      .toHaveAttribute('href', '/database/sale/101');
    await expect.element(salesPanel.getByRole('link', { name: 'N/A' }).first()).toHaveAttribute('target', '_blank');
    await expect
      .element(salesPanel.getByRole('link', { name: 'Open Advanced Search' }))
      .toHaveAttribute(
        'href',
        '/database/property/sales?saleDateRangeFrom=2025-11-21&saleDateRangeTo=2026-11-20&regionId=1&regionId=2&propertySubType=1&propertySubType=2',
      );
    expect(salesPanel.getByRole('link', { name: 'View Compare List' }).elements()).toHaveLength(0);
  });

  test('a failed landing search is logged only, clears the loading state and shows nothing', async () => {
    const harness = await renderLandingPage();
    await expectTabs(['condo new', 'land sales']);
    await checkbox('Select Region').click();
    await checkbox('Broken Region').click();
    await expect.poll(() => harness.landingCalls.at(-1), POLL).toEqual(['9']);
    await expect.poll(() => harness.consoleErrors.some((args) => args[0] === LANDING_SEARCH_ERROR), POLL).toBe(true);
    expect(loadingStore.pending).toBe(0);
    expect(tabNames()).toEqual([]);
  });

  test('the help button opens the map search how-to', async () => {
    await renderLandingPage();
    await page.getByRole('button', { name: 'Help', exact: true }).click();
    await expect.poll(() => helpDrawerStore.item?.id, POLL).toBe('how-to-map-search');
  });

  test('project rows add to and remove from the compare list by the shared rules', async () => {
    await renderLandingPage();
    await expect.poll(() => countOf('condo new'), POLL).toBe('1');
    const panel = page.getByRole('tabpanel', { name: /condo new/ });
    await panel.getByRole('button', { name: 'Add To Compare List' }).click();
    await expect.poll(() => compareListsStore.projects.map((entry) => entry.id), POLL).toEqual([11]);
    expect(snackbarStore.message).toBe('Added Project to Compare List.');
    await panel.getByRole('button', { name: 'Remove From Compare List' }).click();
    await expect.poll(() => compareListsStore.projects.length, POLL).toBe(0);
    await expect.element(panel.getByRole('button', { name: 'Add To Compare List' })).toBeVisible();
    // The sales tab has no compare actions.
    const sales = page.getByRole('tabpanel', { name: /land sales/, includeHidden: true });
    expect(sales.getByRole('button', { name: 'Add To Compare List', includeHidden: true }).elements()).toHaveLength(0);
  });

  test('old-stock rows add to and remove from the rental compare list by the shared rental rules', async () => {
    await renderLandingPage();
    await checkbox('Old Stock').click();
    await expectTabs(['condo new', 'purpose-built oldstock', 'land sales']);
    await page.getByRole('tab', { name: /^purpose-built oldstock/ }).click();
    const panel = page.getByRole('tabpanel', { name: /purpose-built oldstock/ });
    await expect
      .element(panel.getByRole('link', { name: 'View Compare List' }))
      .toHaveAttribute('href', '/database/rental/compare');
    await panel.getByRole('button', { name: 'Add To Compare List' }).click();
    await expect.poll(() => compareListsStore.rentals.map((entry) => entry.id), POLL).toEqual([18]);
    expect(snackbarStore.message).toBe('Added Rental to Compare List.');
    expect(compareListsStore.projects).toHaveLength(0);
    await panel.getByRole('button', { name: 'Remove From Compare List' }).click();
    await expect.poll(() => compareListsStore.rentals.length, POLL).toBe(0);
  });

  // The map and its legend are part of the page, so this renders them (seconds with SwiftShader).
  test('axe-core finds no WCAG violation on the page while results show', { timeout: 90_000 }, async () => {
    await renderLandingPage({ withMap: true });
    await checkbox('York').click();
    await expect.poll(() => countOf('condo new'), POLL).toBe('2');
    const panel = page.getByRole('tabpanel', { name: /condo new/ });
    await expect.element(panel.getByRole('link', { name: 'condo_active project 2' })).toBeVisible();
    await expect
      .element(page.getByTestId('map-markers-status'), { timeout: 45_000 })
      .toHaveTextContent('On the map: 2 projects, 2 sales');
    // The test renders the page without the shell, whose landmarks are checked in its own test.
    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.help} ${violation.nodes.map((node) => node.html).join(' | ')}`,
      ),
    ).toEqual([]);
  });

  // A maplibre + deck.gl render takes seconds on a shared 2-core machine with SwiftShader.
  test('the map shows the filtered pins of every tab: projects and sales together', { timeout: 90_000 }, async () => {
    await renderLandingPage({ withMap: true });
    await expectTabs(['condo new', 'land sales']);
    const status = page.getByTestId('map-markers-status');
    await expect.element(status, { timeout: 45_000 }).toHaveTextContent('On the map: 1 project, 1 sale');
    const legend = page.getByRole('group', { name: 'Map legend' });
    await expect.element(legend.getByText('Sales', { exact: true })).toBeInTheDocument();
    await expect.element(legend.getByText('Condo', { exact: true })).toBeInTheDocument();
    // A second region: both tabs' new views reach the map.
    await checkbox('York').click();
    await expect.element(status, POLL).toHaveTextContent('On the map: 2 projects, 2 sales');
    // Deselecting the sales sub-type empties its tab's pins; the project pins stay.
    await checkbox('Apartment Site').click();
    await expect.element(status, POLL).toHaveTextContent('On the map: 2 projects');
  });
});
