import { Button, Checkbox, Group } from '@mantine/core';
import { memo, type MouseEvent } from 'react';
import type { LatLng } from '@contract/geo-filter';
import { nextFocusable } from '../../lib/next-focusable';
import { TypedPolygonDialog } from './typed-polygon-dialog';
import { TYPED_POLYGON_TEXT } from './typed-polygon-text';

export interface MapToolbarProps {
  /** The markers mode: boundaries can be hidden and a polygon drawn (part 1 §4). */
  showMarkers: boolean;
  showBoundaries: boolean;
  onShowBoundaries: (show: boolean) => void;
  showSelectedSubmarkets: boolean;
  onShowSelectedSubmarkets: (show: boolean) => void;
  /** The map has loaded: drawing needs it. */
  ready: boolean;
  drawing: boolean;
  /** The polygon searched, or null. */
  polygon: readonly LatLng[] | null;
  typing: boolean;
  onStartDrawing: () => void;
  onCancelDrawing: () => void;
  onDeletePolygon: () => void;
  onOpenTyping: () => void;
  onCloseTyping: () => void;
  onApplyTypedPolygon: (points: LatLng[]) => void;
  /** Whether a typed point lies on the map's geography. */
  onMap: (point: LatLng) => boolean;
}

/**
 * The checkboxes and polygon buttons above the map (part 1 §4). Memoized: new clusters and pins
 * render the map's layers again, not these controls.
 */
export const MapToolbar = memo(function MapToolbar({
  showMarkers,
  showBoundaries,
  onShowBoundaries,
  showSelectedSubmarkets,
  onShowSelectedSubmarkets,
  ready,
  drawing,
  polygon,
  typing,
  onStartDrawing,
  onCancelDrawing,
  onDeletePolygon,
  onOpenTyping,
  onCloseTyping,
  onApplyTypedPolygon,
  onMap,
}: MapToolbarProps) {
  // Delete Polygon is disabled once the polygon is gone, and focus would drop to the page: it
  // goes on to the control that follows, as Tab would take it (WCAG 2.4.3).
  const deletePolygon = (event: MouseEvent<HTMLButtonElement>) => {
    const next = nextFocusable(event.currentTarget);
    onDeletePolygon();
    next?.focus();
  };
  return (
    <Group gap="md" wrap="wrap">
      {showMarkers && (
        <Checkbox
          label="Show Boundaries"
          checked={showBoundaries}
          onChange={(event) => onShowBoundaries(event.currentTarget.checked)}
        />
      )}
      <Checkbox
        label="Show Selected Submarkets"
        checked={showSelectedSubmarkets}
        onChange={(event) => onShowSelectedSubmarkets(event.currentTarget.checked)}
      />
      {showMarkers && (
        <Group gap="xs">
          {drawing ? (
            <Button size="xs" variant="light" onClick={onCancelDrawing}>
              Cancel Drawing
            </Button>
          ) : (
            <Button size="xs" variant="light" onClick={onStartDrawing} disabled={!ready}>
              Draw Polygon
            </Button>
          )}
          <Button size="xs" variant="light" onClick={onOpenTyping} disabled={!ready || drawing}>
            {TYPED_POLYGON_TEXT.open}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={deletePolygon} disabled={polygon === null}>
            Delete Polygon
          </Button>
          <TypedPolygonDialog
            opened={typing}
            polygon={polygon}
            onMap={onMap}
            onApply={onApplyTypedPolygon}
            onClear={onDeletePolygon}
            onClose={onCloseTyping}
          />
        </Group>
      )}
    </Group>
  );
});
