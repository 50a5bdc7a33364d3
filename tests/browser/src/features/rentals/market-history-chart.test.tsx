import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { formatMonthYear } from '@contract/dates';
import { formatCell } from '@contract/format';
import { rentalHistoryColumns } from '@server/columns/rental';
import { MAX_CHART_SERIES } from '@contract/market-history-chart';
import { RENTAL_HISTORY_LINE_NAME } from '@src/components/market-history-chart/market-history-chart-constants';
import { axeViolations } from '@test-support/browser/axe-violations';
import { drawnLines, plotted, tableColumn } from '@test-support/browser/market-history-chart-helpers';
import { FIRST_MONTH, LAST_MONTH } from '@test-support/browser/rental-search-fixtures';
import { disposeRentalViews, renderRentalView } from './rental-view-harness';

const POLL = { timeout: 20_000 };
const TABLE = 'Results - Market History';

afterEach(disposeRentalViews);

const column = (key: string) => rentalHistoryColumns().find((definition) => definition.key === key)!;

/** The chart's period line (the table's own rows), formatted as the table formats the measure. */
function rowsLineAsTable(key: string): Array<[string, string]> {
  const chart = plotted();
  expect(chart.measure).toBe(key);
  expect(chart.lines[0]!.name).toBe(RENTAL_HISTORY_LINE_NAME);
  return chart.labels.map((label, index) => [label, formatCell(column(key), chart.lines[0]!.values[index])]);
}

async function openHistory() {
  const harness = await renderRentalView('market-history', {});
  await expect.element(page.getByTestId('market-history-chart'), POLL).toBeVisible();
  await expect
    .element(page.getByRole('table', { name: TABLE }).getByRole('button', { name: formatMonthYear(FIRST_MONTH)! }))
    .toBeVisible();
  return harness;
}

describe('Rental market history chart (part 2 §2.7)', { timeout: 90_000 }, () => {
  test("plots the table's period rows and the unit types, at most eight lines; the rest are named", async () => {
    await openHistory();
    await expect
      .element(
        page.getByRole('img', {
          name: `Vacancy Rate by period, ${formatMonthYear(FIRST_MONTH)} to ${formatMonthYear(LAST_MONTH)}`,
        }),
      )
      .toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'Chart measure' })).toHaveValue('Vacancy Rate');
    expect(rowsLineAsTable('vacancy_rate')).toEqual(await tableColumn(TABLE, 'Vacancy Rate'));
    // The fixture's first month has 25 unit types, the others 3 (Type 1 to 3).
    const { lines } = plotted();
    expect(lines.map((line) => line.name)).toEqual([
      RENTAL_HISTORY_LINE_NAME,
      ...Array.from({ length: MAX_CHART_SERIES - 1 }, (_, index) => `Type ${index + 1}`),
    ]);
    expect(lines[4]!.values.slice(0, 2)).toEqual([100, null]);
    await expect.element(page.getByText(/Not charted \(see the table\): Type 8, Type 9/)).toBeVisible();
    await expect.poll(() => drawnLines().length).toBe(MAX_CHART_SERIES);

    // Under the pointer, the period's value of every line, written as the table writes it.
    const plot = page.getByTestId('market-history-chart').element().querySelector('rect')!;
    const box = plot.getBoundingClientRect();
    const period = 1;
    const x = box.left + (box.width * period) / (plotted().labels.length - 1);
    plot.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: x, clientY: box.top + 10 }));
    const tooltip = page.getByTestId('market-history-chart-tooltip');
    await expect.element(tooltip).toBeVisible();
    expect(tooltip.element().firstElementChild?.textContent).toBe(plotted().labels[period]);
    expect(
      [...tooltip.element().querySelectorAll('[data-series]')].map((item) => [
        item.getAttribute('data-series'),
        item.lastElementChild?.textContent,
      ]),
    ).toEqual(
      lines.map((line) => {
        const value = line.values[period] ?? null;
        return [line.name, value === null ? '' : formatCell(column('vacancy_rate'), value)];
      }),
    );
    // React reads a leave from the pointer's way out (pointerout to an element outside).
    plot.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, relatedTarget: document.body }));
    await expect.element(tooltip).not.toBeInTheDocument();
  });

  test('switching the measure replots the rows and the sub rows of that column; another search keeps the picker', async () => {
    const harness = await openHistory();
    await page.getByRole('combobox', { name: 'Chart measure' }).click();
    await page.getByRole('option', { name: 'Avg Rent', exact: true }).click();
    await expect.poll(() => plotted().measure).toBe('avg_rate');
    expect(rowsLineAsTable('avg_rate')).toEqual(await tableColumn(TABLE, 'Avg Rent'));
    expect(plotted().lines[0]!.values.slice(0, 3)).toEqual([2000, 2001, 2002]);

    // A unit type's line is that unit type's sub row in each period the table expands to.
    const history = page.getByRole('table', { name: TABLE });
    await history.getByRole('button', { name: 'Feb 2025' }).click();
    const typeTwo = history.getByRole('row').filter({ hasText: 'Type 2' });
    await expect.element(typeTwo).toBeVisible();
    const line = plotted().lines.find((entry) => entry.name === 'Type 2')!;
    await expect.element(typeTwo).toHaveTextContent(formatCell(column('avg_rate'), line.values[1]));

    // Another search (a filter, which the server applies, part 2 §7): the picker stays on the page
    // as chosen while it loads (no new mount when the answer arrives), and the chart is drawn again.
    const picker = page.getByRole('combobox', { name: 'Chart measure' }).element();
    const calls = await harness.fetchCount();
    await page.getByRole('button', { name: /Open Advanced Filters/ }).click();
    await page.getByLabelText('Year Built From').fill('1970');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(harness.fetchCount, POLL).toBeGreaterThan(calls);
    // The fixture takes a moment over a filtered history (FILTERED_HISTORY_DELAY_MS): it loads, then shows.
    await expect.element(history).toHaveAttribute('aria-busy', 'true');
    await expect.element(history, POLL).toHaveAttribute('aria-busy', 'false');
    await expect.element(page.getByTestId('market-history-chart'), POLL).toBeVisible();
    expect(page.getByRole('combobox', { name: 'Chart measure' }).element()).toBe(picker);
    await expect.element(page.getByRole('combobox', { name: 'Chart measure' })).toHaveValue('Avg Rent');
    expect(plotted().measure).toBe('avg_rate');
  });

  test('the picker is reachable by keyboard, and the view passes axe', async () => {
    await openHistory();
    const picker = page.getByRole('combobox', { name: 'Chart measure' });
    (picker.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await page.getByRole('option', { name: 'Available Units', exact: true }).click();
    await expect.poll(() => plotted().measure).toBe('available');
    await expect.poll(() => drawnLines().length).toBe(MAX_CHART_SERIES);
    expect(await axeViolations()).toEqual([]);
  });
});
