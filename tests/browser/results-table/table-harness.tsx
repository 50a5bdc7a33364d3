import '@mantine/core/styles.css';
import { useEffect, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { render } from 'vitest-browser-react';
import type { ClientParams, DatasetHandle, MarketEngine, ViewChip } from '../../../src/engine/engine-api';
import { ResultsTable } from '../../../src/components/results-table/results-table';
import { RESULTS_TABLE_TITLES, EMPTY_MESSAGES } from '../../../src/components/results-table/results-table-constants';
import type { RowActionsOf } from '../../../src/components/results-table/row-actions';
import { useResultsView, type ResultsView } from '../../../src/components/results-table/use-results-view';
import { createEnginePool } from '../../../src/engine/engine-pool';
import { theme } from '../../../src/theme';
import { syntheticResponse } from '../../../bench/synthetic-results';

export interface HarnessOptions {
  rows: number;
  clientParams?: ClientParams;
  chips?: readonly ViewChip[];
  rowActions?: RowActionsOf;
  onHelp?: () => void;
  /** The response body instead of the synthetic one (empty or clamped results). */
  response?: unknown;
  /** An endpoint made earlier with `serveResponse` (so its serializing is not measured). */
  endpoint?: string;
}

export interface Harness {
  engine: MarketEngine;
  endpoint: string;
  /** The latest view state the table rendered with. */
  latest: () => ResultsView | null;
}

/** Opens the dataset like a search view does, then shows it through the shared table. */
function SearchViewUnderTest({
  engine,
  endpoint,
  options,
  onResults,
}: {
  engine: MarketEngine;
  endpoint: string;
  options: HarnessOptions;
  onResults: (results: ResultsView) => void;
}) {
  const [dataset, setDataset] = useState<DatasetHandle | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void engine
      .openDataset({ endpoint, apiParams: {}, kind: 'projects' }, { signal: controller.signal })
      .then(setDataset);
    return () => controller.abort();
  }, [engine, endpoint]);
  const results = useResultsView(engine, dataset, options.clientParams ?? {});
  onResults(results);
  return (
    <ResultsTable
      engine={engine}
      results={results}
      title={RESULTS_TABLE_TITLES.projects}
      chips={options.chips}
      rowActions={options.rowActions}
      loading={dataset === null}
      emptyMessage={EMPTY_MESSAGES.projects}
      clampedMessage={dataset?.summary.clamped ? dataset.summary.clampedMessage : null}
      onHelp={options.onHelp}
    />
  );
}

const cleanups: Array<() => Promise<void>> = [];

/**
 * Unmounts every table rendered so far (its view is released), then stops the engine workers
 * and frees the response URLs.
 */
export async function disposeResultsTables(): Promise<void> {
  for (const cleanup of cleanups.splice(0)) await cleanup();
}

/**
 * Renders the table over the real engine (the worker pool). The response is served to the
 * worker as a same-origin blob URL, which it fetches like an API endpoint.
 */
export function serveResponse(response: unknown): string {
  return URL.createObjectURL(new Blob([JSON.stringify(response)], { type: 'application/json' }));
}

/** Like `serveResponse(syntheticResponse(rows))`, with the response built in a worker. */
export async function serveSyntheticResponseOffThread(rows: number): Promise<string> {
  const worker = new Worker(new URL('./synthetic-response.worker.ts', import.meta.url), { type: 'module' });
  try {
    const blob = await new Promise<Blob>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<Blob>) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message));
      worker.postMessage(rows);
    });
    return URL.createObjectURL(blob);
  } finally {
    worker.terminate();
  }
}

export async function renderResultsTable(
  options: HarnessOptions,
): Promise<Harness & Awaited<ReturnType<typeof render>>> {
  const endpoint = options.endpoint ?? serveResponse(options.response ?? syntheticResponse(options.rows));
  const engine = createEnginePool();
  let latest: ResultsView | null = null;
  const screen = await render(
    <MantineProvider theme={theme}>
      <div style={{ padding: 16 }}>
        <SearchViewUnderTest
          engine={engine}
          endpoint={endpoint}
          options={options}
          onResults={(results) => (latest = results)}
        />
      </div>
    </MantineProvider>,
  );
  cleanups.push(async () => {
    await screen.unmount();
    engine.dispose();
    URL.revokeObjectURL(endpoint);
  });
  return Object.assign(screen, { engine, endpoint, latest: () => latest });
}
