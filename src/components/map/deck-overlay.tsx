import { useEffect } from 'react';
import { MapboxOverlay } from '@deck.gl/mapbox';
import type { Layer } from '@deck.gl/core';
import { useControl } from 'react-map-gl/maplibre';

interface DeckOverlayProps {
  layers: Layer[];
  onOverlay?: (overlay: MapboxOverlay) => void;
}

/**
 * deck.gl drawn over maplibre through a map control (TOOLCHAIN.md). Layers are pushed with
 * setProps on render; nothing here sets React state from deck's render callbacks, which would
 * loop forever.
 */
export function DeckOverlay({ layers, onOverlay }: DeckOverlayProps) {
  const overlay = useControl(() => new MapboxOverlay({ interleaved: false, layers }));
  overlay.setProps({ layers });
  useEffect(() => {
    onOverlay?.(overlay);
  }, [overlay, onOverlay]);
  return null;
}
