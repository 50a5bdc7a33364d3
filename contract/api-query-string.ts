import type { ApiParams } from './engine';

/**
 * The query string of a search's API call, as the engine fetches it (workers/engine-service.ts)
 * and as the server runs a saved view's search itself (server/queries/visits/saved-view-rows.ts).
 */

/** API params as a query string: lists repeat their name, empty values are left out. */
export function queryString(params: ApiParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value))
      for (const entry of value as ReadonlyArray<string | number>) search.append(name, String(entry));
    else search.append(name, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
