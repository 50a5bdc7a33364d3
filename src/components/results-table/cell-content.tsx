import type { ReactNode } from 'react';
import type { ColumnDefinition, ColumnLink } from '@contract/columns';
import type { CellValue } from '@contract/search';
import { formatCell, MISSING_VALUE } from '@contract/format';
import {
  ADDRESS_FIELDS,
  isUrbanActionFlag,
  stripHtmlTags,
  URBAN_ACTION_FIELD,
  URBAN_ACTION_FLAGGED,
  urbanActionHref,
} from '@contract/project-display';
import { recordPagePath } from '@contract/app-paths';
import { plainAnchor } from '../links/plain-anchor';
import { MISSING_FILE_NUMBER } from './results-table-constants';
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

export const URBAN_ACTION_LINK_TEXT = 'View';

/** Part 1 §3 project row display: a flagged project reads YES, otherwise its UrbanAction link when it has one. */
function urbanActionContent(values: Record<string, CellValue>): ReactNode {
  if (isUrbanActionFlag(values[URBAN_ACTION_FIELD])) return URBAN_ACTION_FLAGGED;
  const href = urbanActionHref((field) => values[field]);
  if (href === null) return MISSING_VALUE;
  return plainAnchor(href, URBAN_ACTION_LINK_TEXT, { newTab: true });
}

/** The app path of the record a link column points at (without the base path, which the link adds). */
export function recordPath(link: ColumnLink, values: Record<string, CellValue>): string | null {
  const id = recordId(link, values);
  return id === null ? null : recordPagePath(link, id);
}

/**
 * One cell as the spec shows it: header and total rows put their group name in the first
 * column; leaf values are formatted from the column definition (missing values show '-');
 * project names and file numbers link to their pages in a new tab (part 1 §2), a missing file
 * number reading N/A; addresses lose their HTML tags and the UrbanAction column reads YES or
 * a link (part 1 §3 project row display). A plain function rather than a component: it runs for every cell
 * scrolled into view, and an extra component layer per cell is measurable over 100,000 rows.
 */
export function cellContent(column: ColumnDefinition, row: DisplayRow, isFirst: boolean): ReactNode {
  if (isFirst && row.kind !== 'leaf') return row.label;
  if (row.kind === 'leaf' && column.key === URBAN_ACTION_FIELD) return urbanActionContent(row.values);
  const value = row.values[column.key];
  const formatted = formatCell(column, value);
  const text = ADDRESS_FIELDS.has(column.key) ? stripHtmlTags(formatted) : formatted;
  if (row.kind !== 'leaf' || column.link === undefined) return text;
  const path = recordPath(column.link, row.values);
  const shown =
    column.link === 'sale' && (value === null || value === undefined || value === '') ? MISSING_FILE_NUMBER : text;
  return path === null ? shown : plainAnchor(path, shown, { newTab: true });
}
