/**
 * The geographic grouping of a result set, built once per dataset: overall > region >
 * municipality > submarket, down to the level above the leaf rows of the result kind (its
 * `subtotalLevels`, result-kinds.ts). Rows carry `region_id, region_name, municipality_id,
 * municipality_name, submarket_id, submarket_name`; a missing submarket is "Other" (part 1 §3).
 *
 * Display order (part 1 §9): groups alphabetical by name (Other last), rows alphabetical by
 * their label (the first column) within their group, totals after their group's rows.
 */
import type { ResultKind } from '@contract/engine';
import { cellAt, type ColumnarDataset } from '@contract/columnar-dataset';
import { rowOrder, sortKeys, sortRowsByKey } from './sort';
import { collator } from './sort';
import type { FilterCache } from '@contract/client-filter';
import { RESULT_KINDS, type SubtotalLevel } from './result-kinds';

export type GroupLevel = 'overall' | SubtotalLevel;

export const OTHER_SUBMARKET = 'Other';

export interface GroupTree {
  /** Levels below the overall node, outermost first. */
  levels: readonly GroupLevel[];
  /** Parent node per node; -1 for the overall node. Children are numbered before parents. */
  parent: Int32Array;
  level: GroupLevel[];
  /** 1 for the groups that hold rows directly. */
  isDeepest: Uint8Array;
  name: string[];
  /** The geography ids of each node (null above its level, and for "Other"). */
  regionId: Array<number | null>;
  municipalityId: Array<number | null>;
  submarketId: Array<number | null>;
  root: number;
  /** Deepest group of each row. */
  groupOfRow: Int32Array;
  /** Rows in display order for the unsorted table. */
  baseOrder: Uint32Array;
  /** Position of each row in `baseOrder` (sort.ts `RowOrder`). */
  baseRank: Uint32Array;
  /** Field whose value labels a leaf row (the first column). */
  labelField: string | null;
  /** Subtotal rows exist for this kind (market history has none). */
  hasTotals: boolean;
}

function idAt(dataset: ColumnarDataset, field: string, row: number): number | null {
  const value = cellAt(dataset.fields.get(field), row);
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  return null;
}

function nameAt(dataset: ColumnarDataset, field: string, row: number): string | null {
  const value = cellAt(dataset.fields.get(field), row);
  return typeof value === 'string' && value !== '' ? value : null;
}

interface PendingNode {
  level: GroupLevel;
  name: string;
  regionId: number | null;
  municipalityId: number | null;
  submarketId: number | null;
  parentKey: string | null;
  children: string[];
}

export function buildGroupTree(dataset: ColumnarDataset, kind: ResultKind, filterCache: FilterCache): GroupTree {
  const levels: readonly GroupLevel[] = RESULT_KINDS[kind].subtotalLevels;
  const firstColumn = dataset.columns.find((column) => column.alwaysVisible) ?? dataset.columns[0];
  const labelField = firstColumn?.key ?? null;
  const hasTotals = levels.length > 0 && dataset.columns.some((column) => column.total.kind !== 'none');

  const pending = new Map<string, PendingNode>();
  const rootKey = 'overall';
  pending.set(rootKey, {
    level: 'overall',
    name: 'Total',
    regionId: null,
    municipalityId: null,
    submarketId: null,
    parentKey: null,
    children: [],
  });
  const deepestKeyOfRow: string[] = new Array<string>(dataset.rowCount);
  for (let row = 0; row < dataset.rowCount; row++) {
    let parentKey = rootKey;
    let regionId: number | null = null;
    let municipalityId: number | null = null;
    for (const level of levels) {
      let key: string;
      let name: string;
      let submarketId: number | null = null;
      if (level === 'region') {
        regionId = idAt(dataset, 'region_id', row);
        key = `r${regionId}`;
        name = nameAt(dataset, 'region_name', row) ?? String(regionId ?? '');
      } else if (level === 'municipality') {
        municipalityId = idAt(dataset, 'municipality_id', row);
        key = `${parentKey}/m${municipalityId}`;
        name = nameAt(dataset, 'municipality_name', row) ?? String(municipalityId ?? '');
      } else {
        submarketId = idAt(dataset, 'submarket_id', row);
        key = `${parentKey}/s${submarketId}`;
        name = submarketId === null ? OTHER_SUBMARKET : (nameAt(dataset, 'submarket_name', row) ?? String(submarketId));
      }
      if (!pending.has(key)) {
        pending.set(key, { level, name, regionId, municipalityId, submarketId, parentKey, children: [] });
        pending.get(parentKey)!.children.push(key);
      }
      parentKey = key;
    }
    deepestKeyOfRow[row] = parentKey;
  }

  // Children sorted alphabetically, "Other" last; display order is a depth-first walk.
  const sortedChildren = (node: PendingNode) =>
    [...node.children].sort((a, b) => {
      const na = pending.get(a)!;
      const nb = pending.get(b)!;
      const otherA = na.level === 'submarket' && na.submarketId === null;
      const otherB = nb.level === 'submarket' && nb.submarketId === null;
      if (otherA !== otherB) return otherA ? 1 : -1;
      return collator.compare(na.name, nb.name);
    });
  const depthFirst: string[] = [];
  const walk = (key: string) => {
    depthFirst.push(key);
    for (const child of sortedChildren(pending.get(key)!)) walk(child);
  };
  walk(rootKey);

  // Number deepest levels first so every child index is below its parent's.
  const depth = (node: PendingNode) => (node.level === 'overall' ? 0 : levels.indexOf(node.level) + 1);
  const numbering = [...depthFirst].sort((a, b) => depth(pending.get(b)!) - depth(pending.get(a)!));
  const indexOf = new Map(numbering.map((key, index) => [key, index]));
  const count = numbering.length;
  const parent = new Int32Array(count);
  const isDeepest = new Uint8Array(count);
  const tree: GroupTree = {
    levels,
    parent,
    level: [],
    isDeepest,
    name: [],
    regionId: [],
    municipalityId: [],
    submarketId: [],
    root: indexOf.get(rootKey)!,
    groupOfRow: new Int32Array(dataset.rowCount),
    baseOrder: new Uint32Array(0),
    baseRank: new Uint32Array(0),
    labelField,
    hasTotals,
  };
  numbering.forEach((key, index) => {
    const node = pending.get(key)!;
    parent[index] = node.parentKey === null ? -1 : indexOf.get(node.parentKey)!;
    isDeepest[index] = depth(node) === levels.length ? 1 : 0;
    tree.level.push(node.level);
    tree.name.push(node.name);
    tree.regionId.push(node.regionId);
    tree.municipalityId.push(node.municipalityId);
    tree.submarketId.push(node.submarketId);
  });
  for (let row = 0; row < dataset.rowCount; row++) tree.groupOfRow[row] = indexOf.get(deepestKeyOfRow[row]!)!;

  let rows: Uint32Array = new Uint32Array(dataset.rowCount);
  for (let i = 0; i < rows.length; i++) rows[i] = i;
  if (levels.length === 0) {
    // Market history keeps the server's chronological order (its own ranks).
    tree.baseOrder = rows;
    tree.baseRank = rows;
    return tree;
  }
  // The label's keys are not kept (8 bytes a row for a text label): a sort by it computes them again.
  const labelKeys =
    labelField === null ? null : sortKeys(dataset, labelField, firstColumn?.format, new Map(), filterCache);
  if (labelKeys !== null) rows = sortRowsByKey(rows, labelKeys, 'asc');
  const groupPosition = new Float64Array(count);
  depthFirst.forEach((key, position) => (groupPosition[indexOf.get(key)!] = position));
  const groupKeys = new Float64Array(dataset.rowCount);
  for (let row = 0; row < dataset.rowCount; row++) groupKeys[row] = groupPosition[tree.groupOfRow[row]!]!;
  const base = rowOrder(sortRowsByKey(rows, groupKeys, 'asc'));
  tree.baseOrder = base.order;
  tree.baseRank = base.rank;
  return tree;
}

const REGION_SUFFIX = / region$/i;

/**
 * The first cell of a group's total row, the same in the table and the exports. A total says
 * which level it totals: a region and a municipality often share a name (the region Toronto and
 * its municipality Toronto; York), so a region's total reads "Toronto Region Total" (a name that
 * already ends in "Region" is not repeated), a municipality's "Toronto Total", and a submarket
 * named as its municipality "Aurora Submarket Total". The overall total reads "Total".
 */
export function totalLabel(tree: GroupTree, node: number): string {
  const name = tree.name[node]!;
  switch (tree.level[node]) {
    case 'overall':
      return 'Total';
    case 'region':
      return REGION_SUFFIX.test(name) ? `${name} Total` : `${name} Region Total`;
    case 'submarket': {
      const parent = tree.parent[node]!;
      const sharesMunicipalityName = parent >= 0 && tree.level[parent] === 'municipality' && tree.name[parent] === name;
      return sharesMunicipalityName ? `${name} Submarket Total` : `${name} Total`;
    }
    default:
      return `${name} Total`;
  }
}

/** The groups from the outermost level down to `node` (the overall node excluded). */
export function ancestors(tree: GroupTree, node: number): number[] {
  const path: number[] = [];
  for (let current = node; current !== tree.root && current >= 0; current = tree.parent[current]!)
    path.unshift(current);
  return path;
}
