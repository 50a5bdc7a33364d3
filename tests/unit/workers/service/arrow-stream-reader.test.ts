import { tableFromIPC } from '@uwdata/flechette';
import { describe, expect, it } from 'vitest';
import { ARROW_FIRST_BATCH_ROWS } from '@contract/arrow-search';
import { encodeArrowSearch } from '@server/http/arrow-body';
import { IpcMessageSplitter, type IpcMessage } from '@contract/arrow-ipc-messages';
import { readArrowStream } from '@workers/service/arrow-stream-reader';

/**
 * The engine reads an Arrow search answer as it arrives (contract/arrow-ipc-messages.ts,
 * arrow-stream-reader.ts): the messages are found whatever the chunk boundaries, and the first
 * record batch is handed over before the rest of the stream has been read.
 */
const ROWS = ARROW_FIRST_BATCH_ROWS + 40;
const rows = Array.from({ length: ROWS }, (_, i) => ({
  id: i + 1,
  price: i % 7 === 0 ? null : 100_000 + i * 307.25,
  region: ['Toronto', 'Peel', 'York'][i % 3]!,
  unique: `ARN ${i} – é`,
  addresses: [{ street: `${i} Main Street`, lat: 43.5 + i / 1e6 }],
}));
const stream = encodeArrowSearch({ data: [], clamped: false }, 'data', rows);

function messagesOf(chunks: readonly Uint8Array[]): { messages: IpcMessage[]; ended: boolean } {
  const splitter = new IpcMessageSplitter();
  const messages = chunks.flatMap((chunk) => splitter.push(chunk));
  splitter.end();
  return { messages, ended: splitter.ended };
}

/** The reference: the messages as flechette's own reader sees them, one by one. */
const whole = messagesOf([stream]);

describe('IpcMessageSplitter', () => {
  it('finds the schema, the dictionaries and both record batches, then the end of the stream', () => {
    const kinds = whole.messages.map((message) => message.kind);
    expect(kinds[0]).toBe('schema');
    expect(kinds.filter((kind) => kind === 'recordBatch')).toHaveLength(2);
    expect(kinds).toContain('dictionary');
    expect(whole.ended).toBe(true);
    // Messages follow one another; the 8-byte end-of-stream marker is all that follows the last.
    whole.messages.forEach((message, index) => expect(message.start).toBe(whole.messages[index - 1]?.end ?? 0));
    expect(whole.messages.at(-1)!.end + 8).toBe(stream.length);
    // Each message, read alone after the schema, is what flechette reads there.
    const firstBatch = whole.messages.find((message) => message.kind === 'recordBatch')!;
    expect(tableFromIPC(stream.subarray(0, firstBatch.end)).numRows).toBe(ARROW_FIRST_BATCH_ROWS);
  });

  it('gives the same messages whatever two chunks the stream is cut into', () => {
    for (let cut = 0; cut <= stream.length; cut++)
      expect(messagesOf([stream.subarray(0, cut), stream.subarray(cut)]), `cut at ${cut}`).toEqual(whole);
  });

  it('gives the same messages a byte at a time', () => {
    expect(messagesOf(Array.from(stream, (byte) => Uint8Array.of(byte)))).toEqual(whole);
  });

  it('reads a stream written without continuation markers (before Arrow 0.15)', () => {
    const legacy: number[] = [];
    let at = 0;
    while (at < stream.length) {
      at += 4; // the marker
      const length = new DataView(stream.buffer, stream.byteOffset + at).getInt32(0, true);
      const message = whole.messages.find((candidate) => candidate.start === at - 4);
      const end = message === undefined ? at + 4 : message.end;
      legacy.push(...stream.subarray(at, end));
      at = end;
      if (length === 0) break;
    }
    const bytes = Uint8Array.from(legacy);
    const { messages, ended } = messagesOf([bytes.subarray(0, 5), bytes.subarray(5)]);
    expect(ended).toBe(true);
    expect(messages.map((message) => message.kind)).toEqual(whole.messages.map((message) => message.kind));
  });

  it('refuses a stream cut short inside a message, at every cut', () => {
    for (const message of whole.messages)
      for (const cut of [message.start + 3, message.start + 6, message.end - 1]) {
        const splitter = new IpcMessageSplitter();
        splitter.push(stream.subarray(0, cut));
        expect(() => splitter.end(), `cut at ${cut}`).toThrow(/ended inside a message/);
      }
  });
});

/** A body that gives its chunks one by one, each only once `release` lets it (a network holding the rest). */
function heldBody(chunks: Uint8Array[]): { body: ReadableStream<Uint8Array>; release(): void; pulled(): number } {
  let pulled = 0;
  let opened = Promise.resolve();
  let open: () => void = () => undefined;
  const gate = () => (opened = new Promise<void>((resolve) => (open = resolve)));
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      // Held between chunks; after the last one the body ends at once, as a network's does.
      if (pulled > 0 && pulled < chunks.length) await opened;
      const next = chunks[pulled++];
      if (next === undefined) controller.close();
      else {
        controller.enqueue(next);
        gate();
      }
    },
  });
  return { body, release: () => open(), pulled: () => pulled };
}

describe('readArrowStream', () => {
  const firstBatchEnd = whole.messages.find((message) => message.kind === 'recordBatch')!.end;

  it('hands over the first record batch before the rest of the body has arrived, then the whole stream', async () => {
    const held = heldBody([stream.subarray(0, firstBatchEnd + 3), stream.subarray(firstBatchEnd + 3)]);
    let seen: (bytes: Uint8Array) => void = () => undefined;
    const firstRows = new Promise<Uint8Array>((resolve) => (seen = resolve));
    const reading = readArrowStream(held.body, (bytes) => seen(bytes));
    const first = await firstRows;
    // Only the first chunk has been delivered: the rest is still held.
    expect(held.pulled()).toBe(1);
    const partial = tableFromIPC(first);
    expect(partial.numRows).toBe(ARROW_FIRST_BATCH_ROWS);
    expect(partial.getChild('region')!.at(4)).toBe('Peel');
    held.release();
    const all = await reading;
    expect(all).toEqual(stream);
    expect(tableFromIPC(all).numRows).toBe(ROWS);
  });

  it('hands over nothing when the stream ends with its first batch', async () => {
    const small = encodeArrowSearch({ data: [] }, 'data', rows.slice(0, 10));
    let called = false;
    const all = await readArrowStream(heldBodyOpen([small]), () => (called = true));
    expect(called).toBe(false);
    expect(tableFromIPC(all).numRows).toBe(10);
  });

  it('reads a grouped answer (streams back to back, ARROW_GROUP_KEY) to its end, whatever two chunks it comes in', async () => {
    const second = encodeArrowSearch({ data: [] }, 'data', rows.slice(0, 10));
    const grouped = new Uint8Array(stream.length + second.length);
    grouped.set(stream);
    grouped.set(second, stream.length);
    // Every cut around the first stream's end-of-stream marker, and one inside each stream.
    const cuts = [firstBatchEnd, ...Array.from({ length: 33 }, (_, i) => stream.length - 16 + i)];
    for (const cut of cuts) {
      const all = await readArrowStream(heldBodyOpen([grouped.subarray(0, cut), grouped.subarray(cut)]));
      expect(all, `cut at ${cut}`).toEqual(grouped);
    }
  });

  it('fails when the body ends inside a message (a connection cut mid-stream)', async () => {
    await expect(readArrowStream(heldBodyOpen([stream.subarray(0, firstBatchEnd + 100)]))).rejects.toThrow(
      /ended inside a message/,
    );
  });
});

function heldBodyOpen(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(next);
    },
  });
}
