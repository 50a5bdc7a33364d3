/**
 * Reads an Arrow IPC search answer as it arrives (contract/arrow-search.ts). The server writes
 * its first record batch small (ARROW_FIRST_BATCH_ROWS): once the schema, the dictionaries and
 * that batch are in, and the stream goes on, `onFirstBatch` gets those messages as a stream of
 * their own, so the engine can show the first rows while the rest is still arriving. The whole
 * answer is one buffer at the end, with the stream's own offsets (its 8-byte alignment kept), so
 * its buffers become the dataset's columns as they are (workers/service/arrow-response.ts).
 */
import { IpcMessageSplitter } from '@contract/arrow-ipc-messages';

export async function readArrowStream(
  body: ReadableStream<Uint8Array> | null,
  onFirstBatch?: (bytes: Uint8Array) => void,
): Promise<Uint8Array> {
  if (body === null) return new Uint8Array(0);
  const reader = body.getReader();
  const splitter = new IpcMessageSplitter();
  const chunks: Uint8Array[] = [];
  let length = 0;
  let firstBatchEnd = -1;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.length;
      // Read to the body's end: a grouped answer (the landing search, ARROW_GROUP_KEY) is several
      // streams back to back, and the first one's end is not the body's.
      if (splitter.ended) continue;
      const messages = splitter.push(value);
      if (firstBatchEnd < 0) {
        const batch = messages.find((message) => message.kind === 'recordBatch');
        if (batch !== undefined) {
          firstBatchEnd = batch.end;
          // An answer that ended with its first batch has nothing more to wait for.
          if (!splitter.ended && onFirstBatch !== undefined) onFirstBatch(joined(chunks, firstBatchEnd));
        }
      }
    }
  } finally {
    reader.releaseLock();
  }
  splitter.end();
  return joined(chunks, length);
}

/**
 * The stream's first `length` bytes as one buffer: the chunk itself when its buffer is exactly
 * them, else a copy. The columns read from the bytes are views of their buffer: the first rows'
 * dataset, read from the stream's head, would otherwise keep a chunk that holds most of the answer
 * alive for as long as its handle is held.
 */
function joined(chunks: readonly Uint8Array[], length: number): Uint8Array {
  const first = chunks[0];
  if (first !== undefined && first.length === length && first.byteOffset === 0 && first.buffer.byteLength === length)
    return first;
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    if (offset >= length) break;
    const part = chunk.subarray(0, length - offset);
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}
