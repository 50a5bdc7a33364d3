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
