import type { PinKind } from './pin-icons';
import type { VisibleMarkers } from './visible-pins';

/** User Timing mark set when markers reach the map's overlay (read by the landing e2e test). */
export const MARKERS_DRAWN_MARK = 'marketview:map-markers-drawn';

const KIND_ORDER: readonly PinKind[] = ['projects', 'rentals', 'sales'];
const SINGULAR: Record<PinKind, string> = { projects: 'project', rentals: 'rental', sales: 'sale' };

/**
 * The records on screen per kind (a cluster counts its pins), for screen readers: the canvas
 * itself says nothing. E.g. "On the map: 120 projects, 1 sale".
 */
export function markersOnScreenLabel(markers: VisibleMarkers): string {
  const counts = new Map<PinKind, number>();
  for (const cluster of markers.clusters)
    counts.set(cluster.source.kind, (counts.get(cluster.source.kind) ?? 0) + cluster.count);
  for (const pin of markers.pins) counts.set(pin.source.kind, (counts.get(pin.source.kind) ?? 0) + 1);
  const parts = KIND_ORDER.filter((kind) => counts.has(kind)).map((kind) => {
    const count = counts.get(kind)!;
    return `${count} ${count === 1 ? SINGULAR[kind] : kind}`;
  });
  return parts.length === 0 ? 'On the map: nothing' : `On the map: ${parts.join(', ')}`;
}
