/** Where a login goes when no usable destination was given: the app's start page. */
export const DEFAULT_DESTINATION = '/database/';

const PARSING_BASE = 'http://marketview.invalid';
/** Pages a successful login must not land on again. */
const LOGIN_PAGES = ['/user/login', '/user/logout'];

/**
 * A same-origin path only, so the login page cannot be used as an open redirect. Protocol-relative (`//evil`), backslash
 * (`/\evil`, which browsers treat as `//`), absolute URLs and control characters fall back to
 * the app. The result is re-serialised, so it is percent-encoded and safe for a Location header.
 */
export function safeDestination(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || hasBackslashOrControl(value)) {
    return DEFAULT_DESTINATION;
  }
  let url: URL;
  try {
    url = new URL(value, PARSING_BASE);
  } catch {
    return DEFAULT_DESTINATION;
  }
  if (url.origin !== PARSING_BASE || LOGIN_PAGES.includes(url.pathname)) return DEFAULT_DESTINATION;
  return `${url.pathname}${url.search}${url.hash}`;
}

function hasBackslashOrControl(value: string): boolean {
  return [...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/** Appends the compressed original query (`q`) the app restores after login (part 2 §2.1). */
export function destinationWithQuery(destination: string, q: string): string {
  if (q === '') return destination;
  const hashAt = destination.indexOf('#');
  const [beforeHash, hash] =
    hashAt === -1 ? [destination, ''] : [destination.slice(0, hashAt), destination.slice(hashAt)];
  const separator = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${separator}q=${encodeURIComponent(q)}${hash}`;
}
