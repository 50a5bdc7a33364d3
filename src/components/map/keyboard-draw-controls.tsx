import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import type { Map as MaplibreMap } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { Box, Button, Group, Paper, Text } from '@mantine/core';
import { GEO_FILTER_MIN_POINTS, type LatLng } from '@contract/geo-filter';
import { enterAction, polygonProblem } from './keyboard-draw';
import { drawnPoint } from './polygon-draw';
import { KEYBOARD_DRAW_FINE_PAN_PX, KEYBOARD_DRAW_PAN_PX, KEYBOARD_DRAW_TEXT } from './map-keyboard-constants';
import { POLYGON_COLOR, REGION_LINE_COLOR } from './map-palette';

export const KEYBOARD_DRAW_LINE_LAYER_ID = 'marketview-keyboard-draw-line';
export const KEYBOARD_DRAW_POINT_LAYER_ID = 'marketview-keyboard-draw-points';

export interface KeyboardDraw {
  active: boolean;
  points: readonly LatLng[];
  /** What the last key did, read out with the count of points. */
  message: string;
  /** Starts drawing; focus goes to the map (its arrow keys pan) and comes back to `opener` at the end. */
  start: (opener: HTMLElement | null) => void;
  addAtCrosshair: () => void;
  removeLast: () => void;
  finish: () => void;
  cancel: () => void;
}

/** Arrow keys and the way each moves the crosshair over the map: [x, y] in steps. */
const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The state of a polygon drawn with the keyboard and the keys on the map while it is drawn: the
 * arrows move the map at once (Shift: small steps) instead of maplibre's eased pan, so a point
 * goes where the crosshair shows even when Enter follows at once; plus and minus zoom as ever
 * (the centre stays). Enter or Space adds the map's centre, Backspace removes the last point,
 * Escape cancels. A finished polygon goes to `onFinish`, the way a mouse drawing does.
 */
export function useKeyboardDraw(map: MaplibreMap | null, onFinish: (points: LatLng[]) => void): KeyboardDraw {
  const [active, setActive] = useState(false);
  const [points, setPoints] = useState<readonly LatLng[]>([]);
  const [message, setMessage] = useState('');
  const opener = useRef<HTMLElement | null>(null);

  const end = useCallback(() => {
    setActive(false);
    setPoints([]);
    setMessage('');
    // Focus goes back to the control that started the drawing (it stays on the page).
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected) back.focus();
  }, []);

  const start = useCallback(
    (from: HTMLElement | null) => {
      if (map === null) return;
      opener.current = from;
      setPoints([]);
      setMessage(KEYBOARD_DRAW_TEXT.help);
      setActive(true);
      map.getCanvas().focus();
    },
    [map],
  );

  const finish = useCallback(() => {
    const problem = polygonProblem(points);
    if (problem !== null) {
      setMessage(problem);
      return;
    }
    const drawn = [...points];
    end();
    onFinish(drawn);
  }, [points, end, onFinish]);

  const addAtCrosshair = useCallback(() => {
    if (map === null) return;
    const centre = map.getCenter();
    const crosshair = drawnPoint(centre.lat, centre.lng);
    const distance = (a: LatLng, b: LatLng) => {
      const pa = map.project([a.lng, a.lat]);
      const pb = map.project([b.lng, b.lat]);
      return Math.hypot(pa.x - pb.x, pa.y - pb.y);
    };
    const action = enterAction(points, crosshair, distance);
    if (action === 'finish') finish();
    else if (action === 'duplicate') setMessage(KEYBOARD_DRAW_TEXT.duplicate);
    else {
      setPoints([...points, crosshair]);
      setMessage(KEYBOARD_DRAW_TEXT.added(points.length + 1));
    }
  }, [map, points, finish]);

  const removeLast = useCallback(() => {
    if (points.length === 0) return;
    setPoints(points.slice(0, -1));
    setMessage(KEYBOARD_DRAW_TEXT.removed(points.length - 1));
  }, [points]);

  useEffect(() => {
    if (!active || map === null) return;
    const canvas = map.getCanvas();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const arrow = ARROWS[event.key];
      if (arrow !== undefined) {
        const step = event.shiftKey ? KEYBOARD_DRAW_FINE_PAN_PX : KEYBOARD_DRAW_PAN_PX;
        map.panBy([arrow[0] * step, arrow[1] * step], { animate: false });
      } else if (event.key === 'Enter' || event.key === ' ') addAtCrosshair();
      else if (event.key === 'Backspace') removeLast();
      else if (event.key === 'Escape') end();
      else return;
      event.preventDefault();
      event.stopPropagation();
    };
    canvas.addEventListener('keydown', onKeyDown);
    return () => canvas.removeEventListener('keydown', onKeyDown);
  }, [active, map, addAtCrosshair, removeLast, end]);

  return { active, points, message, start, addAtCrosshair, removeLast, finish, cancel: end };
}

/** The buttons and the spoken status of a keyboard drawing, above the map. */
export function KeyboardDrawPanel({ draw }: { draw: KeyboardDraw }) {
  const helpId = useId();
  return (
    <Paper withBorder p="xs" role="group" aria-label={KEYBOARD_DRAW_TEXT.panel} aria-describedby={helpId}>
      <Text size="xs" id={helpId}>
        {KEYBOARD_DRAW_TEXT.help}
      </Text>
      <Text size="sm" role="status" data-testid="keyboard-draw-status">
        {`${draw.message === KEYBOARD_DRAW_TEXT.help ? '' : `${draw.message} `}${KEYBOARD_DRAW_TEXT.points(draw.points.length)}`}
      </Text>
      <Group gap="xs" mt={4}>
        <Button size="xs" variant="light" onClick={draw.addAtCrosshair}>
          {KEYBOARD_DRAW_TEXT.add}
        </Button>
        <Button size="xs" variant="light" onClick={draw.removeLast} disabled={draw.points.length === 0}>
          {KEYBOARD_DRAW_TEXT.removeLast}
        </Button>
        <Button size="xs" onClick={draw.finish} disabled={draw.points.length < GEO_FILTER_MIN_POINTS}>
          {KEYBOARD_DRAW_TEXT.finish}
        </Button>
        <Button size="xs" variant="default" onClick={draw.cancel}>
          {KEYBOARD_DRAW_TEXT.cancel}
        </Button>
      </Group>
    </Paper>
  );
}

const CROSSHAIR_SIZE = 28;

/** The crosshair where the next point goes: the map's centre. Drawn over the map, not announced. */
export function KeyboardDrawCrosshair() {
  const arm = { position: 'absolute', background: REGION_LINE_COLOR, boxShadow: '0 0 0 1px #fff' } as const;
  return (
    <Box
      aria-hidden="true"
      data-testid="keyboard-draw-crosshair"
      pos="absolute"
      left="50%"
      top="50%"
      w={CROSSHAIR_SIZE}
      h={CROSSHAIR_SIZE}
      style={{ transform: 'translate(-50%, -50%)', pointerEvents: 'none', zIndex: 2 }}
    >
      <span style={{ ...arm, left: CROSSHAIR_SIZE / 2 - 1, top: 0, width: 2, height: CROSSHAIR_SIZE }} />
      <span style={{ ...arm, top: CROSSHAIR_SIZE / 2 - 1, left: 0, height: 2, width: CROSSHAIR_SIZE }} />
    </Box>
  );
}

/** The points placed so far and the outline through them (closed once it is a polygon). */
export function KeyboardDrawLayers({ points }: { points: readonly LatLng[] }) {
  const data = useMemo((): FeatureCollection => {
    const positions = points.map((point) => [point.lng, point.lat]);
    const outline = points.length >= GEO_FILTER_MIN_POINTS ? [...positions, positions[0]!] : positions;
    return {
      type: 'FeatureCollection',
      features: [
        ...(outline.length > 1
          ? [
              {
                type: 'Feature' as const,
                properties: {},
                geometry: { type: 'LineString' as const, coordinates: outline },
              },
            ]
          : []),
        ...positions.map((coordinates) => ({
          type: 'Feature' as const,
          properties: {},
          geometry: { type: 'Point' as const, coordinates },
        })),
      ],
    };
  }, [points]);
  return (
    <Source id="marketview-keyboard-draw" type="geojson" data={data}>
      <Layer
        id={KEYBOARD_DRAW_LINE_LAYER_ID}
        type="line"
        filter={['==', ['geometry-type'], 'LineString']}
        paint={{ 'line-color': POLYGON_COLOR, 'line-width': 2 }}
      />
      <Layer
        id={KEYBOARD_DRAW_POINT_LAYER_ID}
        type="circle"
        filter={['==', ['geometry-type'], 'Point']}
        paint={{
          'circle-color': POLYGON_COLOR,
          'circle-radius': 5,
          'circle-stroke-color': '#fff',
          'circle-stroke-width': 1,
        }}
      />
    </Source>
  );
}
