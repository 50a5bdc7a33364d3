import { memo, type KeyboardEvent, type ReactNode } from 'react';
import type { Cell, Row } from '@tanstack/react-table';
import type { DisplayRow } from '../../engine/engine-api';
import type { tableFeaturesUsed } from './results-table-columns';
import classes from './results-table.module.css';
import type { RowActionsOf } from './row-actions';

type Features = typeof tableFeaturesUsed;

interface ResultsTableRowProps {
  row: DisplayRow;
  tableRow: Row<Features, DisplayRow>;
  index: number;
  ariaRowIndex: number;
  /** The one row in the tab order (roving tab index). */
  focusable: boolean;
  /** Columns whose cells align right. */
  numericColumns: ReadonlySet<string>;
  /** Identity changes when the visible columns change, so the row's cells are rebuilt. */
  visibleKeys: readonly string[];
  /** Identity changes when the owner's row actions do (e.g. the compare list changed). */
  rowActions: RowActionsOf | undefined;
  renderCell: (cell: Cell<Features, DisplayRow, unknown>) => ReactNode;
  onRowFocus: (index: number) => void;
  onRowKeyDown: (event: KeyboardEvent<HTMLTableRowElement>, index: number) => void;
}

function ResultsTableRowView({
  row,
  tableRow,
  index,
  ariaRowIndex,
  focusable,
  numericColumns,
  renderCell,
  onRowFocus,
  onRowKeyDown,
}: ResultsTableRowProps) {
  const kindClass = row.kind === 'leaf' ? (row.stripe === 1 ? classes.stripe : undefined) : classes[row.kind];
  return (
    <tr
      data-index={index}
      data-kind={row.kind}
      aria-rowindex={ariaRowIndex}
      className={[classes.row, kindClass].filter(Boolean).join(' ')}
      tabIndex={focusable ? 0 : -1}
      onFocus={() => onRowFocus(index)}
      onKeyDown={(event) => onRowKeyDown(event, index)}
    >
      {tableRow.getVisibleCells().map((cell) => (
        <td key={cell.id} className={numericColumns.has(cell.column.id) ? classes.numeric : undefined}>
          {renderCell(cell)}
        </td>
      ))}
    </tr>
  );
}

/**
 * A rendered row re-renders only when what it shows changes. TanStack rebuilds its row objects
 * whenever the window of loaded rows moves, so the display row (kept while its window is
 * cached) decides instead; while scrolling, only the rows coming into view render.
 */
export const ResultsTableRow = memo(
  ResultsTableRowView,
  (before, after) =>
    before.row === after.row &&
    before.index === after.index &&
    before.ariaRowIndex === after.ariaRowIndex &&
    before.focusable === after.focusable &&
    before.numericColumns === after.numericColumns &&
    before.visibleKeys === after.visibleKeys &&
    before.rowActions === after.rowActions &&
    before.renderCell === after.renderCell &&
    before.onRowFocus === after.onRowFocus &&
    before.onRowKeyDown === after.onRowKeyDown,
);
