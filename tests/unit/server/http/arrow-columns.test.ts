import { Type, tableFromIPC } from '@uwdata/flechette';
import { describe, expect, it } from 'vitest';
import { ARROW_FIRST_BATCH_ROWS, ARROW_FROM_ROW, ARROW_LINES_FIELD } from '@contract/arrow-search';
import { IpcMessageSplitter } from '@contract/arrow-ipc-messages';
import type { SearchRow } from '@contract/search';
import { DICTIONARY_SHARE } from '@server/http/arrow-columns';
import { encodeArrowSearch } from '@server/http/arrow-body';
import { buildDataset, cellAt } from '@contract/columnar-dataset';
import { readArrowSearch } from '@workers/service/arrow-response';

/**
 * The encodings the server chooses per column (server/http/arrow-columns.ts): each one gives back
 * exactly the value JSON gives, in a flechette reader and in the engine's columns, over rows that
 * span two record batches.
 */
const ROWS = ARROW_FIRST_BATCH_ROWS + 300;
const rows = Array.from({ length: ROWS }, (_, i) => ({
  id: i + 1,
  negative: -i,
  small: i % 7 === 0 ? null : (i % 200) - 100,
  wide: 40_000 + i,
  price: i % 7 === 0 ? null : (100_000 + i * 307) / 100,
  latitude: (43_712_151 + i) / 1e6,
  huge: 3_000_000_000 + i,
  inexact: 0.1 + i * 0.2,
  tooManyDigits: 175765306.12 + i,
  signedZero: i % 2 === 0 ? -0 : 1.5,
  notFinite: i % 3 === 0 ? Infinity : i,
  region: ['Toronto', 'Peel', 'York'][i % 3]!,
  // 200 values: more than int8 indices count.
  street: i % 9 === 0 ? null : `Street ${i % 200}`,
  unique: `ARN ${i} – é ${'x'.repeat(i % 90)}`,
  ascii: `PIN-${i}`,
  // Nearly unique texts with nulls, ASCII and not (the engine decodes a batch's bytes at once).
  fileNumber: i % 6 === 0 ? null : `2026-${String(i).padStart(6, '0')}`,
  street2: i % 8 === 0 ? null : `${i} Côte-des-Neiges`,
  flag: i % 5 === 0 ? null : i % 2 === 0,
  empty: null,
  mixed: i % 2 === 0 ? 'text' : 4,
  // A party and its text of lines: the party's name, its officer, a note; some of one line, empty or null.
  party: i % 13 === 0 ? null : `Party ${i % 40} Inc.`,
  partyText:
    i % 17 === 0
      ? null
      : i % 19 === 0
        ? ''
        : i % 23 === 0
          ? `Party ${i % 40} Inc.`
          : `Party ${i % 40} Inc.\n${i % 13 === 0 ? 'Someone Else Ltd.' : `Party ${i % 40} Inc.`}\nOfficer ${i % 9}${i % 2 === 0 ? '\nA note' : ''}`,
  // Lines that repeat but no field holds them.
  mortgageText:
    i % 3 === 0 ? `Lender ${i % 5}\nDowntown branch\n${i % 7 === 0 ? 'Construction' : 'Vendor take-back'}` : null,
  city: i % 29 === 0 ? null : ['Toronto', 'Vaughan'][i % 2]!,
  addresses:
    i % 11 === 0
      ? null
      : [
          {
            street: `${i} Main Street`,
            // Most items' city and latitude are the row's (sent without), some are null where the row has one.
            city: i % 4 === 0 ? null : ['Toronto', 'Vaughan'][i % 2]!,
            lat: i % 10 === 0 ? null : (43_712_151 + i) / 1e6,
            lng: -79.25,
          },
          ...(i % 5 === 0 ? [null] : []),
          ...(i % 3 === 0 ? [{ street: `${i} Side Road`, city: 'Vaughan', lat: 43.8, lng: -79.5 + i / 1e4 }] : []),
        ],
}));
const asJson = JSON.parse(JSON.stringify(rows)) as SearchRow[];
const bytes = encodeArrowSearch({ data: [], clamped: false }, 'data', rows);
const table = tableFromIPC(bytes, { useProxy: false });

function fieldOf(name: string) {
  return table.schema.fields.find((entry) => entry.name === name)!;
}

interface ArrowType {
  typeId: number;
  id?: number;
  children?: Array<{ name: string; type: ArrowType; metadata: Map<string, string> | null }>;
}

function typeOf(name: string) {
  return fieldOf(name).type as {
    typeId: number;
    bitWidth?: number;
    scale?: number;
    precision?: number;
    id?: number;
    children?: Array<{ name: string; type: ArrowType; metadata: Map<string, string> | null }>;
  };
}

describe('Arrow column encodings (server/http/arrow-columns.ts)', () => {
  it('chooses integers of the narrowest width, decimal32, float64, dictionary and plain texts by the values', () => {
    expect(typeOf('small')).toMatchObject({ typeId: Type.Int, bitWidth: 8 });
    expect(typeOf('id')).toMatchObject({ typeId: Type.Int, bitWidth: 16 });
    expect(typeOf('negative')).toMatchObject({ typeId: Type.Int, bitWidth: 16 });
    expect(typeOf('wide')).toMatchObject({ typeId: Type.Int, bitWidth: 32 });
    expect(typeOf('price')).toMatchObject({ typeId: Type.Decimal, bitWidth: 32, scale: 2 });
    expect(typeOf('latitude')).toMatchObject({ typeId: Type.Decimal, bitWidth: 32, scale: 6 });
    for (const name of ['huge', 'inexact', 'tooManyDigits']) expect(typeOf(name).typeId, name).toBe(Type.Float);
    expect(typeOf('region').typeId).toBe(Type.Dictionary);
    // Indices as wide as the answer's entries need (-1 for null included).
    expect((typeOf('region') as { indices?: { bitWidth: number } }).indices?.bitWidth).toBe(8);
    expect((typeOf('street') as { indices?: { bitWidth: number } }).indices?.bitWidth).toBe(16);
    expect(typeOf('unique').typeId).toBe(Type.Utf8);
    expect(typeOf('ascii').typeId).toBe(Type.Utf8);
    expect(typeOf('fileNumber').typeId).toBe(Type.Utf8);
    expect(typeOf('street2').typeId).toBe(Type.Utf8);
    expect(typeOf('empty').typeId).toBe(Type.Float);
    expect(typeOf('addresses').typeId).toBe(Type.List);
    expect(table.children[0]!.data.length).toBe(2);
    expect(DICTIONARY_SHARE).toBeLessThan(1);
  });

  it("sends what a row repeats once: texts as lines sharing a dictionary, items taking the row's values", () => {
    // The party's text: a list of its lines, the dictionary the party's own, its name a null line.
    expect(fieldOf('partyText').metadata?.get(ARROW_LINES_FIELD)).toBeDefined();
    const line = typeOf('partyText').children![0]!;
    expect(line.type.typeId).toBe(Type.Dictionary);
    expect(line.type.id).toBe(typeOf('party').id);
    expect(line.metadata?.get(ARROW_FROM_ROW)).toBe('party');
    // Lines no other field holds: their own dictionary.
    expect(fieldOf('mortgageText').metadata?.get(ARROW_LINES_FIELD)).toBeDefined();
    expect(typeOf('mortgageText').children![0]!.metadata?.get(ARROW_FROM_ROW)).toBeUndefined();
    // Texts nearly unique or of one line stay texts.
    expect(fieldOf('unique').metadata?.get(ARROW_LINES_FIELD)).toBeUndefined();
    // An address's city and latitude are the row's where they equal it.
    const item = typeOf('addresses').children![0]!.type.children!;
    const fromRow = Object.fromEntries(item.map((child) => [child.name, child.metadata?.get(ARROW_FROM_ROW) ?? null]));
    expect(fromRow).toMatchObject({ city: 'city', lat: 'latitude', street: null, lng: null });
  });

  it('holds exactly the JSON values in the engine', () => {
    const engine = readArrowSearch(bytes, 'projects').dataset;
    const fromJson = buildDataset(asJson, []);
    expect(engine.fieldOrder).toEqual(fromJson.fieldOrder);
    for (const field of fromJson.fieldOrder) {
      const a = engine.fields.get(field)!;
      const j = fromJson.fields.get(field)!;
      expect(a.type, field).toBe(j.type);
      for (let row = 0; row < ROWS; row++) expect(cellAt(a, row), `${field} ${row}`).toEqual(cellAt(j, row));
    }
    expect(engine.points).toEqual(fromJson.points);
  });

  it('reads rows whose fields differ as JSON does: a field missing, one first met late, keys in another order', () => {
    // The store matches a row's keys to columns by their place in the row before it (rowColumns).
    const uneven = Array.from({ length: ARROW_FIRST_BATCH_ROWS + 50 }, (_, i) => {
      if (i % 5 === 0) return { id: i, name: `Building ${i}`, rent: 1_000 + i };
      if (i % 5 === 1) return { name: `Building ${i}`, id: i, rent: 2_000 + i, storeys: i % 30 };
      if (i % 5 === 2) return { id: i, rent: null, name: null };
      if (i < ARROW_FIRST_BATCH_ROWS / 2) return { id: i, name: `Building ${i % 7}`, rent: 1.5 };
      return { id: i, late: `Late ${i % 3}`, name: `Building ${i % 7}`, rent: 1.5, storeys: 4 };
    });
    const engine = readArrowSearch(encodeArrowSearch({ data: [], clamped: false }, 'data', uneven), 'projects').dataset;
    const fromJson = buildDataset(JSON.parse(JSON.stringify(uneven)) as SearchRow[], []);
    expect(engine.fieldOrder).toEqual(['id', 'name', 'rent', 'storeys', 'late']);
    expect(engine.fieldOrder).toEqual(fromJson.fieldOrder);
    for (const field of fromJson.fieldOrder) {
      const a = engine.fields.get(field)!;
      const j = fromJson.fields.get(field)!;
      expect(a.type, field).toBe(j.type);
      for (let row = 0; row < uneven.length; row++) expect(cellAt(a, row), `${field} ${row}`).toEqual(cellAt(j, row));
    }
  });

  it("gives the engine its column types whatever width the server chose, in the first rows' stream too", () => {
    const firstBatch = new IpcMessageSplitter().push(bytes).find((message) => message.kind === 'recordBatch')!;
    for (const stream of [bytes, bytes.subarray(0, firstBatch.end)]) {
      const { dataset } = readArrowSearch(stream, 'projects');
      for (const [name, column] of dataset.fields) {
        if (column.type === 'number') expect(column.values, name).toBeInstanceOf(Float64Array);
        if (column.type === 'string') expect(column.codes, name).toBeInstanceOf(Int32Array);
      }
    }
  });
});
