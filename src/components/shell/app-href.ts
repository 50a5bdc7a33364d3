import { APP_BASE_PATH } from '@contract/shell-constants';

/**
 * A link from the server's configuration (landing links, footer links) is one of: a page of
 * this app (with or without the /database base), a server page outside the app (/user/...,
 * /api/...), or another site.
 */
export type ConfiguredHref = { kind: 'app'; path: string } | { kind: 'document'; href: string };

const SERVER_PREFIXES = ['/user/', '/api/'];

export function classifyHref(url: string): ConfiguredHref {
  if (!url.startsWith('/') || url.startsWith('//')) return { kind: 'document', href: url };
  if (SERVER_PREFIXES.some((prefix) => url.startsWith(prefix))) return { kind: 'document', href: url };
  if (url === APP_BASE_PATH || url.startsWith(`${APP_BASE_PATH}/`)) {
    return { kind: 'app', path: url.slice(APP_BASE_PATH.length) || '/' };
  }
  return { kind: 'app', path: url };
}

export function publicHref(appPath: string): string {
  return `${APP_BASE_PATH}${appPath}`;
}
