/**
 * Chart series of a market history view (part 1 §3 "Market history row", part 2 §2.7): the
 * view's filtered rows in the server's chronological order, one value of the chosen measure per
 * row, and for results whose rows carry sub rows (rental history's unit types) one series per
 * sub row name. The chart reads these instead of recomputing anything on the UI thread.
 */
import { isChartMeasure } from '@contract/columns';
import { asNumber, formatCell } from '@contract/format';
import { cellAt } from '@contract/columnar-dataset';
import { inBaseOrder } from './layout';
import type { PreparedDataset, ViewState } from './view';
import { SUB_ROWS_FIELD } from './view';

export interface MeasureSeries {
  labels: string[];
  values: Float64Array;
  subSeries: Array<{ name: string; values: Float64Array }>;
}

/** Throws when `measure` is not a chartable column of the dataset. */
export function measureSeries(prepared: PreparedDataset, view: ViewState, measure: string): MeasureSeries {
  const { dataset, tree } = prepared;
  const column = dataset.columns.find((definition) => definition.key === measure);
  if (column === undefined || !isChartMeasure(column)) throw new Error(`Not a chartable column: ${measure}`);
  // The table may be sorted by any column; a chart over time keeps the periods in order.
  const rows = inBaseOrder(tree, view.rows);
  const labelColumn = tree.labelField === null ? undefined : dataset.fields.get(tree.labelField);
  // The points are labelled as the table's first column writes them (rental months 'MMM yyyy').
  const labelDefinition = dataset.columns.find((definition) => definition.key === tree.labelField);
  const valueColumn = dataset.fields.get(measure);
  const subRowsColumn = dataset.fields.get(SUB_ROWS_FIELD);
  const labels: string[] = [];
  const values = new Float64Array(rows.length);
  const subValues = new Map<string, Float64Array>();
  for (let point = 0; point < rows.length; point++) {
    const row = rows[point]!;
    const label = cellAt(labelColumn, row);
    labels.push(
      label === null || label === undefined || label === ''
        ? ''
        : labelDefinition === undefined
          ? String(label)
          : formatCell(labelDefinition, label),
    );
    values[point] = asNumber(cellAt(valueColumn, row)) ?? NaN;
    if (subRowsColumn?.type !== 'object') continue;
    const list = subRowsColumn.values[row];
    if (!Array.isArray(list)) continue;
    for (const item of list as unknown[]) {
      if (typeof item !== 'object' || item === null) continue;
      const fields = item as Record<string, unknown>;
      const name = tree.labelField === null ? undefined : fields[tree.labelField];
      if (typeof name !== 'string') continue;
      let series = subValues.get(name);
      if (series === undefined) {
        series = new Float64Array(rows.length).fill(NaN);
        subValues.set(name, series);
      }
      series[point] = asNumber(fields[measure]) ?? NaN;
    }
  }
  return {
    labels,
    values,
    subSeries: [...subValues].map(([name, series]) => ({ name, values: series })),
  };
}
