import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD_BYTES, GZIP_OPTIONS } from '../http/compression';
import { ArrowScratch, encodeArrowParts, joinParts, type ArrowParts } from '../http/arrow-body';
import { encodeArrowGroups, type GroupRows } from '../http/arrow-groups';
import { BodyScratch, encodeJsonWithText } from '../http/json-text';
import type { ArrowRows } from './arrow-rows';

/** The encodings a search body is built in; anything else is sent as is (see body-encoding.ts). */
export type BodyEncoding = 'br' | 'gzip' | 'identity';

/** A search response ready to send: the encoded bytes, their encoding and a strong ETag. */
export interface BuiltBody {
  body: Uint8Array;
  encoding: BodyEncoding;
  etag: string;
}

/**
 * Serializes and compresses a response in the calling thread (a search thread in the pool);
 * stored row texts (JsonArrayText) are written as they are.
 * The ETag hashes the JSON text and names the encoding, so each representation has its own
 * strong validator (RFC 9110 §8.8.3). Small bodies stay unencoded, as compression.ts does.
 */
export function buildBody(response: unknown, wanted: BodyEncoding): BuiltBody {
  const json = encodeJsonWithText(response, threadScratch);
  const encoding = json.length < COMPRESSION_THRESHOLD_BYTES ? 'identity' : wanted;
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  // The scratch is written again by the next search: an unencoded body is a copy.
  const body = encoding === 'identity' ? Buffer.from(json) : compressed(json, encoding, BROTLI_OPTIONS);
  return { body, encoding, etag: `"${hash}-${encoding}"` };
}

/**
 * The first bytes of a body being built: its encoding and ETag are the whole body's, and the
 * bytes end where the encoder was flushed (a client decodes them before the rest arrives).
 */
export type BodyHead = BuiltBody;

/**
 * The same answer as Arrow IPC for the engine (contract/arrow-search.ts), its rows gathered from
 * their columns (arrow-rows.ts), compressed as buildBody does; its ETag names the format, so it
 * never validates a JSON copy. The stream's head (schema, first dictionaries, first record batch,
 * ArrowParts) is compressed and flushed first: `onHead` gets those bytes (with the ETag) before
 * the rest is compressed, so the server sends them while it compresses the rest. The body is the
 * whole encoded answer, the head's bytes first (what the search cache keeps).
 */
export async function buildArrowBody(
  response: unknown,
  rowsPath: string,
  rows: ArrowRows,
  wanted: BodyEncoding,
  onHead?: (head: BodyHead) => void,
): Promise<BuiltBody> {
  return withScratch(() =>
    streamedArrowBody(encodeArrowParts(response, rowsPath, rows.store, rows.indices, arrowScratch), wanted, onHead),
  );
}

/** A grouped answer (the landing search) as Arrow IPC, one stream per group (arrow-groups.ts), compressed the same way. */
export function buildArrowGroupsBody(
  response: Readonly<Record<string, unknown>>,
  rowsPath: string,
  rowsOf: ReadonlyMap<string, GroupRows>,
  wanted: BodyEncoding,
): BuiltBody {
  return arrowBody(encodeArrowGroups(response, rowsPath, rowsOf), wanted);
}

function arrowBody(arrow: Uint8Array, wanted: BodyEncoding): BuiltBody {
  const encoding = arrow.byteLength < COMPRESSION_THRESHOLD_BYTES ? 'identity' : wanted;
  // The scratch is written again by the next search: an unencoded body is a copy.
  const body = encoding === 'identity' ? arrow.slice() : compressed(arrow, encoding, ARROW_BROTLI_OPTIONS);
  // The bytes sent are hashed (a third of the stream's; brotli and gzip are deterministic here).
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, encoding, etag: `"${hash}-arrow-${encoding}"` };
}

async function streamedArrowBody(
  { parts, headParts }: ArrowParts,
  wanted: BodyEncoding,
  onHead?: (head: BodyHead) => void,
): Promise<BuiltBody> {
  const length = parts.reduce((total, part) => total + part.byteLength, 0);
  if (length < COMPRESSION_THRESHOLD_BYTES || wanted === 'identity') return arrowBody(joinParts(parts), wanted);
  // The ETag hashes the stream (it decides the encoded bytes), so it is known before they all are.
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  const etag = `"${hash.digest('base64url').slice(0, 27)}-arrow-${wanted}"`;
  const encoder = wanted === 'br' ? zlib.createBrotliCompress(ARROW_BROTLI_OPTIONS) : zlib.createGzip(GZIP_OPTIONS);
  const out: Buffer[] = [];
  encoder.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    encoder.once('end', resolve);
    encoder.once('error', reject);
  });
  for (const part of parts.slice(0, headParts)) encoder.write(part);
  await new Promise<void>((resolve) =>
    encoder.flush(wanted === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH, resolve),
  );
  const headLength = out.reduce((total, chunk) => total + chunk.byteLength, 0);
  onHead?.({ body: Buffer.concat(out, headLength), encoding: wanted, etag });
  for (const part of parts.slice(headParts)) encoder.write(part);
  encoder.end();
  await ended;
  return { body: Buffer.concat(out), encoding: wanted, etag };
}

/**
 * Runs `build` once every earlier build of this thread is done: the scratch's views stay valid
 * across the compression's awaits. A search thread runs one search at a time; the request
 * thread (SEARCH_THREADS=0) may run several.
 */
function withScratch<T>(build: () => Promise<T>): Promise<T> {
  const run = scratchQueue.then(build);
  scratchQueue = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}

let scratchQueue: Promise<void> = Promise.resolve();

function compressed(bytes: Uint8Array, encoding: 'br' | 'gzip', brotli: zlib.BrotliOptions): Uint8Array {
  return encoding === 'br' ? zlib.brotliCompressSync(bytes, brotli) : zlib.gzipSync(bytes, GZIP_OPTIONS);
}

/**
 * Brotli for binary columns: the generic mode (the text mode's model is for UTF-8), quality 2. The
 * Arrow stream is a third of the JSON's bytes, so quality 2 on it costs less CPU than quality 1 on
 * the JSON; on the widest sales search it gives 155 B a row against quality 1's 171, in about 20 ms
 * more (bench/RESULTS.md "Columnar transport"). A 256 KB window instead of 4 MB: about 8 % less
 * CPU for 0.4 B a row more (155.5; the budget is 160, README "Performance"). With integers and
 * dictionary indices in their narrowest width (arrow-columns.ts): 151.7 B a row against quality
 * 1's 167, in the same time (brotli's time goes to the texts' bytes, not the integers' zeros).
 */
const ARROW_BROTLI_OPTIONS: zlib.BrotliOptions = {
  ...BROTLI_OPTIONS,
  params: {
    ...BROTLI_OPTIONS.params,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 2,
    [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_GENERIC,
  },
};

/** This thread's body buffers: each thread runs one body at a time, start to end (it is synchronous). */
const threadScratch = new BodyScratch();
const arrowScratch = new ArrowScratch();
