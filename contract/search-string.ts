/**
 * The router's query-string format. Values stay text exactly as in the URL (no JSON
 * guessing, so `year=2024` stays "2024" and a shared URL reads the same as it was written); a
 * repeated key, or a key ending in "[]" as the spec's `regionId[]`, becomes a list.
 *
 * The app writes one form of list params: the bare name, repeated (`regionId=1&regionId=2`, as
 * part 2 §2.5's generated sales link), whatever spelling the search object uses. Reading accepts
 * both; each route's schema folds them together (contract/search-params.ts).
 */
export type SearchValue = string | string[];

/** The suffix of a list key's `[]` spelling (part 1 §3 `regionId[]`). */
export const LIST_KEY_SUFFIX = '[]';

/** The written name of a query key: a list key without its `[]`. */
export function writtenKey(key: string): string {
  return key.endsWith(LIST_KEY_SUFFIX) ? key.slice(0, -LIST_KEY_SUFFIX.length) : key;
}

export function parseSearchString(searchStr: string): Record<string, SearchValue> {
  const result: Record<string, SearchValue> = {};
  for (const [key, value] of new URLSearchParams(searchStr)) {
    const existing = result[key];
    if (existing === undefined) result[key] = key.endsWith(LIST_KEY_SUFFIX) ? [value] : value;
    else result[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return result;
}

function asText(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    const name = writtenKey(key);
    if (Array.isArray(value)) {
      for (const item of value as unknown[]) if (item !== undefined && item !== null) params.append(name, asText(item));
    } else {
      params.append(name, asText(value));
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
