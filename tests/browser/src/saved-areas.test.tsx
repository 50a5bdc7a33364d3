/**
 * Saved areas and the selection of areas in the whole app (beyond the spec,
 * contract/area-selection.ts): a polygon on the sales map is saved by name and renamed (the
 * saved views' name rules and messages), then picked on Rental Properties with a submarket; while
 * the selection is edited the panel shows the engine's live count, and Search then shows exactly
 * that many rows, the map outlining and naming the selection. Map Search offers the same area.
 * The panel passes axe.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { AREA_SELECTION_PARAM } from '@contract/area-selection';
import { encodeGeoFilter } from '@contract/geo-filter';
import { SAVED_AREA_MESSAGES } from '@contract/saved-areas';
import { RESULTS_PAGE_PATHS } from '@contract/saved-views';
import { VIEWS } from '@contract/views';
import { AREAS_TEXT } from '@src/components/area-selection/saved-areas-constants';
import { RENAME_LABELS } from '@src/components/rename/rename-labels';
import { SEARCH_ACTION_LABELS } from '@src/components/search-page/search-action-labels';
import { LAST_MONTH } from '@test-support/browser/rental-search-fixtures';
import { APARTMENT_SITE } from '@test-support/browser/sales-search-fixtures';
import { axeViolations } from '@test-support/browser/axe-violations';
import { disposeApp, openApp, POLL, savedAreasServer, used } from './app-harness';

vi.mock('@src/engine/engine-pool', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@src/engine/engine-pool')>();
  const { appFixtureEngine } = await import('./app-fixture-engine');
  return { ...actual, getEngine: () => appFixtureEngine(actual.createEnginePool) };
});

/** Round the East buildings of the rental fixtures (43.66, -79.3), not the West ones (43.65, -79.5). */
const EAST = [
  { lat: 43.62, lng: -79.35 },
  { lat: 43.7, lng: -79.35 },
  { lat: 43.7, lng: -79.25 },
  { lat: 43.62, lng: -79.25 },
];
const AREA_NAME = 'East side';
const RENAMED = 'East end';

const leafRows = () => document.querySelectorAll('tbody tr[data-kind="leaf"]').length;
const areaParam = (path: string) => new URLSearchParams(path.split('?')[1] ?? '').get(AREA_SELECTION_PARAM);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(disposeApp);

test(
  'an area saved on the sales map filters Rental Properties (live count = rows after Search) and is offered on Map Search',
  { timeout: 120_000 },
  async () => {
    const app = await openApp(
      `${RESULTS_PAGE_PATHS.sales}?propertySubType=${APARTMENT_SITE}&geoFilter=${encodeGeoFilter(EAST)}`,
    );
    await page.getByRole('button', { name: AREAS_TEXT.toggle, exact: true }).click();
    await page.getByLabelText(AREAS_TEXT.areaName).fill(`  ${AREA_NAME} `);
    await page.getByRole('button', { name: AREAS_TEXT.saveDrawn }).click();
    await expect.element(page.getByRole('checkbox', { name: AREA_NAME }), POLL).toBeChecked();
    expect(savedAreasServer.areas.map((area) => [area.name, area.points])).toEqual([[AREA_NAME, EAST]]);
    expect(await axeViolations()).toEqual([]);

    // Rename: an empty name is refused with the saved areas' message; a new one is stored, the
    // selection keeps the area under it, and focus is back on Rename.
    await page.getByRole('button', { name: RENAME_LABELS.renameOf(AREA_NAME) }).click();
    const newName = page.getByLabelText(RENAME_LABELS.newNameFor(AREA_NAME));
    await newName.fill('   ');
    await page.getByRole('button', { name: RENAME_LABELS.save, exact: true }).click();
    await expect
      .element(page.getByRole('region', { name: AREAS_TEXT.title }).getByRole('alert'))
      .toHaveTextContent(SAVED_AREA_MESSAGES.nameRequired);
    expect(await axeViolations()).toEqual([]);
    await newName.fill(` ${RENAMED}  `);
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('checkbox', { name: RENAMED }), POLL).toBeChecked();
    expect(savedAreasServer.areas.map((area) => area.name)).toEqual([RENAMED]);
    await expect
      .poll(() => document.activeElement)
      .toBe(page.getByRole('button', { name: RENAME_LABELS.renameOf(RENAMED) }).element());

    // Rental Properties over both regions: four property rows, one of them East's Gamma Place.
    await app.router.history.push(
      `/database${RESULTS_PAGE_PATHS.rentalSearch}?queryMonth=${LAST_MONTH}&timeRange=1mo&regionId=1&regionId=2`,
    );
    // The sales table goes with the sales page; the rental rows come.
    await expect
      .element(page.getByRole('heading', { name: VIEWS.rentalSearch.title, exact: true }), POLL)
      .toBeVisible();
    await used(app);
    await expect.poll(leafRows, POLL).toBe(4);
    const all = leafRows();
    await page.getByRole('button', { name: AREAS_TEXT.toggle, exact: true }).click();
    await page.getByRole('checkbox', { name: RENAMED }).click();
    // A union with the West North submarket (Beta Court): two of the four rows.
    await page.getByRole('combobox', { name: AREAS_TEXT.submarkets, exact: true }).click();
    await page.getByRole('option', { name: 'West North' }).click();
    await userEvent.keyboard('{Escape}');
    const count = page.getByTestId('area-selection-count');
    await expect.element(count, POLL).toHaveTextContent(AREAS_TEXT.liveCount(2, all));
    // Live: nothing applied yet, the table still shows every row.
    expect(leafRows()).toBe(all);
    expect(await axeViolations()).toEqual([]);

    await page.getByRole('button', { name: SEARCH_ACTION_LABELS.search, exact: true }).click();
    await expect.poll(leafRows, POLL).toBe(2);
    expect(areaParam(app.router.state.location.href)).not.toBeNull();
    // The map outlines what Search applied, and names it.
    await expect
      .element(page.getByTestId('map-area-selection'), POLL)
      .toHaveTextContent(AREAS_TEXT.onMap(`West North, ${RENAMED}`));

    // Map Search offers the same saved area; picking it writes the selection to the address.
    await app.router.history.push(`/database${RESULTS_PAGE_PATHS.landing}?regions=1`);
    await used(app);
    await page.getByRole('button', { name: AREAS_TEXT.toggle, exact: true }).click();
    await page.getByRole('checkbox', { name: RENAMED }).click();
    await expect.poll(() => areaParam(app.router.state.location.href), POLL).not.toBeNull();
    await expect.element(count, POLL).toHaveTextContent(/rows in the selection/);
  },
);
