import {
  columnVisibilityFeature,
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
} from '@tanstack/react-table';
import type { ColumnDefinition } from '@contract/columns';
import type { DisplayRow } from '@contract/engine';

/**
 * Sorting and visibility are table state only: the engine sorts (no client row model), and
 * the visible columns it receives decide the export too.
 */
export const tableFeaturesUsed = tableFeatures({ rowSortingFeature, columnVisibilityFeature });

export const ACTIONS_COLUMN_ID = 'actions';

const helper = createColumnHelper<typeof tableFeaturesUsed, DisplayRow>();

/** Fixed widths keep the layout still while windows of rows arrive during scrolling. */
export function columnWidth(column: ColumnDefinition, isFirst: boolean): number {
  if (isFirst) return 240;
  return column.format === 'text' ? 180 : 130;
}
export const ACTIONS_COLUMN_WIDTH = 112;

function dataColumn(column: ColumnDefinition, isFirst: boolean) {
  return helper.accessor((row): unknown => row.values[column.key] ?? null, {
    id: column.key,
    header: column.label,
    enableHiding: !isFirst && column.alwaysVisible !== true,
  });
}

/**
 * TanStack column definitions (headers, sort and visibility) from the server's: consecutive
 * columns of one `group` share a group header (the sales groups, part 2 §2.5); row actions come
 * first so they stay in view. The body renders its cells itself (body-columns.tsx).
 */
export function buildTableColumns(definitions: readonly ColumnDefinition[], hasRowActions: boolean) {
  const columns: ColumnDef<typeof tableFeaturesUsed, DisplayRow, unknown>[] = [];
  if (hasRowActions) {
    columns.push(
      helper.display({
        id: ACTIONS_COLUMN_ID,
        header: 'Actions',
        enableHiding: false,
        enableSorting: false,
      }),
    );
  }
  let index = 0;
  while (index < definitions.length) {
    const first = definitions[index];
    if (first === undefined) break;
    if (first.group === undefined) {
      columns.push(dataColumn(first, index === 0));
      index++;
      continue;
    }
    const members: ColumnDef<typeof tableFeaturesUsed, DisplayRow, unknown>[] = [];
    const group = first.group;
    while (index < definitions.length && definitions[index]?.group === group) {
      const member = definitions[index];
      if (member !== undefined) members.push(dataColumn(member, index === 0));
      index++;
    }
    columns.push(helper.group({ id: `group:${group}:${index}`, header: group, columns: members }));
  }
  return columns;
}
