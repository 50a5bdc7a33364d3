/**
 * Map pins and clusters of a view (part 1 §4 "Map", §9): pins come from the filtered rows
 * (sales: one per address), clusters from supercluster with max zoom 16 and radius 50.
 * Results are typed arrays so they can be transferred to the UI.
 */
import Supercluster from 'supercluster';
import type { ClusterProperties, PointFeature } from 'supercluster';
import type { ClusterQuery } from '@contract/engine';
import { cellAt, type ColumnarDataset } from '@contract/columnar-dataset';
import { recordId } from '@contract/record-ids';

export const CLUSTER_MAX_ZOOM = 16;
export const CLUSTER_RADIUS = 50;

const CATEGORY_FIELDS = ['map_icon', 'subproperty_type_icon', 'subproperty_type'];
/** What names a record in the list of pins in view: a project's or rental's name, a sale's address. */
const NAME_FIELDS = ['name', 'address'];
/** The list of pins in view asks for its few listed rows; a longer ask is cut, not walked. */
export const PIN_NAMES_MAX = 200;

/**
 * A view's pins as the worker keeps them (for its cluster index and the next copy to the UI). A
 * pin's record id is read from its row when asked (`pinIds`), not kept: 8 bytes a pin.
 */
export interface Pins {
  positions: Float32Array;
  rows: Uint32Array;
  categories: Uint16Array;
  categoryNames: string[];
}

/** The record id of each pin (its row's, contract/record-ids.ts), for the pins sent to the UI. */
export function pinIds(dataset: ColumnarDataset, pins: Pins): Float64Array {
  const ids = new Float64Array(pins.rows.length);
  let row = -1;
  let id = NaN;
  for (let pin = 0; pin < ids.length; pin++) {
    // A row's pins are consecutive (a sale's addresses): its id is read once.
    if (pins.rows[pin] !== row) {
      row = pins.rows[pin]!;
      id = recordId(dataset, row);
    }
    ids[pin] = id;
  }
  return ids;
}

export function pinsOf(dataset: ColumnarDataset, rows: Uint32Array): Pins {
  const { offsets, lat, lng } = dataset.points;
  let count = 0;
  for (let i = 0; i < rows.length; i++) count += offsets[rows[i]! + 1]! - offsets[rows[i]!]!;
  const positions = new Float32Array(count * 2);
  const pinRows = new Uint32Array(count);
  const categories = new Uint16Array(count);
  const categoryNames: string[] = [];
  const categoryIndex = new Map<string, number>();
  const categoryField = CATEGORY_FIELDS.find((field) => dataset.fields.has(field));
  let pin = 0;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const start = offsets[row]!;
    const end = offsets[row + 1]!;
    if (start === end) continue;
    const name = categoryField === undefined ? '' : String(cellAt(dataset.fields.get(categoryField), row) ?? '');
    let category = categoryIndex.get(name);
    if (category === undefined) {
      category = categoryNames.length;
      categoryNames.push(name);
      categoryIndex.set(name, category);
    }
    for (let p = start; p < end; p++) {
      positions[pin * 2] = lng[p]!;
      positions[pin * 2 + 1] = lat[p]!;
      pinRows[pin] = row;
      categories[pin] = category;
      pin++;
    }
  }
  return { positions, rows: pinRows, categories, categoryNames };
}

/**
 * The names of dataset rows (a pin's `row`), null where a row has none or is out of range: the
 * list of pins in view shows them. Bounded by PIN_NAMES_MAX, whatever the caller sends.
 */
export function pinNames(dataset: ColumnarDataset, rows: readonly number[]): Array<string | null> {
  const field = NAME_FIELDS.map((name) => dataset.fields.get(name)).find((column) => column !== undefined);
  return rows.slice(0, PIN_NAMES_MAX).map((row) => {
    if (!Number.isInteger(row) || row < 0 || row >= dataset.rowCount) return null;
    const value = cellAt(field, row);
    return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;
  });
}

export interface ClusterIndex {
  pins: Pins;
  /** The dataset of the pins' rows (a single pin's record id is read from its row). */
  dataset: ColumnarDataset;
  index: Supercluster<null>;
}

/**
 * Each pin is a feature whose id is its pin index and which has no properties: supercluster keeps
 * the properties object of every point for as long as the index lives, and a point's id is kept
 * as a plain number (on the old-stock view's 15,000 buildings, an object per pin was about a
 * tenth of the worker's memory for the result).
 */
export function buildClusterIndex(pins: Pins, dataset: ColumnarDataset): ClusterIndex {
  const index = new Supercluster<null>({ maxZoom: CLUSTER_MAX_ZOOM, radius: CLUSTER_RADIUS });
  const features: Array<PointFeature<null>> = [];
  for (let pin = 0; pin < pins.rows.length; pin++) {
    features.push({
      type: 'Feature',
      id: pin,
      properties: null,
      geometry: { type: 'Point', coordinates: [pins.positions[pin * 2]!, pins.positions[pin * 2 + 1]!] },
    });
  }
  index.load(features);
  return { pins, dataset, index };
}

export interface Clusters {
  positions: Float32Array;
  counts: Uint32Array;
  ids: Float64Array;
  rows: Int32Array;
  categories: Uint16Array;
}

export function queryClusters(cluster: ClusterIndex, query: ClusterQuery): Clusters {
  const features = cluster.index.getClusters(query.bbox, Math.round(query.zoom));
  const n = features.length;
  const result: Clusters = {
    positions: new Float32Array(n * 2),
    counts: new Uint32Array(n),
    ids: new Float64Array(n),
    rows: new Int32Array(n),
    categories: new Uint16Array(n),
  };
  features.forEach((feature, i) => {
    const [lngValue, latValue] = feature.geometry.coordinates;
    result.positions[i * 2] = lngValue!;
    result.positions[i * 2 + 1] = latValue!;
    const properties = feature.properties as Partial<ClusterProperties> | null;
    if (properties?.cluster === true) {
      result.counts[i] = properties.point_count ?? 0;
      result.ids[i] = properties.cluster_id ?? NaN;
      result.rows[i] = -1;
    } else {
      const pin = typeof feature.id === 'number' ? feature.id : 0;
      result.counts[i] = 1;
      result.ids[i] = recordId(cluster.dataset, cluster.pins.rows[pin]!);
      result.rows[i] = cluster.pins.rows[pin]!;
      result.categories[i] = cluster.pins.categories[pin]!;
    }
  });
  return result;
}

export function expansionZoom(cluster: ClusterIndex, clusterId: number): number {
  return cluster.index.getClusterExpansionZoom(clusterId);
}
