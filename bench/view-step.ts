/**
 * Scenario: the whole view step (5 predicates + 50-vertex polygon + 3-level weighted rollup +
 * sort) on N synthetic rows, run as the worker runs it (`runView` on a prepared dataset), with
 * the array-of-objects and arquero baselines on the same rows in the same run.
 */
import { buildDataset } from '@contract/columnar-dataset';
import { prepareDataset, runView } from '../workers/ops/view';
import { arqueroTable, arqueroViewStep } from './baselines/arquero';
import { arrayOfObjectsViewStep } from './baselines/array-of-objects';
import { BENCH_QUERY, benchViewSpec } from './bench-query';
import { measure, type Summary } from './measure';
import { SYNTHETIC_COLUMNS, syntheticRows } from './synthetic-results';

export interface ViewStepResult {
  rows: number;
  filteredRows: number;
  engine: Summary;
  arrayOfObjects: Summary | null;
  arquero: Summary | null;
}

export async function viewStepScenario(
  rowCount: number,
  iterations: { engine: number; baselines: number },
): Promise<ViewStepResult> {
  const rows = syntheticRows(rowCount);
  const prepared = prepareDataset(buildDataset(rows, SYNTHETIC_COLUMNS), 'projects');
  const spec = benchViewSpec();
  const filteredRows = runView(prepared, spec).rows.length;
  const engine = await measure(() => runView(prepared, spec), iterations.engine, 2);

  let arrayOfObjects: Summary | null = null;
  let arquero: Summary | null = null;
  if (iterations.baselines > 0) {
    const check = arrayOfObjectsViewStep(rows, BENCH_QUERY).rows.length;
    if (check !== filteredRows) throw new Error(`Baseline disagrees: ${check} rows vs engine ${filteredRows}`);
    arrayOfObjects = await measure(() => arrayOfObjectsViewStep(rows, BENCH_QUERY), iterations.baselines, 1);
    const table = arqueroTable(rows);
    const arqueroRows = arqueroViewStep(table, BENCH_QUERY).rows.length;
    if (arqueroRows !== filteredRows)
      throw new Error(`arquero disagrees: ${arqueroRows} rows vs engine ${filteredRows}`);
    arquero = await measure(() => arqueroViewStep(table, BENCH_QUERY), iterations.baselines, 1);
  }
  return { rows: rowCount, filteredRows, engine, arrayOfObjects, arquero };
}
