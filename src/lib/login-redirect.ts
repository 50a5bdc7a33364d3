import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { COMPRESSED_QUERY_PARAM } from '@contract/search-query';

/** The provider's login page; it sends the user back to `destination?q=...` (part 2 §2.1). */
export const PROVIDER_LOGIN_PATH = '/user/login';

/**
 * Builds the provider login URL for a page the visitor asked for. `destination` is the full
 * public path (including the app's base path) and the original query travels compressed as one
 * parameter, so nested or repeated parameters survive the provider untouched.
 */
export function providerLoginUrl(destinationPath: string, originalQuery: string): string {
  const params = new URLSearchParams({ destination: destinationPath });
  const query = originalQuery.replace(/^\?/, '');
  if (query !== '') params.set(COMPRESSED_QUERY_PARAM, compressToEncodedURIComponent(query));
  return `${PROVIDER_LOGIN_PATH}?${params.toString()}`;
}

/**
 * When the provider sends the user back, the search string is exactly `?q=<compressed>`;
 * this returns the original query (without "?") or null when the search is anything else or
 * `q` does not decompress.
 */
export function restoredQuery(searchStr: string): string | null {
  const params = new URLSearchParams(searchStr);
  const keys = [...params.keys()];
  if (keys.length !== 1 || keys[0] !== COMPRESSED_QUERY_PARAM) return null;
  const compressed = params.get(COMPRESSED_QUERY_PARAM) ?? '';
  const decompressed = decompressFromEncodedURIComponent(compressed);
  return decompressed ? decompressed.replace(/^\?/, '') : null;
}
