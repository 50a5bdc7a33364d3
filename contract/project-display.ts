/**
 * Part 1 §3 "Project table row display": addresses with their HTML tags stripped, and the
 * UrbanAction column reading YES for a flagged project, otherwise its link. The table and the
 * exports both show rows this way, so the rules live here once.
 */

/** Address fields may carry HTML from the server. */
export const ADDRESS_FIELDS: ReadonlySet<string> = new Set(['street_address', 'full_address', 'address']);
export const URBAN_ACTION_FIELD = 'urbanaction';
export const URBAN_ACTION_LINK_FIELDS = ['urbanActionLink', 'urbanaction_link'] as const;
export const URBAN_ACTION_FLAGGED = 'YES';

const HTML_TAG = /<[^>]*>/g;
const HTML_ENTITY = /&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos|nbsp);/gi;
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(match: string, entity: string): string {
  const lower = entity.toLowerCase();
  if (!lower.startsWith('#')) return NAMED_ENTITIES[lower] ?? match;
  const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number(lower.slice(1));
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
}

/**
 * The text of an HTML fragment: tags become spaces so `Main St<br>Unit 4` does not run
 * together, and the common entities read as their characters. Callers render the result as
 * text, so nothing from the server is ever interpreted as HTML.
 */
export function stripHtmlTags(text: string): string {
  if (!text.includes('<') && !text.includes('&')) return text;
  return text.replace(HTML_TAG, ' ').replace(HTML_ENTITY, decodeEntity).replace(/\s+/g, ' ').trim();
}

export function isUrbanActionFlag(value: unknown): boolean {
  return value === '1' || value === 1 || value === true;
}

/**
 * Only same-origin paths and http(s) URLs: a server value must never become a `javascript:` URL.
 * For picture sources, fetched paths and export cells; the UI's links are made by
 * src/components/links/ (which adds the app's base path to app pages).
 */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return /^(\/(?!\/)|https?:\/\/)/i.test(value) ? value : null;
}

/** The UrbanAction link of a row that is not flagged, when it has a safe one. */
export function urbanActionHref(readField: (field: string) => unknown): string | null {
  for (const field of URBAN_ACTION_LINK_FIELDS) {
    const href = safeHref(readField(field));
    if (href !== null) return href;
  }
  return null;
}
