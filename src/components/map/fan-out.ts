import { FAN_OUT_PER_RING, FAN_OUT_STEP_DEGREES } from './map-constants';

/**
 * Pins at identical coordinates would hide each other, so they are fanned out (part 1 §4, §9):
 * the n-th pin of a stack goes on ring floor(n / 8) + 1 at angle (n mod 8) * 45 degrees, each
 * ring `distance` px further out. A pin alone at its coordinates keeps offset [0, 0].
 * Offsets are screen pixels ([x right, y down]) for deck.gl's getPixelOffset.
 */
export function fanOutOffset(indexInStack: number, distance: number): [number, number] {
  const ring = Math.floor(indexInStack / FAN_OUT_PER_RING) + 1;
  const angle = ((indexInStack % FAN_OUT_PER_RING) * FAN_OUT_STEP_DEGREES * Math.PI) / 180;
  const radius = ring * distance;
  // Starts straight up (north) and turns clockwise; whole pixels, and "+ 0" turns -0 into 0.
  return [Math.round(Math.sin(angle) * radius) + 0, Math.round(-Math.cos(angle) * radius) + 0];
}

/**
 * Offsets for a list of positions (interleaved lng, lat, as the engine sends them). Only
 * stacks of two or more share a coordinate, so a lone pin stays on its spot.
 */
export function fanOutOffsets(positions: ArrayLike<number>, distance: number): Array<[number, number]> {
  const count = Math.floor(positions.length / 2);
  const stacks = new Map<string, number[]>();
  for (let i = 0; i < count; i++) {
    const key = `${positions[i * 2]},${positions[i * 2 + 1]}`;
    const stack = stacks.get(key);
    if (stack) stack.push(i);
    else stacks.set(key, [i]);
  }
  const offsets: Array<[number, number]> = Array.from({ length: count }, () => [0, 0]);
  for (const stack of stacks.values()) {
    if (stack.length < 2) continue;
    stack.forEach((pointIndex, indexInStack) => {
      offsets[pointIndex] = fanOutOffset(indexInStack, distance);
    });
  }
  return offsets;
}
