import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { render } from 'vitest-browser-react';
import type { MarketEngine } from '@src/engine/engine-api';
import type { ResultsView } from '@src/components/results-table/use-results-view';
import { createEnginePool } from '@src/engine/engine-pool';
import { theme } from '@src/theme';
import { syntheticResponse } from '@bench/synthetic-results';
import { SearchViewUnderTest, type SearchViewOptions } from './search-view-under-test';
import { serveResponse } from './synthetic-endpoint';

export { serveResponse, serveSyntheticResponseOffThread } from './synthetic-endpoint';

export interface HarnessOptions extends SearchViewOptions {
  rows: number;
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

const cleanups: Array<() => Promise<void>> = [];

/**
 * Unmounts every table rendered so far (its view is released), then stops the engine workers
 * and frees the response URLs.
 */
export async function disposeResultsTables(): Promise<void> {
  for (const cleanup of cleanups.splice(0)) await cleanup();
}

/** Renders the table over the real engine (the worker pool). */
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
