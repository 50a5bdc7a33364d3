import type { ClusterQuery, ClusterResult } from '@contract/engine';
import type { PinKind } from './pin-kind';

/**
 * What the map needs from a result set. The engine (supercluster in its worker) answers
 * cluster queries, so the UI thread only ever holds what is on screen.
 */
export interface PinSource {
  kind: PinKind;
  /** Changes whenever the filtered results change; the view resets then (part 1 §4). */
  resultKey: string;
  /** Pins in the filtered results. */
  pinCount: number;
  /** [west, south, east, north] of every pin, or null without pins. */
  bounds: [number, number, number, number] | null;
  getClusters(query: ClusterQuery, signal: AbortSignal): Promise<ClusterResult>;
  getClusterExpansionZoom(clusterId: number, signal: AbortSignal): Promise<number>;
  /**
   * The records' names for dataset rows (a pin's `row`), in order, null where a row has none: the
   * list of pins in view names the few it lists. Optional: without it the list names a pin by
   * its kind and id.
   */
  getPinNames?(rows: readonly number[], signal: AbortSignal): Promise<Array<string | null>>;
}

/** What a map of several sources shows as a whole: the view resets on it. */
export interface CombinedPins {
  /** Changes whenever any source's filtered results change. */
  resultKey: string;
  pinCount: number;
  bounds: [number, number, number, number] | null;
  /** The kinds shown, each once, in the order of the sources. */
  kinds: PinKind[];
}

const NO_SOURCES: readonly PinSource[] = [];

export function toPinSources(pins: PinSource | readonly PinSource[] | null): readonly PinSource[] {
  if (pins === null) return NO_SOURCES;
  return isSourceList(pins) ? pins : [pins];
}

function isSourceList(pins: PinSource | readonly PinSource[]): pins is readonly PinSource[] {
  return Array.isArray(pins);
}

export function combinedPins(sources: readonly PinSource[]): CombinedPins {
  let bounds: [number, number, number, number] | null = null;
  for (const source of sources) {
    const next = source.bounds;
    if (next === null) continue;
    bounds = bounds
      ? [
          Math.min(bounds[0], next[0]),
          Math.min(bounds[1], next[1]),
          Math.max(bounds[2], next[2]),
          Math.max(bounds[3], next[3]),
        ]
      : next;
  }
  return {
    resultKey: sources.map((source) => `${source.kind}:${source.resultKey}`).join('|'),
    pinCount: sources.reduce((sum, source) => sum + source.pinCount, 0),
    bounds,
    kinds: [...new Set(sources.map((source) => source.kind))],
  };
}
