import { Select, Stack, Text } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { memo, startTransition, useEffect, useMemo, useState } from 'react';
import { isChartMeasure, type ColumnDefinition } from '@contract/columns';
import { formatCell } from '@contract/format';
import type { MarketEngine, ViewHandle } from '../../engine/engine-api';
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

/** Of the measures offered, the chosen one when there, else the default. */
function pickedMeasure(measures: readonly ColumnDefinition[], chosen: string | null): string | null {
  return measures.find((column) => column.key === chosen)?.key ?? defaultMeasure(measures);
}

/** The measure the chart draws: the chosen one when the table has it, else the default. */
export function chartMeasureOf(columns: readonly ColumnDefinition[], chosen: string | null): string | null {
  return pickedMeasure(chartMeasuresOf(columns), chosen);
}

/**
 * The chosen measure of a market history table over its periods, above the table (part 1 §3,
 * part 2 §2.7). The points are the engine's rows of the table's own view (`getSeries`), so the
 * chart and the table cannot disagree; the table right below is the chart's text equivalent.
 * Memoized, as the rental view's map and table are: a keystroke in the search form renders the
 * form, not the chart (its props keep their identity: the results view, the page's measure state).
 */
export const MarketHistoryChart = memo(function MarketHistoryChart({
  engine,
  results,
  rowsName,
  measure,
  onMeasureChange,
}: MarketHistoryChartProps) {
  const [chosen, setChosen] = useUncontrolled<string | null>({
    value: measure,
    defaultValue: null,
    finalValue: null,
    onChange: onMeasureChange,
  });
  const measures = useMemo(() => chartMeasuresOf(results.columns), [results.columns]);
  // While another search loads, the table has no view and so no columns: the picker stays as it
  // was rather than leaving the page and mounting again with the answer (a Select's mount, its
  // popover's positioning included, was 15-20 ms of the longest UI task when a history answer
  // arrived, bench/history-ui-task.ts). A history table's measures are the same for every search.
  const [keptMeasures, setKeptMeasures] = useState(measures);
  if (measures.length > 0 && measures !== keptMeasures) setKeptMeasures(measures);
  const offered = measures.length > 0 ? measures : keptMeasures;
  const pickerData = useMemo(
    () => offered.map((definition) => ({ value: definition.key, label: definition.label })),
    [offered],
  );
  // The x axis is the table's first column: Quarter (projects) or Period (rentals, one or more months).
  const period = chartPeriodLabel(results.columns);
  // While a search loads, the picker's measure (its series is read once the view is there).
  const pickedKey = pickedMeasure(offered, chosen);
  const column = measures.find((definition) => definition.key === pickedKey) ?? null;
  // The series read for a view: another view's (the previous search's) is never drawn.
  const [series, setSeries] = useState<{ view: ViewHandle; series: ViewSeries } | null>(null);
  // A search's first rows are not yet its periods: the chart waits for the whole result.
  const view = results.partial ? null : results.view;
  // Filters change the rows; a sort or a hidden column does not change the chart.
  const rowsVersion = results.summary?.rowsVersion;

  useEffect(() => {
    // Another answer's chart is drawn afresh rather than updated in place: until its series is
    // read, the old lines would disagree with the rows the table shows. Drawing it is one path
    // per line (HistoryLineChart), a few milliseconds of the UI thread.
    setSeries(null);
    if (view === null || pickedKey === null || rowsVersion === undefined) return;
    const controller = new AbortController();
    engine
      .getSeries(view, pickedKey, { signal: controller.signal })
      .then((next) => {
        // A transition: React renders the chart after the table's rows are shown (bench/history-ui-task.ts).
        if (!controller.signal.aborted) startTransition(() => setSeries({ view, series: next }));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted && !isCancellation(error))
          console.warn('Could not read the chart series', error);
      });
    return () => controller.abort();
  }, [engine, view, pickedKey, rowsVersion]);

  const shown =
    series !== null && series.view === view && column !== null && series.series.measure === column.key
      ? series.series
      : null;
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

  if (pickedKey === null || results.summary?.filteredCount === 0) return null;
  const { chart, omitted } = drawn;

  return (
    <Stack gap="xs">
      <Select
        label={CHART_MEASURE_LABEL}
        data={pickerData}
        value={pickedKey}
        onChange={(next) => {
          if (next !== null) setChosen(next);
        }}
        allowDeselect={false}
        w={280}
      />
      {view !== null && chart}
      {view !== null && omitted.length > 0 && (
        <Text size="sm">
          {NOT_CHARTED_PREFIX} {omitted.join(', ')}
        </Text>
      )}
    </Stack>
  );
});
