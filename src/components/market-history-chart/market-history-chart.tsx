import { LineChart } from '@mantine/charts';
import { Select, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { isChartMeasure, type ColumnDefinition } from '@contract/columns';
import { formatCell } from '@contract/format';
import type { MarketEngine } from '../../engine/engine-api';
import { isCancellation } from '../../engine/engine-errors';
import type { ResultsView } from '../results-table/use-results-view';
import {
  CHART_HEIGHT,
  CHART_MEASURE_LABEL,
  DEFAULT_CHART_MEASURES,
  MAX_CHART_SERIES,
} from './market-history-chart-constants';
import type { ViewSeries } from '@contract/engine';

export interface MarketHistoryChartProps {
  engine: MarketEngine;
  /** The view the history table below shows: the chart plots the same rows. */
  results: ResultsView;
  /** Legend name of the line drawn from the table's own rows (e.g. "All unit types"). */
  rowsName: string;
}

/** A chart line: the data key Recharts reads, the legend name and the values per period. */
export interface ChartLine {
  key: string;
  name: string;
  values: ReadonlyArray<number | null>;
}

const LINE_COLORS = ['blue.7', 'orange.7', 'teal.7', 'grape.7', 'red.7', 'lime.8', 'cyan.8', 'pink.7'] as const;

function defaultMeasure(measures: readonly ColumnDefinition[]): string | null {
  const preferred = DEFAULT_CHART_MEASURES.find((key) => measures.some((column) => column.key === key));
  return preferred ?? measures[0]?.key ?? null;
}

const pointOf = (value: number): number | null => (Number.isNaN(value) ? null : value);

/** The lines to draw: the table's rows first, then sub-row series up to MAX_CHART_SERIES. */
function linesOf(series: ViewSeries, rowsName: string): { lines: ChartLine[]; omitted: string[] } {
  const all = [
    { name: rowsName, values: series.values },
    ...series.subSeries.map((sub) => ({ name: sub.name, values: sub.values })),
  ];
  const lines = all.slice(0, MAX_CHART_SERIES).map((line, index) => ({
    key: `s${index}`,
    name: line.name,
    values: Array.from(line.values, pointOf),
  }));
  return { lines, omitted: all.slice(MAX_CHART_SERIES).map((line) => line.name) };
}

/**
 * The chosen measure of a market history table over its periods, above the table (part 1 §3,
 * part 2 §2.7). The points are the engine's rows of the table's own view (`getSeries`), so the
 * chart and the table cannot disagree; the table right below is the chart's text equivalent.
 */
export function MarketHistoryChart({ engine, results, rowsName }: MarketHistoryChartProps) {
  const measures = useMemo(
    () => results.columns.filter((column) => isChartMeasure(column) && !column.hiddenByDefault),
    [results.columns],
  );
  // The x axis is the table's first column: Quarter (projects) or Period (rentals, one or more months).
  const period = results.columns.find((definition) => definition.alwaysVisible)?.label ?? 'Period';
  const [chosen, setChosen] = useState<string | null>(null);
  const measure = measures.find((column) => column.key === chosen) ?? null;
  const measureKey = measure?.key ?? defaultMeasure(measures);
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
        if (!controller.signal.aborted) setSeries(next);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted && !isCancellation(error))
          console.warn('Could not read the chart series', error);
      });
    return () => controller.abort();
  }, [engine, view, measureKey, rowsVersion]);

  const shown = series !== null && column !== null && series.measure === column.key ? series : null;
  // The drawing depends on the series alone: the table's sort re-renders this component with the
  // same series (a sort keeps rowsVersion), and Recharts redrawing every line and point then held
  // the UI thread for 100-300 ms on a history's periods (bench/scale-search.ts).
  const drawn = useMemo(() => {
    if (shown === null || column === null) return { chart: null, omitted: [] };
    const { lines, omitted } = linesOf(shown, rowsName);
    const labels = shown.labels;
    if (labels.length === 0) return { chart: null, omitted };
    const data = labels.map((label, index) => {
      const point: Record<string, string | number | null> = { period: label };
      for (const line of lines) point[line.key] = line.values[index] ?? null;
      return point;
    });
    const range = `, ${labels[0]} to ${labels[labels.length - 1]}`;
    const format = (value: number) => formatCell(column, value);
    const chart = (
      <div
        role="img"
        aria-label={`${column.label} by ${period.toLowerCase()}${range}`}
        data-testid="market-history-chart"
        // The plotted points, for tests that compare them with the table's rows.
        data-points={JSON.stringify({ measure: column.key, labels, lines })}
      >
        <LineChart
          h={CHART_HEIGHT}
          data={data}
          dataKey="period"
          series={lines.map((line, index) => ({
            name: line.key,
            label: line.name,
            color: LINE_COLORS[index % LINE_COLORS.length]!,
          }))}
          curveType="linear"
          connectNulls={false}
          valueFormatter={format}
          xAxisLabel={period}
          yAxisLabel={column.label}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          tooltipAnimationDuration={0}
          // The picker is the chart's control; the table below carries its values for keyboard users.
          lineChartProps={{ accessibilityLayer: false }}
          yAxisProps={{ width: 90 }}
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
        onChange={(next) => setChosen(next)}
        allowDeselect={false}
        w={280}
      />
      {chart}
      {omitted.length > 0 && <Text size="sm">Not charted (see the table): {omitted.join(', ')}</Text>}
    </Stack>
  );
}
