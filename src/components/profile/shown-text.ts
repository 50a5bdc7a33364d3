import { MISSING_VALUE } from '@contract/format';

/** A profile value as text: missing values show '-' as everywhere in the product (MEASURES.md "Display"). */
export function shownText(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? MISSING_VALUE : String(value);
}
