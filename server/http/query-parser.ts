/** A query value as the routes see it: one string, or a list when the key repeats or ends in `[]`. */
export type QueryValue = string | string[];

const LIST_SUFFIX = '[]';

/**
 * Fastify querystring parser. `regionId[]=1&regionId[]=2`, `regionId=1&regionId=2` and
 * `regionId[]=1` all give `regionId: ['1', '2']` (or `['1']`); a single plain key gives a string.
 * Keys are stored as own data properties, so `__proto__=x` cannot reach any prototype.
 */
export function parseQueryString(queryString: string): Record<string, QueryValue> {
  const values = new Map<string, QueryValue>();
  for (const [rawKey, value] of new URLSearchParams(queryString)) {
    const isList = rawKey.endsWith(LIST_SUFFIX);
    const key = isList ? rawKey.slice(0, -LIST_SUFFIX.length) : rawKey;
    if (key === '') continue;
    const previous = values.get(key);
    if (previous === undefined) values.set(key, isList ? [value] : value);
    else values.set(key, [...(Array.isArray(previous) ? previous : [previous]), value]);
  }
  return Object.fromEntries(values);
}
