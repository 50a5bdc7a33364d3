import axe from 'axe-core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  DOWNLOAD_LABEL,
  EMPTY_MESSAGES,
  LOADING_MESSAGE,
  MAX_ROW_MOUNTS_PER_FRAME,
  ROW_ACTION_LABELS,
} from '@src/components/results-table/results-table-constants';
import { SALES_CLAMPED_MESSAGE } from '@contract/messages';
import { SYNTHETIC_COLUMNS } from '@bench/synthetic-results';
import { disposeResultsTables, renderResultsTable } from './table-harness';

afterEach(async () => {
  vi.restoreAllMocks();
  await disposeResultsTables();
});

function scroller(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[data-testid="results-table-scroller"]');
  if (element === null) throw new Error('no table scroller');
  return element;
}

function bodyRows(): HTMLTableRowElement[] {
  return [...document.querySelectorAll<HTMLTableRowElement>('tbody tr[data-index]')];
}

function loadedRows(): HTMLTableRowElement[] {
  return bodyRows().filter((row) => row.dataset['kind'] !== undefined);
}

function kinds(): string[] {
  return loadedRows().map((row) => row.dataset['kind'] ?? '');
}

/**
 * Values of one column in the rows on screen, in order. The body renders only the columns in
 * view, so the table is first scrolled to the column (callers poll until its cells render).
 */
function columnValues(label: string): string[] {
  const headers = [...document.querySelectorAll<HTMLElement>('thead tr:last-child > *')];
  const position = headers.findIndex((header) => header.textContent?.startsWith(label));
  const header = headers[position];
  if (header === undefined) throw new Error(`no column ${label}`);
  const view = scroller();
  const left = header.getBoundingClientRect().left - view.getBoundingClientRect().left;
  if (left < 0 || left + header.offsetWidth > view.clientWidth) view.scrollLeft += left;
  return loadedRows().map((row) => row.querySelector(`:scope > [aria-colindex="${position + 1}"]`)?.textContent ?? '');
}

function asNumber(text: string): number {
  return Number(text.replace(/[^0-9.-]/g, ''));
}

async function tableReady() {
  await expect.poll(() => loadedRows().length, { timeout: 20_000 }).toBeGreaterThan(10);
}

describe('results table over 100,000 rows', () => {
  test('shows the loading text, then rows; virtualization keeps fewer than 100 rows in the DOM', async () => {
    await renderResultsTable({ rows: 100_000 });
    await expect.element(page.getByText(LOADING_MESSAGE)).toBeInTheDocument();
    await tableReady();
    expect(bodyRows().length).toBeLessThan(100);
    const table = page.getByRole('table').element();
    expect(Number(table.getAttribute('aria-rowcount'))).toBeGreaterThan(100_000);
    expect(scroller().style.height).toBe('85vh');

    scroller().scrollTop = scroller().scrollHeight;
    await expect.poll(() => kinds().at(-1), { timeout: 10_000 }).toBe('overallTotal');
    expect(bodyRows().length).toBeLessThan(100);
    expect(loadedRows().at(-1)?.cells[0]?.textContent).toBe('Total');

    scroller().scrollTop = scroller().scrollHeight / 2;
    await expect.poll(() => loadedRows().length, { timeout: 10_000 }).toBeGreaterThan(10);
    expect(bodyRows().length).toBeLessThan(100);
  });

  test('a jump fills the screen a few rows a frame, never more than the frame budget', async () => {
    await renderResultsTable({ rows: 100_000 });
    await tableReady();
    const mountedPerFrame: number[] = [0];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLTableRowElement && node.dataset['kind'] !== undefined) {
            mountedPerFrame[mountedPerFrame.length - 1] = (mountedPerFrame.at(-1) ?? 0) + 1;
          }
        }
      }
    });
    observer.observe(page.getByRole('table').element(), { childList: true, subtree: true });
    let counting = true;
    const nextFrame = () => {
      if (!counting) return;
      mountedPerFrame.push(0);
      requestAnimationFrame(nextFrame);
    };
    requestAnimationFrame(nextFrame);

    scroller().scrollTop = scroller().scrollHeight / 3;
    // The rows at the jump's place, every one loaded: the rows above it are loaded already, so
    // waiting for "every row loaded" alone could pass before the table has moved.
    const atJump = () => bodyRows().length > 0 && bodyRows().every((row) => Number(row.dataset['index']) > 1_000);
    await expect
      .poll(() => atJump() && bodyRows().every((row) => row.dataset['kind'] !== undefined), { timeout: 10_000 })
      .toBe(true);
    counting = false;
    observer.disconnect();
    // The whole screen and its overscan (about 40 rows) came in, over several frames.
    expect(mountedPerFrame.reduce((total, count) => total + count, 0)).toBeGreaterThan(20);
    expect(Math.max(...mountedPerFrame)).toBeLessThanOrEqual(MAX_ROW_MOUNTS_PER_FRAME);
  });

  test('region, municipality and submarket totals are styled rows; missing values show "-"', async () => {
    await renderResultsTable({ rows: 2_000 });
    await tableReady();
    scroller().scrollTop = scroller().scrollHeight;
    await expect.poll(() => kinds().includes('regionTotal'), { timeout: 10_000 }).toBe(true);
    const regionTotal = loadedRows().find((row) => row.dataset['kind'] === 'regionTotal');
    expect(getComputedStyle(regionTotal!).backgroundColor).toBe('rgb(16, 44, 64)');
    const municipalityTotal = loadedRows().find((row) => row.dataset['kind'] === 'municipalityTotal');
    expect(getComputedStyle(municipalityTotal!).backgroundColor).toBe('rgb(77, 114, 140)');
    scroller().scrollTop = 0;
    await expect.poll(() => columnValues('Months to 70%').includes('-'), { timeout: 10_000 }).toBe(true);
  });
});

describe('sorting (part 1 §2: descending, ascending, unsorted)', () => {
  test('a header click cycles descending, ascending, unsorted; totals hide while sorted', async () => {
    await renderResultsTable({ rows: 5_000 });
    await tableReady();
    const suites = page.getByRole('columnheader', { name: /^Suites/ });
    await expect.element(suites).toHaveAttribute('aria-sort', 'none');
    expect(kinds().some((kind) => kind !== 'leaf')).toBe(true);

    await suites.getByRole('button').click();
    await expect.element(suites).toHaveAttribute('aria-sort', 'descending');
    await expect
      .poll(() => kinds().length > 10 && kinds().every((kind) => kind === 'leaf'), { timeout: 10_000 })
      .toBe(true);
    const descending = columnValues('Suites').map(asNumber);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(descending.at(-1)!);

    await suites.getByRole('button').click();
    await expect.element(suites).toHaveAttribute('aria-sort', 'ascending');
    await expect
      .poll(() => columnValues('Suites').map(asNumber)[0], { timeout: 10_000 })
      .toBeLessThan(descending.at(-1)!);
    const ascending = columnValues('Suites').map(asNumber);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(kinds().every((kind) => kind === 'leaf')).toBe(true);

    await suites.getByRole('button').click();
    await expect.element(suites).toHaveAttribute('aria-sort', 'none');
    await expect.poll(() => kinds().some((kind) => kind !== 'leaf'), { timeout: 10_000 }).toBe(true);
  });

  test('a click anywhere in a header cell sorts (the cell is the button)', async () => {
    await renderResultsTable({ rows: 500 });
    await tableReady();
    const suites = page.getByRole('columnheader', { name: /^Suites/ });
    const cell = suites.element().getBoundingClientRect();
    const button = suites.getByRole('button').element().getBoundingClientRect();
    expect(button.width).toBeGreaterThan(cell.width - 20);
    expect(button.height).toBeGreaterThan(cell.height - 16);
    await suites.click();
    await expect.element(suites).toHaveAttribute('aria-sort', 'descending');
  });

  test('sorts from the keyboard', async () => {
    await renderResultsTable({ rows: 500 });
    await tableReady();
    const sold = page.getByRole('columnheader', { name: /^Total Sold/ });
    sold.getByRole('button').element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(sold).toHaveAttribute('aria-sort', 'descending');
    await userEvent.keyboard(' ');
    await expect.element(sold).toHaveAttribute('aria-sort', 'ascending');
  });
});

describe('column toggle (part 1 §2)', () => {
  test('Select All and per-column checkboxes; the first column cannot be hidden', async () => {
    await renderResultsTable({ rows: 300 });
    await tableReady();
    await page.getByRole('button', { name: 'Columns' }).click();
    await expect.element(page.getByRole('checkbox', { name: 'Project' })).toBeDisabled();
    await expect.element(page.getByRole('checkbox', { name: 'Select All' })).toBeChecked();

    await page.getByRole('checkbox', { name: 'Developer' }).click();
    await expect.element(page.getByRole('columnheader', { name: /^Developer/ })).not.toBeInTheDocument();
    await expect.element(page.getByRole('checkbox', { name: 'Select All' })).not.toBeChecked();

    await page.getByRole('checkbox', { name: 'Select All' }).click();
    await expect.element(page.getByRole('columnheader', { name: /^Developer/ })).toBeInTheDocument();
    await page.getByRole('checkbox', { name: 'Select All' }).click();
    await expect.poll(() => document.querySelectorAll('thead th').length).toBe(1);
    await expect.element(page.getByRole('columnheader', { name: /^Project/ })).toBeInTheDocument();
  });

  test('hiding the sorted column resets the sort', async () => {
    const harness = await renderResultsTable({ rows: 300 });
    await tableReady();
    const suites = page.getByRole('columnheader', { name: /^Suites/ });
    await suites.getByRole('button').click();
    await expect.poll(() => kinds().every((kind) => kind === 'leaf'), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Suites' }).click();
    await expect.element(page.getByRole('columnheader', { name: /^Suites/ })).not.toBeInTheDocument();
    expect(harness.latest()?.sort).toBeNull();
    await expect.poll(() => harness.latest()?.summary?.sort ?? null, { timeout: 10_000 }).toBeNull();
    await expect.poll(() => kinds().some((kind) => kind !== 'leaf'), { timeout: 10_000 }).toBe(true);
  });
});

describe('export (part 1 §2, §9)', () => {
  function captureDownloads() {
    const blobs: Blob[] = [];
    const names: string[] = [];
    const createObjectURL = URL.createObjectURL.bind(URL);
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) blobs.push(blob);
      return createObjectURL(blob);
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    return { blobs, names };
  }

  test('XLS is the default; Download produces an .xlsx file from the engine', async () => {
    await renderResultsTable({ rows: 1_000 });
    await tableReady();
    const downloads = captureDownloads();
    await expect.element(page.getByRole('combobox', { name: 'Export format' })).toHaveValue('xlsx');
    // While the file is written: the progress bar shows, and Download waits (no second export).
    let progressWhileDisabled = false;
    const observer = new MutationObserver(() => {
      const button = document.querySelector(`button[aria-label="${DOWNLOAD_LABEL}"]`);
      if (document.querySelector('[aria-label="Export progress"]') !== null && button?.hasAttribute('disabled'))
        progressWhileDisabled = true;
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    await page.getByRole('button', { name: DOWNLOAD_LABEL }).click();
    await expect.poll(() => downloads.names.length, { timeout: 20_000 }).toBe(1);
    observer.disconnect();
    expect(progressWhileDisabled).toBe(true);
    await expect.element(page.getByRole('button', { name: DOWNLOAD_LABEL })).toBeEnabled();
    expect(downloads.names[0]).toMatch(/\.xlsx$/);
    const bytes = new Uint8Array(await downloads.blobs[0]!.arrayBuffer());
    // An XLSX file is a zip archive: "PK".
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
  });

  test('CSV: the file has the visible columns as its header and every row', async () => {
    await renderResultsTable({ rows: 1_000 });
    await tableReady();
    const downloads = captureDownloads();
    await page.getByRole('combobox', { name: 'Export format' }).selectOptions('csv');
    await page.getByRole('button', { name: DOWNLOAD_LABEL }).click();
    await expect.poll(() => downloads.names.length, { timeout: 20_000 }).toBe(1);
    expect(downloads.names[0]).toMatch(/\.csv$/);
    const text = await downloads.blobs[0]!.text();
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain(SYNTHETIC_COLUMNS.map((column) => column.label).join(','));
    expect(lines.filter((line) => /^"?Project \d+/.test(line)).length).toBe(1_000);
  });
});

describe('messages, chips, links and row actions', () => {
  test('empty and clamped results show the spec messages', async () => {
    const empty = await renderResultsTable({
      rows: 0,
      response: { data: [], tableHeaders: { data: SYNTHETIC_COLUMNS }, clamped: false, clamped_message: null },
    });
    await expect.element(page.getByText(EMPTY_MESSAGES.projects)).toBeInTheDocument();
    await empty.unmount();
    await renderResultsTable({
      rows: 0,
      response: {
        data: [],
        tableHeaders: { data: SYNTHETIC_COLUMNS },
        clamped: true,
        clamped_message: SALES_CLAMPED_MESSAGE,
      },
    });
    await expect.element(page.getByText(SALES_CLAMPED_MESSAGE)).toBeInTheDocument();
  });

  test('chips, project links in a new tab, and row actions named by their tooltips', async () => {
    const added: unknown[] = [];
    const onHelp = vi.fn();
    await renderResultsTable({
      rows: 200,
      chips: [
        { label: 'Toronto', value: null },
        { label: 'Quarter', value: '2' },
      ],
      rowActions: (row) =>
        row.kind !== 'leaf'
          ? []
          : Number(row.values['id']) % 2 === 0
            ? [{ kind: 'removeFromCompare', onSelect: () => undefined }]
            : [{ kind: 'addToCompare', onSelect: (selected) => added.push(selected.values['id']) }],
      onHelp,
    });
    await tableReady();
    const chips = page.getByRole('list', { name: 'Search filters' });
    await expect.element(chips.getByText('Quarter: 2')).toBeInTheDocument();
    await expect.element(chips.getByText('Toronto', { exact: true })).toBeInTheDocument();

    const link = page.getByRole('link', { name: /^Project \d+$/ }).first();
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('href', expect.stringMatching(/^\/database\/project\/\d+$/));

    await expect
      .element(page.getByRole('button', { name: ROW_ACTION_LABELS.removeFromCompare }).first())
      .toBeInTheDocument();
    await page.getByRole('button', { name: ROW_ACTION_LABELS.addToCompare }).first().hover();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent(ROW_ACTION_LABELS.addToCompare);
    await page.getByRole('button', { name: ROW_ACTION_LABELS.addToCompare }).first().click();
    expect(added).toHaveLength(1);
    await page.getByRole('button', { name: ROW_ACTION_LABELS.removeFromCompare }).first().hover();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent(ROW_ACTION_LABELS.removeFromCompare);
    await page.getByRole('button', { name: 'Help' }).hover();
    await expect
      .element(page.getByRole('tooltip', { name: ROW_ACTION_LABELS.removeFromCompare }))
      .not.toBeInTheDocument();

    await page.getByRole('button', { name: 'Help' }).click();
    expect(onHelp).toHaveBeenCalledOnce();
  });

  test('the body renders the columns in view; a horizontal scroll brings the others; actions and name stay', async () => {
    await renderResultsTable({
      rows: 500,
      rowActions: (row) => (row.kind === 'leaf' ? [{ kind: 'addToCompare', onSelect: () => undefined }] : []),
    });
    await tableReady();
    const view = scroller();
    view.style.width = '600px';
    const headers = [...document.querySelectorAll<HTMLElement>('thead tr:last-child > *')];
    const lastLabel = headers.at(-1)?.textContent ?? '';
    const row = () => loadedRows()[0];
    const positions = () =>
      [...(row()?.querySelectorAll<HTMLElement>(':scope > [role="cell"]') ?? [])].map((cell) =>
        Number(cell.getAttribute('aria-colindex')),
      );
    // 600 px show the actions, the name and a few columns of the table's 14.
    await expect.poll(() => positions().length).toBeLessThan(headers.length);
    expect(positions().slice(0, 2)).toEqual([1, 2]);
    expect(positions()).not.toContain(headers.length);

    view.scrollLeft = view.scrollWidth;
    await expect.poll(() => positions()).toContain(headers.length);
    const scrolled = positions();
    // Actions and name are kept; the other cells are the columns at the right end, in order.
    expect(scrolled.slice(0, 2)).toEqual([1, 2]);
    expect(scrolled[2]).toBeGreaterThan(3);
    expect([...scrolled].sort((a, b) => a - b)).toEqual(scrolled);
    // The last column's cells sit under its header.
    const lastHeader = headers.at(-1)!.getBoundingClientRect();
    const lastCell = row()!.querySelector(`:scope > [aria-colindex="${headers.length}"]`)!.getBoundingClientRect();
    expect(Math.abs(lastCell.left - lastHeader.left)).toBeLessThan(1);
    expect(columnValues(lastLabel).every((value) => value !== '')).toBe(true);
    await expect
      .element(page.getByRole('button', { name: ROW_ACTION_LABELS.addToCompare }).first())
      .toBeInTheDocument();
  });

  test('rows are reachable and movable by keyboard', async () => {
    await renderResultsTable({ rows: 2_000 });
    await tableReady();
    const firstRow = document.querySelector<HTMLTableRowElement>('tbody tr[data-index="0"]');
    expect(firstRow?.tabIndex).toBe(0);
    firstRow?.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => (document.activeElement as HTMLElement | null)?.dataset['index']).toBe('1');
    await userEvent.keyboard('{End}');
    await expect
      .poll(() => (document.activeElement as HTMLElement | null)?.dataset['kind'], { timeout: 10_000 })
      .toBe('overallTotal');
  });
});

describe('accessibility', () => {
  test('axe-core finds no violations in the loaded table', async () => {
    const screen = await renderResultsTable({
      rows: 500,
      chips: [{ label: 'Quarter', value: '2' }],
      rowActions: (row) => (row.kind === 'leaf' ? [{ kind: 'addToCompare', onSelect: () => undefined }] : []),
    });
    await tableReady();
    // The page's landmarks belong to the shell; this checks everything the table renders.
    const results = await axe.run(screen.container);
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.help} ${violation.nodes.map((node) => node.html).join(' | ')}`,
      ),
    ).toEqual([]);
  });

  test('rows still being built are busy rows, and axe-core finds no violations while they show', async () => {
    const screen = await renderResultsTable({ rows: 100_000 });
    await tableReady();
    scroller().scrollTop = scroller().scrollHeight / 2;
    await expect.poll(() => document.querySelectorAll('tbody tr[aria-busy="true"]').length).toBeGreaterThan(0);
    const results = await axe.run(screen.container);
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await expect.poll(() => loadedRows().length, { timeout: 10_000 }).toBeGreaterThan(10);
  });
});
