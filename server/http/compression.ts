import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a response is sent as is: the encoding headers would cost about as much as they save. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Fast settings, because the server's CPU is the scarce resource (README "Dependency notes"). On the 31 MB of a
 * 10,000-row sales search, measured here: brotli quality 1 takes about 0.25 s for 4.2 MB, the
 * plugin's quality 4 about 1.1 s for 3.0 MB, gzip level 6 about 0.9 s for 3.5 MB. Output chunks
 * of 128 KB instead of zlib's 16 KB cut the thread-pool round trips of a large body by 8.
 */
const CHUNK_BYTES = 128 * 1024;
export const BROTLI_OPTIONS: zlib.BrotliOptions = {
  chunkSize: CHUNK_BYTES,
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};
export const GZIP_OPTIONS: zlib.ZlibOptions = { chunkSize: CHUNK_BYTES, level: 1 };

/**
 * gzip or brotli for every compressible response (JSON, HTML, JS, CSS, SVG), API and static
 * files alike, when the request accepts it. Registered before the routes so its onSend hook
 * covers all of them. Large bodies are compressed as a stream on libuv's thread pool, so the
 * event loop stays free for other requests; browsers (and the engine worker's fetch) decode it
 * transparently.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
}
