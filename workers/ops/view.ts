/**
 * The view step: client filters -> polygon -> weighted rollup -> sort -> display rows. It runs
 * on every change of client params, sort or visible columns; the dataset is not touched.
 */
import type { ColumnDefinition } from '@contract/columns';
import type { DisplayRow, ResultKind, SortState, ViewSpec } from '@contract/engine';
import type { CellValue } from '@contract/search';
import { scalarFieldsAt, type ColumnarDataset } from '@contract/columnar-dataset';
import { createFilterCache, filterRows, type FilterCache } from '@contract/client-filter';
import { buildGroupTree, totalLabel, type GroupTree } from './group-tree';
import { groupedLayout, inBaseOrder, sortedLayout, type Layout } from './layout';
import { computeRollup, planRollup, type Rollup, type RollupPlan } from './rollup';
import { rowsInOrder, sortedOrder, sortKeys, type SortKeyCache, type SortOrderCache } from './sort';
import { decodeClientParams, type DecodedParams } from '@contract/client-params';

/** The field of a result row that holds its sub rows (part 2 §3 history rows: `subRows`). */
export const SUB_ROWS_FIELD = 'subRows';

/** Everything derived once per dataset and shared by its views. */
export interface PreparedDataset {
  dataset: ColumnarDataset;
  kind: ResultKind;
  tree: GroupTree;
  plan: RollupPlan;
  filterCache: FilterCache;
  keyCache: SortKeyCache;
  /** Whole-dataset orders of the latest sorts (sort.ts `sortedOrder`). */
  orderCache: SortOrderCache;
  /**
   * The first rows of a search whose other rows are still arriving: its views show the rows that
   * pass the client filters in the server's order, leaf rows only and unsorted (a sort or a total
   * of some of the rows would be wrong); the whole result's view applies them.
   */
  partial?: boolean;
}

export function prepareDataset(dataset: ColumnarDataset, kind: ResultKind): PreparedDataset {
  const filterCache = createFilterCache();
  const keyCache: SortKeyCache = new Map();
  return {
    dataset,
    kind,
    tree: buildGroupTree(dataset, kind, filterCache),
    plan: planRollup(dataset),
    filterCache,
    keyCache,
    orderCache: new Map(),
  };
}

export interface ViewState {
  spec: ViewSpec;
  decoded: DecodedParams;
  /** Filtered leaf rows in display order (base order, or sorted). */
  rows: Uint32Array;
  rollup: Rollup;
  layout: Layout;
  visibleColumns: ColumnDefinition[];
  sort: SortState | null;
}

function resolveVisibleColumns(columns: ColumnDefinition[], requested: readonly string[] | null): ColumnDefinition[] {
  if (requested === null) return columns.filter((column) => !column.hiddenByDefault || column.alwaysVisible);
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const visible = requested.map((key) => byKey.get(key)).filter((column) => column !== undefined);
  // The first column (name or fileNum) cannot be hidden (part 1 §2).
  for (const column of columns) if (column.alwaysVisible && !visible.includes(column)) visible.unshift(column);
  return visible;
}

/**
 * The view step for `spec`. `sameRows` is the view's previous state when only its sort or
 * columns changed (the same client params and context): its rows and totals are the new
 * state's, so neither the filters nor the rollup run again (a sort repaint, README "Performance").
 */
export function runView(prepared: PreparedDataset, spec: ViewSpec, sameRows: ViewState | null = null): ViewState {
  const { dataset, tree } = prepared;
  const decoded = sameRows?.decoded ?? decodeClientParams(spec.clientParams, spec.context);
  // The previous rows in their display order: every use below reads them as a set (rowsInOrder).
  const filtered = sameRows?.rows ?? filterRows(dataset, prepared.filterCache, decoded.predicates);
  const rollup =
    sameRows?.rollup ??
    computeRollup(dataset, prepared.plan, tree, filtered, prepared.filterCache.candidates ?? undefined);
  const visibleColumns = resolveVisibleColumns(dataset.columns, spec.visibleColumns);
  if (prepared.partial === true)
    return { spec, decoded, rows: filtered, rollup, layout: sortedLayout(filtered), visibleColumns, sort: null };
  // Hiding the sorted column resets the sort (part 1 §2); an unknown column cannot sort.
  let sort = spec.sort;
  const sortColumn = sort === null ? undefined : visibleColumns.find((column) => column.key === sort!.key);
  const keys =
    sortColumn === undefined
      ? null
      : sortKeys(dataset, sortColumn.key, sortColumn.format, prepared.keyCache, prepared.filterCache);
  if (keys === null) sort = null;
  if (sort !== null && keys !== null) {
    // The stable sort of the filtered rows in base order: ties keep the base order.
    const order = sortedOrder(prepared.orderCache, tree.baseOrder, sort.key, keys, sort.direction);
    const rows = rowsInOrder(order, filtered);
    return { spec, decoded, rows, rollup, layout: sortedLayout(rows), visibleColumns, sort };
  }
  const ordered = inBaseOrder(tree, filtered);
  return {
    spec,
    decoded,
    rows: ordered,
    rollup,
    layout: groupedLayout(tree, rollup, ordered),
    visibleColumns,
    sort: null,
  };
}

function groupIds(tree: GroupTree, node: number): Record<string, CellValue> {
  return {
    region_id: tree.regionId[node] ?? null,
    municipality_id: tree.municipalityId[node] ?? null,
    submarket_id: tree.submarketId[node] ?? null,
  };
}

/**
 * The sub rows of a dataset row (rental market history: the unit types of a period, part 2 §2.7),
 * each with its scalar fields; null when the result has none.
 */
function subRowsAt(dataset: ColumnarDataset, entry: number): DisplayRow['subRows'] | null {
  const column = dataset.fields.get(SUB_ROWS_FIELD);
  if (column?.type !== 'object') return null;
  const list = column.values[entry];
  if (!Array.isArray(list)) return null;
  return list.map((item: unknown) => {
    const values: Record<string, CellValue> = {};
    if (typeof item === 'object' && item !== null) {
      for (const [field, value] of Object.entries(item)) {
        if (value === null || typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean')
          values[field] = value;
      }
    }
    return values;
  });
}

/** Display row `index` of a view; leaf rows carry every scalar field of their dataset row, and their sub rows. */
export function displayRowAt(prepared: PreparedDataset, view: ViewState, index: number): DisplayRow {
  const entry = view.layout.entries[index]!;
  const stripe = view.layout.stripes[index] === 1 ? 1 : 0;
  if (entry >= 0) {
    const values = scalarFieldsAt(prepared.dataset, entry);
    const label = prepared.tree.labelField === null ? '' : String(values[prepared.tree.labelField] ?? '');
    const subRows = subRowsAt(prepared.dataset, entry);
    const row: DisplayRow = { kind: 'leaf', key: `row:${entry}`, label, datasetRow: entry, stripe, values };
    return subRows === null ? row : { ...row, subRows };
  }
  const synthetic = view.layout.synthetic[-1 - entry]!;
  const { tree } = prepared;
  if (synthetic.kind === 'header') {
    return {
      kind: 'header',
      key: `header:${synthetic.node}`,
      label: tree.name[synthetic.node]!,
      datasetRow: -1,
      stripe: 0,
      values: groupIds(tree, synthetic.node),
    };
  }
  return {
    kind: synthetic.kind,
    key: `total:${synthetic.node}`,
    label: totalLabel(tree, synthetic.node),
    datasetRow: -1,
    stripe: 0,
    values: { ...groupIds(tree, synthetic.node), ...(view.rollup.totals[synthetic.node] ?? {}) },
  };
}
