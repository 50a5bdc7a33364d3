import type { ColumnLink } from './columns';

/**
 * Where the API is served, same origin (part 1 §7, part 2 §7): the server registers its routes
 * under it, the UI and the engine call it, and the server runs a saved view's search by the path
 * under it that the view's request names.
 */
export const API_PATH = '/api/v1';

/**
 * The app's page of one record (part 1 §2 table links, part 2 §2.1 routes), as the app names
 * it: without the /database base, which only the UI's link helper adds
 * (src/components/links/). The seed stores these paths (transaction actions), the server checks
 * the record they name before sending one, and the tables link to them.
 */
export const RECORD_PAGE_PATHS: Readonly<Record<ColumnLink, string>> = {
  project: '/project/',
  sale: '/sale/',
  rental: '/rental/profile/',
};

export function recordPagePath(link: ColumnLink, id: string | number): string {
  return `${RECORD_PAGE_PATHS[link]}${encodeURIComponent(String(id))}`;
}

const RECORD_ID = /^[1-9]\d{0,9}$/;

/** The record a page path names (`/sale/12` -> sale 12), or null for any other path. */
export function recordOfPagePath(path: string): { link: ColumnLink; id: number } | null {
  for (const [link, prefix] of Object.entries(RECORD_PAGE_PATHS) as Array<[ColumnLink, string]>) {
    if (!path.startsWith(prefix)) continue;
    const id = path.slice(prefix.length);
    return RECORD_ID.test(id) ? { link, id: Number(id) } : null;
  }
  return null;
}
