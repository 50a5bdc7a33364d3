/**
 * Weighted subtotals (part 1 §9, MEASURES.md): every total is computed from the column
 * definitions the server sends, over the group's own rows, never averaged from rows' derived
 * values. Groups form a tree (overall > region > municipality > submarket, down to the leaf
 * level of the result kind); accumulators are filled per deepest group and added upwards.
 */
import type { ColumnDefinition, TotalOperand } from '@contract/columns';
import type { CellValue } from '@contract/search';
import type { ColumnarDataset } from '@contract/columnar-dataset';
import { numericValues } from '@contract/columnar-dataset';
import type { GroupTree } from './group-tree';

interface FieldAccumulator {
  values: Float64Array;
  sum: Float64Array;
  count: Float64Array;
  min: Float64Array;
  max: Float64Array;
}

interface WeightedAccumulator {
  values: Float64Array;
  weights: Float64Array;
  sumXW: Float64Array;
  sumW: Float64Array;
}

/** Totals per group node (index = node of the GroupTree), one record of column totals each. */
export interface Rollup {
  /** Filtered rows under each node. */
  rowCounts: Uint32Array;
  /** Non-empty children of each node (groups, or rows for the deepest groups). */
  childCounts: Uint32Array;
  totals: Array<Record<string, CellValue> | null>;
}

function operandFields(operand: TotalOperand): string[] {
  return typeof operand === 'string' ? [operand] : [...operand.minus];
}

function ruleOperands(column: ColumnDefinition): TotalOperand[] {
  const rule = column.total;
  switch (rule.kind) {
    case 'ratio':
      return [rule.numerator, rule.denominator];
    case 'difference':
      return [rule.minuend, rule.subtrahend];
    default:
      return [];
  }
}

/** Row-level values of a weight operand: a field, or the difference of two fields. */
function operandRowValues(dataset: ColumnarDataset, operand: TotalOperand): Float64Array {
  if (typeof operand === 'string')
    return numericValues(dataset, operand) ?? new Float64Array(dataset.rowCount).fill(NaN);
  const a = numericValues(dataset, operand.minus[0]);
  const b = numericValues(dataset, operand.minus[1]);
  const values = new Float64Array(dataset.rowCount);
  for (let i = 0; i < values.length; i++) values[i] = a === null || b === null ? NaN : a[i]! - b[i]!;
  return values;
}

/** Row-level arrays a rollup reads, prepared once per dataset. */
export interface RollupPlan {
  fields: Map<string, Float64Array>;
  /** The fields whose least and greatest values a total shows (a min or max rule): only these are tracked. */
  extremes: Set<string>;
  weighted: Map<string, { values: Float64Array; weights: Float64Array }>;
}

export function planRollup(dataset: ColumnarDataset): RollupPlan {
  const columnKeys = new Set(dataset.columns.map((column) => column.key));
  const fields = new Map<string, Float64Array>();
  const extremes = new Set<string>();
  const weighted = new Map<string, { values: Float64Array; weights: Float64Array }>();
  const needField = (field: string) => {
    if (fields.has(field)) return;
    const values = numericValues(dataset, field);
    if (values !== null) fields.set(field, values);
  };
  for (const column of dataset.columns) {
    const rule = column.total;
    if (rule.kind === 'sum' || rule.kind === 'avg' || rule.kind === 'min' || rule.kind === 'max') needField(column.key);
    if (rule.kind === 'min' || rule.kind === 'max') extremes.add(column.key);
    if (rule.kind === 'wavg') {
      const values = numericValues(dataset, column.key);
      if (values !== null) weighted.set(column.key, { values, weights: operandRowValues(dataset, rule.weight) });
    }
    for (const operand of ruleOperands(column)) {
      for (const field of operandFields(operand)) if (!columnKeys.has(field)) needField(field);
    }
  }
  return { fields, extremes, weighted };
}

function fieldAccumulator(values: Float64Array, nodes: number): FieldAccumulator {
  return {
    values,
    sum: new Float64Array(nodes),
    count: new Float64Array(nodes),
    min: new Float64Array(nodes).fill(Infinity),
    max: new Float64Array(nodes).fill(-Infinity),
  };
}

function accumulateField(accumulator: FieldAccumulator, rows: Uint32Array, groups: Uint32Array): void {
  const { values, sum, count } = accumulator;
  for (let i = 0; i < rows.length; i++) {
    const value = values[rows[i]!]!;
    if (value !== value) continue; // NaN: missing
    const group = groups[i]!;
    sum[group]! += value;
    count[group]!++;
  }
}

/** Least and greatest values per group, for the fields a min or max rule reads (RollupPlan.extremes). */
function accumulateExtremes(accumulator: FieldAccumulator, rows: Uint32Array, groups: Uint32Array): void {
  const { values, min, max } = accumulator;
  for (let i = 0; i < rows.length; i++) {
    const value = values[rows[i]!]!;
    if (value !== value) continue; // NaN: missing
    const group = groups[i]!;
    if (value < min[group]!) min[group] = value;
    if (value > max[group]!) max[group] = value;
  }
}

function accumulateWeighted(accumulator: WeightedAccumulator, rows: Uint32Array, groups: Uint32Array): void {
  const { values, weights, sumXW, sumW } = accumulator;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const value = values[row]!;
    const weight = weights[row]!;
    if (value !== value || weight !== weight) continue; // NaN: missing
    const group = groups[i]!;
    sumXW[group]! += value * weight;
    sumW[group]! += weight;
  }
}

/**
 * `scratch`: a buffer of at least `rows.length` entries the rollup may use as its working space
 * (the filter's candidate list, free once the filtered rows are copied out), so a view step does
 * not allocate one more array a row.
 */
export function computeRollup(
  dataset: ColumnarDataset,
  plan: RollupPlan,
  tree: GroupTree,
  rows: Uint32Array,
  scratch?: Uint32Array,
): Rollup {
  const nodes = tree.parent.length;
  const rowCounts = new Uint32Array(nodes);
  const fieldAccumulators = new Map<string, FieldAccumulator>();
  for (const [field, values] of plan.fields) fieldAccumulators.set(field, fieldAccumulator(values, nodes));
  const weightedAccumulators = new Map<string, WeightedAccumulator>();
  for (const [key, { values, weights }] of plan.weighted) {
    weightedAccumulators.set(key, { values, weights, sumXW: new Float64Array(nodes), sumW: new Float64Array(nodes) });
  }

  // The deepest group of each filtered row, read once: every accumulator pass then reads it
  // sequentially instead of through the row index.
  const groupOfRow = tree.groupOfRow;
  const groups = scratch !== undefined && scratch.length >= rows.length ? scratch : new Uint32Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const group = groupOfRow[rows[i]!]!;
    groups[i] = group;
    rowCounts[group]!++;
  }
  for (const [field, accumulator] of fieldAccumulators) {
    accumulateField(accumulator, rows, groups);
    if (plan.extremes.has(field)) accumulateExtremes(accumulator, rows, groups);
  }
  for (const accumulator of weightedAccumulators.values()) accumulateWeighted(accumulator, rows, groups);

  // Nodes are numbered children before parents, so one forward pass adds everything upwards.
  const childCounts = new Uint32Array(nodes);
  for (let child = 0; child < nodes; child++) {
    const parent = tree.parent[child]!;
    if (tree.isDeepest[child] === 1) childCounts[child] = rowCounts[child]!;
    if (parent < 0 || rowCounts[child] === 0) continue;
    rowCounts[parent]! += rowCounts[child]!;
    childCounts[parent]!++;
    for (const { sum, count, min, max } of fieldAccumulators.values()) {
      sum[parent]! += sum[child]!;
      count[parent]! += count[child]!;
      if (min[child]! < min[parent]!) min[parent] = min[child]!;
      if (max[child]! > max[parent]!) max[parent] = max[child]!;
    }
    for (const { sumXW, sumW } of weightedAccumulators.values()) {
      sumXW[parent]! += sumXW[child]!;
      sumW[parent]! += sumW[child]!;
    }
  }

  const columns = dataset.columns;
  const indexOfColumn = new Map(columns.map((column, index) => [column.key, index]));
  const fieldOfColumn = columns.map((column) => fieldAccumulators.get(column.key));
  const weightedOfColumn = columns.map((column) => weightedAccumulators.get(column.key));
  const totals: Array<Record<string, CellValue> | null> = new Array<Record<string, CellValue> | null>(nodes).fill(null);
  // Per column of the current node: 0 unresolved, 1 resolving, 2 resolved (value in `resolved`,
  // NaN for no total: a non-finite total is shown as none anyway). Made once, reset per node.
  let node = 0;
  const state = new Uint8Array(columns.length);
  const resolved = new Float64Array(columns.length);
  const fieldSum = (accumulator: FieldAccumulator | undefined): number =>
    accumulator === undefined || accumulator.count[node] === 0 ? NaN : accumulator.sum[node]!;
  const operandValue = (operand: TotalOperand): number => {
    if (typeof operand !== 'string') return operandValue(operand.minus[0]) - operandValue(operand.minus[1]);
    const index = indexOfColumn.get(operand);
    return index === undefined ? fieldSum(fieldAccumulators.get(operand)) : columnTotal(index);
  };
  const columnTotal = (index: number): number => {
    if (state[index] === 2) return resolved[index]!;
    // A definition that refers to itself through others has no total rather than a loop.
    if (state[index] === 1) return NaN;
    state[index] = 1;
    const rule = columns[index]!.total;
    let value = NaN;
    switch (rule.kind) {
      case 'none':
        break;
      case 'sum':
        value = fieldSum(fieldOfColumn[index]);
        break;
      case 'avg': {
        const accumulator = fieldOfColumn[index];
        if (accumulator !== undefined && accumulator.count[node]! > 0)
          value = accumulator.sum[node]! / accumulator.count[node]!;
        break;
      }
      case 'min':
      case 'max': {
        const accumulator = fieldOfColumn[index];
        if (accumulator !== undefined && accumulator.count[node]! > 0)
          value = rule.kind === 'min' ? accumulator.min[node]! : accumulator.max[node]!;
        break;
      }
      case 'wavg': {
        const accumulator = weightedOfColumn[index];
        if (accumulator !== undefined && accumulator.sumW[node] !== 0)
          value = accumulator.sumXW[node]! / accumulator.sumW[node]!;
        break;
      }
      case 'ratio': {
        const denominator = operandValue(rule.denominator);
        if (denominator !== 0)
          value = (operandValue(rule.numerator) * (rule.multiplier ?? 1)) / denominator + (rule.offset ?? 0);
        break;
      }
      case 'difference': {
        value = operandValue(rule.minuend) - operandValue(rule.subtrahend);
        if (rule.floorAtZero && value < 0) value = 0;
        break;
      }
    }
    if (!Number.isFinite(value)) value = NaN;
    state[index] = 2;
    resolved[index] = value;
    return value;
  };
  for (node = 0; node < nodes; node++) {
    if (rowCounts[node] === 0) continue;
    state.fill(0);
    const record: Record<string, CellValue> = {};
    for (let index = 0; index < columns.length; index++) {
      const value = columnTotal(index);
      record[columns[index]!.key] = Number.isNaN(value) ? null : value;
    }
    totals[node] = record;
  }
  return { rowCounts, childCounts, totals };
}
