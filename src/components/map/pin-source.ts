import type { ClusterQuery, ClusterResult } from '../../api/engine-contract';
import type { PinKind } from './pin-icons';

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
}
