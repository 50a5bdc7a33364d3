import type { ExportAboutLine } from '@contract/engine';

/**
 * Helpers the views share to put their search in words for the XLSX "About this export" sheet
 * (ExportAbout.search): each view names its controls by the labels its filter panel shows.
 */

/** A search in words for the About sheet: its lines and the data's as-of date the search gives. */
export interface SearchInWords {
  search: readonly ExportAboutLine[];
  /** The searched period in the page's words (the rows carry no as-of date), or null. */
  dataAsOf: string | null;
}

/** Names of the chosen ids, in the order chosen; an id the options lack is shown as it is. */
export function namesOf(ids: readonly string[], options: ReadonlyArray<{ id: number | string; name: string }>): string {
  const byId = new Map(options.map((option) => [String(option.id), option.name]));
  return ids.map((id) => byId.get(id) ?? id).join(', ');
}

/** The label of the chosen option of a select, or the value itself when the options lack it. */
export function optionLabelOf(
  value: string | undefined,
  options: ReadonlyArray<{ value: string; label: string }>,
): string {
  if (value === undefined) return '';
  return options.find((option) => option.value === value)?.label ?? value;
}

/** A period from one bound to another, e.g. "Q1 2025 to Q3 2026"; one bound alone when both are the same. */
export function periodWords(from: string, to: string): string {
  return from === to ? from : `${from} to ${to}`;
}

/** Controls left blank say nothing, as their empty fields do. */
export function filledLines(lines: readonly ExportAboutLine[]): ExportAboutLine[] {
  return lines.filter((line) => line.value !== '');
}
