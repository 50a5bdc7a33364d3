/**
 * The router's query-string format. Values stay text exactly as in the URL (no JSON
 * guessing, so `year=2024` stays "2024" and a shared URL reads the same as it was written); a
 * repeated key, or a key ending in "[]" as the spec's `regionId[]`, becomes a list.
 */
export type SearchValue = string | string[];

export function parseSearchString(searchStr: string): Record<string, SearchValue> {
  const result: Record<string, SearchValue> = {};
  for (const [key, value] of new URLSearchParams(searchStr)) {
    const existing = result[key];
    if (existing === undefined) result[key] = key.endsWith('[]') ? [value] : value;
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
    if (Array.isArray(value)) {
      for (const item of value as unknown[]) if (item !== undefined && item !== null) params.append(key, asText(item));
    } else {
      params.append(key, asText(value));
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
