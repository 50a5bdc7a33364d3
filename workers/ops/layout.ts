/**
 * Display rows of a view (part 1 §2 "Tab table behaviour", §9 row order):
 * - unsorted: for each group a header row, its rows (alphabetical), then its total row; the
 *   overall total shows only with more than one region, a region total only with more than one
 *   municipality, and generally a group's total only when it has more than one child (a lone
 *   child's total would repeat it); market history has no header or total rows;
 * - sorted: only the leaf rows (projects, sales, submarket or municipality market rows).
 *
 * Entries are an Int32Array: a value >= 0 is a dataset row, a negative value -1 - i points at
 * synthetic row i (header or total of a group node).
 */
import type { DisplayRowKind } from '@contract/engine';
import { ancestors, type GroupLevel, type GroupTree } from './group-tree';
import type { Rollup } from './rollup';
import { rowsInOrder } from './sort';

export interface SyntheticRow {
  kind: Exclude<DisplayRowKind, 'leaf'>;
  node: number;
}

export interface Layout {
  entries: Int32Array;
  synthetic: SyntheticRow[];
  /** Stripe parity of each entry (leaf rows alternate). */
  stripes: Uint8Array;
}

const TOTAL_KIND: Record<GroupLevel, SyntheticRow['kind']> = {
  overall: 'overallTotal',
  region: 'regionTotal',
  municipality: 'municipalityTotal',
  submarket: 'submarketTotal',
};

export function showsTotal(tree: GroupTree, rollup: Rollup, node: number): boolean {
  return tree.hasTotals && rollup.rowCounts[node]! > 0 && rollup.childCounts[node]! > 1;
}

/** Rows of `filtered` (any order) in the tree's base display order. */
export function inBaseOrder(tree: GroupTree, filtered: Uint32Array): Uint32Array {
  return rowsInOrder({ order: tree.baseOrder, rank: tree.baseRank }, filtered);
}

function stripesOf(entries: Int32Array): Uint8Array {
  const stripes = new Uint8Array(entries.length);
  let leaf = 0;
  for (let i = 0; i < entries.length; i++) {
    if (entries[i]! >= 0) stripes[i] = leaf++ & 1;
    else leaf = 0;
  }
  return stripes;
}

/** Sorted table: leaf rows only, in the given order. */
export function sortedLayout(rows: Uint32Array): Layout {
  // The rows themselves, read as entries (row indexes stay below 2^31): neither is ever written.
  const entries = new Int32Array(rows.buffer, rows.byteOffset, rows.length);
  return { entries, synthetic: [], stripes: stripesOf(entries) };
}

/** Unsorted table: headers, rows in base order, totals last. `ordered` must be in base order. */
export function groupedLayout(tree: GroupTree, rollup: Rollup, ordered: Uint32Array): Layout {
  if (tree.levels.length === 0) return sortedLayout(ordered);
  const synthetic: SyntheticRow[] = [];
  const entries: number[] = [];
  const pushSynthetic = (row: SyntheticRow) => {
    entries.push(-1 - synthetic.length);
    synthetic.push(row);
  };
  let path: number[] = [];
  let currentGroup = -1;
  const close = (depth: number) => {
    for (let level = path.length - 1; level >= depth; level--) {
      const node = path[level]!;
      if (showsTotal(tree, rollup, node)) pushSynthetic({ kind: TOTAL_KIND[tree.level[node]!], node });
    }
    path = path.slice(0, depth);
  };
  for (let i = 0; i < ordered.length; i++) {
    const row = ordered[i]!;
    const group = tree.groupOfRow[row]!;
    if (group !== currentGroup) {
      const nextPath = ancestors(tree, group);
      let common = 0;
      while (common < path.length && path[common] === nextPath[common]) common++;
      close(common);
      for (let level = common; level < nextPath.length; level++)
        pushSynthetic({ kind: 'header', node: nextPath[level]! });
      path = nextPath;
      currentGroup = group;
    }
    entries.push(row);
  }
  close(0);
  if (showsTotal(tree, rollup, tree.root)) pushSynthetic({ kind: 'overallTotal', node: tree.root });
  const typed = Int32Array.from(entries);
  return { entries: typed, synthetic, stripes: stripesOf(typed) };
}
