import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ARROW_FIRST_BATCH_ROWS } from '@contract/arrow-search';
import { IpcMessageSplitter } from '@contract/arrow-ipc-messages';
import { encodeArrowSearch } from '@server/http/arrow-body';
import { cellAt, CompactNumberColumn } from '@contract/columnar-dataset';
import { DictionaryTexts, readArrowSearch } from '@workers/service/arrow-response';

/**
 * The engine reads an answer's first rows from the stream's head, then the whole answer
 * (workers/engine-service.ts): the head's dictionaries are its first dictionary batches, and the
 * whole answer adds only deltas (contract/arrow-search.ts), so each entry is decoded once for
 * both, and both read the same texts.
 */
const ROWS = ARROW_FIRST_BATCH_ROWS * 3 + 5;
const rows = Array.from({ length: ROWS }, (_, i) => ({
  id: i + 1,
  city: i % 5 === 0 ? null : `Città ${i % 389}`,
  builder: `Builder ${(i * 7) % 701}`,
  builderText: `Builder ${(i * 7) % 701}\nAttn: Officer ${i % 17}`,
  price: 100_000 + i,
}));
const stream = encodeArrowSearch({ data: [], clamped: false }, 'data', rows);
const splitter = new IpcMessageSplitter();
const firstBatch = splitter.push(stream).find((message) => message.kind === 'recordBatch')!;
const head = stream.subarray(0, firstBatch.end);

const valuesOf = (dataset: ReturnType<typeof readArrowSearch>['dataset'], count: number) =>
  Array.from({ length: count }, (_, row) =>
    ['id', 'city', 'builder', 'builderText', 'price'].map((field) => cellAt(dataset.fields.get(field), row)),
  );
const expected = (count: number) =>
  rows.slice(0, count).map((row) => [row.id, row.city, row.builder, row.builderText, row.price]);

describe('readArrowSearch with the first rows read first', () => {
  it('decodes each dictionary entry once for the first rows and the whole answer', () => {
    const texts = new DictionaryTexts();
    const first = readArrowSearch(head, 'projects', texts);
    expect(first.dataset.rowCount).toBe(ARROW_FIRST_BATCH_ROWS);
    expect(valuesOf(first.dataset, ARROW_FIRST_BATCH_ROWS)).toEqual(expected(ARROW_FIRST_BATCH_ROWS));
    const inHead = texts.decoded;
    const whole = readArrowSearch(stream, 'projects', texts);
    expect(valuesOf(whole.dataset, ROWS)).toEqual(expected(ROWS));
    // Every distinct text of the answer once: its cities, its builders and their officers' lines.
    const distinct = (values: ReadonlyArray<string | null>) => new Set(values.filter((value) => value !== null)).size;
    expect(texts.decoded).toBe(
      distinct(rows.map((row) => row.city)) +
        distinct(rows.map((row) => row.builder)) +
        distinct(rows.map((row) => row.builderText.split('\n')[1]!)),
    );
    expect(inHead).toBeLessThan(texts.decoded);
    // Read alone, the whole answer decodes the same entries.
    const alone = new DictionaryTexts();
    readArrowSearch(stream, 'projects', alone);
    expect(alone.decoded).toBe(texts.decoded);
  });
});

describe('readArrowSearch and the answer bytes', () => {
  it("a list column, once read, lets go of the answer's bytes (its batches are views of them)", async () => {
    // The test's own handle on the collector: a WeakRef is only cleared by a collection.
    v8.setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const listRows = Array.from({ length: 3000 }, (_, i) => ({ id: i + 1, managers: [`Manager ${i % 7}`] }));
    let bytes: Uint8Array | null = encodeArrowSearch({ data: [], clamped: false }, 'data', listRows).slice();
    const buffer = new WeakRef(bytes.buffer);
    const { dataset } = readArrowSearch(bytes, 'projects');
    bytes = null;
    const column = dataset.fields.get('managers');
    expect(column?.type).toBe('object');
    expect(column?.type === 'object' ? column.values : null).toEqual(listRows.map((row) => row.managers));
    // A WeakRef holds its target until the current job ends: collect in a later task.
    for (let attempt = 0; attempt < 5 && buffer.deref() !== undefined; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      collect();
    }
    expect(buffer.deref()).toBeUndefined();
    expect(cellAt(dataset.fields.get('id'), 2999)).toBe(3000);
  });
});

describe('readArrowSearch keeps every cell as sent, in its compact forms', () => {
  it('texts with a common beginning and end, equal number columns, coordinates as pins, repeated lists', () => {
    const sent = Array.from({ length: 600 }, (_, i) => ({
      id: i + 1,
      property_id: i + 1,
      storeys: (i * 7) % 30,
      number_of_floors: (i * 7) % 30,
      thumbnail_url: i % 9 === 0 ? null : `/api/v1/media/picture/rental/${i + 1}/1.svg`,
      address: `${100 + i} Example Street`,
      latitude: 43.5 + i / 1000,
      longitude: -79.5 - i / 1000,
      managers: [`Manager ${i % 5}`],
    }));
    const { dataset } = readArrowSearch(encodeArrowSearch({ data: [], clamped: false }, 'data', sent), 'rentals');
    const fields = Object.keys(sent[0]!);
    expect(fields.every((field) => dataset.fields.has(field))).toBe(true);
    for (const [row, values] of sent.entries())
      for (const field of fields)
        expect(cellAt(dataset.fields.get(field), row)).toEqual(values[field as keyof typeof values]);
    // A filter or sort reads the dictionary: the same texts, by code.
    const pictures = dataset.fields.get('thumbnail_url');
    expect(pictures?.type).toBe('string');
    // Kept as the parts that differ (no text a row).
    expect(pictures?.type === 'string' && pictures.texts === undefined && pictures.textAt !== undefined).toBe(true);
    if (pictures?.type === 'string')
      expect(Array.from(pictures.codes, (code) => (code < 0 ? null : pictures.dictionary[code]))).toEqual(
        sent.map((row) => row.thumbnail_url),
      );
    // Equal number columns are one column; whole numbers stay compact until a filter, sort or
    // total reads them, and widen to the same values.
    const storeys = dataset.fields.get('storeys');
    expect(dataset.fields.get('number_of_floors')).toBe(storeys);
    expect(dataset.fields.get('property_id')).toBe(dataset.fields.get('id'));
    expect(storeys instanceof CompactNumberColumn && storeys.units !== null).toBe(true);
    expect(storeys?.type === 'number' ? Array.from(storeys.values) : null).toEqual(sent.map((row) => row.storeys));
    expect(Array.from(dataset.points.lat)).toEqual(sent.map((row) => row.latitude));
    expect(Array.from(dataset.points.lng)).toEqual(sent.map((row) => row.longitude));
    expect(Array.from(dataset.points.offsets)).toEqual(Array.from({ length: sent.length + 1 }, (_, i) => i));
  });
});
