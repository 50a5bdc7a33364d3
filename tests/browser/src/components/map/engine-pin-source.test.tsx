import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import type { ClusterQuery, ClusterResult, MapPoints } from '@contract/engine';
import type { MarketEngine, ViewHandle } from '@src/engine/engine-api';
import { useEnginePinSource } from '@src/components/map/use-engine-pin-source';

afterEach(() => vi.restoreAllMocks());

function mapPoints(version: number, positions: number[]): MapPoints {
  const count = positions.length / 2;
  return {
    viewId: 4,
    version,
    positions: new Float32Array(positions),
    rows: new Uint32Array(count),
    ids: new Float64Array(count).map((_, i) => i + 1),
    categories: new Uint16Array(count),
    categoryNames: ['condo-new'],
  };
}

/** The three engine calls the map makes, recorded; the rest of the engine is not reached. */
function fakeEngine(pointsByVersion: Map<number, MapPoints>) {
  const clusterQueries: ClusterQuery[] = [];
  const engine = {
    getMapPoints: vi.fn(async (view: ViewHandle) => pointsByVersion.get(view.summary.version)!),
    getClusters: vi.fn(async (_view: ViewHandle, query: ClusterQuery): Promise<ClusterResult> => {
      clusterQueries.push(query);
      return {
        viewId: 4,
        version: 1,
        positions: new Float32Array(0),
        counts: new Uint32Array(0),
        ids: new Float64Array(0),
        rows: new Int32Array(0),
        categories: new Uint16Array(0),
        categoryNames: [],
      };
    }),
    getClusterExpansionZoom: vi.fn(async (_view: ViewHandle, _clusterId: number) => 12),
  };
  // The hook only calls these three methods; a full MarketEngine would start workers.
  return { engine: engine as unknown as MarketEngine, calls: engine, clusterQueries };
}

function viewAt(version: number, partial = false): ViewHandle {
  const dataset = { type: 'dataset', summary: partial ? { partial } : {} } as ViewHandle['dataset'];
  return { type: 'view', dataset, summary: { version } as ViewHandle['summary'] };
}

describe('pins of an engine view', () => {
  test('carries the view version as the result key, the pin count and bounds, and forwards cluster calls', async () => {
    const points = new Map([[1, mapPoints(1, [-79.5, 43.6, -79.2, 43.8])]]);
    const { engine, calls, clusterQueries } = fakeEngine(points);
    const view = viewAt(1);
    const { result } = await renderHook(() => useEnginePinSource(engine, view, 1, 'projects'));
    expect(result.current).toEqual({ source: null, pending: true });
    await expect.poll(() => result.current.source).not.toBeNull();
    expect(result.current.pending).toBe(false);
    const source = result.current.source!;
    expect(source.kind).toBe('projects');
    expect(source.resultKey).toBe('4:1');
    expect(source.pinCount).toBe(2);
    expect(source.bounds![0]).toBeCloseTo(-79.5, 5);
    expect(source.bounds![3]).toBeCloseTo(43.8, 5);

    await source.getClusters({ bbox: [-80, 43, -79, 44], zoom: 9 }, new AbortController().signal);
    expect(clusterQueries).toEqual([{ bbox: [-80, 43, -79, 44], zoom: 9 }]);
    expect(await source.getClusterExpansionZoom(77, new AbortController().signal)).toBe(12);
    expect(calls.getClusterExpansionZoom.mock.calls[0]?.[1]).toBe(77);
  });

  test('a new view version gives a new source, and nothing is shown in between', async () => {
    const points = new Map([
      [1, mapPoints(1, [-79.5, 43.6])],
      [2, mapPoints(2, [-79.1, 43.9, -79.0, 43.95, -79.05, 43.9])],
    ]);
    const { engine } = fakeEngine(points);
    let view = viewAt(1);
    const { result, rerender } = await renderHook(() =>
      useEnginePinSource(engine, view, view.summary.version, 'sales'),
    );
    await expect.poll(() => result.current.source?.resultKey).toBe('4:1');
    view = viewAt(2);
    await rerender();
    // Between the two, no stale pins: either nothing, pending, or already the new ones.
    const between = result.current;
    expect(between.source === null ? between.pending : between.source.resultKey === '4:2').toBe(true);
    await expect.poll(() => result.current.source?.resultKey).toBe('4:2');
    expect(result.current.source?.pinCount).toBe(3);
    expect(result.current.pending).toBe(false);
  });

  test("a view of a search's first rows has no pins: they are the whole result's", async () => {
    const { engine, calls } = fakeEngine(new Map([[1, mapPoints(1, [-79.5, 43.6])]]));
    const { result } = await renderHook(() => useEnginePinSource(engine, viewAt(1, true), 1, 'sales'));
    expect(result.current).toEqual({ source: null, pending: false });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(calls.getMapPoints).not.toHaveBeenCalled();
  });

  test('no view, no pins', async () => {
    const { engine, calls } = fakeEngine(new Map());
    const { result } = await renderHook(() => useEnginePinSource(engine, null, undefined, 'projects'));
    expect(result.current).toEqual({ source: null, pending: false });
    expect(calls.getMapPoints).not.toHaveBeenCalled();
  });
});
