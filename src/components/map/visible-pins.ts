import type { ClusterResult } from '../../api/engine-contract';
import { fanOutOffsets } from './fan-out';

/** A cluster of two or more pins on screen. */
export interface ClusterMarker {
  clusterId: number;
  count: number;
  position: [number, number];
}

/** One record's pin on screen. */
export interface PinMarker {
  /** Record id (project, property or sale id). */
  id: number;
  /** Dataset row of the record in the engine. */
  row: number;
  category: string | undefined;
  position: [number, number];
  /** Fan-out offset in px for pins sharing a coordinate, [0, 0] otherwise. */
  offset: [number, number];
}

export interface VisibleMarkers {
  clusters: ClusterMarker[];
  pins: PinMarker[];
}

export const NO_MARKERS: VisibleMarkers = { clusters: [], pins: [] };

/**
 * Splits one cluster query's answer into clusters and pins. It only ever holds what the
 * current viewport shows, so the loop is bounded by the screen, not by the result set.
 */
export function toVisibleMarkers(result: ClusterResult, fanOutDistance: number): VisibleMarkers {
  const clusters: ClusterMarker[] = [];
  const pinIndexes: number[] = [];
  for (let i = 0; i < result.counts.length; i++) {
    if (result.counts[i]! > 1) {
      clusters.push({
        clusterId: result.ids[i]!,
        count: result.counts[i]!,
        position: [result.positions[i * 2]!, result.positions[i * 2 + 1]!],
      });
    } else {
      pinIndexes.push(i);
    }
  }
  const pinPositions = new Float64Array(pinIndexes.length * 2);
  pinIndexes.forEach((resultIndex, pinIndex) => {
    pinPositions[pinIndex * 2] = result.positions[resultIndex * 2]!;
    pinPositions[pinIndex * 2 + 1] = result.positions[resultIndex * 2 + 1]!;
  });
  const offsets = fanOutOffsets(pinPositions, fanOutDistance);
  const pins = pinIndexes.map((resultIndex, pinIndex): PinMarker => ({
    id: result.ids[resultIndex]!,
    row: result.rows[resultIndex]!,
    category: result.categoryNames[result.categories[resultIndex]!],
    position: [pinPositions[pinIndex * 2]!, pinPositions[pinIndex * 2 + 1]!],
    offset: offsets[pinIndex]!,
  }));
  return { clusters, pins };
}
