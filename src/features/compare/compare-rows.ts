import type { ColumnDefinition } from '@contract/columns';
import { formatValue } from '@contract/format';
import type { LabelledValue } from '@contract/urban-project';

/** A keyed, labelled value of a compare entry (part 1 §3, part 2 §3 "Compare lists"). */
export type CompareValue = LabelledValue;

/** A row of the compare table; `format` and `percentScale` are the first entry's (its column's). */
export interface CompareRow extends Partial<Pick<ColumnDefinition, 'format' | 'percentScale'>> {
  key: string;
  label: string;
  values: Array<string | number | null>;
}

function valuesOf(entry: { readonly [key: string]: unknown }): CompareValue[] {
  const values = entry['values'];
  return Array.isArray(values) ? (values as CompareValue[]) : [];
}

/** Part 2 §2.12: only rows whose key is present in every entry are shown, in the first entry's order. */
export function compareRows(entries: ReadonlyArray<{ readonly [key: string]: unknown }>): CompareRow[] {
  if (entries.length === 0) return [];
  const byEntry = entries.map((entry) => new Map(valuesOf(entry).map((value) => [value.key, value])));
  return valuesOf(entries[0]!)
    .filter((value) => byEntry.every((values) => values.has(value.key)))
    .map((value) => ({
      key: value.key,
      label: value.label,
      ...(value.format === undefined ? {} : { format: value.format }),
      ...(value.percentScale === undefined ? {} : { percentScale: value.percentScale }),
      values: byEntry.map((values) => values.get(value.key)?.value ?? null),
    }));
}

/** A value as its column shows it, or as sent when the entry has no format (an older saved list). */
export function compareValueText(row: CompareRow, value: string | number | null): string {
  return formatValue(value, row);
}
