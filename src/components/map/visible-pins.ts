import type { ClusterResult } from '@contract/engine';
import { fanOutOffsets } from './fan-out';
import { FAN_OUT_DISTANCE, FAN_OUT_DISTANCE_SALES } from './map-constants';
import type { PinSource } from './pin-source';

/** A cluster of two or more pins on screen. */
export interface ClusterMarker {
  clusterId: number;
  count: number;
  position: [number, number];
  /** The result set it clusters: cluster ids only mean something to their own source. */
  source: PinSource;
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
  /** The result set it belongs to: its kind decides icon and popup, the owner its actions. */
  source: PinSource;
}

export interface VisibleMarkers {
  clusters: ClusterMarker[];
  pins: PinMarker[];
}

/** Sales pins fan out further than project pins (part 1 §9). */
export function fanOutDistanceOf(source: Pick<PinSource, 'kind'>): number {
  return source.kind === 'sales' ? FAN_OUT_DISTANCE_SALES : FAN_OUT_DISTANCE;
}

/**
 * Splits one source's cluster query answer into clusters and pins. It only ever holds what the
 * current viewport shows, so the loop is bounded by the screen, not by the result set. Pins are
 * fanned out within their source: each kind keeps its own distance.
 */
export function toVisibleMarkers(result: ClusterResult, source: PinSource): VisibleMarkers {
  const clusters: ClusterMarker[] = [];
  const pinIndexes: number[] = [];
  for (let i = 0; i < result.counts.length; i++) {
    if (result.counts[i]! > 1) {
      clusters.push({
        clusterId: result.ids[i]!,
        count: result.counts[i]!,
        position: [result.positions[i * 2]!, result.positions[i * 2 + 1]!],
        source,
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
  const offsets = fanOutOffsets(pinPositions, fanOutDistanceOf(source));
  const pins = pinIndexes.map((resultIndex, pinIndex): PinMarker => ({
    id: result.ids[resultIndex]!,
    row: result.rows[resultIndex]!,
    category: result.categoryNames[result.categories[resultIndex]!],
    position: [pinPositions[pinIndex * 2]!, pinPositions[pinIndex * 2 + 1]!],
    offset: offsets[pinIndex]!,
    source,
  }));
  return { clusters, pins };
}
