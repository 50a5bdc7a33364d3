/**
 * How a search answer travels as Arrow IPC (the engine's columnar transport; the JSON answer of
 * the spec's API stays the default). Shared by the server that writes it (server/http/arrow-body.ts)
 * and the engine worker that keeps its buffers as columns (workers/service/arrow-response.ts).
 *
 * The stream holds one column per row field, in the order the fields first occur in the JSON rows
 * (the encodings are chosen per column for size, server/http/arrow-columns.ts):
 * - numbers: int8, int16 or int32, the narrowest that holds every value, when every value is an
 *   integer in its range; decimal32 (precision 9) when every
 *   value is exactly a decimal of at most 9 digits, its units divided by 10^scale giving back the
 *   JSON's number; else float64 with NaN written in the null slots as well as the validity bitmap
 *   clearing them, so the values buffer is the engine's column as it is;
 * - booleans: bool;
 * - texts: dictionary-encoded utf8 with int8, int16 or int32 indices, the narrowest that counts
 *   the answer's entries (-1 written in the null slots for the same reason; the engine widens
 *   narrower indices to int32 once), when values repeat, plain utf8 when they are nearly all distinct; one dictionary may be
 *   shared by several fields (one dictionary id in the schema);
 * - texts of several lines whose lines repeat (a sale's vendor and purchaser texts): a list of the
 *   lines as dictionary indices, marked with ARROW_LINES_FIELD; a null line is the row's value of
 *   the field its ARROW_FROM_ROW names (the party's name, whose dictionary the lines share);
 * - a field with no value in the answer: float64, all null;
 * - lists and objects (a sale's addresses): nested Arrow lists and structs; a struct child equal to
 *   a top-level field of its row (an address's city and coordinates are the sale's own) is sent
 *   null there with the item's bit set in the ARROW_FROM_ROW_MASK child (ARROW_FROM_ROW);
 * - a field whose values mix kinds: utf8 holding each value's JSON text, marked with ARROW_JSON_FIELD.
 * Every reader gets the nulls from the validity bitmaps. The stream is a standard Arrow IPC stream
 * (any reader decodes it); the engine's reader (workers/service/arrow-response.ts) also applies
 * the marketview: metadata, which gives back exactly the JSON's rows. The widest sales search:
 * 424 B a row raw, 152 at brotli quality 2, against 1,827 and 263 for its JSON (bench/RESULTS.md).
 * Everything else in the answer (tableHeaders, clamped, clamped_message, table notes) is the
 * schema's ARROW_ENVELOPE metadata: the JSON answer without its rows, whose place ARROW_ROWS_PATH names.
 *
 * The stream's order: the schema; each dictionary's first batch, the entries the first record
 * batch's rows use (in first use order); the first record batch (ARROW_FIRST_BATCH_ROWS rows); then
 * each dictionary's delta (isDelta: the entries the other rows add after them) and the record batch
 * of the other rows; the end-of-stream marker. The head, up to the first record batch, is the first
 * rows as a stream of their own: the server compresses and flushes it before it compresses the rest
 * (server/search-pool/built-body.ts), the engine shows it while the rest arrives, and each
 * dictionary batch is decoded once for both (workers/service/arrow-response.ts).
 */

/** The media type the engine asks for (`Accept`) and the server answers with. */
export const ARROW_STREAM_TYPE = 'application/vnd.apache.arrow.stream';

/** Schema metadata: the answer's JSON without its rows (an empty list in their place). */
export const ARROW_ENVELOPE = 'marketview:envelope';

/** Schema metadata: where the rows sit in the answer, as keys joined by '/' (`data`, or `data/0/data` for sales, part 2 §7). */
export const ARROW_ROWS_PATH = 'marketview:rows';

/**
 * Schema metadata of a grouped answer's stream: the group's key in the answer. A grouped answer
 * (the landing search, part 1 §2: an object of result groups, each with its own rows and
 * columns) is one stream per group, back to back in the answer's key order, each laid out as
 * above with its group as the envelope; an answer with no group is no stream at all.
 */
export const ARROW_GROUP_KEY = 'marketview:group';

/** Field metadata: the column holds each value's JSON text (a field whose values mix kinds). */
export const ARROW_JSON_FIELD = 'marketview:json';

/**
 * Field metadata: a text field sent as a list of its lines (list of dictionary-encoded utf8, the
 * dictionary shared with a text field that holds the same texts, e.g. the party of a party's text);
 * the value is its lines joined by ARROW_LINE_SEPARATOR, null when the list is null.
 */
export const ARROW_LINES_FIELD = 'marketview:lines';

/** What the lines of an ARROW_LINES_FIELD are split at and joined by. */
export const ARROW_LINE_SEPARATOR = '\n';

/**
 * Field metadata on a child of a struct listed in a top-level field (a sale's addresses): where an
 * item's value equals the row's value of the top-level field this names (the address's street,
 * city and coordinates are most often the sale's own), the child is null there and the item's
 * bit is set in the struct's ARROW_FROM_ROW_MASK child: bit k stands for the k-th child carrying
 * this metadata, in the struct's order. A reader gives such a child the row's value and leaves
 * the mask child out of the item.
 */
export const ARROW_FROM_ROW = 'marketview:from-row';

/** The name of the int32 struct child holding each item's ARROW_FROM_ROW bits. */
export const ARROW_FROM_ROW_MASK = 'marketview:from-row-mask';

/**
 * Rows in the first record batch: a screen of rows whose buffers and dictionary entries come
 * first, before the rest of the result. A multiple of 8, so the later batches' validity bitmaps start on a byte.
 */
export const ARROW_FIRST_BATCH_ROWS = 256;

/** The keys of a rows path. */
export function rowsPathKeys(path: string): string[] {
  return path.split('/');
}
