import { memo, type KeyboardEvent, type ReactNode } from 'react';
import type { Expansion } from '../expandable-table/use-row-expansion';
import type { BodyColumn } from './body-columns';
import type { ColumnRange } from './column-range';
import classes from './results-table.module.css';
import expandableClasses from '../expandable-table/expandable-table.module.css';
import type { DisplayRow } from '@contract/engine';

interface ResultsTableRowProps {
  row: DisplayRow;
  index: number;
  /** Offset from the top of the body, in px. */
  top: number;
  ariaRowIndex: number;
  /** The one row in the tab order (roving tab index). */
  focusable: boolean;
  /** Identity changes with the visible columns or the row actions, so the cells are rebuilt. */
  columns: readonly BodyColumn[];
  /** The columns in view; cells of the others are not rendered (pinned ones always are). */
  columnRange: ColumnRange;
  onRowFocus: (index: number) => void;
  onRowKeyDown: (event: KeyboardEvent<HTMLTableRowElement>, index: number) => void;
  /**
   * A row with sub rows in an expandable table: its expansion and the toggle its first cell's
   * button calls (part 2 §2.7: `aria-expanded`, so the keyboard expands and collapses it).
   */
  expandable?: { expansion: Expansion | undefined; onToggle: (row: DisplayRow) => void };
  /** A sub row: how it is shown (animated in, open, collapsing). */
  subRowExpansion?: Expansion;
}

/**
 * A body row, placed by a transform (results-table.module.css explains why rows
 * are positioned rather than laid out as table rows).
 */
function ResultsTableRowView({
  row,
  index,
  top,
  ariaRowIndex,
  focusable,
  columns,
  columnRange,
  onRowFocus,
  onRowKeyDown,
  expandable,
  subRowExpansion,
}: ResultsTableRowProps) {
  const rendered = (position: number) =>
    columns[position]?.pinned === true || (position >= columnRange.first && position <= columnRange.last);
  const kindClass =
    subRowExpansion !== undefined
      ? expandableClasses.subRow
      : row.kind === 'leaf'
        ? row.stripe === 1
          ? classes.stripe
          : undefined
        : classes[row.kind];
  const expanded = expandable?.expansion === 'animated' || expandable?.expansion === 'open';
  const content = (position: number, cell: ReactNode) =>
    position === 0 && expandable !== undefined ? (
      <button
        type="button"
        className={`${classes.expandToggle} ${expandableClasses.toggle}`}
        aria-expanded={expanded}
        onClick={() => expandable.onToggle(row)}
      >
        <span className={expandableClasses.chevron} aria-hidden="true">
          ▸
        </span>
        {cell}
      </button>
    ) : (
      cell
    );
  return (
    <tr
      role="row"
      data-index={index}
      data-kind={row.kind}
      data-expansion={subRowExpansion}
      aria-rowindex={ariaRowIndex}
      className={kindClass === undefined ? classes.row : `${classes.row} ${kindClass}`}
      style={{ transform: `translateY(${top}px)` }}
      tabIndex={focusable ? 0 : -1}
      onFocus={() => onRowFocus(index)}
      onKeyDown={(event) => onRowKeyDown(event, index)}
    >
      {columns.map((column, position) =>
        rendered(position) ? (
          <td
            key={column.id}
            role="cell"
            aria-colindex={position + 1}
            className={column.numeric ? classes.numeric : column.clipped ? classes.clipped : undefined}
            // Cells follow each other in the row's grid; the first after a gap names its track.
            style={position > 0 && !rendered(position - 1) ? { gridColumnStart: position + 1 } : undefined}
          >
            {content(position, column.render(row))}
          </td>
        ) : null,
      )}
    </tr>
  );
}

/**
 * A rendered row re-renders only when what it shows changes: the display row (kept while its
 * window is cached), its place, its focus or the columns. While scrolling, only the rows
 * coming into view render.
 */
export const ResultsTableRow = memo(ResultsTableRowView);
