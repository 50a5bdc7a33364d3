import { ARROW_GROUP_KEY } from '@contract/arrow-search';
import { encodeArrowRows } from './arrow-body';
import type { ArrowRowStore } from './arrow-columns';

/** A group's rows for its stream: a store of columns and the rows' slots in it, in answer order. */
export interface GroupRows {
  store: ArrowRowStore;
  indices: Int32Array;
}

/**
 * A grouped answer (the landing search: an object of result groups) as Arrow IPC, laid out as
 * contract/arrow-search.ts says (ARROW_GROUP_KEY): one stream per group, back to back in the
 * answer's key order, each with its group as the envelope and the group's rows at `rowsPath`.
 * Each stream is a whole number of 8-byte words, so every stream's buffers stay aligned.
 */
export function encodeArrowGroups(
  answer: Readonly<Record<string, unknown>>,
  rowsPath: string,
  rowsOf: ReadonlyMap<string, GroupRows>,
): Uint8Array {
  const streams = Object.entries(answer).map(([key, group]) => {
    const rows = rowsOf.get(key);
    if (rows === undefined) throw new Error(`No rows for the answer's group ${key}`);
    return encodeArrowRows(group, rowsPath, rows.store, rows.indices, undefined, [[ARROW_GROUP_KEY, key]]);
  });
  const bytes = new Uint8Array(streams.reduce((total, stream) => total + stream.length, 0));
  let offset = 0;
  for (const stream of streams) {
    bytes.set(stream, offset);
    offset += stream.length;
  }
  return bytes;
}
