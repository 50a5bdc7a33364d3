import { useCallback, useMemo, useRef } from 'react';
import { useRowExpansion, type Expansion } from '../expandable-table/use-row-expansion';
import type { DisplayRow, ViewSummary } from '@contract/engine';

/**
 * Expandable rows of the engine-backed table (part 2 §2.7, §9: rental market history's periods
 * expand to their unit types). The engine's display rows stay the table's rows; the sub rows of
 * an expanded row are spliced in after it by index, so the body stays virtualized however many
 * sub rows are shown. The expansion itself (the short animation under 20 sub rows, the 600 ms
 * collapse delay) is the expandable table's rule, `useRowExpansion`.
 */

/** What a shown index of the body is: an engine display row, or the sub row of one. */
export type ShownRow =
  | { kind: 'row'; index: number }
  | { kind: 'subRow'; parent: DisplayRow; parentIndex: number; subIndex: number; expansion: Expansion };

export interface ExpandedRows {
  /** Sub rows shown (expanded or still collapsing): the body's rows are the engine's plus these. */
  extraCount: number;
  /** The engine row or sub row at a shown index. */
  shownAt(shown: number): ShownRow;
  /** The shown index of an engine display row. */
  shownIndexOf(index: number): number;
  expansionOf(row: DisplayRow): Expansion | undefined;
  /** Expands or collapses a row with sub rows; `index` is its engine display index. */
  toggle(row: DisplayRow, index: number): void;
}

interface Expanded {
  parent: DisplayRow;
  index: number;
}

const NOT_EXPANDABLE: ExpandedRows = {
  extraCount: 0,
  shownAt: (shown) => ({ kind: 'row', index: shown }),
  shownIndexOf: (index) => index,
  expansionOf: () => undefined,
  toggle: () => undefined,
};

export function useExpandedRows(summary: ViewSummary | null): ExpandedRows {
  const { expansionOf, toggle } = useRowExpansion();
  const expanded = useRef(new Map<string, Expanded>());
  // A new view version (sort, filters, columns) moves rows: expansions belong to the old order.
  const versionKey = summary === null ? null : `${summary.viewId}:${summary.version}`;
  const shownVersion = useRef(versionKey);
  if (shownVersion.current !== versionKey) {
    shownVersion.current = versionKey;
    expanded.current = new Map();
  }

  const open = [...expanded.current.entries()]
    .map(([key, entry]) => ({ ...entry, expansion: expansionOf(key) }))
    .filter((entry): entry is Expanded & { expansion: Expansion } => entry.expansion !== undefined)
    .sort((a, b) => a.index - b.index);
  const openKey = open.map((entry) => `${entry.parent.key}:${entry.expansion}`).join(',');

  const onToggle = useCallback(
    (row: DisplayRow, index: number) => {
      const count = row.subRows?.length ?? 0;
      if (count === 0) return;
      expanded.current.set(row.key, { parent: row, index });
      toggle(row.key, count);
    },
    [toggle],
  );
  const rowExpansion = useCallback((row: DisplayRow) => expansionOf(row.key), [expansionOf]);

  return useMemo((): ExpandedRows => {
    if (open.length === 0) return { ...NOT_EXPANDABLE, expansionOf: rowExpansion, toggle: onToggle };
    const extraCount = open.reduce((count, entry) => count + (entry.parent.subRows?.length ?? 0), 0);
    return {
      extraCount,
      shownAt(shown) {
        let before = 0;
        for (const entry of open) {
          const start = entry.index + before;
          const count = entry.parent.subRows?.length ?? 0;
          if (shown <= start) return { kind: 'row', index: shown - before };
          if (shown <= start + count) {
            return {
              kind: 'subRow',
              parent: entry.parent,
              parentIndex: entry.index,
              subIndex: shown - start - 1,
              expansion: entry.expansion,
            };
          }
          before += count;
        }
        return { kind: 'row', index: shown - before };
      },
      shownIndexOf(index) {
        let before = 0;
        for (const entry of open) {
          if (entry.index >= index) break;
          before += entry.parent.subRows?.length ?? 0;
        }
        return index + before;
      },
      expansionOf: rowExpansion,
      toggle: onToggle,
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- openKey is the content of open
  }, [openKey, versionKey, rowExpansion, onToggle]);
}
