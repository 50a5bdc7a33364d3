import { memo } from 'react';
import { FlexRender, type Header, type HeaderGroup, type SortingState } from '@tanstack/react-table';
import type { ColumnDefinition } from '@contract/columns';
import { isNumericColumn } from '@contract/columns';
import type { tableFeaturesUsed } from './results-table-columns';
import classes from './results-table.module.css';
import type { DisplayRow } from '@contract/engine';

type Features = typeof tableFeaturesUsed;

const ARIA_SORT = { desc: 'descending', asc: 'ascending' } as const;
const SORT_INDICATOR = { desc: '▼', asc: '▲' } as const;

/**
 * No table instance among the props: `useTable` returns a new one on every render, which
 * would re-render the header on every scrolled frame.
 */
interface ResultsTableHeadProps {
  headerGroups: HeaderGroup<Features, DisplayRow>[];
  definitionsByKey: ReadonlyMap<string, ColumnDefinition>;
  /** Re-renders the headers when the sort changes (their state is read from the table). */
  sorting: SortingState;
}

function HeaderCell({
  header,
  definition,
}: {
  header: Header<Features, DisplayRow, unknown>;
  definition: ColumnDefinition | undefined;
}) {
  const isGroup = header.subHeaders.length > 0;
  const numeric = definition !== undefined && isNumericColumn(definition);
  const className = [isGroup ? classes.groupHeader : '', numeric ? classes.numeric : ''].join(' ').trim() || undefined;
  // Header rows are grids of the body's column tracks: a spanning header spans tracks.
  const span = header.colSpan > 1 ? { gridColumn: `span ${header.colSpan}` } : undefined;
  if (header.isPlaceholder) return <td colSpan={header.colSpan} style={span} aria-hidden="true" />;
  if (!header.column.getCanSort() || isGroup) {
    return (
      <th
        role="columnheader"
        colSpan={header.colSpan}
        style={span}
        scope={isGroup ? 'colgroup' : 'col'}
        className={className}
      >
        <FlexRender header={header} />
      </th>
    );
  }
  const sorted = header.column.getIsSorted();
  return (
    <th
      role="columnheader"
      colSpan={header.colSpan}
      style={span}
      scope="col"
      className={className}
      aria-sort={sorted === false ? 'none' : ARIA_SORT[sorted]}
    >
      {/* A real button: the sort cycles by click, Enter or Space (part 1 §2). */}
      <button type="button" className={classes.sortButton} onClick={header.column.getToggleSortingHandler()}>
        <FlexRender header={header} />
        <span className={classes.sortIndicator} aria-hidden="true">
          {sorted === false ? '↕' : SORT_INDICATOR[sorted]}
        </span>
      </button>
    </th>
  );
}

/**
 * The fixed header: group headers (sales column groups) over the column headers, each sortable
 * header exposing `aria-sort`. Memoized: scrolling does not re-render it.
 */
export const ResultsTableHead = memo(function ResultsTableHead({
  headerGroups,
  definitionsByKey,
}: ResultsTableHeadProps) {
  return (
    <thead role="rowgroup" className={classes.head}>
      {/* No columns yet (a new search loading): no header row, since a row needs cells (WAI-ARIA). */}
      {headerGroups
        .filter((group) => group.headers.length > 0)
        .map((group, groupIndex) => (
          <tr key={group.id} role="row" aria-rowindex={groupIndex + 1}>
            {group.headers.map((header) => (
              <HeaderCell key={header.id} header={header} definition={definitionsByKey.get(header.column.id)} />
            ))}
          </tr>
        ))}
    </thead>
  );
});
