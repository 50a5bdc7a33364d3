import { APP_BASE_PATH } from '@contract/shell-constants';
import { SAVED_VIEW_PAGES } from '@contract/saved-views';
import type { AppRoute } from './app-routes';

/**
 * The link check's rules about a URL alone (no browser): which paths are the app's, a link's
 * shape, and what makes a link dead by its form. Unit-tested in tests/unit/e2e/crawl.
 */

/** A value no link should carry: what a missing field turns into when it is written into a URL. */
const EMPTY_VALUES = new Set(['', 'undefined', 'null', 'NaN', '[object Object]']);

export function isAppPath(pathname: string): boolean {
  return pathname === APP_BASE_PATH || pathname.startsWith(`${APP_BASE_PATH}/`);
}

export function appPathOf(pathname: string): string {
  return pathname.slice(APP_BASE_PATH.length) || '/';
}

export function splitQuery(path: string): [string, string] {
  const at = path.indexOf('?');
  return at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at + 1)];
}

/** The results pages (contract/saved-views.ts): their rows come from a search, shown in a results table. */
export function isResultsPath(path: string): boolean {
  return (SAVED_VIEW_PAGES as readonly string[]).includes(path);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The values of a route's `$` segments in a path. */
export function paramValues(route: AppRoute, path: string): string[] {
  const segments = splitQuery(path)[0]
    .split('/')
    .filter((segment) => segment !== '');
  return route.segments.flatMap((segment, index) =>
    segment.startsWith('$') ? [decodeURIComponent(segments[index] ?? '')] : [],
  );
}

/** Links of one shape: the route, and the query keys they carry. */
export function linkShape(route: AppRoute, path: string): string {
  const keys = [...new Set(new URLSearchParams(splitQuery(path)[1]).keys())].sort();
  return `${route.pattern}${keys.length > 0 ? `?${keys.join('&')}` : ''}`;
}

/**
 * What makes an app link dead by its form alone: no route of the route table takes its path, or
 * it carries a value no page can use (a missing field written into the URL).
 */
export function appLinkFormProblem(route: AppRoute | null, path: string): string | null {
  if (route === null) return 'no route of the app takes this path (the Not found page)';
  const [pathname, query] = splitQuery(path);
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const emptyParam = route.segments.findIndex(
    (segment, index) => segment.startsWith('$') && EMPTY_VALUES.has(segments[index]!),
  );
  if (emptyParam !== -1) return `its ${route.segments[emptyParam]} is "${segments[emptyParam]}"`;
  for (const [key, value] of new URLSearchParams(query)) {
    if (EMPTY_VALUES.has(value)) return `its query has ${key}=${value === '' ? '(nothing)' : value}`;
  }
  return null;
}

/**
 * Links out of the app leave it by design and there is no internet here: their form is checked.
 * mailto: needs an address, tel: a phone number, web links an http(s) URL with a host name.
 */
export function externalFormProblem(url: URL): string | null {
  if (url.protocol === 'mailto:') {
    return /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(decodeURIComponent(url.pathname)) ? null : 'not an e-mail address';
  }
  if (url.protocol === 'tel:') return /^\+?[0-9]{7,15}$/.test(url.pathname) ? null : 'not a phone number';
  if (url.protocol === 'https:' || url.protocol === 'http:') {
    return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) ? null : 'no valid host name';
  }
  return `a ${url.protocol} link leads nowhere a visitor can follow`;
}
