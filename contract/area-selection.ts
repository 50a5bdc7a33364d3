import * as lzModule from 'lz-string';
import { GEO_FILTER_MAX_POINTS, isPlausiblePoint, type LatLng } from './geo-filter';
import { SAVED_AREA_NAME_MAX_LENGTH, isAreaPolygon, savedAreaName } from './saved-areas';

// lz-string is CommonJS without detectable named exports (see contract/geo-filter.ts).
const lz = (lzModule as typeof lzModule & { default?: typeof lzModule }).default ?? lzModule;

/**
 * A combined selection of areas (beyond the spec): named submarkets, municipalities and one or
 * more polygons (drawn, typed or saved areas, contract/saved-areas.ts). A row is in the selection
 * when it is in ANY of them (a union): its `submarket_id` is a named submarket, its
 * `municipality_id` a named municipality, or one of its points lies inside one of the polygons
 * (the point-in-polygon rule of contract/polygon.ts; a sale is inside when any address is).
 *
 * The selection is a client param (the `areas` key of the route query) on every map page: the
 * API fetch stays as the form says (regions, municipalities, submarkets), and the engine narrows
 * the fetched rows to the selection in its view step, after the other client filters (an AND
 * with them, the drawn `geoFilter` included). So the live count while the selection is edited
 * (a view update with the draft selection) is exactly the rows Search then shows.
 */

/** The route query key (every map page's schema names it: contract/search-params.ts). */
export const AREA_SELECTION_PARAM = 'areas';

/** At most this many polygons in one selection. */
export const AREA_SELECTION_MAX_POLYGONS = 10;
/** The polygons' points together: those of one geoFilter, so an address stays bounded. */
export const AREA_SELECTION_MAX_POINTS = GEO_FILTER_MAX_POINTS;
/** At most this many submarket or municipality ids each (the GTA has fewer). */
export const AREA_SELECTION_MAX_IDS = 500;

export interface SelectionPolygon {
  /** The saved area's name it came from, or null for a polygon drawn for this selection only. */
  name: string | null;
  points: LatLng[];
}

export interface AreaSelection {
  submarketIds: number[];
  municipalityIds: number[];
  polygons: SelectionPolygon[];
}

export const EMPTY_AREA_SELECTION: AreaSelection = { submarketIds: [], municipalityIds: [], polygons: [] };

/** True when the selection names nothing (then it selects nothing away: no filter). */
export function isEmptySelection(selection: AreaSelection): boolean {
  return selection.submarketIds.length + selection.municipalityIds.length + selection.polygons.length === 0;
}

/** The wire form: short keys, points as [lat, lng] pairs (as a geoFilter lists them). */
interface WireSelection {
  s?: number[];
  m?: number[];
  p?: Array<{ n?: string; g: Array<[number, number]> }>;
}

function sortedUnique(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

/**
 * The `areas` value of a selection, or undefined for an empty one (no key in the address). Ids
 * are written sorted and once, so two selections that mean the same compare equal as text.
 */
export function encodeAreaSelection(selection: AreaSelection): string | undefined {
  if (isEmptySelection(selection)) return undefined;
  const wire: WireSelection = {};
  if (selection.submarketIds.length > 0) wire.s = sortedUnique(selection.submarketIds);
  if (selection.municipalityIds.length > 0) wire.m = sortedUnique(selection.municipalityIds);
  if (selection.polygons.length > 0)
    wire.p = selection.polygons.map((polygon) => ({
      ...(polygon.name === null ? {} : { n: polygon.name }),
      g: polygon.points.map((point): [number, number] => [point.lat, point.lng]),
    }));
  return lz.compressToEncodedURIComponent(JSON.stringify(wire));
}

function idList(value: unknown): number[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > AREA_SELECTION_MAX_IDS) return null;
  const ids: number[] = [];
  for (const entry of value) {
    if (typeof entry !== 'number' || !Number.isSafeInteger(entry) || entry <= 0) return null;
    ids.push(entry);
  }
  return sortedUnique(ids);
}

function polygonOf(value: unknown): SelectionPolygon | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const { n, g } = value as Record<string, unknown>;
  let name: string | null = null;
  if (n !== undefined) {
    if (typeof n !== 'string') return null;
    name = savedAreaName(n);
    if (name === '' || name.length > SAVED_AREA_NAME_MAX_LENGTH) return null;
  }
  if (!Array.isArray(g)) return null;
  const points: LatLng[] = [];
  for (const pair of g) {
    if (!Array.isArray(pair) || pair.length !== 2) return null;
    const [lat, lng] = pair as unknown[];
    if (typeof lat !== 'number' || typeof lng !== 'number') return null;
    const point = { lat, lng };
    if (!isPlausiblePoint(point)) return null;
    points.push(point);
  }
  return isAreaPolygon(points) ? { name, points } : null;
}

/**
 * Reads an `areas` value. Anything that is not a selection the app writes gives null (a shared
 * address may be cut short or edited): not lz-string JSON, unknown keys, ids that are not
 * positive integers, a polygon of too few or too many points or with a point off the globe,
 * more polygons or points than the limits, a name the saved areas' rules refuse.
 */
export function decodeAreaSelection(value: string | null | undefined): AreaSelection | null {
  if (value === null || value === undefined || value === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(lz.decompressFromEncodedURIComponent(value) ?? '');
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const wire = parsed as Record<string, unknown>;
  if (Object.keys(wire).some((key) => key !== 's' && key !== 'm' && key !== 'p')) return null;
  const submarketIds = idList(wire['s']);
  const municipalityIds = idList(wire['m']);
  if (submarketIds === null || municipalityIds === null) return null;
  const rawPolygons = wire['p'] ?? [];
  if (!Array.isArray(rawPolygons) || rawPolygons.length > AREA_SELECTION_MAX_POLYGONS) return null;
  const polygons: SelectionPolygon[] = [];
  for (const raw of rawPolygons) {
    const polygon = polygonOf(raw);
    if (polygon === null) return null;
    polygons.push(polygon);
  }
  if (polygons.reduce((sum, polygon) => sum + polygon.points.length, 0) > AREA_SELECTION_MAX_POINTS) return null;
  const selection = { submarketIds, municipalityIds, polygons };
  return isEmptySelection(selection) ? null : selection;
}

/** The ids a selection names that the region configuration does not know, as `submarket 9`, `municipality 4`. */
export function unknownSelectionIds(
  selection: AreaSelection,
  known: { submarkets: ReadonlySet<string>; municipalities: ReadonlySet<string> },
): string[] {
  return [
    ...selection.submarketIds.filter((id) => !known.submarkets.has(String(id))).map((id) => `submarket ${id}`),
    ...selection.municipalityIds
      .filter((id) => !known.municipalities.has(String(id)))
      .map((id) => `municipality ${id}`),
  ];
}

function counted(count: number, one: string): string {
  return `${count} ${one}${count === 1 ? '' : 's'}`;
}

/** The selection in words (the export's About sheet): "2 submarkets, 1 municipality, 1 polygon (East side)". */
export function areaSelectionInWords(selection: AreaSelection): string {
  const parts: string[] = [];
  if (selection.submarketIds.length > 0) parts.push(counted(selection.submarketIds.length, 'submarket'));
  if (selection.municipalityIds.length > 0)
    parts.push(
      selection.municipalityIds.length === 1 ? '1 municipality' : `${selection.municipalityIds.length} municipalities`,
    );
  if (selection.polygons.length > 0) {
    const names = selection.polygons.map((polygon) => polygon.name ?? 'drawn');
    parts.push(`${counted(selection.polygons.length, 'polygon')} (${names.join(', ')})`);
  }
  return parts.join(', ');
}
