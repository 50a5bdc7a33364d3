import { Fragment } from 'react';
import { Table, UnstyledButton } from '@mantine/core';
import type { ColumnDefinition } from '@contract/columns';
import { formatCell } from '@contract/format';
import { SCROLL_BODY_HEIGHT, SCROLL_THRESHOLD_ROWS } from '../results-table/results-table-constants';
import { SUB_ROW_TIMING_STYLE } from './expandable-table-constants';
import { useRowExpansion } from './use-row-expansion';
import classes from './expandable-table.module.css';

/** A row with optional sub rows of the same columns (e.g. a history period and its unit types). */
export interface ExpandableRow {
  subRows?: readonly object[];
}

/** A cell's value: rows are JSON records whose fields the column definitions name. */
function valueOf(row: object, key: string): unknown {
  return (row as Readonly<Record<string, unknown>>)[key];
}

export interface ExpandableTableProps<Row extends ExpandableRow> {
  /** The table's accessible name. */
  label: string;
  columns: readonly ColumnDefinition[];
  rows: readonly Row[];
  /** A stable key per row; it also names the row's expansion, so it must be unique. */
  rowKey: (row: Row) => string;
}

/** The sub rows' animation and collapse fade, read by the stylesheet. */
const TIMING = SUB_ROW_TIMING_STYLE;

/**
 * A table whose rows expand to show their sub rows (part 2 §2.7, §2.11, §9): the first cell of a
 * row with sub rows is a button with `aria-expanded`, so the keyboard expands and collapses it;
 * fewer than 20 sub rows appear with a short animation, 20 or more at once; collapsed sub rows
 * leave after 600 ms. Above 25 shown rows, expanded sub rows included, the table scrolls at 85vh.
 *
 * It renders every row: it is meant for histories of tens of periods with a handful of sub rows
 * each (one building's months, or a market's periods), which the UI thread renders in a few
 * milliseconds. Results of thousands of rows belong in the engine-backed ResultsTable.
 */
export function ExpandableTable<Row extends ExpandableRow>({
  label,
  columns,
  rows,
  rowKey,
}: ExpandableTableProps<Row>) {
  const { expansionOf, toggle } = useRowExpansion();
  const [first, ...rest] = columns;
  const shownRows = rows.reduce(
    (count, row) => count + 1 + (expansionOf(rowKey(row)) !== undefined ? (row.subRows?.length ?? 0) : 0),
    0,
  );
  const scrolls = shownRows > SCROLL_THRESHOLD_ROWS;

  return (
    <div
      className={classes.scroll}
      style={{ ...TIMING, ...(scrolls ? { height: SCROLL_BODY_HEIGHT } : {}) }}
      data-scrolls={scrolls || undefined}
      // A PDF shows every row, not the scrolled window (src/components/pdf-export).
      data-pdf-full-height
    >
      <Table striped withTableBorder stickyHeader aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col">
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {first !== undefined &&
            rows.map((row) => {
              const key = rowKey(row);
              const subRows = row.subRows ?? [];
              const expansion = expansionOf(key);
              const text = formatCell(first, valueOf(row, first.key));
              return (
                <Fragment key={key}>
                  <Table.Tr>
                    <Table.Th scope="row">
                      {subRows.length > 0 ? (
                        <UnstyledButton
                          className={classes.toggle}
                          aria-expanded={expansion === 'animated' || expansion === 'open'}
                          onClick={() => toggle(key, subRows.length)}
                        >
                          <span className={classes.chevron} aria-hidden="true">
                            ▸
                          </span>
                          {text}
                        </UnstyledButton>
                      ) : (
                        text
                      )}
                    </Table.Th>
                    {rest.map((column) => (
                      <Table.Td key={column.key}>{formatCell(column, valueOf(row, column.key))}</Table.Td>
                    ))}
                  </Table.Tr>
                  {expansion !== undefined &&
                    subRows.map((subRow, index) => (
                      <Table.Tr key={index} className={classes.subRow} data-expansion={expansion}>
                        <Table.Td>{formatCell(first, valueOf(subRow, first.key))}</Table.Td>
                        {rest.map((column) => (
                          <Table.Td key={column.key}>{formatCell(column, valueOf(subRow, column.key))}</Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                </Fragment>
              );
            })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
