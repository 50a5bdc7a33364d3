import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD_BYTES, GZIP_OPTIONS } from '../http/compression';
import { BodyScratch, encodeJsonWithText } from '../http/json-text';

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
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(json, BROTLI_OPTIONS)
      : encoding === 'gzip'
        ? zlib.gzipSync(json, GZIP_OPTIONS)
        : // The scratch is written again by the next search: an unencoded body is a copy.
          Buffer.from(json);
  return { body, encoding, etag: `"${hash}-${encoding}"` };
}

/** This thread's body buffer: each thread runs one buildBody at a time, start to end (it is synchronous). */
const threadScratch = new BodyScratch();
