/**
 * Text filters and full text search accept only letters, digits, space, '-', '_', '.' and '~'
 * (part 1 §5, part 2 §5); invalid characters are stripped and an empty text becomes null. The
 * message shown is URL_SAFE_MESSAGE in contract/messages.ts. "Letters" are Unicode letters, accented
 * ones included (street, building and company names need them: 'Montréal'); a letter typed as a
 * base letter with a combining accent is composed first (NFC), so it is kept whole. The server's
 * query schemas (server/http/validate.ts) and the UI's search state both strip with this one rule.
 */
const UNSAFE = /[^\p{L}\p{N} \-_.~]/gu;

export function hasUnsafeCharacters(text: string): boolean {
  UNSAFE.lastIndex = 0;
  return UNSAFE.test(text.normalize('NFC'));
}

/** Strips every character outside the url-safe set; an empty (or blank) result becomes null. */
export function toUrlSafeText(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const stripped = text.normalize('NFC').replace(UNSAFE, '');
  return stripped.trim() === '' ? null : stripped;
}
