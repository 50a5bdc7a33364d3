/**
 * Weighted subtotals (part 1 §9, MEASURES.md): every total is computed from the column
 * definitions the server sends, over the group's own rows, never averaged from rows' derived
 * values. Groups form a tree (overall > region > municipality > submarket, down to the leaf
 * level of the result kind); accumulators are filled per deepest group and added upwards.
 */
import type { ColumnDefinition, TotalOperand } from '../../src/api/columns';
import type { CellValue } from '../../src/api/search';
import type { ColumnarDataset } from './columnar-dataset';
import { numericValues } from './columnar-dataset';
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
  weighted: Map<string, { values: Float64Array; weights: Float64Array }>;
}

export function planRollup(dataset: ColumnarDataset): RollupPlan {
  const columnKeys = new Set(dataset.columns.map((column) => column.key));
  const fields = new Map<string, Float64Array>();
  const weighted = new Map<string, { values: Float64Array; weights: Float64Array }>();
  const needField = (field: string) => {
    if (fields.has(field)) return;
    const values = numericValues(dataset, field);
    if (values !== null) fields.set(field, values);
  };
  for (const column of dataset.columns) {
    const rule = column.total;
    if (rule.kind === 'sum' || rule.kind === 'avg' || rule.kind === 'min' || rule.kind === 'max') needField(column.key);
    if (rule.kind === 'wavg') {
      const values = numericValues(dataset, column.key);
      if (values !== null) weighted.set(column.key, { values, weights: operandRowValues(dataset, rule.weight) });
    }
    for (const operand of ruleOperands(column)) {
      for (const field of operandFields(operand)) if (!columnKeys.has(field)) needField(field);
    }
  }
  return { fields, weighted };
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

export function computeRollup(dataset: ColumnarDataset, plan: RollupPlan, tree: GroupTree, rows: Uint32Array): Rollup {
  const nodes = tree.parent.length;
  const rowCounts = new Uint32Array(nodes);
  const fieldAccumulators = new Map<string, FieldAccumulator>();
  for (const [field, values] of plan.fields) fieldAccumulators.set(field, fieldAccumulator(values, nodes));
  const weightedAccumulators = new Map<string, WeightedAccumulator>();
  for (const [key, { values, weights }] of plan.weighted) {
    weightedAccumulators.set(key, { values, weights, sumXW: new Float64Array(nodes), sumW: new Float64Array(nodes) });
  }

  const groupOfRow = tree.groupOfRow;
  for (let i = 0; i < rows.length; i++) rowCounts[groupOfRow[rows[i]!]!]!++;
  for (const accumulator of fieldAccumulators.values()) {
    const { values, sum, count, min, max } = accumulator;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      const value = values[row]!;
      if (Number.isNaN(value)) continue;
      const group = groupOfRow[row]!;
      sum[group]! += value;
      count[group]!++;
      if (value < min[group]!) min[group] = value;
      if (value > max[group]!) max[group] = value;
    }
  }
  for (const accumulator of weightedAccumulators.values()) {
    const { values, weights, sumXW, sumW } = accumulator;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      const value = values[row]!;
      const weight = weights[row]!;
      if (Number.isNaN(value) || Number.isNaN(weight)) continue;
      const group = groupOfRow[row]!;
      sumXW[group]! += value * weight;
      sumW[group]! += weight;
    }
  }

  // Nodes are numbered children before parents, so one forward pass adds everything upwards.
  const childCounts = new Uint32Array(nodes);
  for (let node = 0; node < nodes; node++) {
    const parent = tree.parent[node]!;
    if (tree.isDeepest[node] === 1) childCounts[node] = rowCounts[node]!;
    if (parent < 0 || rowCounts[node] === 0) continue;
    rowCounts[parent]! += rowCounts[node]!;
    childCounts[parent]!++;
    for (const { sum, count, min, max } of fieldAccumulators.values()) {
      sum[parent]! += sum[node]!;
      count[parent]! += count[node]!;
      if (min[node]! < min[parent]!) min[parent] = min[node]!;
      if (max[node]! > max[parent]!) max[parent] = max[node]!;
    }
    for (const { sumXW, sumW } of weightedAccumulators.values()) {
      sumXW[parent]! += sumXW[node]!;
      sumW[parent]! += sumW[node]!;
    }
  }

  const columnsByKey = new Map(dataset.columns.map((column) => [column.key, column]));
  const totals: Array<Record<string, CellValue> | null> = new Array<Record<string, CellValue> | null>(nodes).fill(null);
  for (let node = 0; node < nodes; node++) {
    if (rowCounts[node] === 0) continue;
    const resolved = new Map<string, number | null>();
    const resolving = new Set<string>();
    const fieldSum = (field: string): number | null => {
      const accumulator = fieldAccumulators.get(field);
      return accumulator === undefined || accumulator.count[node] === 0 ? null : accumulator.sum[node]!;
    };
    const operandValue = (operand: TotalOperand): number | null => {
      if (typeof operand !== 'string') {
        const a = operandValue(operand.minus[0]);
        const b = operandValue(operand.minus[1]);
        return a === null || b === null ? null : a - b;
      }
      return columnsByKey.has(operand) ? columnTotal(operand) : fieldSum(operand);
    };
    const columnTotal = (key: string): number | null => {
      if (resolved.has(key)) return resolved.get(key)!;
      // A definition that refers to itself through others has no total rather than a loop.
      if (resolving.has(key)) return null;
      resolving.add(key);
      const column = columnsByKey.get(key)!;
      const rule = column.total;
      let value: number | null = null;
      switch (rule.kind) {
        case 'none':
          break;
        case 'sum':
          value = fieldSum(key);
          break;
        case 'avg': {
          const accumulator = fieldAccumulators.get(key);
          if (accumulator !== undefined && accumulator.count[node]! > 0)
            value = accumulator.sum[node]! / accumulator.count[node]!;
          break;
        }
        case 'min':
        case 'max': {
          const accumulator = fieldAccumulators.get(key);
          if (accumulator !== undefined && accumulator.count[node]! > 0)
            value = rule.kind === 'min' ? accumulator.min[node]! : accumulator.max[node]!;
          break;
        }
        case 'wavg': {
          const accumulator = weightedAccumulators.get(key);
          if (accumulator !== undefined && accumulator.sumW[node] !== 0)
            value = accumulator.sumXW[node]! / accumulator.sumW[node]!;
          break;
        }
        case 'ratio': {
          const numerator = operandValue(rule.numerator);
          const denominator = operandValue(rule.denominator);
          if (numerator !== null && denominator !== null && denominator !== 0)
            value = (numerator * (rule.multiplier ?? 1)) / denominator + (rule.offset ?? 0);
          break;
        }
        case 'difference': {
          const minuend = operandValue(rule.minuend);
          const subtrahend = operandValue(rule.subtrahend);
          if (minuend !== null && subtrahend !== null) {
            value = minuend - subtrahend;
            if (rule.floorAtZero && value < 0) value = 0;
          }
          break;
        }
      }
      resolving.delete(key);
      if (value !== null && !Number.isFinite(value)) value = null;
      resolved.set(key, value);
      return value;
    };
    const record: Record<string, CellValue> = {};
    for (const column of dataset.columns) record[column.key] = columnTotal(column.key);
    totals[node] = record;
  }
  return { rowCounts, childCounts, totals };
}
