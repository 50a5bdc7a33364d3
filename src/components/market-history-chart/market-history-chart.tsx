import { Select, Stack, Text } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { isChartMeasure, type ColumnDefinition } from '@contract/columns';
import { formatCell } from '@contract/format';
import type { MarketEngine } from '../../engine/engine-api';
import { isCancellation } from '../../engine/engine-errors';
import type { ResultsView } from '../results-table/use-results-view';
import { CHART_MEASURE_LABEL, DEFAULT_CHART_MEASURES } from './market-history-chart-constants';
import { HistoryLineChart } from './history-line-chart';
import type { ViewSeries } from '@contract/engine';
import { chartLinesOf, chartPeriodLabel, chartTitle, NOT_CHARTED_PREFIX } from '@contract/market-history-chart';

export interface MarketHistoryChartProps {
  engine: MarketEngine;
  /** The view the history table below shows: the chart plots the same rows. */
  results: ResultsView;
  /** Legend name of the line drawn from the table's own rows (e.g. "All unit types"). */
  rowsName: string;
  /**
   * The measure chosen in the picker (null: the default). A page that saves the chart into a PDF
   * keeps it (with onMeasureChange), so the PDF draws the same chart; otherwise the chart keeps it.
   */
  measure?: string | null;
  onMeasureChange?: (measure: string | null) => void;
}

function defaultMeasure(measures: readonly ColumnDefinition[]): string | null {
  const preferred = DEFAULT_CHART_MEASURES.find((key) => measures.some((column) => column.key === key));
  return preferred ?? measures[0]?.key ?? null;
}

/** The measures a history table's chart offers: its chartable columns shown by default. */
export function chartMeasuresOf(columns: readonly ColumnDefinition[]): ColumnDefinition[] {
  return columns.filter((column) => isChartMeasure(column) && !column.hiddenByDefault);
}

/** The measure the chart draws: the chosen one when the table has it, else the default. */
export function chartMeasureOf(columns: readonly ColumnDefinition[], chosen: string | null): string | null {
  const measures = chartMeasuresOf(columns);
  return measures.find((column) => column.key === chosen)?.key ?? defaultMeasure(measures);
}

/**
 * The chosen measure of a market history table over its periods, above the table (part 1 §3,
 * part 2 §2.7). The points are the engine's rows of the table's own view (`getSeries`), so the
 * chart and the table cannot disagree; the table right below is the chart's text equivalent.
 */
export function MarketHistoryChart({ engine, results, rowsName, measure, onMeasureChange }: MarketHistoryChartProps) {
  const [chosen, setChosen] = useUncontrolled<string | null>({
    value: measure,
    defaultValue: null,
    finalValue: null,
    onChange: onMeasureChange,
  });
  const measures = useMemo(() => chartMeasuresOf(results.columns), [results.columns]);
  // The x axis is the table's first column: Quarter (projects) or Period (rentals, one or more months).
  const period = chartPeriodLabel(results.columns);
  const measureKey = useMemo(() => chartMeasureOf(results.columns, chosen), [results.columns, chosen]);
  const column = measures.find((definition) => definition.key === measureKey) ?? null;
  const [series, setSeries] = useState<ViewSeries | null>(null);
  // A search's first rows are not yet its periods: the chart waits for the whole result.
  const view = results.partial ? null : results.view;
  // Filters change the rows; a sort or a hidden column does not change the chart.
  const rowsVersion = results.summary?.rowsVersion;

  useEffect(() => {
    setSeries(null);
    if (view === null || measureKey === null || rowsVersion === undefined) return;
    const controller = new AbortController();
    engine
      .getSeries(view, measureKey, { signal: controller.signal })
      .then((next) => {
        // A transition: React renders the chart in slices between frames, after the table's rows
        // are shown, instead of holding the UI thread for its whole drawing (bench/history-ui-task.ts).
        if (!controller.signal.aborted) startTransition(() => setSeries(next));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted && !isCancellation(error))
          console.warn('Could not read the chart series', error);
      });
    return () => controller.abort();
  }, [engine, view, measureKey, rowsVersion]);

  const shown = series !== null && column !== null && series.measure === column.key ? series : null;
  // The drawing depends on the series alone: the table's sort re-renders this component with the
  // same series (a sort keeps rowsVersion), and the chart keeps its drawing (HistoryLineChart is
  // memoized on these props).
  const drawn = useMemo(() => {
    if (shown === null || column === null) return { chart: null, omitted: [] };
    const { lines, omitted } = chartLinesOf(shown, rowsName);
    const labels = shown.labels;
    if (labels.length === 0) return { chart: null, omitted };
    const chart = (
      <div
        role="img"
        aria-label={chartTitle(column.label, period, labels)}
        data-testid="market-history-chart"
        // The plotted points, for tests that compare them with the table's rows.
        data-points={JSON.stringify({ measure: column.key, labels, lines })}
      >
        {/* The picker is the chart's control; the table below carries its values for keyboard users. */}
        <HistoryLineChart
          labels={labels}
          lines={lines}
          format={(value: number) => formatCell(column, value)}
          periodLabel={period}
          measureLabel={column.label}
        />
      </div>
    );
    return { chart, omitted };
  }, [shown, column, rowsName, period]);

  if (view === null || column === null || results.summary?.filteredCount === 0) return null;
  const { chart, omitted } = drawn;

  return (
    <Stack gap="xs">
      <Select
        label={CHART_MEASURE_LABEL}
        data={measures.map((definition) => ({ value: definition.key, label: definition.label }))}
        value={column.key}
        onChange={(next) => {
          if (next !== null) setChosen(next);
        }}
        allowDeselect={false}
        w={280}
      />
      {chart}
      {omitted.length > 0 && (
        <Text size="sm">
          {NOT_CHARTED_PREFIX} {omitted.join(', ')}
        </Text>
      )}
    </Stack>
  );
}
