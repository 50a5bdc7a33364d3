import '@mantine/core/styles.css';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { formatCell } from '@contract/format';
import { HISTORY_COLUMNS } from '@server/columns/history';
import { PROJECT_HISTORY_LINE_NAME } from '@src/components/market-history-chart/market-history-chart-constants';
import { useResultsView } from '@src/components/results-table/use-results-view';
import { useSearchDataset } from '@src/components/results-table/use-search-dataset';
import type { MarketEngine } from '@src/engine/engine-api';
import { createEnginePool } from '@src/engine/engine-pool';
import { ProjectResults } from '@src/features/projects/project-results';
import { renderAsRoute } from '@test-support/browser/render-as-route';
import { axeViolations } from '@test-support/browser/axe-violations';
import { drawnLines, legendNames, plotted, tableColumn } from '@test-support/browser/market-history-chart-helpers';
import {
  HISTORY_ENDPOINT,
  HISTORY_ROWS,
  LONG_HISTORY_ENDPOINT,
  LONG_HISTORY_RESPONSE,
  LONG_HISTORY_ROWS,
} from './history-chart-fixtures';
import type { OpenDatasetRequest } from '@contract/engine';
import { VIEWS } from '@contract/views';
import { pdfFileName, PDF_FORMAT, PDF_MARGIN, PDF_ORIENTATION, PDF_UNIT } from '@contract/pdf-page';
import { buildDataset } from '@contract/columnar-dataset';
import { layoutPdf } from '@workers/ops/export-pdf';
import { prepareDataset, runView } from '@workers/ops/view';
import { jsPDF } from 'jspdf';
import { SAVE_AS_PDF_LABEL } from '@src/components/pdf-export/pdf-constants';
import { CHART_MEASURE_LABEL } from '@src/components/market-history-chart/market-history-chart-constants';
import { DOWNLOAD_LABEL, EXPORT_FORMAT_LABEL, HELP_LABEL } from '@src/components/results-table/results-table-constants';
import { BASIC_SEARCH_LABELS } from '@src/features/projects/projects-constants';
import { nextSavedPdf, readSavedPdf } from '@test-support/browser/read-saved-pdf';

const POLL = { timeout: 20_000 };
const TABLE = 'Results - Market History';
const REQUEST: OpenDatasetRequest = { endpoint: HISTORY_ENDPOINT, apiParams: {}, kind: 'marketHistory' };
const NO_PARAMS = {};
const HEADING = VIEWS.projectMarketHistory.title;
const EXPORT_ABOUT = {
  search: [{ label: BASIC_SEARCH_LABELS.searchQuarterRange, value: '1860 Q1 to 2022 Q2' }],
  dataAsOf: '2022 Q2',
};

let pool: ReturnType<typeof createEnginePool> | null = null;
afterEach(() => {
  vi.restoreAllMocks();
  pool?.dispose();
  pool = null;
});

/** The market history results area as the project view composes it: chart above, table below. */
function HistoryResults({ engine, request }: { engine: MarketEngine; request: OpenDatasetRequest }) {
  const { dataset, loading } = useSearchDataset(engine, request);
  const results = useResultsView(engine, dataset, NO_PARAMS);
  return (
    <ProjectResults
      engine={engine}
      searchType="market-history"
      kind="marketHistory"
      results={results}
      chips={[]}
      standing="active"
      marketRowActions={() => []}
      loading={loading || results.loading}
      clampedMessage={null}
      tableNote={null}
      exportAbout={EXPORT_ABOUT}
      heading={HEADING}
    />
  );
}

async function renderHistory(request: OpenDatasetRequest = REQUEST) {
  pool = createEnginePool({
    createWorker: () => new Worker(new URL('./history-chart-fixture.worker.ts', import.meta.url), { type: 'module' }),
    size: 1,
  });
  const engine = pool;
  // The project view's results read the router (a saved view's visit, contract/visits.ts).
  await renderAsRoute(() => <HistoryResults engine={engine} request={request} />, '/project/market-history');
  await expect.element(page.getByTestId('market-history-chart'), POLL).toBeVisible();
}

const column = (key: string) => HISTORY_COLUMNS.active.find((definition) => definition.key === key)!;

/** The chart's one line, formatted as the table formats the measure, per period. */
function plottedAsTable(key: string): Array<[string, string]> {
  const chart = plotted();
  expect(chart.measure).toBe(key);
  expect(chart.lines).toHaveLength(1);
  return chart.labels.map((label, index) => [label, formatCell(column(key), chart.lines[0]!.values[index])]);
}

describe('Project market history chart (part 1 §3 market history)', { timeout: 60_000 }, () => {
  test("plots the table's rows for the chosen measure, one line for the selected markets", async () => {
    await renderHistory();
    const chart = page.getByRole('img', { name: 'Quarter Sales by quarter, 2024 Q1 to 2025 Q1' });
    await expect.element(chart).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'Chart measure' })).toHaveValue('Quarter Sales');
    expect(plotted().lines[0]!.name).toBe(PROJECT_HISTORY_LINE_NAME);
    expect(plotted().lines[0]!.values).toEqual(HISTORY_ROWS.map((row) => row['quarter_sales']));
    expect(plottedAsTable('quarter_sales')).toEqual(await tableColumn(TABLE, 'Quarter Sales'));
    // The chart drew the line and a legend entry for it.
    await expect.poll(() => drawnLines().length).toBe(1);
    // Read in the legend: a tooltip under a resting pointer names the line too.
    await expect.poll(legendNames).toEqual([PROJECT_HISTORY_LINE_NAME]);
  });

  test('switching the measure with the keyboard replots the same rows for that column; a missing value is a gap', async () => {
    await renderHistory();
    const picker = page.getByRole('combobox', { name: 'Chart measure' });
    (picker.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await page.getByRole('option', { name: 'Months of Supply', exact: true }).click();
    await expect.poll(() => plotted().measure).toBe('months_of_supply');
    expect(plotted().lines[0]!.values).toEqual([8.5, null, 7.25, 11, 6.1]);
    expect(plottedAsTable('months_of_supply')).toEqual(await tableColumn(TABLE, 'Months of Supply'));
    await expect
      .element(page.getByRole('img', { name: 'Months of Supply by quarter, 2024 Q1 to 2025 Q1' }))
      .toBeVisible();

    await picker.click();
    await page.getByRole('option', { name: 'Sold PSF', exact: true }).click();
    await expect.poll(() => plotted().measure).toBe('sold_psf');
    expect(plottedAsTable('sold_psf')).toEqual(await tableColumn(TABLE, 'Sold PSF'));
  });

  test('a sort of the table leaves the chart as drawn: its series are the same periods', async () => {
    await renderHistory();
    await expect.poll(() => drawnLines().length).toBe(1);
    const chart = page.getByTestId('market-history-chart').element();
    const table = page.getByRole('table', { name: TABLE });
    const firstPeriod = () =>
      (table.element().querySelector('tbody tr[data-kind="leaf"] td') as HTMLElement | null)?.textContent;
    const before = firstPeriod();
    // The pointer rests on the header first: leaving the chart would hide a tooltip under it.
    const sortButton = table.getByRole('button', { name: 'Quarter Sales', exact: true });
    await sortButton.hover();
    // Every change a re-render would make to the drawn chart.
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(chart, { subtree: true, childList: true, attributes: true, characterData: true });
    await sortButton.click();
    await expect
      .poll(
        () =>
          firstPeriod() !== before &&
          table.element().querySelector('th[aria-sort="descending"], th[aria-sort="ascending"]') !== null,
      )
      .toBe(true);
    // The table and the chart render in one commit; a redraw would have started by the next frames.
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    observer.disconnect();
    expect(changes.map((change) => `${change.type} ${(change.target as Element).getAttribute('class')}`)).toEqual([]);
  });

  test('the chart and its picker pass axe', async () => {
    await renderHistory();
    await expect.poll(() => drawnLines().length).toBe(1);
    expect(await axeViolations()).toEqual([]);
  });
});

describe('Save as PDF of a market history page (beyond the spec)', { timeout: 90_000 }, () => {
  test('650 quarters: every row as text on the page planned, none cut, the header on every page, the chosen chart, no control', async () => {
    await renderHistory({ endpoint: LONG_HISTORY_ENDPOINT, apiParams: {}, kind: 'marketHistory' });
    // The PDF draws the chart the page shows: the measure chosen in the picker.
    await page.getByRole('combobox', { name: CHART_MEASURE_LABEL }).click();
    await page.getByRole('option', { name: 'Months of Supply', exact: true }).click();
    await expect.poll(() => plotted().measure, POLL).toBe('months_of_supply');
    const saved = nextSavedPdf();
    const started = Date.now();
    await page.getByRole('button', { name: SAVE_AS_PDF_LABEL }).click();
    const blob = await saved;
    const pdf = await readSavedPdf(blob);
    console.info(
      `650-row market history PDF: ${pdf.pageCount} pages, ${blob.size} bytes in ${Date.now() - started} ms`,
    );
    await expect.element(page.getByRole('button', { name: SAVE_AS_PDF_LABEL })).toBeEnabled();

    // The pages the worker's layout plans for these rows, as the page's view shows them.
    const prepared = prepareDataset(
      buildDataset(LONG_HISTORY_ROWS, LONG_HISTORY_RESPONSE.tableHeaders.data),
      'marketHistory',
    );
    const view = runView(prepared, { clientParams: {}, sort: null, visibleColumns: null });
    const doc = new jsPDF({ orientation: PDF_ORIENTATION, unit: PDF_UNIT, format: PDF_FORMAT });
    const chart = { measure: 'months_of_supply', rowsName: PROJECT_HISTORY_LINE_NAME, colours: [] };
    const about = { page: TABLE, ...EXPORT_ABOUT };
    const { plan } = layoutPdf(doc, prepared, view, { format: 'pdf', about, pdf: { heading: HEADING, chart } }, 0);
    expect(plan.rows).toHaveLength(650);
    expect(pdf.pageCount).toBe(plan.pages.length);
    expect(pdf.pages).toHaveLength(pdf.pageCount);
    expect(pdf.title).toBe(HEADING);

    const headerLines = plan.layout.headerLines.flat();
    const controls = [SAVE_AS_PDF_LABEL, DOWNLOAD_LABEL, EXPORT_FORMAT_LABEL, CHART_MEASURE_LABEL, HELP_LABEL];
    for (const [index, text] of pdf.pages.entries()) {
      for (const line of headerLines) expect(text, `page ${index + 1}`).toContain(line);
      for (const label of controls) expect(text, `page ${index + 1}`).not.toContain(label);
      // No word reaches into the bottom margin: no row is cut at the page's edge.
      expect(pdf.lowest[index]!.bottom).toBeLessThanOrEqual(pdf.lowest[index]!.height - PDF_MARGIN * 72 + 0.5);
    }
    // Every quarter on the page the plan put it on (the first page's chart labels some of them too).
    for (const [index, planned] of plan.pages.entries()) {
      for (let row = planned.start; row < planned.end; row++) {
        expect(pdf.pages[index], plan.rows[row]!.cells[0]).toContain(plan.rows[row]!.cells[0]);
      }
    }
    const last = plan.rows.at(-1)!;
    expect(last.cells[0]).toBe('2022 Q2');
    for (const cell of last.cells) expect(pdf.pages.at(-1)).toContain(cell);
    // The title block: heading, the search in words, the data's as-of date, the export time; the chart.
    const first = pdf.pages[0]!;
    for (const text of [
      HEADING,
      TABLE,
      '1860 Q1 to 2022 Q2',
      'Data As Of',
      'Exported At',
      'Months of Supply by quarter',
    ]) {
      expect(first).toContain(text);
    }
    expect(first).toContain(PROJECT_HISTORY_LINE_NAME);
    expect(pdfFileName(HEADING, Date.now())).toMatch(/^Market History \d{4}-\d\d-\d\d\.pdf$/);
  });
});
