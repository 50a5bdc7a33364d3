/**
 * The text of a results-table cell as the table shows it (part 1 §3 row display, part 2 §2.5):
 * header and total rows put their group name in the first column; leaf values are formatted from
 * their column definition (missing values '-'); addresses lose their HTML tags; the UrbanAction
 * column reads YES or its link's text; a sale without a file number reads N/A. The table adds the
 * links (src/components/results-table/cell-content.tsx); the PDF of a table writes this text.
 */
import type { ColumnDefinition } from './columns';
import type { DisplayRow } from './engine';
import { formatCell, MISSING_VALUE } from './format';
import {
  ADDRESS_FIELDS,
  isUrbanActionFlag,
  stripHtmlTags,
  URBAN_ACTION_FIELD,
  URBAN_ACTION_FLAGGED,
  urbanActionHref,
} from './project-display';

/** The text of a project's UrbanAction link. */
export const URBAN_ACTION_LINK_TEXT = 'View';

/** Sales file numbers that are missing show this text (part 1 §2; part 2 §2.5). */
export const MISSING_FILE_NUMBER = 'N/A';

/** UrbanAction's text (part 1 §3): YES when flagged, the link's text when it has one, else '-'. */
export function urbanActionText(values: DisplayRow['values']): string {
  if (isUrbanActionFlag(values[URBAN_ACTION_FIELD])) return URBAN_ACTION_FLAGGED;
  return urbanActionHref((field) => values[field]) === null ? MISSING_VALUE : URBAN_ACTION_LINK_TEXT;
}

/** One cell's text; `isFirst` for the table's first column. */
export function cellText(
  column: Pick<ColumnDefinition, 'key' | 'format' | 'percentScale' | 'link'>,
  row: Pick<DisplayRow, 'kind' | 'label' | 'values'>,
  isFirst: boolean,
): string {
  if (isFirst && row.kind !== 'leaf') return row.label;
  if (row.kind === 'leaf' && column.key === URBAN_ACTION_FIELD) return urbanActionText(row.values);
  const value = row.values[column.key];
  const formatted = formatCell(column, value);
  const text = ADDRESS_FIELDS.has(column.key) ? stripHtmlTags(formatted) : formatted;
  if (row.kind === 'leaf' && column.link === 'sale' && (value === null || value === undefined || value === '')) {
    return MISSING_FILE_NUMBER;
  }
  return text;
}
