import { useMemo, useState } from 'react';
import type { TablePdf } from '../results-table/results-table-toolbar';
import type { ResultsView } from '../results-table/use-results-view';
import { chartMeasureOf } from './market-history-chart';

export interface HistoryPdf {
  /** The measure chosen in the chart's picker (null: its default), for `MarketHistoryChart`. */
  chartMeasure: string | null;
  setChartMeasure: (measure: string | null) => void;
  /** The results table's `pdf`: the page heading and the chart the page shows; null off market history. */
  pdf: TablePdf | null;
}

/**
 * A market history page's chart measure and its PDF (beyond the spec): the page keeps the measure
 * the chart shows, so Save as PDF draws the same chart above the whole table.
 */
export function useHistoryPdf(results: ResultsView, history: boolean, heading: string, rowsName: string): HistoryPdf {
  const [chartMeasure, setChartMeasure] = useState<string | null>(null);
  const measure = history ? chartMeasureOf(results.columns, chartMeasure) : null;
  const pdf = useMemo(
    () => (history ? { heading, chart: measure === null ? null : { measure, rowsName } } : null),
    [history, heading, measure, rowsName],
  );
  return { chartMeasure, setChartMeasure, pdf };
}
