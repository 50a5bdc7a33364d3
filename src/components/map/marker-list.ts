import { countText, MARKER_LIST_MAX, MARKER_LIST_TEXT } from './map-keyboard-constants';
import type { PinKind } from './pin-kind';
import type { PinSource } from './pin-source';
import type { ClusterMarker, PinMarker, VisibleMarkers } from './visible-pins';

/**
 * The markers the map shows, as a list a keyboard can walk (WCAG 2.1.1): built from the
 * markers the engine answered for the viewport (VisibleMarkers), so it is bounded by the screen
 * and moves with the map; never from the result set itself.
 */
export type MarkerEntry =
  { type: 'cluster'; key: string; marker: ClusterMarker } | { type: 'pin'; key: string; marker: PinMarker };

export interface MarkerList {
  /** The entries listed, in reading order (north to south, then west to east), at most `max`. */
  entries: MarkerEntry[];
  /** Markers on screen (clusters and pins), listed or not. */
  markerCount: number;
  /** Records on screen: a cluster counts its pins. */
  pinCount: number;
}

const SINGULAR: Record<PinKind, string> = { projects: 'project', rentals: 'rental', sales: 'sale' };

function plural(count: number, kind: PinKind): string {
  return count === 1 ? SINGULAR[kind] : kind;
}

/** North first, then west first: the order a sighted reader scans the map in. */
function readingOrder(a: MarkerEntry, b: MarkerEntry): number {
  const [aLng, aLat] = a.marker.position;
  const [bLng, bLat] = b.marker.position;
  return bLat - aLat || aLng - bLng || a.key.localeCompare(b.key);
}

/**
 * The list of what is on screen. Keys stay the same while a marker stays on screen (a cluster by
 * its source and id, a pin by its source, record and spot: a sale has a pin per address), so the
 * item that has focus keeps it when the map moves.
 */
export function markerList(
  markers: VisibleMarkers,
  sources: readonly PinSource[],
  max: number = MARKER_LIST_MAX,
): MarkerList {
  const sourceKey = (source: PinSource) => `${sources.indexOf(source)}`;
  const entries: MarkerEntry[] = [
    ...markers.clusters.map((marker): MarkerEntry => ({
      type: 'cluster',
      key: `${sourceKey(marker.source)}:c${marker.clusterId}`,
      marker,
    })),
    ...markers.pins.map((marker): MarkerEntry => ({
      type: 'pin',
      key: `${sourceKey(marker.source)}:p${marker.id}@${marker.position[0]},${marker.position[1]}/${marker.offset[0]},${marker.offset[1]}`,
      marker,
    })),
  ];
  entries.sort(readingOrder);
  const pinCount = markers.pins.length + markers.clusters.reduce((sum, cluster) => sum + cluster.count, 0);
  return { entries: entries.slice(0, max), markerCount: entries.length, pinCount };
}

/** The list's count, read out as it changes: how many pins are in view and whether all are listed. */
export function markerListStatus(list: MarkerList): string {
  if (list.markerCount === 0) return MARKER_LIST_TEXT.nothing;
  const pins = `${countText(list.pinCount)} ${list.pinCount === 1 ? 'pin' : 'pins'} in view`;
  if (list.entries.length < list.markerCount)
    return `Showing ${countText(list.entries.length)} of ${countText(list.markerCount)} markers (${pins}): zoom in to list them all`;
  return pins;
}

/** A cluster's button: what it holds and what Enter does, as a click does (part 1 §4). */
export function clusterEntryLabel(cluster: ClusterMarker): string {
  return `Cluster of ${countText(cluster.count)} ${plural(cluster.count, cluster.source.kind)}: zoom in`;
}

/** A pin's button: its record's name when the source gave it, else its kind and id. */
export function pinEntryLabel(pin: PinMarker, name: string | undefined): string {
  const kind = SINGULAR[pin.source.kind];
  return name === undefined || name === '' ? `${kind[0]!.toUpperCase()}${kind.slice(1)} ${pin.id}` : `${name}, ${kind}`;
}
