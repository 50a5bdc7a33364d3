import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_SELECTION_PARAM, encodeAreaSelection, type AreaSelection } from '@contract/area-selection';
import { containsPoint, preparePolygon } from '@contract/polygon';
import type { ClientParams, DisplayRow, EngineReply, OpenDatasetRequest, ViewSummary } from '@contract/engine';
import type { LatLng } from '@contract/geo-filter';
import { SALES_QUERY } from '@contract/sales-search';
import { createEngineService, type Fetcher } from '@workers/engine-service';
import { createTestApp, type TestApp } from '@test-support/test-app';

/**
 * The combined selection of areas (contract/area-selection.ts) in the engine, on the seeded
 * sales and rental properties the server answers: the live count and overall totals of a view
 * updated with the selection (what the selection panel shows while it is edited) equal the
 * rows and totals of the view Search opens with it, and those rows are exactly the union of
 * two submarkets and a polygon, worked out here from the server's rows.
 */

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.loginAs('demo');
});
afterAll(async () => {
  await t.close();
});

function value<T>(reply: EngineReply<T>): T {
  if (!reply.ok) throw new Error(`${reply.error.name}: ${reply.error.message}`);
  return reply.value;
}

/** The engine's fetches answered by the seeded server. */
const fetcher: Fetcher = async (url, init) => {
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((entry, key) => (headers[key] = entry));
  const response = await t.app.inject({ method: 'GET', url, headers: { ...headers, cookie } });
  return new Response(new Uint8Array(response.rawPayload), {
    status: response.statusCode,
    headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
  });
};

type RawRow = Record<string, unknown>;

/** A row's points as the engine reads them: its addresses' coordinates (a sale), else its own. */
function pointsOf(row: RawRow): LatLng[] {
  const addresses = Array.isArray(row['addresses']) ? (row['addresses'] as RawRow[]) : [];
  const own = [{ lat: Number(row['latitude']), lng: Number(row['longitude']) }];
  const listed = addresses.map((address) => ({
    lat: Number(address['property_latitude']),
    lng: Number(address['property_longitude']),
  }));
  return listed.length > 0 ? listed : own;
}

function inSelection(row: RawRow, selection: AreaSelection): boolean {
  if (selection.submarketIds.includes(Number(row['submarket_id']))) return true;
  if (selection.municipalityIds.includes(Number(row['municipality_id']))) return true;
  return selection.polygons.some((polygon) => {
    const prepared = preparePolygon(polygon.points);
    return pointsOf(row).some((point) => containsPoint(prepared, point.lng, point.lat));
  });
}

/** A box around the points of rows outside the named submarkets: the polygon adds rows of its own. */
function boxAround(rows: readonly RawRow[]): LatLng[] {
  const points = rows.slice(0, 5).flatMap(pointsOf);
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  return [
    { lat: south - 0.001, lng: west - 0.001 },
    { lat: north + 0.001, lng: west - 0.001 },
    { lat: north + 0.001, lng: east + 0.001 },
    { lat: south - 0.001, lng: east + 0.001 },
  ];
}

/** The two submarkets with the most rows, and a polygon round rows of neither. */
function unionOf(rows: readonly RawRow[]): AreaSelection {
  const counts = new Map<number, number>();
  for (const row of rows) {
    const id = row['submarket_id'];
    if (typeof id === 'number') counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const submarketIds = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([id]) => id);
  const others = rows.filter((row) => !submarketIds.includes(Number(row['submarket_id'])));
  return { submarketIds, municipalityIds: [], polygons: [{ name: 'Test area', points: boxAround(others) }] };
}

async function leafRows(
  engine: ReturnType<typeof createEngineService>,
  viewId: number,
  summary: ViewSummary,
): Promise<DisplayRow[]> {
  const window = value(await engine.getRows(90, viewId, 0, summary.displayRowCount));
  return window.rows.filter((row) => row.kind === 'leaf');
}

async function searchRequest(kind: 'sales' | 'rentals'): Promise<OpenDatasetRequest> {
  if (kind === 'sales') {
    const subTypes = await t.db.selectFrom('sale_sub_types').select('id').execute();
    const dates = await t.db
      .selectFrom('sales')
      .select((eb) => [eb.fn.min('sale_date').as('min'), eb.fn.max('sale_date').as('max')])
      .executeTakeFirstOrThrow();
    return {
      endpoint: '/api/v1/sales/sales',
      apiParams: {
        [`${SALES_QUERY.subPropertyType}[]`]: subTypes.map((row) => row.id),
        [SALES_QUERY.from]: String(dates.min),
        [SALES_QUERY.to]: String(dates.max),
      },
      kind: 'sales',
    };
  }
  const month = await t.db
    .selectFrom('rental_activity')
    .select((eb) => eb.fn.max('month').as('max'))
    .executeTakeFirstOrThrow();
  return {
    endpoint: '/api/v1/rental/propertydata',
    apiParams: { queryMonth: String(month.max), timeRange: '12mo' },
    kind: 'rentals',
  };
}

/** The server's JSON answer of the same call and its rows (a sales answer wraps its rows). */
async function rawAnswer(request: OpenDatasetRequest): Promise<{ body: RawRow; rows: RawRow[] }> {
  const query = new URLSearchParams();
  for (const [key, entry] of Object.entries(request.apiParams))
    for (const item of Array.isArray(entry) ? entry : [entry]) query.append(key, String(item));
  const response = await t.app.inject({
    method: 'GET',
    url: `${request.endpoint}?${query.toString()}`,
    headers: { cookie, accept: 'application/json' },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json() as RawRow;
  return { body, rows: rowsOf(body) };
}

function isSalesEnvelope(body: RawRow): boolean {
  const first = (body['data'] as RawRow[])[0];
  return first !== undefined && Array.isArray(first['data']);
}

function rowsOf(body: RawRow): RawRow[] {
  const data = body['data'] as RawRow[];
  return isSalesEnvelope(body) ? (data[0]!['data'] as RawRow[]) : data;
}

/** A fetcher answering the same envelope with only the given rows. */
function answering(body: RawRow, rows: readonly RawRow[]): Fetcher {
  const data = body['data'] as RawRow[];
  const answer = { ...body, data: isSalesEnvelope(body) ? [{ ...data[0], data: rows }, ...data.slice(1)] : rows };
  return async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
}

describe('the combined selection of areas in the engine', () => {
  for (const kind of ['sales', 'rentals'] as const) {
    it(`${kind}: the live count and totals of two submarkets and a polygon are the rows after Search`, async () => {
      const request = await searchRequest(kind);
      const { body, rows } = await rawAnswer(request);
      expect(rows.length).toBeGreaterThan(20);
      const selection = unionOf(rows);
      const expected = rows.filter((row) => inSelection(row, selection));
      const bySubmarket = rows.filter((row) => selection.submarketIds.includes(Number(row['submarket_id'])));
      // A union: the polygon adds rows the two submarkets do not hold, and leaves some rows out.
      expect(expected.length).toBeGreaterThan(bySubmarket.length);
      expect(expected.length).toBeLessThan(rows.length);

      const engine = createEngineService({ fetcher, warn: () => undefined });
      const dataset = value(await engine.openDataset(1, request));
      expect(dataset.rowCount).toBe(rows.length);
      const spec = (clientParams: ClientParams) => ({ clientParams, sort: null, visibleColumns: null });
      const areas: ClientParams = { [AREA_SELECTION_PARAM]: encodeAreaSelection(selection) };

      // The page's view, updated while the selection is edited: the live count.
      const page = value(await engine.createView(2, dataset.datasetId, spec({})));
      expect(page.filteredCount).toBe(rows.length);
      const live = value(await engine.updateView(3, page.viewId, spec(areas)));
      // After Search: the route holds the selection and the page's view opens with it.
      const searched = value(await engine.createView(4, dataset.datasetId, spec(areas)));

      expect(live.filteredCount).toBe(expected.length);
      expect(searched.filteredCount).toBe(live.filteredCount);
      expect(searched.overallTotal).toEqual(live.overallTotal);
      const shown = await leafRows(engine, searched.viewId, searched);
      expect(shown.map((row) => row.values['id']).sort()).toEqual(expected.map((row) => row['id']).sort());
      // The totals are the rollup's over those rows: a dataset of only them, unfiltered, totals the same.
      const only = createEngineService({ fetcher: answering(body, expected), warn: () => undefined });
      const onlyDataset = value(await only.openDataset(1, request));
      const onlyView = value(await only.createView(2, onlyDataset.datasetId, spec({})));
      expect(onlyView.filteredCount).toBe(expected.length);
      expect(onlyView.overallTotal).toEqual(live.overallTotal);
    });
  }
});
