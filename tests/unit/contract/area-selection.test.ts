import { describe, expect, it } from 'vitest';
import * as lz from 'lz-string';
import {
  AREA_SELECTION_MAX_IDS,
  AREA_SELECTION_MAX_POINTS,
  AREA_SELECTION_MAX_POLYGONS,
  decodeAreaSelection,
  encodeAreaSelection,
  EMPTY_AREA_SELECTION,
  unknownSelectionIds,
  type AreaSelection,
} from '@contract/area-selection';
import { SAVED_AREA_NAME_MAX_LENGTH } from '@contract/saved-areas';

const TRIANGLE = [
  { lat: 43.65, lng: -79.4 },
  { lat: 43.7, lng: -79.35 },
  { lat: 43.62, lng: -79.3 },
];
const SELECTION: AreaSelection = {
  submarketIds: [12, 3],
  municipalityIds: [7],
  polygons: [
    { name: 'Downtown core', points: TRIANGLE },
    { name: null, points: TRIANGLE.map((point) => ({ lat: point.lat + 0.1, lng: point.lng })) },
  ],
};

/** An `areas` value written by hand: the JSON a hostile or cut link may carry. */
const written = (wire: unknown) => lz.compressToEncodedURIComponent(JSON.stringify(wire));

describe('the areas key (the combined selection in the address)', () => {
  it('round-trips a selection; ids are written sorted and once, so equal selections are equal text', () => {
    const encoded = encodeAreaSelection(SELECTION)!;
    expect(encoded).toMatch(/^[A-Za-z0-9+\-$]+$/);
    expect(decodeAreaSelection(encoded)).toEqual({ ...SELECTION, submarketIds: [3, 12] });
    expect(encodeAreaSelection({ ...SELECTION, submarketIds: [3, 12, 3] })).toBe(encoded);
  });

  it('an empty selection is no key in the address', () => {
    expect(encodeAreaSelection(EMPTY_AREA_SELECTION)).toBeUndefined();
    expect(decodeAreaSelection(written({}))).toBeNull();
    expect(decodeAreaSelection(undefined)).toBeNull();
    expect(decodeAreaSelection('')).toBeNull();
  });

  it('refuses every value the app does not write', () => {
    const polygon = { g: TRIANGLE.map((point) => [point.lat, point.lng]) };
    const tooManyPoints = Array.from({ length: AREA_SELECTION_MAX_POINTS / 2 + 1 }, (_, index) => [
      43 + Math.sin(index) / 10,
      -79 + Math.cos(index) / 10,
    ]);
    const hostile: Array<[string, string]> = [
      ['not lz-string', '%%%<script>'],
      ['not JSON', lz.compressToEncodedURIComponent('{"s":[1')],
      ['a list', written([1, 2])],
      ['a string', written('s')],
      ['an unknown key', written({ s: [1], x: 1 })],
      ['a negative id', written({ s: [-1] })],
      ['a zero id', written({ m: [0] })],
      ['a fractional id', written({ s: [1.5] })],
      ['an id as text', written({ s: ['1'] })],
      ['too many ids', written({ s: Array.from({ length: AREA_SELECTION_MAX_IDS + 1 }, (_, index) => index + 1) })],
      ['a polygon of two points', written({ p: [{ g: polygon.g.slice(0, 2) }] })],
      ['a point off the globe', written({ p: [{ g: [...polygon.g, [91, 0]] }] })],
      ['a longitude off the globe', written({ p: [{ g: [...polygon.g, [0, 181]] }] })],
      ['a point as text', written({ p: [{ g: [...polygon.g, ['43', '-79']] }] })],
      ['a point of three numbers', written({ p: [{ g: [...polygon.g, [43, -79, 1]] }] })],
      ['a polygon as a list', written({ p: [polygon.g] })],
      ['too many polygons', written({ p: Array.from({ length: AREA_SELECTION_MAX_POLYGONS + 1 }, () => polygon) })],
      ['too many points', written({ p: [{ g: tooManyPoints }, { g: tooManyPoints }] })],
      ['a blank name', written({ p: [{ ...polygon, n: '  ' }] })],
      ['a long name', written({ p: [{ ...polygon, n: 'x'.repeat(SAVED_AREA_NAME_MAX_LENGTH + 1) }] })],
      ['a name as a number', written({ p: [{ ...polygon, n: 4 }] })],
    ];
    for (const [what, value] of hostile)
      expect({ what, decoded: decodeAreaSelection(value) }).toEqual({ what, decoded: null });
    // The same shapes within the rules read.
    expect(decodeAreaSelection(written({ s: [1], p: [{ ...polygon, n: ' Core ' }] }))).toEqual({
      submarketIds: [1],
      municipalityIds: [],
      polygons: [{ name: 'Core', points: TRIANGLE }],
    });
  });

  it('names the ids the region configuration does not know', () => {
    const known = { submarkets: new Set(['3']), municipalities: new Set(['8']) };
    expect(unknownSelectionIds(SELECTION, known)).toEqual(['submarket 12', 'municipality 7']);
    expect(
      unknownSelectionIds(SELECTION, { submarkets: new Set(['3', '12']), municipalities: new Set(['7']) }),
    ).toEqual([]);
  });
});
