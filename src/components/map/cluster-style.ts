import { CLUSTER_STEPS } from './map-constants';
import { CLUSTER_COLORS, CLUSTER_RADII } from './map-palette';

/** Step 0 under 100, 1 for 100 or more, 2 for 750 or more (part 1 §9). */
export function clusterStep(count: number): 0 | 1 | 2 {
  if (count >= CLUSTER_STEPS[1]) return 2;
  if (count >= CLUSTER_STEPS[0]) return 1;
  return 0;
}

export function clusterColor(count: number): [number, number, number] {
  return CLUSTER_COLORS[clusterStep(count)]!;
}

export function clusterRadius(count: number): number {
  return CLUSTER_RADII[clusterStep(count)];
}
