import axe from 'axe-core';
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { LabelledValue } from '@contract/urban-project';
import { PROJECT_COMPARE_LIST_KEY, RENTAL_COMPARE_LIST_KEY } from '@contract/shell-constants';
import { type FieldChange, type TrackedEntity, type TrackedVisitResponse, type WhatsNewItem } from '@contract/visits';
import { WHATS_NEW_TEXT } from '@src/components/whats-new/whats-new-text';
import { forgetRecordedVisits } from '@src/components/whats-new/use-tracked-visit';
import { PROJECT_COMPARE_TITLE } from '@src/features/compare/project-compare-page';
import { RENTAL_COMPARE_TITLE } from '@src/features/compare/rental-compare-page';
import { rentalPopup, resetCompareState } from '@test-support/browser/rental-fixtures';
import {
  loggedInFixtures,
  POLL,
  renderShell,
  resetShellState,
  type Fixtures,
} from '@test-support/browser/shell-harness';
import {
  DISPLAY_PATH as RENTAL_DISPLAY_PATH,
  HISTORY_PATH as RENTAL_HISTORY_PATH,
  POPUP_PATH as RENTAL_POPUP_PATH,
  PROPERTY_ID,
  rentalDisplay,
} from '../../features/rentals/profile/rental-profile-fixtures';
import { historyResponse, historyRow } from '@test-support/browser/history-fixtures';
import {
  CHART_HISTORY,
  CHART_HISTORY_PATH,
  display,
  DISPLAY_PATH,
  history,
  HISTORY_PATH,
  popup,
  PROJECT_ID,
} from '../../features/profiles/profile-fixtures';

/**
 * "Changed since my last visit" in the whole app (beyond the spec): the shell's What's new dialog,
 * a tracked project's profile, and both compare pages, with the server's answers from fixtures.
 */

afterEach(() => {
  resetShellState();
  resetCompareState();
  forgetRecordedVisits();
});

const LAST_VISIT = '2026-09-01T12:00:00.000Z';
const visitPath = (entity: TrackedEntity, id: number) => `/api/v1/visits/${entity}/${id}`;

function trackedVisit(
  entity: TrackedEntity,
  id: number,
  name: string,
  changes: FieldChange[],
  newVersions: number[] = [],
): TrackedVisitResponse {
  return {
    lastVisitAt: LAST_VISIT,
    added: [],
    removed: [],
    changed: changes.length === 0 ? [] : [{ entity, id, name, changes }],
    newVersions,
  };
}

/**
 * Axe on the page as the shell shows it, once the animations are done. With a dialog open, the
 * WCAG rules only: the best-practice landmark rules count the dialog's Mantine header as a second
 * banner.
 */
async function expectAxeClean(wcagOnly = false) {
  await Promise.all(document.getAnimations().map((animation) => animation.finished));
  const results = await axe.run(
    document.body,
    wcagOnly ? { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } } : {},
  );
  expect(results.violations.map((violation) => [violation.id, violation.nodes.map((node) => node.html)])).toEqual([]);
}

describe("the shell's What's new (beyond the spec)", () => {
  const ITEMS: WhatsNewItem[] = [
    {
      kind: 'project',
      id: 7,
      name: 'Harbour Point Towers',
      lastVisitAt: LAST_VISIT,
      addedRows: 0,
      changedRows: 1,
      removedRows: 0,
      newVersions: 2,
      changedOn: '2026-10-01',
    },
    {
      kind: 'savedView',
      id: 3,
      name: 'My condo search',
      page: '/project/project-search',
      query: '?projectType=condo&projectStanding=active',
      lastVisitAt: LAST_VISIT,
      addedRows: 2,
      changedRows: 4,
      removedRows: 1,
      newVersions: 0,
      changedOn: '2026-09-15',
    },
    {
      kind: 'rental',
      id: 12,
      name: 'Maple Court',
      lastVisitAt: '2026-08-01T12:00:00.000Z',
      addedRows: 0,
      changedRows: 1,
      removedRows: 0,
      newVersions: 0,
      changedOn: null,
    },
  ];

  test('opens from the keyboard, lists the items in the order given (newest first), traps focus, returns it on close, axe-clean', async () => {
    localStorage.setItem(PROJECT_COMPARE_LIST_KEY, JSON.stringify([popup(7, 'active')]));
    localStorage.setItem(RENTAL_COMPARE_LIST_KEY, JSON.stringify([rentalPopup(12)]));
    const { calls } = await renderShell('/project/compare', {
      ...loggedInFixtures(),
      '/api/v1/visits/whats-new': { body: { items: ITEMS } },
      // The compare page records the visits of the records it shows.
      [visitPath('project', 7)]: { body: trackedVisit('project', 7, 'Harbour Point Towers', []) },
    });
    const opener = page.getByRole('button', { name: WHATS_NEW_TEXT.menu, exact: true });
    await expect.element(opener, POLL).toBeVisible();
    opener.element().focus();
    await userEvent.keyboard('{Enter}');

    const dialog = page.getByRole('dialog', { name: WHATS_NEW_TEXT.dialogTitle });
    await expect.element(dialog).toBeVisible();
    const table = dialog.getByRole('table', { name: WHATS_NEW_TEXT.menu });
    await expect.element(table, POLL).toBeVisible();
    // The compare lists' records are asked about.
    expect(calls.map((call) => call.url)).toContain('/api/v1/visits/whats-new?project=7&rental=12');
    const rows = table.getByRole('row').elements();
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
      `${WHATS_NEW_TEXT.project}Harbour Point Towers`,
      `${WHATS_NEW_TEXT.savedView}My condo search`,
      `${WHATS_NEW_TEXT.rental}Maple Court`,
    ]);
    expect(rows[1]!.textContent).toContain(WHATS_NEW_TEXT.counts(2, 4, 1, 0));
    expect(rows[0]!.textContent).toContain(WHATS_NEW_TEXT.counts(0, 1, 0, 2));
    await expectAxeClean(true);

    // Focus stays in the dialog however far Tab goes, both ways.
    const inDialog = () => dialog.element().contains(document.activeElement);
    expect(inDialog()).toBe(true);
    const stops = dialog.element().querySelectorAll('button').length;
    for (let step = 0; step <= stops; step++) {
      await userEvent.keyboard('{Tab}');
      expect(inDialog()).toBe(true);
    }
    for (let step = 0; step <= stops; step++) {
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
      expect(inDialog()).toBe(true);
    }

    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.poll(() => document.activeElement).toBe(opener.element());
  });

  test('Open goes to the saved view or the record and closes the dialog', async () => {
    const { router } = await renderShell('/project/compare', {
      ...loggedInFixtures(),
      '/api/v1/visits/whats-new': { body: { items: ITEMS } },
    });
    await page.getByRole('button', { name: WHATS_NEW_TEXT.menu, exact: true }).click();
    await page.getByRole('button', { name: `${WHATS_NEW_TEXT.open} My condo search` }).click();
    await expect
      .poll(() => router.state.location.href, POLL)
      .toBe('/project/project-search?projectType=condo&projectStanding=active');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  test('nothing changed: the dialog says so', async () => {
    await renderShell('/project/compare', {
      ...loggedInFixtures(),
      '/api/v1/visits/whats-new': { body: { items: [] } },
    });
    await page.getByRole('button', { name: WHATS_NEW_TEXT.menu, exact: true }).click();
    await expect.element(page.getByText(WHATS_NEW_TEXT.empty), POLL).toBeVisible();
  });
});

describe("a tracked project's profile (beyond the spec)", () => {
  const STANDING: FieldChange = {
    key: 'standing',
    label: 'Project Standing',
    format: 'text',
    before: 'Proposed',
    value: 'Active',
  };
  const fixtures = (visit: TrackedVisitResponse): Fixtures => ({
    ...loggedInFixtures(),
    [DISPLAY_PATH]: { body: display() },
    [HISTORY_PATH]: { body: history(3) },
    [CHART_HISTORY_PATH]: { body: CHART_HISTORY },
    [visitPath('project', PROJECT_ID)]: { body: visit },
  });

  test('lists what changed and marks the update-history entries newer than the last visit', async () => {
    localStorage.setItem(PROJECT_COMPARE_LIST_KEY, JSON.stringify([popup(PROJECT_ID, 'active')]));
    const { calls } = await renderShell(
      `/project/${PROJECT_ID}`,
      fixtures(trackedVisit('project', PROJECT_ID, 'Harbour Point Towers', [STANDING], [3])),
    );
    const panel = page.getByRole('region', { name: WHATS_NEW_TEXT.panelTitle(LAST_VISIT) });
    await expect.element(panel, { timeout: 20_000 }).toBeVisible();
    await expect.element(panel).toHaveTextContent('Harbour Point Towers: Project Standing Proposed -> Active');
    expect(calls.filter((call) => call.url === visitPath('project', PROJECT_ID)).map((call) => call.method)).toEqual([
      'PUT',
    ]);

    await page.getByRole('tab', { name: 'View Update History' }).click();
    const versions = page.getByRole('table', { name: 'Project Versions' });
    await expect.element(versions).toBeVisible();
    const marked = versions.element().querySelectorAll('[data-new-since-visit]');
    expect([...marked].map((row) => row.querySelector('td')?.textContent)).toEqual([
      `3${WHATS_NEW_TEXT.newSinceVisit}`,
    ]);
    expect(versions.getByText(WHATS_NEW_TEXT.newSinceVisit).elements()).toHaveLength(1);
    await expectAxeClean();
  });

  test('a project outside the compare list records no visit and marks nothing', async () => {
    const { calls } = await renderShell(
      `/project/${PROJECT_ID}`,
      fixtures(trackedVisit('project', PROJECT_ID, 'Harbour Point Towers', [STANDING], [3])),
    );
    await expect
      .element(page.getByRole('heading', { name: 'Harbour Point Towers', level: 1 }), { timeout: 20_000 })
      .toBeVisible();
    await page.getByRole('tab', { name: 'View Update History' }).click();
    await expect.element(page.getByRole('table', { name: 'Project Versions' })).toBeVisible();
    expect(document.querySelectorAll('[data-new-since-visit]')).toHaveLength(0);
    expect(calls.some((call) => call.url.startsWith('/api/v1/visits/'))).toBe(false);
  });
});

describe("a tracked rental's profile (beyond the spec)", () => {
  test('records its visit and lists what changed since the last one', async () => {
    localStorage.setItem(RENTAL_COMPARE_LIST_KEY, JSON.stringify([rentalPopup(PROPERTY_ID)]));
    const rent: FieldChange = { key: 'avg_rate', label: 'Average Rent', format: 'currency', before: 2000, value: 2150 };
    const { calls } = await renderShell(`/rental/profile/${PROPERTY_ID}`, {
      ...loggedInFixtures(),
      [RENTAL_DISPLAY_PATH]: { body: rentalDisplay() },
      [RENTAL_HISTORY_PATH]: { body: historyResponse([historyRow('2025 Q2'), historyRow('2026 Q2')]) },
      [RENTAL_POPUP_PATH]: { body: rentalPopup(PROPERTY_ID) },
      [visitPath('rental', PROPERTY_ID)]: {
        body: trackedVisit('rental', PROPERTY_ID, 'Maple Court Apartments', [rent]),
      },
    });
    const panel = page.getByRole('region', { name: WHATS_NEW_TEXT.panelTitle(LAST_VISIT) });
    await expect.element(panel, { timeout: 20_000 }).toBeVisible();
    await expect.element(panel).toHaveTextContent('Maple Court Apartments: Average Rent $2,000 -> $2,150');
    expect(calls.filter((call) => call.url === visitPath('rental', PROPERTY_ID)).map((call) => call.method)).toEqual([
      'PUT',
    ]);
    await expectAxeClean();
  });
});

const value = (key: string, label: string, of: number, format: LabelledValue['format']): LabelledValue => ({
  key,
  label,
  value: of,
  ...(format === undefined ? {} : { format }),
});

/** Both compare pages (part 2 §2.12), each with a record whose watched field moved and one unchanged. */
const COMPARE_PAGES = [
  {
    entity: 'project' as const,
    path: '/project/compare',
    title: PROJECT_COMPARE_TITLE,
    listKey: PROJECT_COMPARE_LIST_KEY,
    entry: (id: number, psf: number) => ({
      ...popup(id, 'active'),
      values: [value('sold_psf', 'Sold PSF', psf, 'currency')],
    }),
    field: { key: 'sold_psf', label: 'Sold PSF', format: 'currency' as const },
    text: { before: '$1,000', now: '$1,111', other: '$900' },
    name: (id: number) => `Project ${id}`,
  },
  {
    entity: 'rental' as const,
    path: '/rental/compare',
    title: RENTAL_COMPARE_TITLE,
    listKey: RENTAL_COMPARE_LIST_KEY,
    entry: (id: number, rent: number) => rentalPopup(id, [value('avg_rate', 'Average Rent', rent, 'currency')]),
    field: { key: 'avg_rate', label: 'Average Rent', format: 'currency' as const },
    text: { before: '$1,000', now: '$1,111', other: '$900' },
    name: (id: number) => `Rental ${id}`,
  },
];

describe('the compare pages (beyond the spec)', () => {
  test.each(COMPARE_PAGES)(
    '$path records a visit of each record and marks what changed since the last one',
    async ({ entity, path, title, listKey, entry, field, text, name }) => {
      // Stored when added: the first at its value then; the data has moved on since.
      localStorage.setItem(listKey, JSON.stringify([entry(1, 1000), entry(2, 900)]));
      const { calls } = await renderShell(path, {
        ...loggedInFixtures(),
        [visitPath(entity, 1)]: {
          body: trackedVisit(entity, 1, name(1), [{ ...field, before: 1000, value: 1111 }]),
        },
        [visitPath(entity, 2)]: { body: trackedVisit(entity, 2, name(2), []) },
      });
      const table = page.getByRole('table', { name: title });
      await expect.element(table, { timeout: 20_000 }).toBeVisible();
      const panel = page.getByRole('region', { name: WHATS_NEW_TEXT.panelTitle(LAST_VISIT) });
      await expect.element(panel, POLL).toHaveTextContent(`${name(1)}: ${field.label} ${text.before} -> ${text.now}`);
      expect(
        calls
          .filter((call) => call.url.startsWith('/api/v1/visits/'))
          .map((call) => [call.method, call.url])
          .sort(),
      ).toEqual([
        ['PUT', visitPath(entity, 1)],
        ['PUT', visitPath(entity, 2)],
      ]);

      // The changed value shows as it is now, with the old one; the unchanged one is not marked.
      const row = table.getByRole('row').filter({ hasText: field.label }).element();
      expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
        `${text.now} (${WHATS_NEW_TEXT.was} ${text.before})`,
        text.other,
      ]);
      const marked = row.querySelectorAll(`[data-changed-field="${field.key}"]`);
      expect(marked).toHaveLength(1);
      expect(marked[0]!.getAttribute('title')).toBe(WHATS_NEW_TEXT.changedCell(field.label, text.before, text.now));
      await expectAxeClean();
    },
  );
});
