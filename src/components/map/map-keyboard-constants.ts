/**
 * The map from the keyboard (beyond the spec, WCAG 2.1.1): the labels, messages and limits of the
 * list of pins in view, the area picker and drawing a polygon with the keyboard, in one place.
 */

const COUNT = new Intl.NumberFormat('en-CA');

/** A count as the page writes it ("1,234"). */
export function countText(count: number): string {
  return COUNT.format(count);
}

/** The list of pins in view names at most this many markers; the rest are counted ("zoom in"). */
export const MARKER_LIST_MAX = 50;

/** Enter within this many pixels of the first point closes the polygon, as clicking it does. */
export const CLOSE_ON_FIRST_POINT_PX = 12;

/**
 * While drawing with keys an arrow moves the map at once by this many pixels (maplibre's own
 * step), with Shift by the fine step: no easing, so the crosshair is where Enter puts the point
 * however fast the keys come.
 */
export const KEYBOARD_DRAW_PAN_PX = 100;
export const KEYBOARD_DRAW_FINE_PAN_PX = 10;

export const MARKER_LIST_TEXT = {
  title: 'Pins in view',
  /** The list's name for screen readers (its items are buttons: Enter opens or zooms). */
  list: 'Pins and clusters in view',
  help: 'Enter opens a pin’s popup or zooms into a cluster. Up and down arrows move in the list.',
  nothing: 'No pins in view',
} as const;

export const MAP_AREA_TEXT = {
  label: 'Go to area',
  placeholder: 'Region, municipality or submarket',
  /** Announced once the map shows the chosen area. */
  shown: (name: string) => `The map shows ${name}.`,
  levels: { region: 'region', municipality: 'municipality', submarket: 'submarket' },
} as const;

export const KEYBOARD_DRAW_TEXT = {
  start: 'Draw with Keyboard',
  add: 'Add Point',
  removeLast: 'Remove Last Point',
  finish: 'Finish Polygon',
  cancel: 'Cancel Drawing',
  panel: 'Drawing a polygon with the keyboard',
  help:
    'The arrow keys move the map under the crosshair (with Shift, in small steps), plus and minus ' +
    'zoom. Enter or Space adds a ' +
    'point at the crosshair, Backspace removes the last one, Escape cancels. Enter on the first ' +
    'point, or Finish Polygon, closes the polygon.',
  points: (count: number) => (count === 1 ? '1 point placed.' : `${countText(count)} points placed.`),
  added: (count: number) => `Point ${countText(count)} added.`,
  removed: (count: number) => `Last point removed, ${count === 1 ? '1 point' : `${countText(count)} points`} left.`,
  duplicate: 'The crosshair is on the last point: move the map to place the next one.',
} as const;
