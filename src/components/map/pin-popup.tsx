import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Popup } from 'react-map-gl/maplibre';
import type { Popup as MaplibrePopup } from 'maplibre-gl';
import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { AppAnchor } from '../links/app-anchor';
import { PIN_HEIGHT } from './map-constants';
import { loadPinDetails, pinLinks, type PinDetails } from './pin-details';
import type { PinKind } from './pin-icons';
import type { PinMarker } from './visible-pins';

interface PinPopupProps {
  pin: PinMarker;
  kind: PinKind;
  onClose: () => void;
  /** Extra actions from the view that owns the results (e.g. Add To Compare List). */
  actions?: ReactNode;
}

type Loaded = { id: number; details: PinDetails | null };

export function PinPopup({ pin, kind, onClose, actions }: PinPopupProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const popupRef = useRef<MaplibrePopup>(null);

  // Escape closes the popup from anywhere in it, its close button included (WCAG 2.1.1); the map
  // gives focus back to what opened it.
  const closeListener = useRef(onClose);
  useEffect(() => {
    closeListener.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const element = popupRef.current?.getElement();
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      closeListener.current();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    loadPinDetails(kind, pin.id, controller.signal).then(
      (details) => setLoaded({ id: pin.id, details }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('The map popup could not load its record', error);
        setLoaded({ id: pin.id, details: null });
      },
    );
    return () => controller.abort();
  }, [kind, pin.id]);

  const current = loaded?.id === pin.id ? loaded : null;
  const links = current?.details?.links ?? pinLinks(kind, pin.id);
  // The popup opens above the pin's head, shifted with the pin when it is fanned out.
  const offset: [number, number] = [pin.offset[0], pin.offset[1] - PIN_HEIGHT];

  return (
    <Popup
      ref={popupRef}
      longitude={pin.position[0]}
      latitude={pin.position[1]}
      offset={offset}
      anchor="bottom"
      closeOnClick={false}
      onClose={onClose}
      maxWidth="280px"
    >
      <Stack gap={4} data-testid="map-popup" role="group" aria-label={current?.details?.title ?? 'Map popup'}>
        {current === null ? (
          <Loader size="xs" aria-label="Loading" />
        ) : (
          current.details && (
            <>
              <Text fw={700} size="sm">
                {current.details.title}
              </Text>
              {current.details.lines.map((line) => (
                <Text key={line} size="xs">
                  {line}
                </Text>
              ))}
            </>
          )
        )}
        {links.map((link) => (
          <Anchor key={link.path} component={AppAnchor} url={link.path} newTab size="sm">
            {link.label}
          </Anchor>
        ))}
        {actions}
      </Stack>
    </Popup>
  );
}
