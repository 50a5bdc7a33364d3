import '@mantine/core/styles.css';
import { useEffect, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { render } from 'vitest-browser-react';
import type { ClientParams, DatasetHandle, MarketEngine, ViewChip } from '../../../src/engine/engine-api';
import { ResultsTable } from '../../../src/components/results-table/results-table';
import { RESULTS_TABLE_TITLES, EMPTY_MESSAGES } from '../../../src/components/results-table/results-table-constants';
import type { RowActionsOf } from '../../../src/components/results-table/row-actions';
import { useResultsView, type ResultsView } from '../../../src/components/results-table/use-results-view';
import { theme } from '../../../src/theme';
import { createMainThreadEngine } from './main-thread-engine';
import { syntheticProjectResponse } from './synthetic-results';

export const SYNTHETIC_ENDPOINT = '/api/v1/urban/project/condo/active';

export interface HarnessOptions {
  rows: number;
  clientParams?: ClientParams;
  chips?: readonly ViewChip[];
  rowActions?: RowActionsOf;
  onHelp?: () => void;
  /** The response body instead of the synthetic one (empty or clamped results). */
  response?: unknown;
}

export interface Harness {
  engine: MarketEngine;
  /** The latest view state the table rendered with. */
  latest: () => ResultsView | null;
}

/** Opens the dataset like a search view does, then shows it through the shared table. */
function SearchViewUnderTest({
  engine,
  options,
  onResults,
}: {
  engine: MarketEngine;
  options: HarnessOptions;
  onResults: (results: ResultsView) => void;
}) {
  const [dataset, setDataset] = useState<DatasetHandle | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void engine
      .openDataset({ endpoint: SYNTHETIC_ENDPOINT, apiParams: {}, kind: 'projects' }, { signal: controller.signal })
      .then(setDataset);
    return () => controller.abort();
  }, [engine]);
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

export async function renderResultsTable(
  options: HarnessOptions,
): Promise<Harness & Awaited<ReturnType<typeof render>>> {
  const response = options.response ?? syntheticProjectResponse(options.rows);
  const engine = createMainThreadEngine(new Map([[SYNTHETIC_ENDPOINT, response]]));
  let latest: ResultsView | null = null;
  const screen = await render(
    <MantineProvider theme={theme}>
      <div style={{ padding: 16 }}>
        <SearchViewUnderTest engine={engine} options={options} onResults={(results) => (latest = results)} />
      </div>
    </MantineProvider>,
  );
  return Object.assign(screen, { engine, latest: () => latest });
}
