import { safeHref } from '@contract/project-display';

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Part 2 §5: "Website URLs get https:// prefixed when no scheme is present" (`www.x.example` ->
 * `https://www.x.example`). A value with another scheme (`javascript:`, `ftp:`) is not a link.
 */
export function websiteHref(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const withScheme = HAS_SCHEME.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
  const href = safeHref(withScheme);
  return href !== null && /^https?:\/\//i.test(href) ? href : null;
}

/**
 * Where a profile detail item's url leads: a path of ours as it is (a same-origin link), any other
 * address a website by the rule above (part 2 §5), which opens in a new tab. Null: no link.
 */
export function detailItemHref(url: string | null | undefined): { href: string; website: boolean } | null {
  if (typeof url === 'string' && url.startsWith('/')) {
    const path = safeHref(url);
    return path === null ? null : { href: path, website: false };
  }
  const website = websiteHref(url);
  return website === null ? null : { href: website, website: true };
}
