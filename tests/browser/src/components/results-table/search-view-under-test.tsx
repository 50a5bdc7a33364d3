import { useEffect, useState } from 'react';
import type { DatasetHandle, MarketEngine } from '@src/engine/engine-api';
import { ResultsTable } from '@src/components/results-table/results-table';
import { RESULTS_TABLE_TITLES, EMPTY_MESSAGES } from '@src/components/results-table/results-table-constants';
import type { RowActionsOf } from '@src/components/results-table/row-actions';
import { useResultsView, type ResultsView } from '@src/components/results-table/use-results-view';
import type { ClientParams, SearchContext, ViewChip } from '@contract/engine';

export interface SearchViewOptions {
  clientParams?: ClientParams;
  /** The search's type and standing, as a project view passes them to the engine. */
  context?: SearchContext;
  chips?: readonly ViewChip[];
  rowActions?: RowActionsOf;
  onHelp?: () => void;
}

/**
 * Opens the dataset like a search view does, then shows it through the shared table. Shared by
 * the browser tests (table-harness.tsx) and the production-build benchmark page, so both
 * measure the same tree.
 */
export function SearchViewUnderTest({
  engine,
  endpoint,
  options,
  onResults,
}: {
  engine: MarketEngine;
  endpoint: string;
  options: SearchViewOptions;
  onResults?: (results: ResultsView) => void;
}) {
  const [dataset, setDataset] = useState<DatasetHandle | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void engine
      .openDataset({ endpoint, apiParams: {}, kind: 'projects' }, { signal: controller.signal })
      .then(setDataset);
    return () => controller.abort();
  }, [engine, endpoint]);
  const results = useResultsView(engine, dataset, options.clientParams ?? {}, options.context);
  onResults?.(results);
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
