import type { ReactNode } from 'react';
import type { ColumnDefinition, ColumnLink } from '@contract/columns';
import type { CellValue } from '@contract/search';
import { cellText, URBAN_ACTION_LINK_TEXT, urbanActionText } from '@contract/cell-text';
import { URBAN_ACTION_FIELD, urbanActionHref } from '@contract/project-display';
import { recordPagePath } from '@contract/app-paths';
import { plainAnchor } from '../links/plain-anchor';
import type { DisplayRow } from '@contract/engine';

/** The record id a link column points at; rows carry it under the name their API uses. */
const ID_FIELDS: Record<ColumnLink, readonly string[]> = {
  project: ['projectId', 'project_id', 'id'],
  sale: ['sale_id', 'id'],
  rental: ['property_id', 'id'],
};

function recordId(link: ColumnLink, values: Record<string, CellValue>): string | null {
  for (const field of ID_FIELDS[link]) {
    const value = values[field];
    if (value !== null && value !== undefined && value !== '') return String(value);
  }
  return null;
}

/** Part 1 §3 project row display: a flagged project reads YES, otherwise its UrbanAction link when it has one. */
function urbanActionContent(values: Record<string, CellValue>): ReactNode {
  const href = urbanActionHref((field) => values[field]);
  const text = urbanActionText(values);
  return href === null || text !== URBAN_ACTION_LINK_TEXT ? text : plainAnchor(href, text, { newTab: true });
}

/** The app path of the record a link column points at (without the base path, which the link adds). */
export function recordPath(link: ColumnLink, values: Record<string, CellValue>): string | null {
  const id = recordId(link, values);
  return id === null ? null : recordPagePath(link, id);
}

/**
 * One cell as the spec shows it: its text from `cellText` (`contract/cell-text.ts`, which the
 * PDF of a table writes too); project names and file numbers link to their pages in a new tab
 * (part 1 §2) and the UrbanAction column's link text is its link (part 1 §3 project row
 * display). A plain function rather than a component: it runs for every cell scrolled into
 * view, and an extra component layer per cell is measurable over 100,000 rows.
 */
export function cellContent(column: ColumnDefinition, row: DisplayRow, isFirst: boolean): ReactNode {
  if (row.kind === 'leaf' && column.key === URBAN_ACTION_FIELD) return urbanActionContent(row.values);
  const text = cellText(column, row, isFirst);
  if (row.kind !== 'leaf' || column.link === undefined) return text;
  const path = recordPath(column.link, row.values);
  return path === null ? text : plainAnchor(path, text, { newTab: true });
}
