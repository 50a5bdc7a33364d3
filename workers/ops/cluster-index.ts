/**
 * The map's cluster index (part 1 §4 "Map", §9): supercluster's clustering, kept in typed arrays
 * of what the map reads. The clusters are supercluster's own (the same algorithm, integer
 * coordinates and KD trees, so the same clusters, ids, positions and order at every zoom):
 * `tests/unit/workers/ops/cluster-index.test.ts` compares every zoom and every cluster's expansion
 * zoom with supercluster's.
 *
 * What differs is what the index keeps. Supercluster keeps, besides a KD tree per zoom, a
 * six-integer record per point or cluster and zoom (each zoom's sized by the zoom above), the
 * input's coordinates in doubles, and an array of the points' ids and one of their properties.
 * Here a zoom keeps its KD tree and, in the tree's own order, each entry's id, parent and point
 * count (22 B an entry); a single pin's position is read from the pins the view keeps
 * (`Pins.positions`), the coordinates it was indexed from. Measured on the 15,000 old-stock
 * buildings of the scale-10 data (Node, heap and array buffers after a collection): 191 B a pin
 * with supercluster, 88 B with this index, built in the same time (35 against 38 ms CPU).
 */
import KDBush from 'kdbush';

/** Supercluster's options as the map uses them (its defaults but the radius). */
export const CLUSTER_MAX_ZOOM = 16;
export const CLUSTER_RADIUS = 50;
const MIN_ZOOM = 0;
const MIN_POINTS = 2;
const EXTENT = 512;
const NODE_SIZE = 64;

// Supercluster's Int32 encoding of mercator coordinates in [0, 1] (its own constants, so the
// clusters are exactly its clusters).
const SCALE = 0x40000000;
const INV_SCALE = 1 / SCALE;
const encode = (coordinate: number) => (coordinate - 0.5) * SCALE;
const decode = (value: number) => value * INV_SCALE + 0.5;

// The build's scratch record of a point or cluster (supercluster's layout, without reduce).
const STRIDE = 6;
const OFFSET_ZOOM = 2;
const OFFSET_ID = 3;
const OFFSET_PARENT = 4;
const OFFSET_NUM = 5;

const lngX = (lng: number) => lng / 360 + 0.5;
function latY(lat: number): number {
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return y < 0 ? 0 : y > 1 ? 1 : y;
}
const xLng = (x: number) => (x - 0.5) * 360;
function yLat(y: number): number {
  const y2 = ((180 - y * 360) * Math.PI) / 180;
  return (360 * Math.atan(Math.exp(y2))) / Math.PI - 90;
}

/** One zoom's points and clusters: its KD tree, and per entry in the tree's order what the map reads. */
interface ZoomLevel {
  tree: KDBush;
  /** A pin's index (below the pin count) or a cluster's id. */
  ids: Int32Array;
  /** The id of the cluster the entry joins at the zoom below, -1 when none. */
  parents: Int32Array;
  /** Pins in the entry (1 for a pin). */
  counts: Uint32Array;
}

export interface ClusterTree {
  /** The pins' count (cluster ids start above it). */
  pinCount: number;
  /** The pins' [lng, lat] pairs, as indexed (a single pin's position is read here). */
  positions: Float32Array;
  /** By zoom, 0 to CLUSTER_MAX_ZOOM + 1; a zoom where nothing merges shares the level above. */
  levels: ZoomLevel[];
}

/** A point or cluster of a query, as supercluster's `getClusters` gives it. */
export interface ClusterEntry {
  lng: number;
  lat: number;
  /** The pin's index (a single pin) or the cluster's id. */
  id: number;
  /** 1 for a single pin. */
  count: number;
}

function createTree(data: Int32Array, items: number): KDBush {
  const tree = new KDBush(items, NODE_SIZE, Int32Array);
  for (let i = 0; i < items; i++) tree.add(data[i * STRIDE]!, data[i * STRIDE + 1]!);
  return tree.finish();
}

/** A level's entries in its tree's order, read from the build's records once they are final. */
function compactLevel(tree: KDBush, data: Int32Array): ZoomLevel {
  const items = tree.numItems;
  const ids = new Int32Array(items);
  const parents = new Int32Array(items);
  const counts = new Uint32Array(items);
  for (let position = 0; position < items; position++) {
    const k = tree.ids[position]! * STRIDE;
    ids[position] = data[k + OFFSET_ID]!;
    parents[position] = data[k + OFFSET_PARENT]!;
    counts[position] = data[k + OFFSET_NUM]!;
  }
  return { tree, ids, parents, counts };
}

/**
 * One zoom of supercluster's `_cluster`: merges the entries of `data` (the zoom above, indexed by
 * `tree`) within the radius into `out`, writes each merged entry's parent, returns the count.
 */
function clusterZoom(
  data: Int32Array,
  items: number,
  tree: KDBush,
  zoom: number,
  pinCount: number,
  out: Int32Array,
  neighbors: Uint32Array,
): number {
  const r = (CLUSTER_RADIUS / (EXTENT * (1 << zoom))) * SCALE;
  const notProcessed = CLUSTER_MAX_ZOOM + 1;
  const limit = items * STRIDE;
  let cursor = 0;
  for (let i = 0; i < limit; i += STRIDE) {
    if (data[i + OFFSET_ZOOM]! <= zoom) continue;
    data[i + OFFSET_ZOOM] = zoom;
    const x = data[i]!;
    const y = data[i + 1]!;
    const neighborCount = tree.withinInto(x, y, r, neighbors);
    const originCount = data[i + OFFSET_NUM]!;
    let count = originCount;
    for (let n = 0; n < neighborCount; n++) {
      const k = neighbors[n]! * STRIDE;
      if (data[k + OFFSET_ZOOM]! > zoom) count += data[k + OFFSET_NUM]!;
    }
    if (count > originCount && count >= MIN_POINTS) {
      let wx = x * originCount;
      let wy = y * originCount;
      // Supercluster's id: the origin's index and zoom, above the pins' indexes.
      const id = (((i / STRIDE) | 0) << 5) + (zoom + 1) + pinCount;
      for (let n = 0; n < neighborCount; n++) {
        const k = neighbors[n]! * STRIDE;
        if (data[k + OFFSET_ZOOM]! <= zoom) continue;
        data[k + OFFSET_ZOOM] = zoom;
        const count2 = data[k + OFFSET_NUM]!;
        wx += data[k]! * count2;
        wy += data[k + 1]! * count2;
        data[k + OFFSET_PARENT] = id;
      }
      data[i + OFFSET_PARENT] = id;
      out[cursor] = wx / count;
      out[cursor + 1] = wy / count;
      out[cursor + OFFSET_ZOOM] = notProcessed;
      out[cursor + OFFSET_ID] = id;
      out[cursor + OFFSET_PARENT] = -1;
      out[cursor + OFFSET_NUM] = count;
    } else {
      // With MIN_POINTS 2 an entry with unmerged neighbors always merges: it is kept alone.
      for (let j = 0; j < STRIDE; j++) out[cursor + j] = data[i + j]!;
    }
    cursor += STRIDE;
  }
  return cursor / STRIDE;
}

/**
 * Clusters `positions` ([lng, lat] pairs) as supercluster's `load` does, then keeps each zoom
 * compact. The build's records are scratch, dropped when it returns.
 */
export function buildClusterTree(positions: Float32Array): ClusterTree {
  const pinCount = positions.length >> 1;
  const notProcessed = CLUSTER_MAX_ZOOM + 1;
  let data = new Int32Array(pinCount * STRIDE);
  for (let pin = 0, w = 0; pin < pinCount; pin++, w += STRIDE) {
    data[w] = encode(lngX(positions[pin * 2]!));
    data[w + 1] = encode(latY(positions[pin * 2 + 1]!));
    data[w + OFFSET_ZOOM] = notProcessed;
    data[w + OFFSET_ID] = pin;
    data[w + OFFSET_PARENT] = -1;
    data[w + OFFSET_NUM] = 1;
  }
  let items = pinCount;
  let tree = createTree(data, items);
  const levels = new Array<ZoomLevel>(CLUSTER_MAX_ZOOM + 2);
  /** The zooms sharing the current tree (nothing merged between them), compacted once its parents are written. */
  let sharing = [CLUSTER_MAX_ZOOM + 1];
  const neighbors = new Uint32Array(pinCount);
  let spare: Int32Array<ArrayBuffer> | null = null;
  for (let zoom = CLUSTER_MAX_ZOOM; zoom >= MIN_ZOOM; zoom--) {
    const out: Int32Array<ArrayBuffer> = spare ?? new Int32Array(items * STRIDE);
    spare = null;
    const written = clusterZoom(data, items, tree, zoom, pinCount, out, neighbors);
    if (written === items) {
      // Nothing merged: the same entries in the same order, the tree above serves this zoom.
      sharing.push(zoom);
      spare = out;
      continue;
    }
    const level = compactLevel(tree, data);
    for (const shared of sharing) levels[shared] = level;
    data = out;
    items = written;
    tree = createTree(data, items);
    sharing = [zoom];
  }
  const last = compactLevel(tree, data);
  for (const shared of sharing) levels[shared] = last;
  return { pinCount, positions, levels };
}

function limitZoom(zoom: number): number {
  return Math.max(MIN_ZOOM, Math.min(Math.floor(+zoom), CLUSTER_MAX_ZOOM + 1));
}

/**
 * The tree positions of a level's entries in a box, in the order KDBush's `range` gives their
 * ids (its traversal, written out here to answer positions: the level's arrays are in that order).
 */
function rangePositions(tree: KDBush, minX: number, minY: number, maxX: number, maxY: number): number[] {
  const { coords, nodeSize } = tree;
  const stack = [0, tree.numItems - 1, 0];
  const result: number[] = [];
  while (stack.length > 0) {
    const axis = stack.pop()!;
    const right = stack.pop()!;
    const left = stack.pop()!;
    if (right - left <= nodeSize) {
      for (let i = left; i <= right; i++) {
        const x = coords[2 * i]!;
        const y = coords[2 * i + 1]!;
        if (x >= minX && x <= maxX && y >= minY && y <= maxY) result.push(i);
      }
      continue;
    }
    const m = (left + right) >> 1;
    const x = coords[2 * m]!;
    const y = coords[2 * m + 1]!;
    if (x >= minX && x <= maxX && y >= minY && y <= maxY) result.push(m);
    if (axis === 0 ? minX <= x : minY <= y) stack.push(left, m - 1, 1 - axis);
    if (axis === 0 ? maxX >= x : maxY >= y) stack.push(m + 1, right, 1 - axis);
  }
  return result;
}

/** The tree positions of a level's entries within `r` of (qx, qy), in KDBush's `within` order. */
function withinPositions(tree: KDBush, qx: number, qy: number, r: number): number[] {
  const { coords, nodeSize } = tree;
  const stack = [0, tree.numItems - 1, 0];
  const result: number[] = [];
  const r2 = r * r;
  const near = (x: number, y: number) => (x - qx) * (x - qx) + (y - qy) * (y - qy) <= r2;
  while (stack.length > 0) {
    const axis = stack.pop()!;
    const right = stack.pop()!;
    const left = stack.pop()!;
    if (right - left <= nodeSize) {
      for (let i = left; i <= right; i++) if (near(coords[2 * i]!, coords[2 * i + 1]!)) result.push(i);
      continue;
    }
    const m = (left + right) >> 1;
    const x = coords[2 * m]!;
    const y = coords[2 * m + 1]!;
    if (near(x, y)) result.push(m);
    if (axis === 0 ? qx - r <= x : qy - r <= y) stack.push(left, m - 1, 1 - axis);
    if (axis === 0 ? qx + r >= x : qy + r >= y) stack.push(m + 1, right, 1 - axis);
  }
  return result;
}

function entryAt(index: ClusterTree, level: ZoomLevel, position: number): ClusterEntry {
  const id = level.ids[position]!;
  const count = level.counts[position]!;
  if (count > 1)
    return {
      lng: xLng(decode(level.tree.coords[2 * position]!)),
      lat: yLat(decode(level.tree.coords[2 * position + 1]!)),
      id,
      count,
    };
  // Supercluster gives a single point's position back through its mercator coordinates.
  return {
    lng: xLng(lngX(index.positions[id * 2]!)),
    lat: yLat(latY(index.positions[id * 2 + 1]!)),
    id,
    count: 1,
  };
}

/** Supercluster's `getClusters(bbox, zoom)`: the pins and clusters in [west, south, east, north] at `zoom`. */
export function clustersIn(
  index: ClusterTree,
  bbox: readonly [number, number, number, number],
  zoom: number,
): ClusterEntry[] {
  let minLng = ((((bbox[0] + 180) % 360) + 360) % 360) - 180;
  const minLat = Math.max(-90, Math.min(90, bbox[1]));
  let maxLng = bbox[2] === 180 ? 180 : ((((bbox[2] + 180) % 360) + 360) % 360) - 180;
  const maxLat = Math.max(-90, Math.min(90, bbox[3]));
  if (bbox[2] - bbox[0] >= 360) {
    minLng = -180;
    maxLng = 180;
  } else if (minLng > maxLng) {
    return [
      ...clustersIn(index, [minLng, minLat, 180, maxLat], zoom),
      ...clustersIn(index, [-180, minLat, maxLng, maxLat], zoom),
    ];
  }
  const level = index.levels[limitZoom(zoom)]!;
  const positions = rangePositions(
    level.tree,
    encode(lngX(minLng)),
    encode(latY(maxLat)),
    encode(lngX(maxLng)),
    encode(latY(minLat)),
  );
  return positions.map((position) => entryAt(index, level, position));
}

const NO_CLUSTER = 'No cluster with the specified id.';

/** Supercluster's `getChildren(clusterId)`: the entries that merge into a cluster. */
export function clusterChildren(index: ClusterTree, clusterId: number): ClusterEntry[] {
  const originIndex = (clusterId - index.pinCount) >> 5;
  const originZoom = (clusterId - index.pinCount) % 32;
  const level = index.levels[originZoom];
  if (level === undefined || originIndex >= level.tree.numItems) throw new Error(NO_CLUSTER);
  // The origin's entry by its index in the build's order (the tree's `ids`): a click's lookup.
  const origin = level.tree.ids.indexOf(originIndex);
  if (origin < 0) throw new Error(NO_CLUSTER);
  const r = CLUSTER_RADIUS / (EXTENT * Math.pow(2, originZoom - 1));
  const near = withinPositions(
    level.tree,
    level.tree.coords[2 * origin]!,
    level.tree.coords[2 * origin + 1]!,
    r * SCALE,
  );
  const children = near
    .filter((position) => level.parents[position] === clusterId)
    .map((position) => entryAt(index, level, position));
  if (children.length === 0) throw new Error(NO_CLUSTER);
  return children;
}

/** Supercluster's `getClusterExpansionZoom(clusterId)`: the zoom at which a cluster splits. */
export function clusterExpansionZoom(index: ClusterTree, clusterId: number): number {
  let expansionZoom = ((clusterId - index.pinCount) % 32) - 1;
  let id = clusterId;
  while (expansionZoom <= CLUSTER_MAX_ZOOM) {
    const children = clusterChildren(index, id);
    expansionZoom++;
    if (children.length !== 1) break;
    // A cluster's only child is a cluster (supercluster reads its cluster id; a pin has none).
    if (children[0]!.count === 1) throw new Error(NO_CLUSTER);
    id = children[0]!.id;
  }
  return expansionZoom;
}
