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

/** JSON.stringify as UTF-8 bytes, with each JsonArrayText written as `[item,item,...]` from its bytes. */
export function encodeJsonWithText(value: unknown): Buffer {
  const arrays: Array<JsonArrayText<unknown>> = [];
  const skeleton = JSON.stringify(value, (_key, entry: unknown) => {
    if (!(entry instanceof JsonArrayText)) return entry;
    arrays.push(entry);
    return MARK;
  });
  if (arrays.length === 0) return Buffer.from(skeleton);
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
  return Buffer.concat(pieces);
}
