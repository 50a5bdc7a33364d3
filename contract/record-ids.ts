/**
 * What a result row's record is, by its id: the id the map's pins carry (part 1 §4 "Map") and the
 * id a saved view's visit keeps (contract/visits.ts). The engine's pins and the server's rows of a
 * saved view read it here, so both name the same records.
 */
import { cellAt, type ColumnarDataset } from './columnar-dataset';

/** A row's id field, the first one it has: projects and rentals `id`, sales `sale_id`, ... */
const ID_FIELDS = ['id', 'project_id', 'sale_id', 'property_id'];

/** The record id of a dataset row; NaN when it has none. */
export function recordId(dataset: ColumnarDataset, row: number): number {
  for (const field of ID_FIELDS) {
    const value = cellAt(dataset.fields.get(field), row);
    if (typeof value === 'number') return value;
  }
  return NaN;
}

/**
 * The records of the rows that have a pin (a sale: an address with coordinates; else the row's
 * own latitude and longitude), as the map's pins give them: a row without one is not on the map,
 * so a view's visit does not keep it either.
 */
export function pinnedRecordIds(dataset: ColumnarDataset, rows: Iterable<number>): Set<number> {
  const { offsets } = dataset.points;
  const ids = new Set<number>();
  for (const row of rows) {
    if (offsets[row + 1]! === offsets[row]!) continue;
    const id = recordId(dataset, row);
    if (!Number.isNaN(id)) ids.add(id);
  }
  return ids;
}
