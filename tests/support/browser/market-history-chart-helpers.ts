import { expect } from 'vitest';
import { page } from 'vitest/browser';
import type { ChartLine } from '@contract/market-history-chart';

/** What the chart plots: the measure, the periods and each line's points (read from the chart's test id). */
export interface PlottedChart {
  measure: string;
  labels: string[];
  lines: ChartLine[];
}

export function plotted(): PlottedChart {
  const chart = page.getByTestId('market-history-chart').element();
  return JSON.parse(chart.getAttribute('data-points') ?? 'null') as PlottedChart;
}

/** The chart's SVG: one drawn line per series (with a dot per point that has a value when lineDrawsDots). */
export function drawnLines(): SVGPathElement[] {
  return [...page.getByTestId('market-history-chart').element().querySelectorAll<SVGPathElement>('g[data-line] path')];
}

/** The names the chart's legend shows, in order. */
export function legendNames(): string[] {
  return [...page.getByTestId('market-history-chart-legend').element().querySelectorAll('li')].map(
    (item) => item.textContent?.trim() ?? '',
  );
}

const textOf = (element: Element | null): string => element?.textContent?.trim() ?? '';

/**
 * The table's rows as [first column text, text of the column headed `label`]. The table renders
 * only the columns in view, so the column is scrolled into view first.
 */
export async function tableColumn(tableName: string, label: string): Promise<Array<[string, string]>> {
  const table = page.getByRole('table', { name: tableName }).element();
  // Rows render as they come into view: bring the whole table into the viewport.
  table.scrollIntoView({ block: 'start' });
  const rowCount = Number(table.getAttribute('aria-rowcount')) - table.querySelectorAll('thead tr').length;
  const headers = [...table.querySelectorAll('thead tr:last-child th')];
  const header =
    headers.find((cell) => textOf(cell) === label) ?? headers.find((cell) => textOf(cell).startsWith(label));
  expect(header, `column ${label} in ${headers.map(textOf).join(' | ')}`).toBeDefined();
  header!.scrollIntoView({ block: 'nearest', inline: 'center' });
  const colIndex = headers.indexOf(header!) + 1;
  const rows = () =>
    [...table.querySelectorAll<HTMLElement>('tbody tr[data-kind="leaf"]')].sort(
      (a, b) => Number(a.dataset['index']) - Number(b.dataset['index']),
    );
  // The row windows come from the engine worker: on a loaded machine that takes more than a second.
  await expect
    .poll(
      () => rows().length === rowCount && rows().every((row) => row.querySelector(`td[aria-colindex="${colIndex}"]`)),
      { timeout: 10_000 },
    )
    .toBe(true);
  return rows().map((row): [string, string] => [
    // The expand marker of a row with sub rows is not part of its name.
    textOf(row.querySelector('td[aria-colindex="1"]')).replace(/^[▸▾]\s*/u, ''),
    textOf(row.querySelector(`td[aria-colindex="${colIndex}"]`)),
  ]);
}
