import '@mantine/core/styles.css';
import { MantineProvider, Text } from '@mantine/core';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ARROW_FIRST_BATCH_ROWS } from '@contract/arrow-search';
import type { DisplayRow, OpenDatasetRequest, ViewSpec, ViewSummary } from '@contract/engine';
import type { DatasetHandle, MarketEngine, ViewHandle } from '@src/engine/engine-api';
import { createEnginePool } from '@src/engine/engine-pool';
import { EngineAbortError, EngineError } from '@src/engine/engine-errors';
import { ResultsTable } from '@src/components/results-table/results-table';
import {
  DOWNLOAD_LABEL,
  EMPTY_MESSAGES,
  RESULTS_TABLE_TITLES,
} from '@src/components/results-table/results-table-constants';
import { useResultsView } from '@src/components/results-table/use-results-view';
import { useSearchDataset } from '@src/components/results-table/use-search-dataset';
import { useRowWindows } from '@src/components/results-table/use-row-windows';
import { theme } from '@src/theme';
import { newFixtureWorker, TOTAL_SUITES } from '@test-support/browser/pool-fixtures';

/**
 * A search answered as Arrow shows its first record batch while the rest of the body is still
 * on its way (contract/arrow-search.ts ARROW_FIRST_BATCH_ROWS): the fixture server holds the body
 * after that batch (fixture-fetcher.ts `hold`) until the test lets it go or breaks it.
 */
const ROWS = 1500;
let pool: ReturnType<typeof createEnginePool> | null = null;
const unmounts: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const unmount of unmounts.splice(0)) await unmount();
  pool?.dispose();
  pool = null;
});

let holds = 0;
/** A held sales search and the switch that ends its hold (heard once its body has started). */
function heldSearch(seed = 7): { request: OpenDatasetRequest; release(): void; fail(): void } {
  const name = `first-rows-${Date.now()}-${++holds}`;
  const channel = new BroadcastChannel(name);
  return {
    request: { endpoint: '/api/v1/fixture/sales', apiParams: { rows: ROWS, seed, hold: name }, kind: 'sales' },
    release: () => channel.postMessage('release'),
    fail: () => channel.postMessage('fail'),
  };
}

const SPEC: ViewSpec = { clientParams: {}, context: { filters: [TOTAL_SUITES] }, sort: null, visibleColumns: null };

function firstRowsOf(
  engine: MarketEngine,
  request: OpenDatasetRequest,
  signal?: AbortSignal,
): { partial: Promise<DatasetHandle>; whole: Promise<DatasetHandle> } {
  let partialOf: (handle: DatasetHandle) => void = () => undefined;
  const partial = new Promise<DatasetHandle>((resolve) => (partialOf = resolve));
  const whole = engine.openDataset(request, { signal, onPartial: partialOf });
  return { partial, whole };
}

describe('first rows of a streamed Arrow answer, in the engine', () => {
  it('gives the first batch as a partial dataset before the body completes, totals only with the whole', async () => {
    pool = createEnginePool({ createWorker: newFixtureWorker, size: 1 });
    const held = heldSearch();
    const { partial, whole } = firstRowsOf(pool, held.request);
    let wholeIn = false;
    void whole.then(() => (wholeIn = true));
    const first = await partial;
    expect(first.summary).toMatchObject({ partial: true, rowCount: ARROW_FIRST_BATCH_ROWS, clamped: true });
    const firstView = await pool.createView(first, { ...SPEC, sort: { key: 'suite_count', direction: 'desc' } });
    // Leaf rows in the server's order, unsorted and with no total: the sort and totals wait.
    expect(firstView.summary).toMatchObject({ displayRowCount: ARROW_FIRST_BATCH_ROWS, sort: null, overallTotal: {} });
    const window = await pool.getRows(firstView, 0, 40);
    expect(window.rows.map((row) => [row.kind, row.datasetRow])).toEqual(
      Array.from({ length: 40 }, (_, index) => ['leaf', index]),
    );
    expect(wholeIn).toBe(false);

    held.release();
    const all = await whole;
    expect(all.summary.partial).toBeUndefined();
    expect(all.summary.rowCount).toBe(ROWS);
    const view = await pool.createView(all, SPEC);
    expect(Object.keys(view.summary.overallTotal).length).toBeGreaterThan(0);
    // The first rows are the whole result's first rows.
    const fromWhole = await pool.getRows(view, 0, view.summary.displayRowCount);
    const leaves = new Map(fromWhole.rows.filter((row) => row.kind === 'leaf').map((row) => [row.datasetRow, row]));
    for (const row of window.rows) expect(row.values).toEqual(leaves.get(row.datasetRow)!.values);
    for (const handle of [firstView, first, view, all]) await pool.release(handle);
    expect((await pool.stats())[0]).toMatchObject({ datasets: 0, views: 0 });
  });

  it('fails with the network error when the body breaks after the first rows', async () => {
    pool = createEnginePool({ createWorker: newFixtureWorker, size: 1 });
    const held = heldSearch();
    const { partial, whole } = firstRowsOf(pool, held.request);
    const first = await partial;
    held.fail();
    const error = await whole.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as Error).message).toBe('Fixture connection lost');
    await pool.release(first);
    expect((await pool.stats())[0]).toMatchObject({ datasets: 0, cachedResults: 0 });
  });

  it('abandons a search still streaming when the next one starts', async () => {
    pool = createEnginePool({ createWorker: newFixtureWorker, size: 1 });
    const abandoned = heldSearch(7);
    const controller = new AbortController();
    const first = firstRowsOf(pool, abandoned.request, controller.signal);
    await first.partial.then((handle) => pool!.release(handle));
    controller.abort();
    await expect(first.whole).rejects.toBeInstanceOf(EngineAbortError);
    const next = heldSearch(8);
    const second = firstRowsOf(pool, next.request);
    // Its fixture listens once its body has started.
    await second.partial.then((handle) => pool!.release(handle));
    next.release();
    const all = await second.whole;
    expect(all.summary.rowCount).toBe(ROWS);
    await pool.release(all);
    // The abandoned answer is neither cached nor held; only the second search is cached.
    expect((await pool.stats())[0]).toMatchObject({ datasets: 0, cachedResults: 1 });
  });
});

/** A search page's table over useSearchDataset, as the search views compose it (use-search-view.ts). */
function SearchTable({ engine, request }: { engine: MarketEngine; request: OpenDatasetRequest }) {
  const { dataset, loading, error } = useSearchDataset(engine, request);
  const results = useResultsView(engine, dataset, {}, { filters: [TOTAL_SUITES] });
  if (error !== null) return <Text>{EMPTY_MESSAGES.sales}</Text>;
  return (
    <ResultsTable
      engine={engine}
      results={results}
      title={RESULTS_TABLE_TITLES.sales}
      loading={loading}
      emptyMessage={EMPTY_MESSAGES.sales}
    />
  );
}

async function renderSearch(request: OpenDatasetRequest) {
  pool = createEnginePool({ createWorker: newFixtureWorker, size: 1 });
  const screen = await render(
    <MantineProvider theme={theme}>
      <SearchTable engine={pool} request={request} />
    </MantineProvider>,
  );
  unmounts.push(() => screen.unmount());
  return screen;
}

const rowKinds = () =>
  [...document.querySelectorAll<HTMLElement>('tbody tr[data-kind]')].map((row) => row.dataset['kind'] ?? '');
const table = () => document.querySelector('table');

describe('first rows of a streamed Arrow answer, on screen', () => {
  it('paints the first rows while the body is held, busy with no totals or export, then the whole with totals', async () => {
    const held = heldSearch();
    // The column header and the first rows come in one render (use-results-view.ts): no commit
    // shows the header of a dataset whose rows are still on their way (a render and a layout more).
    let headerWithoutRows = 0;
    const observer = new MutationObserver(() => {
      if (table()?.querySelector('thead th') != null && rowKinds().length === 0) headerWithoutRows++;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    unmounts.push(async () => observer.disconnect());
    await renderSearch(held.request);
    await expect.poll(() => rowKinds().length, { timeout: 20_000 }).toBeGreaterThan(10);
    expect(headerWithoutRows).toBe(0);
    expect(new Set(rowKinds())).toEqual(new Set(['leaf']));
    expect(table()?.getAttribute('aria-busy')).toBe('true');
    expect(Number(table()?.getAttribute('aria-rowcount'))).toBeLessThanOrEqual(ARROW_FIRST_BATCH_ROWS + 2);
    await expect.element(page.getByRole('button', { name: DOWNLOAD_LABEL })).toBeDisabled();

    held.release();
    await expect.poll(() => table()?.getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false');
    expect(Number(table()?.getAttribute('aria-rowcount'))).toBeGreaterThan(ROWS);
    await expect.poll(() => rowKinds()).toContain('header');
    await expect.element(page.getByRole('button', { name: DOWNLOAD_LABEL })).toBeEnabled();
  });

  it('shows nothing of the first rows once the body breaks: the failure, no rows', async () => {
    const held = heldSearch();
    await renderSearch(held.request);
    await expect.poll(() => rowKinds().length, { timeout: 20_000 }).toBeGreaterThan(10);
    held.fail();
    await expect.element(page.getByText(EMPTY_MESSAGES.sales)).toBeInTheDocument();
    expect(rowKinds()).toEqual([]);
    expect(table()).toBeNull();
  });
});

/** The rows a table body would show of a view, through the hook that loads them (use-row-windows.ts). */
function FirstRowOf({ engine, view }: { engine: MarketEngine; view: ViewHandle }) {
  const rowAt = useRowWindows(engine, view, view.summary, { first: 0, last: 0 });
  return <Text data-testid="first-row">{rowAt(0)?.label ?? 'no row yet'}</Text>;
}

describe('rows of a view, on screen', () => {
  it('never shows the rows of another worker’s view with the same id and version', async () => {
    // Each worker numbers its handles from 1: a fresh worker's first view has the id and version
    // of the previous search's view in the other. Only getRows is called by the hook.
    const summary = { viewId: 2, version: 1, rowsVersion: 1, displayRowCount: 3 } as ViewSummary;
    const viewOf = (name: string) => ({ type: 'view', summary, name }) as unknown as ViewHandle;
    const previous = viewOf('previous search');
    const next = viewOf('new search, its rows still on their way');
    const row: DisplayRow = {
      kind: 'leaf',
      key: 'r0',
      label: 'a row of the previous search',
      datasetRow: 0,
      stripe: 0,
      values: {},
    };
    const engine = {
      getRows: (view: ViewHandle) =>
        view === previous
          ? Promise.resolve({ viewId: 2, version: 1, start: 0, rows: [row] })
          : new Promise<never>(() => undefined),
    } as unknown as MarketEngine;
    const screen = await render(
      <MantineProvider theme={theme}>
        <FirstRowOf engine={engine} view={previous} />
      </MantineProvider>,
    );
    unmounts.push(() => screen.unmount());
    await expect.element(page.getByTestId('first-row')).toHaveTextContent(row.label);
    await screen.rerender(
      <MantineProvider theme={theme}>
        <FirstRowOf engine={engine} view={next} />
      </MantineProvider>,
    );
    await expect.element(page.getByTestId('first-row')).toHaveTextContent('no row yet');
  });
});
