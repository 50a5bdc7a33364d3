import { Type, tableFromIPC } from '@uwdata/flechette';
import { describe, expect, it } from 'vitest';
import { ARROW_FIRST_BATCH_ROWS, ARROW_JSON_FIELD } from '@contract/arrow-search';
import type { SearchRow } from '@contract/search';
import { DICTIONARY_SHARE } from '@server/http/arrow-columns';
import { encodeArrowSearch } from '@server/http/arrow-body';
import { buildDataset, cellAt } from '@workers/ops/columnar-dataset';
import { plain, readArrowSearch } from '@workers/service/arrow-response';

/**
 * The encodings the server chooses per column (server/http/arrow-columns.ts): each one gives back
 * exactly the value JSON gives, in a flechette reader and in the engine's columns, over rows that
 * span two record batches.
 */
const ROWS = ARROW_FIRST_BATCH_ROWS + 300;
const rows = Array.from({ length: ROWS }, (_, i) => ({
  id: i + 1,
  negative: -i,
  price: i % 7 === 0 ? null : (100_000 + i * 307) / 100,
  latitude: (43_712_151 + i) / 1e6,
  huge: 3_000_000_000 + i,
  inexact: 0.1 + i * 0.2,
  tooManyDigits: 175765306.12 + i,
  signedZero: i % 2 === 0 ? -0 : 1.5,
  notFinite: i % 3 === 0 ? Infinity : i,
  region: ['Toronto', 'Peel', 'York'][i % 3]!,
  unique: `ARN ${i} – é ${'x'.repeat(i % 90)}`,
  ascii: `PIN-${i}`,
  flag: i % 5 === 0 ? null : i % 2 === 0,
  empty: null,
  mixed: i % 2 === 0 ? 'text' : 4,
  addresses:
    i % 11 === 0
      ? null
      : [
          {
            street: `${i} Main Street`,
            city: i % 4 === 0 ? null : 'Toronto',
            lat: (43_500_000 + i) / 1e6,
            lng: -79.25,
          },
          ...(i % 3 === 0 ? [{ street: `${i} Side Road`, city: 'Vaughan', lat: 43.8, lng: -79.5 + i / 1e4 }] : []),
        ],
}));
const asJson = JSON.parse(JSON.stringify(rows)) as SearchRow[];
const bytes = encodeArrowSearch({ data: [], clamped: false }, 'data', rows);
const table = tableFromIPC(bytes, { useProxy: false });

function typeOf(name: string) {
  const field = table.schema.fields.find((entry) => entry.name === name)!;
  return field.type as { typeId: number; bitWidth?: number; scale?: number; precision?: number };
}

describe('Arrow column encodings (server/http/arrow-columns.ts)', () => {
  it('chooses int32, decimal32, float64, dictionary and plain texts by the values', () => {
    expect(typeOf('id')).toMatchObject({ typeId: Type.Int, bitWidth: 32 });
    expect(typeOf('negative')).toMatchObject({ typeId: Type.Int, bitWidth: 32 });
    expect(typeOf('price')).toMatchObject({ typeId: Type.Decimal, bitWidth: 32, scale: 2 });
    expect(typeOf('latitude')).toMatchObject({ typeId: Type.Decimal, bitWidth: 32, scale: 6 });
    for (const name of ['huge', 'inexact', 'tooManyDigits']) expect(typeOf(name).typeId, name).toBe(Type.Float);
    expect(typeOf('region').typeId).toBe(Type.Dictionary);
    expect(typeOf('unique').typeId).toBe(Type.Utf8);
    expect(typeOf('ascii').typeId).toBe(Type.Utf8);
    expect(typeOf('empty').typeId).toBe(Type.Float);
    expect(typeOf('addresses').typeId).toBe(Type.List);
    expect(table.children[0]!.data.length).toBe(2);
    expect(DICTIONARY_SHARE).toBeLessThan(1);
  });

  it('holds exactly the JSON values, in a reader and in the engine', () => {
    const fromArrow = asJson.map(() => ({}) as Record<string, unknown>);
    table.schema.fields.forEach((field, index) => {
      const column = table.children[index]!;
      for (let row = 0; row < ROWS; row++) {
        const value = plain(column.at(row));
        fromArrow[row]![field.name] =
          field.metadata?.get(ARROW_JSON_FIELD) !== undefined && value !== null ? JSON.parse(value as string) : value;
      }
    });
    const expected = asJson.map((row) => ({ ...row, empty: null }));
    expect(fromArrow).toEqual(expected);

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
});
