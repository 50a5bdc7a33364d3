import { describe, expect, test } from 'vitest';
import type { LatLng } from '@contract/geo-filter';
import { enterAction, polygonProblem } from '@src/components/map/keyboard-draw';
import { CLOSE_ON_FIRST_POINT_PX } from '@src/components/map/map-keyboard-constants';
import { markerList, markerListStatus, pinEntryLabel, clusterEntryLabel } from '@src/components/map/marker-list';
import type { PinSource } from '@src/components/map/pin-source';
import { TYPED_POLYGON_ERRORS } from '@src/components/map/typed-polygon-text';
import type { ClusterMarker, PinMarker, VisibleMarkers } from '@src/components/map/visible-pins';

function source(kind: PinSource['kind']): PinSource {
  return {
    kind,
    resultKey: kind,
    pinCount: 0,
    bounds: null,
    getClusters: () => Promise.reject(new Error('not used')),
    getClusterExpansionZoom: () => Promise.reject(new Error('not used')),
  };
}

const projects = source('projects');
const sales = source('sales');

function pin(id: number, lng: number, lat: number, from = projects): PinMarker {
  return { id, row: id, category: undefined, position: [lng, lat], offset: [0, 0], source: from };
}

function cluster(clusterId: number, count: number, lng: number, lat: number, from = projects): ClusterMarker {
  return { clusterId, count, position: [lng, lat], source: from };
}

describe('the list of pins in view', () => {
  test('lists clusters and pins north to south, then west to east, and counts the pins clusters hold', () => {
    const markers: VisibleMarkers = {
      clusters: [cluster(900, 25, -79.4, 43.65)],
      pins: [pin(1, -79.3, 43.6), pin(2, -79.5, 43.8, sales), pin(3, -79.6, 43.6)],
    };
    const list = markerList(markers, [projects, sales]);
    expect(
      list.entries.map((entry) => (entry.type === 'pin' ? entry.marker.id : `c${entry.marker.clusterId}`)),
    ).toEqual([2, 'c900', 3, 1]);
    expect(list).toMatchObject({ markerCount: 4, pinCount: 28 });
    expect(markerListStatus(list)).toBe('28 pins in view');
    // Keys name the source: the same record id in two sources is two entries.
    expect(new Set(list.entries.map((entry) => entry.key)).size).toBe(4);
  });

  test('a key stays while its marker stays on screen, so focus can stay on it', () => {
    const before = markerList({ clusters: [], pins: [pin(1, -79.3, 43.6), pin(2, -79.5, 43.8)] }, [projects]);
    const after = markerList({ clusters: [], pins: [pin(2, -79.5, 43.8), pin(4, -79.1, 43.9)] }, [projects]);
    const keyOf = (list: typeof before, id: number) =>
      list.entries.find((entry) => entry.type === 'pin' && entry.marker.id === id)!.key;
    expect(keyOf(after, 2)).toBe(keyOf(before, 2));
  });

  test('lists at most the cap and says how many are left out', () => {
    const pins = Array.from({ length: 1234 }, (_, i) => pin(i, -79 - i / 1000, 43.6));
    const list = markerList({ clusters: [], pins }, [projects], 50);
    expect(list.entries).toHaveLength(50);
    expect(markerListStatus(list)).toBe('Showing 50 of 1,234 markers (1,234 pins in view): zoom in to list them all');
    expect(markerListStatus(markerList({ clusters: [], pins: [] }, [projects]))).toBe('No pins in view');
    expect(markerListStatus(markerList({ clusters: [], pins: [pins[0]!] }, [projects]))).toBe('1 pin in view');
  });

  test('names a pin by its record, or by its kind and id, and a cluster by what Enter does', () => {
    expect(pinEntryLabel(pin(7, 0, 0), 'Lakeview Towers')).toBe('Lakeview Towers, project');
    expect(pinEntryLabel(pin(7, 0, 0, sales), undefined)).toBe('Sale 7');
    expect(clusterEntryLabel(cluster(1, 1250, 0, 0))).toBe('Cluster of 1,250 projects: zoom in');
  });
});

describe('drawing a polygon with the keyboard', () => {
  const points: LatLng[] = [
    { lat: 43.7, lng: -79.5 },
    { lat: 43.7, lng: -79.3 },
    { lat: 43.6, lng: -79.3 },
  ];
  /** One pixel a thousandth of a degree. */
  const pixels = (a: LatLng, b: LatLng) => Math.hypot(a.lat - b.lat, a.lng - b.lng) * 1000;

  test('Enter adds a point, closes the polygon on its first point, and skips the last point again', () => {
    expect(enterAction([], points[0]!, pixels)).toBe('add');
    expect(enterAction(points, { lat: 43.6, lng: -79.5 }, pixels)).toBe('add');
    const nearFirst = { lat: 43.7, lng: -79.5 + (CLOSE_ON_FIRST_POINT_PX - 1) / 1000 };
    expect(enterAction(points, nearFirst, pixels)).toBe('finish');
    // Enter where the last point is adds nothing; near the first of only two points it adds one.
    expect(enterAction(points.slice(0, 2), points[1]!, pixels)).toBe('duplicate');
    expect(enterAction(points.slice(0, 2), nearFirst, pixels)).toBe('add');
  });

  test('a polygon needs three different points and edges that do not cross', () => {
    expect(polygonProblem(points)).toBeNull();
    expect(polygonProblem([points[0]!, points[1]!, points[0]!])).toBe(TYPED_POLYGON_ERRORS.tooFew);
    const bowTie = [points[0]!, points[2]!, points[1]!, { lat: 43.6, lng: -79.5 }];
    expect(polygonProblem(bowTie)).toBe(TYPED_POLYGON_ERRORS.crossing);
  });
});
