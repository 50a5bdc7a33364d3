/**
 * Text filters and full text search accept only letters, digits, space, '-', '_', '.' and '~'
 * (part 1 §5, part 2 §5); the message shown is URL_SAFE_MESSAGE in src/api/messages.ts.
 * "Letters" includes accented letters (Unicode letters), as street and company names need them.
 */
const UNSAFE = /[^\p{L}\p{N} \-_.~]/gu;

export function hasUnsafeCharacters(text: string): boolean {
  UNSAFE.lastIndex = 0;
  return UNSAFE.test(text);
}

/** Strips every character outside the url-safe set; an empty result becomes null. */
export function toUrlSafeText(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const stripped = text.replace(UNSAFE, '');
  return stripped.trim() === '' ? null : stripped;
}
