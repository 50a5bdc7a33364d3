import { MISSING_VALUE } from '@contract/format';

/** The text of a labelled value of an entry (`name`, `developer`), or '-' when missing. */
export function labelledText(entry: { readonly [key: string]: unknown }, field: string): string {
  const labelled = entry[field];
  if (typeof labelled === 'object' && labelled !== null && 'value' in labelled) {
    const value = (labelled as { value: unknown }).value;
    if (value !== null && value !== undefined && value !== '') return String(value);
  }
  return MISSING_VALUE;
}

/** The text of a keyed value in an entry's `values` list (the rental address), or '-'. */
export function keyedValueText(entry: { readonly [key: string]: unknown }, key: string): string {
  const values = entry['values'];
  if (!Array.isArray(values)) return MISSING_VALUE;
  const found: unknown = values.find(
    (value: unknown) => typeof value === 'object' && value !== null && (value as { key?: unknown }).key === key,
  );
  return found === undefined ? MISSING_VALUE : labelledText({ found }, 'found');
}
