import type { ReactNode } from 'react';
import type { ColumnDefinition } from '@contract/columns';
import { plainAnchor } from '../links/plain-anchor';
import { cellContent } from './cell-content';
import { isNumericColumn } from '@contract/columns';
import { ACTIONS_COLUMN_ID } from './results-table-columns';
import { RowActions, type RowActionsOf } from './row-actions';
import type { DisplayRow } from '@contract/engine';

/**
 * Where a row's name leads, or null: the sales market data names open the sales of their region
 * or municipality (part 2 §2.5), in the same tab as any other search.
 */
export type NameHrefOf = (row: DisplayRow) => string | null;

function namedCell(content: ReactNode, href: string | null): ReactNode {
  return href === null ? content : plainAnchor(href, content);
}

/**
 * A cell's content as the table shows it, marked when its field changed since the last visit of
 * the saved view shown (src/features/whats-new/changed-cell.tsx); the content as it is otherwise.
 */
export type ChangedCellOf = (row: DisplayRow, columnKey: string, content: ReactNode) => ReactNode;

/** One visible column as the body renders it. */
export interface BodyColumn {
  id: string;
  /** Numeric cells align right. */
  numeric: boolean;
  /**
   * Rendered in every row whether in view or not: the row actions and the record's name, so a
   * row read by a screen reader (or reached by Tab) always says what it is and offers its actions.
   */
  pinned: boolean;
  /** Text that may be longer than its track ends in an ellipsis; numbers and actions fit theirs. */
  clipped: boolean;
  render: (row: DisplayRow) => ReactNode;
}

/**
 * The body's cells are rendered straight from the column definitions, in the table's visible
 * column order. TanStack's row model is not used for the body: it builds a row object with its
 * API and a cell object per column for every loaded row each time a window of rows arrives,
 * which showed up in scrolled frames; the header still comes from TanStack (sort, visibility).
 */
export function buildBodyColumns(
  visibleIds: readonly string[],
  definitionsByKey: ReadonlyMap<string, ColumnDefinition>,
  firstKey: string | undefined,
  rowActions: RowActionsOf | undefined,
  nameHref?: NameHrefOf,
  changedCell?: ChangedCellOf,
): BodyColumn[] {
  const columns: BodyColumn[] = [];
  for (const id of visibleIds) {
    if (id === ACTIONS_COLUMN_ID) {
      if (rowActions !== undefined) {
        columns.push({
          id,
          numeric: false,
          pinned: true,
          clipped: false,
          render: (row) => <RowActions row={row} actions={rowActions(row)} />,
        });
      }
      continue;
    }
    const definition = definitionsByKey.get(id);
    if (definition === undefined) continue;
    const isFirst = id === firstKey;
    const content = (row: DisplayRow) => cellContent(definition, row, isFirst);
    const plain =
      isFirst && nameHref !== undefined ? (row: DisplayRow) => namedCell(content(row), nameHref(row)) : content;
    columns.push({
      id,
      numeric: isNumericColumn(definition),
      pinned: isFirst,
      clipped: !isNumericColumn(definition),
      render: changedCell === undefined ? plain : (row) => changedCell(row, id, plain(row)),
    });
  }
  return columns;
}
