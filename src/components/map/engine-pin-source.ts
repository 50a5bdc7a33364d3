import type { MapPoints } from '@contract/engine';
import type { MarketEngine, ViewHandle } from '../../engine/engine-api';
import type { PinKind } from './pin-icons';
import type { PinSource } from './pin-source';

/** Bounds of interleaved lng, lat positions; one pass over a transferred typed array. */
export function positionsBounds(positions: Float32Array): [number, number, number, number] | null {
  if (positions.length < 2) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (let i = 0; i + 1 < positions.length; i += 2) {
    const lng = positions[i]!;
    const lat = positions[i + 1]!;
    if (lng < west) west = lng;
    if (lng > east) east = lng;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return [west, south, east, north];
}

/**
 * Adapts an engine view to the map. The pins' bounds are computed once per view version from
 * the transferred positions (the engine does not report bounds); clustering stays in the worker.
 */
export async function openEnginePinSource(
  engine: MarketEngine,
  view: ViewHandle,
  kind: PinKind,
  signal: AbortSignal,
): Promise<PinSource> {
  const points: MapPoints = await engine.getMapPoints(view, { signal });
  return {
    kind,
    resultKey: `${points.viewId}:${points.version}`,
    pinCount: points.ids.length,
    bounds: positionsBounds(points.positions),
    getClusters: (query, querySignal) => engine.getClusters(view, query, { signal: querySignal }),
    getClusterExpansionZoom: (clusterId, querySignal) =>
      engine.getClusterExpansionZoom(view, clusterId, { signal: querySignal }),
    getPinNames: (rows, querySignal) => engine.getPinNames(view, rows, { signal: querySignal }),
  };
}
