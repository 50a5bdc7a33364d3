/**
 * The "About this export" sheet of an XLSX export: label/value rows that say what the file
 * holds. The UI thread describes the page and the search parameters (it alone knows option
 * names such as region names, `ExportOptions.about`); this module adds what the worker knows:
 * the client filters in words (each definition's label, the column label for numeric ranges), the polygon's point count, the selection of areas in words, the sort, the row count, the data's as-of date
 * and the export time.
 */
import { areaSelectionInWords } from '@contract/area-selection';
import type { ColumnDefinition } from '@contract/columns';
import { isoLocalTime } from '@contract/dates';
import { allFilled, definitionKeys, rangeBoundTexts, type SearchFilterDefinition } from '@contract/filter-definitions';
import type { ExportAbout, SortDirection } from '@contract/engine';
import { FROM_CHIP, TO_CHIP } from './chips';
import { acceptedParams, flagValue } from '@contract/client-params';
import type { PreparedDataset, ViewState } from './view';

export const ABOUT_SHEET_NAME = 'About this export';

/** The labels of the rows the worker adds. */
export const ABOUT_LABELS = {
  page: 'Page',
  polygon: 'Polygon Points',
  areas: 'Selected Areas',
  sort: 'Sort',
  rows: 'Rows',
  dataAsOf: 'Data As Of',
  exportedAt: 'Exported At',
} as const;

export const SORT_DIRECTION_WORDS: Readonly<Record<SortDirection, string>> = {
  desc: 'descending',
  asc: 'ascending',
};

/** Shown for the sort when none is set: the table keeps its groups and totals (part 1 §2). */
export const UNSORTED_WORDS = 'None (grouped, with totals)';

export interface AboutRow {
  label: string;
  /** Numbers stay numbers (the row count keeps a native number format). */
  value: string | number;
}

function rangeWords(from: string | undefined, to: string | undefined): string {
  return [from === undefined ? null : `${FROM_CHIP} ${from}`, to === undefined ? null : `${TO_CHIP} ${to}`]
    .filter((part) => part !== null)
    .join(', ');
}

/** One client filter in words, or null when it has no value in effect. */
function filterRow(
  definition: SearchFilterDefinition,
  params: ViewState['spec']['clientParams'],
  columnsByKey: ReadonlyMap<string, ColumnDefinition>,
): AboutRow | null {
  switch (definition.type) {
    case 'numberRange':
    case 'dateRange': {
      const { from, to } = rangeBoundTexts(definition.name, params);
      if (from === undefined && to === undefined) return null;
      // A numeric range filters a column: it is named as the table names that column.
      const label =
        definition.type === 'numberRange'
          ? (columnsByKey.get(definition.field)?.label ?? definition.label)
          : definition.label;
      return { label, value: rangeWords(from, to) };
    }
    case 'radio': {
      const value = flagValue(definition, params);
      if (value === undefined) return null;
      const words = definition.options.find((option) => option.value === value)?.label ?? value;
      return { label: definition.label, value: words };
    }
    case 'selection': {
      const ids = allFilled(params, definitionKeys(definition));
      if (ids.length === 0) return null;
      const names = ids.map((id) => definition.options.find((option) => String(option.id) === id)?.name ?? id);
      return { label: definition.label, value: names.join(', ') };
    }
    case 'autocompleteSelection':
    case 'text': {
      const values = allFilled(params, definitionKeys(definition));
      return values.length === 0 ? null : { label: definition.label, value: values.join(', ') };
    }
  }
}

/** The rows of the About sheet, in reading order. */
export function aboutRows(
  prepared: PreparedDataset,
  view: ViewState,
  about: ExportAbout | undefined,
  exportedAt: number,
): AboutRow[] {
  const rows: AboutRow[] = [];
  if (about !== undefined) {
    rows.push({ label: ABOUT_LABELS.page, value: about.page });
    for (const line of about.search) rows.push({ label: line.label, value: line.value });
  }
  const definitions = view.spec.context?.filters ?? [];
  const params = acceptedParams(definitions, view.spec.clientParams);
  const columnsByKey = new Map(prepared.dataset.columns.map((column) => [column.key, column]));
  for (const definition of definitions) {
    const row = filterRow(definition, params, columnsByKey);
    if (row !== null) rows.push(row);
  }
  if (view.decoded.polygon !== null) rows.push({ label: ABOUT_LABELS.polygon, value: view.decoded.polygon.length });
  for (const predicate of view.decoded.predicates)
    if (predicate.kind === 'areas')
      rows.push({ label: ABOUT_LABELS.areas, value: areaSelectionInWords(predicate.selection) });
  const sortColumn = view.sort === null ? undefined : columnsByKey.get(view.sort.key);
  rows.push({
    label: ABOUT_LABELS.sort,
    value:
      view.sort === null || sortColumn === undefined
        ? UNSORTED_WORDS
        : `${sortColumn.label} (${SORT_DIRECTION_WORDS[view.sort.direction]})`,
  });
  rows.push({ label: ABOUT_LABELS.rows, value: view.rows.length });
  if (about?.dataAsOf) rows.push({ label: ABOUT_LABELS.dataAsOf, value: about.dataAsOf });
  rows.push({ label: ABOUT_LABELS.exportedAt, value: isoLocalTime(exportedAt) });
  return rows;
}
