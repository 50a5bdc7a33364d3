import { toUrlSafeText } from './url-safe';

/**
 * Full Text Search (part 1 §2, §5; part 2 §2.5, §5), the one rule every search applies:
 *
 * - The search text is made url-safe (toUrlSafeText) and so is the text it is looked for in
 *   (part 1 §5: "The address text used for full-text search is stripped the same way").
 * - Both are folded: accents removed and lower case, so 'Montréal', 'MONTREAL' and 'montreal' are
 *   the same word.
 * - The search text splits into words at spaces; a row matches when every word occurs (anywhere,
 *   also inside a longer word) in the folded text of the search's named fields. No words: every
 *   row matches.
 *
 * The folding happens in JavaScript on both sides, so SQLite and PostgreSQL agree: a search that
 * runs in SQL keeps the folded text of its fields in a column and looks for each folded word with
 * LIKE (sales: `sales.search_text`).
 */

/** Accents removed (NFD, then the combining marks dropped) and lower case. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a search text, folded; none for a blank or entirely unsafe text. */
export function fullTextWords(text: string | null | undefined): string[] {
  const safe = toUrlSafeText(text);
  return safe === null
    ? []
    : fold(safe)
        .split(' ')
        .filter((word) => word !== '');
}

/** The folded text a row is searched in: its named fields, url-safe, joined by a space. */
export function fullTextOf(fields: ReadonlyArray<string | null | undefined>): string {
  return fields
    .map((field) => fold(toUrlSafeText(field) ?? ''))
    .filter((field) => field !== '')
    .join(' ');
}

/** Every word occurs in the row's folded text (fullTextOf). */
export function matchesFullText(words: readonly string[], text: string): boolean {
  return words.every((word) => text.includes(word));
}
