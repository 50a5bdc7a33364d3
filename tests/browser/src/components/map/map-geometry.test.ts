import { describe, expect, test } from 'vitest';
import { PROJECT_LEGEND } from '@contract/map-icons';
import { parseBoundaries } from '@src/components/map/boundary-format';
import { positionsBounds } from '@src/components/map/engine-pin-source';
import { fanOutOffset, fanOutOffsets } from '@src/components/map/fan-out';
import { labelsForZoom } from '@src/components/map/deck-layers';
import { buildMapGeography } from '@src/components/map/geography-features';
import {
  CLUSTER_FIT_PADDING,
  DEFAULT_ZOOM,
  FALLBACK_ZOOM,
  FAN_OUT_DISTANCE,
  FAN_OUT_DISTANCE_SALES,
  POLYGON_FIT_PADDING,
  REGION_FIT_MAX_ZOOM,
  REGION_FIT_PADDING,
  SINGLE_PROJECT_ZOOM,
} from '@src/components/map/map-constants';
import { pinIconUrl } from '@src/components/map/pin-icons';
import { SALE_ICON_KEYS } from '@src/components/map/sale-icons';
import { viewResetTarget } from '@src/components/map/view-reset';
import { iconKey, PROPERTY_TYPES } from '@server/seed/sale-sub-types';
import { TEST_REGIONS } from '@test-support/browser/map-fixtures';

describe('boundary strings (part 1 §3)', () => {
  test('polygons split at ";" become a closed MultiPolygon', () => {
    const geometry = parseBoundaries('0,0 1,0 1,1 0,1;5,5 6,5 6,6');
    expect(geometry?.coordinates).toEqual([
      [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 1],
          [0, 0],
        ],
      ],
      [
        [
          [5, 5],
          [6, 5],
          [6, 6],
          [5, 5],
        ],
      ],
    ]);
  });

  test('holes listed per polygon (";") and per hole (":") go to their polygon', () => {
    const geometry = parseBoundaries(
      '0,0 10,0 10,10 0,10;20,0 30,0 30,10 20,10',
      ';21,1 22,1 22,2 21,2:25,5 26,5 26,6',
    );
    expect(geometry?.coordinates[0]).toHaveLength(1);
    expect(geometry?.coordinates[1]).toHaveLength(3);
  });

  test('holes in a single list go to the polygon that contains them', () => {
    const geometry = parseBoundaries(
      '0,0 10,0 10,10 0,10;20,0 30,0 30,10 20,10;40,0 41,0 41,1',
      '21,1 22,1 22,2:1,1 2,1 2,2',
    );
    expect(geometry?.coordinates.map((polygon) => polygon.length)).toEqual([2, 2, 1]);
  });

  test('bad pairs are skipped and a boundary without an area gives null', () => {
    expect(parseBoundaries('0,0 x,1 1,0 1,1 ,')?.coordinates[0]?.[0]).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ]);
    expect(parseBoundaries('')).toBeNull();
    expect(parseBoundaries('0,0 1,1')).toBeNull();
  });

  test('names show one level at a time: regions, then municipalities from 10, submarkets from 12', () => {
    const { labels } = buildMapGeography(TEST_REGIONS);
    const names = (zoom: number) => labelsForZoom(labels, zoom).map((label) => label.name);
    expect(names(9)).toEqual(['West', 'East']);
    expect(names(10)).toEqual(['West City', 'East City']);
    expect(names(14)).toEqual(['West South', 'West North', 'East All']);
  });

  test('the regions tree becomes features per level, labels and bounds', () => {
    const geography = buildMapGeography(TEST_REGIONS);
    expect(geography.regions.features.map((f) => f.properties.name)).toEqual(['West', 'East']);
    expect(geography.municipalities.features).toHaveLength(2);
    expect(geography.submarkets.features.map((f) => f.properties.id)).toEqual([111, 112, 211]);
    expect(geography.labels.filter((label) => label.level === 'submarket')).toHaveLength(3);
    expect(geography.bounds).toEqual([-79.6, 43.55, -79.16, 43.85]);
  });
});

describe('fan-out of pins on one spot (part 1 §9)', () => {
  test('rings of 8 at 45 degree steps, each ring one distance further out', () => {
    expect(fanOutOffset(0, FAN_OUT_DISTANCE)).toEqual([0, -42]);
    expect(fanOutOffset(2, FAN_OUT_DISTANCE)).toEqual([42, 0]);
    expect(fanOutOffset(4, FAN_OUT_DISTANCE)).toEqual([0, 42]);
    expect(fanOutOffset(6, FAN_OUT_DISTANCE)).toEqual([-42, 0]);
    expect(fanOutOffset(8, FAN_OUT_DISTANCE)).toEqual([0, -84]);
    expect(fanOutOffset(10, FAN_OUT_DISTANCE_SALES)).toEqual([100, 0]);
    const diagonal = fanOutOffset(1, FAN_OUT_DISTANCE);
    expect(Math.hypot(...diagonal)).toBeCloseTo(42, 0);
  });

  test('only pins that share coordinates move; a lone pin stays put', () => {
    const positions = [-79.3, 43.7, -79.2, 43.6, -79.3, 43.7, -79.3, 43.7];
    expect(fanOutOffsets(positions, FAN_OUT_DISTANCE_SALES)).toEqual([
      [0, -50],
      [0, 0],
      [35, -35],
      [50, 0],
    ]);
  });

  test('sixteen pins on one spot fill two full rings with distinct offsets', () => {
    const positions = Array.from({ length: 32 }, (_, i) => (i % 2 === 0 ? -79.3 : 43.7));
    const offsets = fanOutOffsets(positions, FAN_OUT_DISTANCE);
    expect(new Set(offsets.map((offset) => offset.join(','))).size).toBe(16);
  });
});

describe('pin bounds of an engine view', () => {
  test('spans every interleaved lng, lat position; none without pins', () => {
    const positions = new Float32Array([-79.3, 43.7, -79.6, 43.9, -79.1, 43.5]);
    const [west, south, east, north] = positionsBounds(positions)!;
    expect(west).toBeCloseTo(-79.6, 5);
    expect(south).toBeCloseTo(43.5, 5);
    expect(east).toBeCloseTo(-79.1, 5);
    expect(north).toBeCloseTo(43.9, 5);
    expect(positionsBounds(new Float32Array(0))).toBeNull();
  });
});

describe('view reset targets (part 1 §4, §9)', () => {
  const geography = buildMapGeography(TEST_REGIONS);
  const base = { pinCount: 0, pinBounds: null, geoFilter: null, geography, selectedRegionIds: [], narrow: false };

  test('one pin: centred at the single-project zoom', () => {
    expect(viewResetTarget({ ...base, pinCount: 1, pinBounds: [-79.3, 43.7, -79.3, 43.7] })).toEqual({
      kind: 'center',
      longitude: -79.3,
      latitude: 43.7,
      zoom: SINGLE_PROJECT_ZOOM,
    });
  });

  test('several pins: fitted with the cluster padding', () => {
    expect(viewResetTarget({ ...base, pinCount: 5, pinBounds: [-79.5, 43.6, -79.2, 43.8] })).toEqual({
      kind: 'fit',
      bounds: [-79.5, 43.6, -79.2, 43.8],
      padding: CLUSTER_FIT_PADDING,
    });
  });

  test('no pins: the polygon, else the selected regions, else Toronto', () => {
    const geoFilter = [
      { lat: 43.6, lng: -79.5 },
      { lat: 43.7, lng: -79.4 },
      { lat: 43.65, lng: -79.3 },
    ];
    expect(viewResetTarget({ ...base, geoFilter })).toEqual({
      kind: 'fit',
      bounds: [-79.5, 43.6, -79.3, 43.7],
      padding: POLYGON_FIT_PADDING,
    });
    expect(viewResetTarget({ ...base, selectedRegionIds: [2] })).toEqual({
      kind: 'fit',
      bounds: [-79.38, 43.55, -79.16, 43.85],
      padding: REGION_FIT_PADDING,
      maxZoom: REGION_FIT_MAX_ZOOM,
    });
    expect(viewResetTarget(base)).toMatchObject({
      kind: 'center',
      latitude: 43.7,
      longitude: -79.38,
      zoom: DEFAULT_ZOOM,
    });
    expect(viewResetTarget({ ...base, narrow: true })).toMatchObject({ zoom: FALLBACK_ZOOM });
  });
});

describe('pin icons', () => {
  test('every seeded sale sub-type has a drawn icon, 38 in all', async () => {
    const keys = PROPERTY_TYPES.flatMap((type) => type.subTypes.map((subType) => iconKey(subType.name)));
    expect(keys).toHaveLength(38);
    expect([...SALE_ICON_KEYS].sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const response = await fetch(pinIconUrl('sales', key));
      expect(response.ok, key).toBe(true);
      expect(await response.text()).toContain('<svg');
    }
  });

  test('every project legend icon is served, and unknown categories get a generic pin', async () => {
    for (const entry of Object.values(PROJECT_LEGEND).flat()) {
      const response = await fetch(pinIconUrl('projects', entry.key));
      expect(response.ok, entry.key).toBe(true);
    }
    expect(pinIconUrl('projects', 'something-new')).toBe('/icons/projects/unknown.svg');
    expect(pinIconUrl('sales', '/database/icons/sales/hotel.svg')).toBe('/icons/sales/hotel.svg');
    expect(pinIconUrl('sales', 'no-such-type')).toBe('/icons/sales/unknown.svg');
    expect(pinIconUrl('rentals', undefined)).toBe('/icons/projects/purpose-built-occupied.svg');
  });
});
