/**
 * Map pins and clusters of a view (part 1 §4 "Map", §9): pins come from the filtered rows
 * (sales: one per address), clusters are supercluster's with max zoom 16 and radius 50, from a
 * compact index of them (cluster-index.ts). Results are typed arrays so they can be transferred
 * to the UI.
 */
import type { ClusterQuery } from '@contract/engine';
import { cellAt, type ColumnarDataset } from '@contract/columnar-dataset';
import { recordId } from '@contract/record-ids';
import { buildClusterTree, clusterExpansionZoom, clustersIn, type ClusterTree } from './cluster-index';

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
  index: ClusterTree;
}

/**
 * The clusters of a view's pins, indexed from their positions: no object per pin (each pin is
 * its index in `pins`).
 */
export function buildClusterIndex(pins: Pins, dataset: ColumnarDataset): ClusterIndex {
  return { pins, dataset, index: buildClusterTree(pins.positions) };
}

export interface Clusters {
  positions: Float32Array;
  counts: Uint32Array;
  ids: Float64Array;
  rows: Int32Array;
  categories: Uint16Array;
}

export function queryClusters(cluster: ClusterIndex, query: ClusterQuery): Clusters {
  const entries = clustersIn(cluster.index, query.bbox, Math.round(query.zoom));
  const n = entries.length;
  const result: Clusters = {
    positions: new Float32Array(n * 2),
    counts: new Uint32Array(n),
    ids: new Float64Array(n),
    rows: new Int32Array(n),
    categories: new Uint16Array(n),
  };
  entries.forEach((entry, i) => {
    result.positions[i * 2] = entry.lng;
    result.positions[i * 2 + 1] = entry.lat;
    result.counts[i] = entry.count;
    if (entry.count > 1) {
      result.ids[i] = entry.id;
      result.rows[i] = -1;
    } else {
      const row = cluster.pins.rows[entry.id]!;
      result.ids[i] = recordId(cluster.dataset, row);
      result.rows[i] = row;
      result.categories[i] = cluster.pins.categories[entry.id]!;
    }
  });
  return result;
}

export function expansionZoom(cluster: ClusterIndex, clusterId: number): number {
  return clusterExpansionZoom(cluster.index, clusterId);
}
