/**
 * A grouped answer as Arrow IPC (the landing search's result groups, contract/arrow-search.ts
 * ARROW_GROUP_KEY): one stream per group, back to back. Each group's rows become the engine's
 * columns as any search's do (arrow-response.ts); its envelope is the group without its rows.
 */
import { tableFromIPC } from '@uwdata/flechette';
import { ARROW_ENVELOPE, ARROW_GROUP_KEY } from '@contract/arrow-search';
import type { ResultKind } from '@contract/engine';
import { IpcMessageSplitter } from '@contract/arrow-ipc-messages';
import { readArrowSearch, type ArrowSearch } from './arrow-response';
import { ReplyError } from './engine-reply';

export interface ArrowGroup {
  key: string;
  /** The group as the JSON answer has it, without its rows. */
  group: Record<string, unknown>;
  search: ArrowSearch;
}

/** The groups of a grouped answer, in the answer's order; `kind` reads each group's rows and headers. */
export function readArrowGroups(bytes: Uint8Array, kind: ResultKind): ArrowGroup[] {
  const groups: ArrowGroup[] = [];
  let at = 0;
  while (at < bytes.length) {
    const splitter = new IpcMessageSplitter();
    const messages = splitter.push(bytes.subarray(at));
    const schema = messages[0];
    if (!splitter.ended || schema?.kind !== 'schema')
      throw new ReplyError({ name: 'ParseError', message: 'Grouped Arrow response has a stream cut short' });
    // Each stream is a whole number of 8-byte words: its buffers keep their alignment in place.
    const stream = bytes.subarray(at, at + splitter.consumed);
    at += splitter.consumed;
    const metadata = tableFromIPC(stream.subarray(0, schema.end)).schema.metadata;
    const key = metadata?.get(ARROW_GROUP_KEY);
    const envelope = metadata?.get(ARROW_ENVELOPE);
    if (key === undefined || envelope === undefined)
      throw new ReplyError({ name: 'ParseError', message: 'Grouped Arrow response has a stream without its group' });
    groups.push({
      key,
      group: JSON.parse(envelope) as Record<string, unknown>,
      search: readArrowSearch(stream.byteOffset % 8 === 0 ? stream : stream.slice(), kind),
    });
  }
  return groups;
}
