import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { historyResponse, historyRow } from '@test-support/browser/history-fixtures';
import {
  demoUser,
  loggedInFixtures,
  POLL,
  renderShell,
  resetShellState,
  type Fixtures,
} from '@test-support/browser/shell-harness';
import {
  CHART_HISTORY,
  CHART_HISTORY_PATH,
  display,
  DISPLAY_PATH,
  history,
  HISTORY_PATH,
  PROJECT_ID,
} from './profile-fixtures';

afterEach(() => resetShellState());

const OLDSTOCK_PATH = `/api/v1/urban/project/${PROJECT_ID}/market_history_oldstock`;

const OLDSTOCK = display({
  project_standing: 'oldstock',
  datatype: 'purpose-built',
  chart_config: {
    oldstock: {
      property_id: 301,
      month_start: '2023-01',
      month_end: '2026-10',
      year_start: 2026,
      qtr_start: 1,
      year_end: 2026,
      qtr_end: 3,
    },
  },
});

function fixtures(shown = OLDSTOCK, user = demoUser()): Fixtures {
  return {
    ...loggedInFixtures(user),
    [DISPLAY_PATH]: { body: shown },
    [HISTORY_PATH]: { body: history() },
    [CHART_HISTORY_PATH]: { body: CHART_HISTORY },
    [OLDSTOCK_PATH]: { body: historyResponse([historyRow('2026 Q1'), historyRow('2026 Q2'), historyRow('2026 Q3')]) },
  };
}

async function openProfile(answers: Fixtures) {
  const shell = await renderShell(`/project/${PROJECT_ID}`, answers);
  await expect
    .element(page.getByRole('heading', { name: 'Harbour Point Towers', level: 1 }), { timeout: 20_000 })
    .toBeVisible();
  return shell;
}

const oldstockCalls = (calls: Array<{ url: string }>) => calls.filter((call) => call.url.startsWith(OLDSTOCK_PATH));

describe('the old-stock project profile embeds the rental historical table (part 2 §2.9, §2.11)', () => {
  test("with old-stock chart config the table loads the project's history on the chart config quarters", async () => {
    const { calls } = await openProfile(fixtures());
    const table = page.getByRole('table', { name: 'Rental Historical Data' });
    await expect.element(table.getByRole('button', { name: '2026 Q3' }), POLL).toBeVisible();
    const [call] = oldstockCalls(calls);
    expect(Object.fromEntries(new URL(call?.url ?? '', location.origin).searchParams)).toEqual({
      timeType: 'quarter',
      year_start: '2026',
      qtr_start: '1',
      year_end: '2026',
      qtr_end: '3',
    });
    // The time range options are the project section's configuration.
    await page.getByRole('button', { name: 'Open Filters' }).click();
    await page.getByRole('radio', { name: 'Search by Month' }).click();
    await expect
      .element(page.getByRole('combobox', { name: 'Select Data Time Range', exact: true }))
      .toHaveValue('1 Month');
  });

  test('without old-stock chart config there is no table and no call', async () => {
    const { calls } = await openProfile(fixtures(display()));
    await expect.element(page.getByRole('heading', { name: 'Gallery' })).toBeVisible();
    expect(page.getByRole('heading', { name: 'Rental Historical Data' }).elements()).toHaveLength(0);
    expect(oldstockCalls(calls)).toHaveLength(0);
  });

  test('an account without rental expansion sees the subscription message, is not asked, and stays', async () => {
    const { calls, router } = await openProfile(fixtures(OLDSTOCK, { ...demoUser(), rental_expansion: false }));
    await expect.element(page.getByText('Data available with Rental Expansion subscription'), POLL).toBeVisible();
    expect(oldstockCalls(calls)).toHaveLength(0);
    expect(router.state.location.pathname).toBe(`/project/${PROJECT_ID}`);
  });
});
