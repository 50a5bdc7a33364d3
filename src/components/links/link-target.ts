import { APP_BASE_PATH } from '@contract/shell-constants';

/**
 * Where a link leads. Every link of the app is made from one (AppAnchor, plainAnchor, the
 * anchors of sanitized server HTML; lint forbids an href anywhere else, see eslint.config.js):
 * - app: a page of this app; its href carries the base path the app is served under (/database);
 * - server: a file or page the server answers outside the app (/api/..., /user/...), as it is;
 * - external: another site (http or https), as it is;
 * - local: a place on this page (#id), an e-mail address (mailto:) or a phone number (tel:).
 */
export type LinkTarget =
  { kind: 'app'; path: string; href: string } | { kind: 'server' | 'external' | 'local'; href: string };

const SERVER_PREFIXES = ['/api/', '/user/'];
const EXTERNAL = /^https?:\/\/[^/\\]/i;
const LOCAL = /^(#[\w-]+|mailto:[^\s:/]+@[^\s/]+|tel:\+?\d+)$/i;
/** `//host` and `/\host` leave the site: browsers read both as another host. */
const OTHER_HOST = /^\/[/\\]/;

/** The href of a page of this app: `/sale/12` -> `/database/sale/12`. */
export function appHref(appPath: string): string {
  return `${APP_BASE_PATH}${appPath}`;
}

/**
 * Where a URL from the app's code or the server's data (configuration, profiles, transaction
 * actions, report bodies) leads: a page of this app with or without its base path, a server
 * path, another site, a local target; null when it is none of these (`javascript:`, `//host`,
 * `ftp:`, a bare word), and then it is no link.
 */
export function linkTarget(url: unknown): LinkTarget | null {
  if (typeof url !== 'string' || url === '') return null;
  if (EXTERNAL.test(url)) return { kind: 'external', href: url };
  if (LOCAL.test(url)) return { kind: 'local', href: url };
  if (!url.startsWith('/') || OTHER_HOST.test(url)) return null;
  if (SERVER_PREFIXES.some((prefix) => url.startsWith(prefix))) return { kind: 'server', href: url };
  const path =
    url === APP_BASE_PATH || url.startsWith(`${APP_BASE_PATH}/`) ? url.slice(APP_BASE_PATH.length) || '/' : url;
  return { kind: 'app', path, href: appHref(path) };
}

/** Whether a value from the server leads somewhere, so it is rendered as a link rather than as text. */
export function isLink(url: unknown): url is string {
  return linkTarget(url) !== null;
}

/** target and rel of a link: one opening another tab never hands it this page (reverse tabnabbing). */
export function tabAttributes(newTab: boolean | undefined, target?: string, rel?: string) {
  return newTab || target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : { target, rel };
}
