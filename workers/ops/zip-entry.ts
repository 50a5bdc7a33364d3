/**
 * A streamed, deflated entry of an fflate `Zip`, compressed by the platform's zlib where there is
 * one (`CompressionStream`, in Chromium's workers and in Node) and by fflate's JavaScript deflate
 * elsewhere.
 *
 * Why: the XLSX export of the widest sales search (10,000 rows, every column group: 11 MB of
 * sheet XML before the shared strings) spent about 60% of its time in fflate's deflate and CRC-32
 * (bench/sales-engine.ts --profile); the platform's zlib is native code. Its gzip stream carries
 * the CRC-32 of the data in its trailer, so no CRC is computed in JavaScript: the entry is the
 * gzip stream's deflate data, between its 10-byte header and its 8-byte trailer (RFC 1952).
 */
import { ZipDeflate, type AsyncFlateStreamHandler, type ZipInputFile } from 'fflate';

export interface ZipEntry extends ZipInputFile {
  /** Adds bytes; the promise says when more may be pushed (the compressor's backpressure). */
  push(chunk: Uint8Array<ArrayBuffer>, final?: boolean): Promise<void>;
}

/** The header zlib writes for a gzip stream (ID1 ID2 CM FLG MTIME(4) XFL OS): no optional fields. */
const GZIP_HEADER_BYTES = 10;
const GZIP_TRAILER_BYTES = 8;
const FLG = 3;

/** Whether this platform compresses natively (CompressionStream with gzip). */
export const NATIVE_DEFLATE = typeof CompressionStream === 'function';

/** An entry deflated by the platform's CompressionStream (gzip, its header and trailer taken off). */
class NativeDeflateEntry implements ZipEntry {
  size = 0;
  crc = 0;
  readonly compression = 8;
  ondata?: AsyncFlateStreamHandler;
  private readonly writer: WritableStreamDefaultWriter<BufferSource>;
  private readonly ended: Promise<void>;

  constructor(readonly filename: string) {
    const stream = new CompressionStream('gzip');
    this.writer = stream.writable.getWriter();
    this.ended = this.read(stream.readable.getReader());
    // A failure is reported by push (final) through `ended`; never an unhandled rejection.
    this.ended.catch(() => undefined);
  }

  async push(chunk: Uint8Array<ArrayBuffer>, final = false): Promise<void> {
    this.size += chunk.length;
    // The chunk is the compressor's from here: the caller hands over bytes it no longer writes to.
    if (chunk.length > 0) void this.writer.write(chunk).catch(() => undefined);
    if (!final) return this.writer.ready;
    await this.writer.close();
    await this.ended;
  }

  /** Hands the deflate data on as it comes, holding back what may be the trailer. */
  private async read(reader: ReadableStreamDefaultReader<Uint8Array<ArrayBuffer>>): Promise<void> {
    let header: Uint8Array<ArrayBuffer> = new Uint8Array(0);
    let held: Uint8Array<ArrayBuffer> = new Uint8Array(0);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      let bytes: Uint8Array<ArrayBuffer> = value;
      if (header.length < GZIP_HEADER_BYTES) {
        const needed = GZIP_HEADER_BYTES - header.length;
        header = concat(header, bytes.subarray(0, needed));
        bytes = bytes.subarray(needed);
        if (header.length === GZIP_HEADER_BYTES && header[FLG] !== 0)
          throw new Error('Unexpected gzip header from CompressionStream');
      }
      const all = concat(held, bytes);
      const ready = Math.max(0, all.length - GZIP_TRAILER_BYTES);
      if (ready > 0) this.ondata!(null, all.slice(0, ready), false);
      held = all.slice(ready);
    }
    if (held.length !== GZIP_TRAILER_BYTES) throw new Error('Truncated gzip stream from CompressionStream');
    const trailer = new DataView(held.buffer, held.byteOffset, GZIP_TRAILER_BYTES);
    this.crc = trailer.getUint32(0, true);
    if (trailer.getUint32(4, true) !== this.size % 2 ** 32) throw new Error('gzip stream length mismatch');
    this.ondata!(null, new Uint8Array(0), true);
  }
}

function concat(a: Uint8Array<ArrayBuffer>, b: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/** fflate's streaming deflate, for a platform without CompressionStream. */
class ScriptDeflateEntry extends ZipDeflate implements ZipEntry {
  override push(chunk: Uint8Array<ArrayBuffer>, final = false): Promise<void> {
    super.push(chunk, final);
    return Promise.resolve();
  }
}

/**
 * A deflated zip entry, natively compressed where the platform can (`native`, by default where
 * it can; false for fflate's deflate at `level`, which a test compares it with).
 */
export function deflatedEntry(filename: string, level: 1 | 6, native = NATIVE_DEFLATE): ZipEntry {
  return native ? new NativeDeflateEntry(filename) : new ScriptDeflateEntry(filename, { level });
}
