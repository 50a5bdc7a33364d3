/**
 * The messages of an Arrow IPC stream as its bytes arrive, chunk by chunk (the format's
 * "Encapsulated message format": a 0xFFFFFFFF continuation marker, the metadata's length as an
 * int32, the Message flatbuffer, then the body of the length the flatbuffer gives; a length of 0
 * ends the stream). Pure: it keeps no chunk, only the few header bytes a chunk boundary splits,
 * and says where each message starts and ends in the stream, so the reader decides what to keep
 * (workers/service/arrow-stream-reader.ts), and the server lays its stream out head first
 * (server/http/arrow-body.ts). The search answer's first record batch is small
 * (ARROW_FIRST_BATCH_ROWS, contract/arrow-search.ts): the reader knows from this when it is in.
 */

/** What a message holds (the Message flatbuffer's header_type; format/Message.fbs). */
export type IpcMessageKind = 'schema' | 'dictionary' | 'recordBatch' | 'other';

export interface IpcMessage {
  kind: IpcMessageKind;
  /** The message's first byte in the stream (its continuation marker). */
  start: number;
  /** One past its last byte (the end of its body). */
  end: number;
}

const CONTINUATION = 0xffffffff;
const KINDS: readonly IpcMessageKind[] = ['other', 'schema', 'dictionary', 'recordBatch'];

export class IpcMessageSplitter {
  /** Bytes of the stream consumed so far. */
  private offset = 0;
  /** The current message's first byte. */
  private start = 0;
  private state: 'prefix' | 'metadata' | 'body' | 'ended' = 'prefix';
  /** The prefix or metadata bytes gathered so far, and how many the current state needs. */
  private pending = new Uint8Array(8);
  private filled = 0;
  private needed = 4;
  private kind: IpcMessageKind = 'other';
  private bodyLeft = 0;

  /** True once the end-of-stream marker was read. */
  get ended(): boolean {
    return this.state === 'ended';
  }

  /** Bytes of the stream read so far (once ended, the stream's length with its end-of-stream marker). */
  get consumed(): number {
    return this.offset;
  }

  /** The messages this chunk completes, in stream order. Bytes after the end-of-stream marker are ignored. */
  push(chunk: Uint8Array): IpcMessage[] {
    const messages: IpcMessage[] = [];
    let at = 0;
    while (at < chunk.length && this.state !== 'ended') {
      if (this.state === 'body') {
        const take = Math.min(this.bodyLeft, chunk.length - at);
        at += take;
        this.offset += take;
        this.bodyLeft -= take;
        if (this.bodyLeft === 0) this.finish(messages);
        continue;
      }
      const take = Math.min(this.needed - this.filled, chunk.length - at);
      this.pending.set(chunk.subarray(at, at + take), this.filled);
      this.filled += take;
      at += take;
      this.offset += take;
      if (this.filled === this.needed) this.advance(messages);
    }
    return messages;
  }

  /** The stream ended: it must not stop inside a message (a body cut short by the network). */
  end(): void {
    if (this.state === 'ended') return;
    if (this.state === 'prefix' && this.filled === 0) return;
    throw new Error(`Arrow stream ended inside a message (at byte ${this.offset})`);
  }

  /** The bytes the current state needed are in: read them and move on. */
  private advance(messages: IpcMessage[]): void {
    const view = new DataView(this.pending.buffer, this.pending.byteOffset, this.filled);
    if (this.state === 'prefix') {
      const first = view.getUint32(0, true);
      if (first === CONTINUATION && this.needed === 4) {
        // The length follows the marker (a stream written before Arrow 0.15 has no marker).
        this.needed = 8;
        return;
      }
      const length = this.needed === 8 ? view.getInt32(4, true) : view.getInt32(0, true);
      if (length === 0) {
        this.state = 'ended';
        return;
      }
      if (length < 0) throw new Error(`Arrow stream has a message of negative length at byte ${this.start}`);
      this.state = 'metadata';
      this.gather(length);
      return;
    }
    // The metadata: a Message table (version: short, header_type: ubyte, header, bodyLength: long).
    const root = view.getUint32(0, true);
    const vtable = root - view.getInt32(root, true);
    const vtableLength = view.getUint16(vtable, true);
    const field = (index: number) => {
      const slot = 4 + 2 * index;
      return slot < vtableLength ? view.getUint16(vtable + slot, true) : 0;
    };
    const headerType = field(1) === 0 ? 0 : view.getUint8(root + field(1));
    const bodyLength = field(3) === 0 ? 0 : Number(view.getBigInt64(root + field(3), true));
    this.kind = KINDS[headerType] ?? 'other';
    this.bodyLeft = bodyLength;
    this.state = 'body';
    this.filled = 0;
    if (bodyLength === 0) this.finish(messages);
  }

  private gather(length: number): void {
    if (this.pending.length < length) this.pending = new Uint8Array(length);
    this.filled = 0;
    this.needed = length;
  }

  private finish(messages: IpcMessage[]): void {
    messages.push({ kind: this.kind, start: this.start, end: this.offset });
    this.start = this.offset;
    this.state = 'prefix';
    this.filled = 0;
    this.needed = 4;
  }
}
