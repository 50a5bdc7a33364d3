/**
 * A JSON array whose items are already UTF-8 JSON (a sales search's stored rows): a body built
 * with encodeJsonWithText copies their bytes as they are, so they are neither parsed, serialized
 * nor encoded again. `Item` says what each holds.
 */
export class JsonArrayText<Item> {
  declare readonly itemType?: Item;
  constructor(readonly items: readonly Uint8Array[]) {}
}

/** Stands in for an array in the serialized skeleton: NUL never occurs in the other values. */
const MARK = '\u0000json-array-text\u0000';
/** The mark as JSON.stringify writes it. */
const WRITTEN_MARK = JSON.stringify(MARK);
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/**
 * Where encodeJsonWithText writes a body: one buffer a thread keeps and grows. A search thread
 * built a new body buffer of up to 24 MB per widest sales search and dropped it once compressed;
 * allocated again and again from several threads, such buffers made resident memory creep (the
 * load benchmark's soak, README "The server under load"). The bytes it returns are valid until
 * the next call with the same scratch.
 */
export class BodyScratch {
  private buffer = Buffer.alloc(0);

  take(size: number): Buffer {
    if (this.buffer.length < size)
      this.buffer = Buffer.allocUnsafe(Math.max(size, Math.ceil(this.buffer.length * 1.5)));
    return this.buffer.subarray(0, size);
  }
}

/**
 * JSON.stringify as UTF-8 bytes, with each JsonArrayText written as `[item,item,...]` from its
 * bytes. With a scratch the bytes are written into it (and valid until its next use); without,
 * into a new buffer.
 */
export function encodeJsonWithText(value: unknown, scratch?: BodyScratch): Buffer {
  const arrays: Array<JsonArrayText<unknown>> = [];
  const skeleton = JSON.stringify(value, (_key, entry: unknown) => {
    if (!(entry instanceof JsonArrayText)) return entry;
    arrays.push(entry);
    return MARK;
  });
  if (arrays.length === 0) {
    if (!scratch) return Buffer.from(skeleton);
    const target = scratch.take(Buffer.byteLength(skeleton));
    target.write(skeleton);
    return target;
  }
  const parts = skeleton.split(WRITTEN_MARK);
  const pieces: Uint8Array[] = [Buffer.from(parts[0]!)];
  arrays.forEach((array, index) => {
    pieces.push(OPEN);
    array.items.forEach((item, position) => {
      if (position > 0) pieces.push(COMMA);
      pieces.push(item);
    });
    pieces.push(CLOSE, Buffer.from(parts[index + 1]!));
  });
  if (!scratch) return Buffer.concat(pieces);
  let size = 0;
  for (const piece of pieces) size += piece.length;
  const target = scratch.take(size);
  let offset = 0;
  for (const piece of pieces) {
    target.set(piece, offset);
    offset += piece.length;
  }
  return target;
}
