import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STANDING_LABELS, type ProjectStanding } from '@contract/product-facts';
import { type SavedView, SAVED_VIEW_PAGES } from '@contract/saved-views';
import {
  STANDING_CHANGE_LABEL,
  VISIT_MAX_ROWS,
  VISIT_MESSAGES,
  WATCHED_FIELDS,
  WATCHED_ENTITY_OF_KIND,
  isTotalsEntity,
  totalsRowKey,
  totalsRowKeyOf,
  totalsRowName,
  TOTALS_OF_VIEW_PERIOD,
  visitRowKey,
  type TrackedVisitResponse,
  type VisitDiff,
  type WatchedEntity,
  type WhatsNewResponse,
} from '@contract/visits';
import type { ColumnDefinition } from '@contract/columns';
import { buildDataset, cellAt, scalarFieldsAt } from '@contract/columnar-dataset';
import { queryString } from '@contract/api-query-string';
import { landingSearchParams, withoutResultsView } from '@contract/search-params';
import { LANDING_SALES_CATEGORY } from '@contract/access';
import { geographyIds, type RegionConfig } from '@contract/geography';
import { shownLandingGroup, splitGroupKey, tabClientParams } from '@contract/landing-tabs';
import { landingDefaults, landingStateToUrl, readLandingUrl, type LandingViewState } from '@contract/landing-url-state';
import { EMPTY_AREA_SELECTION } from '@contract/area-selection';
import type { ByRegionLandingResponse, ByRegionOptionsResponse } from '@contract/urban-landing';
import type { SalesOptionsBasicResponse } from '@contract/sales-options';
import type { CellValue, SearchRow } from '@contract/search';
import { parseSearchString, stringifySearch } from '@contract/search-string';
import { labelledValue } from '@server/columns/measures';
import { SALES_VIEWS } from '@src/features/sales/search/sales-search-views';
import { SEARCH_VIEWS } from '@src/routes/-search-views';
import type { SearchViewDescriptor } from '@src/components/search-page/search-view-kit';
import type { SearchQuery } from '@contract/search-query';
import { VIEW_IDS, VIEWS } from '@contract/views';
import { VIEW_SEARCH_PAGES } from '@server/queries/visits/saved-view-rows';
import { changedCellsOf, rowIdOf } from '@src/components/whats-new/visit-state';
import { pinIds, pinsOf } from '@workers/ops/cluster';
import { prepareDataset, runView } from '@workers/ops/view';
import { createTestApp, type TestApp } from '@test-support/test-app';
import { loadSearchConfiguration } from '@test-support/search-configuration';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['demo', 'sales-only']) cookies[username] = await t.loginAs(username);
});
afterAll(async () => {
  await t.close();
});

function call(username: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object | Buffer) {
  const binary = Buffer.isBuffer(payload);
  return t.app.inject({
    method,
    url,
    headers: { cookie: cookies[username]!, ...(binary ? { 'content-type': 'application/octet-stream' } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The ids as the engine's map sends them: Float64, a record's pins repeating its id. */
const idsBody = (ids: readonly number[]) => Buffer.from(new Float64Array(ids).buffer);

async function saveView(username: string, name: string, page: string, query = ''): Promise<SavedView> {
  const response = await call(username, 'POST', '/api/v1/saved-views', { name, page, query });
  expect(response.statusCode).toBe(201);
  return (response.json() as { view: SavedView }).view;
}

/** A visit of a saved view: its record ids, or for a market totals view no body (the server reads its rows). */
async function visitView(viewId: number, entity: string, ids: readonly number[] | null): Promise<VisitDiff> {
  const url = `/api/v1/visits/views/${viewId}/${entity}`;
  const response = await call('demo', 'PUT', url, ids === null ? undefined : idsBody(ids));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as VisitDiff;
}

async function whatsNew(query = ''): Promise<WhatsNewResponse> {
  const response = await call('demo', 'GET', `/api/v1/visits/whats-new${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as WhatsNewResponse;
}

/**
 * The records a results page shows (distinct, as the server keeps them) and their entity; for
 * market totals, the rows' keys in the table (contract/visits.ts totalsRowKey) and their values.
 */
interface PageRecords {
  ids: number[];
  entity: WatchedEntity;
  rowKeys: string[];
  rows: Array<Record<string, unknown>>;
}

/**
 * The records a results page shows for a query, as the page finds them: its route schema, the
 * view's resolved search and request (its descriptor), the API call, the engine's view step and
 * the map's ids (distinct, as the server keeps them).
 */
async function pageRecords<Options>(
  descriptor: SearchViewDescriptor<Options, SearchQuery>,
  options: Options,
  query: string,
): Promise<PageRecords> {
  const route = withoutResultsView(descriptor.schema.parse(parseSearchString(query)));
  const search = descriptor.resolveSearch(options, route);
  const { endpoint, apiParams, kind } = descriptor.datasetRequest(options, search);
  const response = await call('demo', 'GET', `${endpoint}${queryString(apiParams)}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as {
    data: SearchRow[] | [{ data: SearchRow[] }];
    tableHeaders: { data: ColumnDefinition[] };
  };
  // Part 2 §7: sales rows are wrapped once more, `data: [{ data: rows }]`.
  const rows = endpoint.startsWith('/api/v1/sales/')
    ? (body.data[0] as { data: SearchRow[] }).data
    : (body.data as SearchRow[]);
  const dataset = buildDataset(rows, body.tableHeaders.data);
  const shown = runView(prepareDataset(dataset, kind), {
    clientParams: descriptor.clientParams(options, search),
    context: { filters: descriptor.filtersOnServer ? [] : descriptor.filterDefinitions(options, search) },
    sort: null,
    visibleColumns: null,
  });
  const entity = WATCHED_ENTITY_OF_KIND[kind];
  const shownRows = [...shown.rows];
  return {
    ids: [...new Set(pinIds(dataset, pinsOf(dataset, shown.rows)))],
    entity,
    rowKeys: isTotalsEntity(entity)
      ? shownRows.map((row) => totalsRowKey(entity, (field) => cellAt(dataset.fields.get(field), row)))
      : [],
    rows: shownRows.map((row) => scalarFieldsAt(dataset, row)),
  };
}

/**
 * The records Map Search shows for a query, as the page finds them: its URL reading over the
 * landing options and the region configuration, the landing call of its regions, the selected
 * tab's group, the engine's view step with the tab's client params and the map's ids.
 */
async function landingRecords(
  options: ByRegionOptionsResponse,
  regions: readonly RegionConfig[],
  query: string,
): Promise<PageRecords> {
  const route = withoutResultsView(landingSearchParams.parse(parseSearchString(query)));
  const { state } = readLandingUrl(route, options, landingDefaults(options), geographyIds(regions));
  const response = await call(
    'demo',
    'GET',
    `/api/v1/urban/project/byregionlanding${queryString({ 'regionId[]': state.regionIds })}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  const groups = response.json() as ByRegionLandingResponse;
  const shown = shownLandingGroup(groups, state.selection, state.tab)!;
  const { group } = shown;
  const kind = group.type === 'sales' ? 'sales' : 'projects';
  const dataset = buildDataset(group.data, group.tableHeaders.data);
  const parts = splitGroupKey(shown.groupKey);
  const rows = runView(prepareDataset(dataset, kind), {
    clientParams: tabClientParams(group.type, state.selection, state.polygon, state.areas),
    context: parts === null ? undefined : { projectType: parts.category, projectStanding: parts.option },
    sort: null,
    visibleColumns: null,
  }).rows;
  return {
    ids: [...new Set(pinIds(dataset, pinsOf(dataset, rows)))],
    entity: WATCHED_ENTITY_OF_KIND[kind],
    rowKeys: [],
    rows: [],
  };
}

/** A project's newest quarter in its standing, as a visit reads it. */
async function newestQuarter(projectId: number) {
  const project = await t.db
    .selectFrom('projects')
    .select(['standing', 'name'])
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  const quarters = await t.db
    .selectFrom('project_quarters')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('standing', '=', project.standing)
    .orderBy('year', 'desc')
    .orderBy('quarter', 'desc')
    .execute();
  return { project, quarter: quarters[0]! };
}

describe('changed since my last visit', () => {
  it("answers exactly the rows and fields that changed in a saved view, and What's new lists it", async () => {
    // Projects with quarterly figures and a standing none of their quarters is in (to move one there).
    const standings = Object.keys(STANDING_LABELS) as ProjectStanding[];
    const candidates = await t.db
      .selectFrom('projects')
      .innerJoin('project_quarters', (join) =>
        join
          .onRef('project_quarters.project_id', '=', 'projects.id')
          .onRef('project_quarters.standing', '=', 'projects.standing'),
      )
      .select('projects.id')
      .where('project_quarters.sold_psf', 'is not', null)
      .where('project_quarters.total_sales', 'is not', null)
      .groupBy('projects.id')
      .orderBy('projects.id')
      .limit(4)
      .execute();
    const [p1, p2, p3, p4] = candidates.map((row) => row.id) as [number, number, number, number];
    const sale = await t.db
      .selectFrom('sales')
      .select(['id', 'price'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();

    const projectsView = await saveView('demo', 'Watched projects', '/project/project-search');
    const salesView = await saveView('demo', 'Watched sales', '/property/sales');
    // First visits: nothing to compare yet.
    expect(await visitView(projectsView.id, 'project', [p1, p1, p2, p3])).toEqual({
      lastVisitAt: null,
      added: [],
      removed: [],
      changed: [],
    });
    expect((await visitView(salesView.id, 'sale', [sale.id])).lastVisitAt).toBeNull();
    const tracked = await call('demo', 'PUT', `/api/v1/visits/project/${p1}`);
    expect(tracked.statusCode).toBe(200);
    expect((tracked.json() as TrackedVisitResponse).newVersions).toEqual([]);
    expect((await whatsNew(`?project=${p1}`)).items).toEqual([]);

    // The data advances: p1 moves to another standing with new figures and a new update-history
    // entry; the sale's price changes.
    const { project, quarter } = await newestQuarter(p1);
    const taken = await t.db.selectFrom('project_quarters').select('standing').where('project_id', '=', p1).execute();
    const moved = standings.find((standing) => !taken.some((row) => row.standing === standing))!;
    await t.db.updateTable('projects').set({ standing: moved }).where('id', '=', p1).execute();
    await t.db
      .updateTable('project_quarters')
      .set({ standing: moved, sold_psf: (quarter.sold_psf ?? 0) + 111, total_sales: (quarter.total_sales ?? 0) + 7 })
      .where('project_id', '=', p1)
      .where('year', '=', quarter.year)
      .where('quarter', '=', quarter.quarter)
      .where('standing', '=', project.standing)
      .execute();
    const versions = await t.db
      .selectFrom('project_versions')
      .select(['version'])
      .where('project_id', '=', p1)
      .execute();
    const newVersion = Math.max(0, ...versions.map((row) => row.version)) + 1;
    await t.db
      .insertInto('project_versions')
      .values({
        project_id: p1,
        version: newVersion,
        standing: moved,
        updated_on: '2026-10-01',
        status: 'Updated',
        compare: '[]',
      })
      .execute();
    await t.db
      .updateTable('sales')
      .set({ price: sale.price + 250_000 })
      .where('id', '=', sale.id)
      .execute();

    // What's new: both views and the tracked project, newest change first (the project's update on
    // 2026-10-01; of two with that date, the one visited last first), p4 never visited.
    const listed = await whatsNew(`?project=${p1}&project=${p4}`);
    expect(listed.items.map((item) => [item.kind, item.id, item.changedRows, item.newVersions])).toEqual([
      ['project', p1, 1, 1],
      ['savedView', projectsView.id, 1, 0],
      ['savedView', salesView.id, 1, 0],
    ]);
    expect(listed.items[1]).toMatchObject({
      name: 'Watched projects',
      page: '/project/project-search',
      changedOn: '2026-10-01',
    });

    // Reopening the view with the rows it shows now: p3 left it, p4 joined, p1's fields moved.
    const diff = await visitView(projectsView.id, 'project', [p1, p2, p4]);
    expect(Date.parse(diff.lastVisitAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(diff.added.map((row) => row.id)).toEqual([p4]);
    expect(diff.removed.map((row) => row.id)).toEqual([p3]);
    expect(diff.changed).toEqual([
      {
        entity: 'project',
        id: p1,
        name: project.name,
        changes: [
          {
            key: 'standing',
            label: STANDING_CHANGE_LABEL,
            format: 'text',
            before: STANDING_LABELS[project.standing as ProjectStanding],
            value: STANDING_LABELS[moved],
          },
          { ...labelledValue('sold_psf', quarter.sold_psf! + 111), before: quarter.sold_psf },
          { ...labelledValue('total_sales', quarter.total_sales! + 7), before: quarter.total_sales },
        ],
      },
    ]);
    expect(diff.changed[0]!.changes.map((change) => change.key)).toEqual(WATCHED_FIELDS.project);
    const saleDiff = await visitView(salesView.id, 'sale', [sale.id]);
    expect(saleDiff.changed.map((row) => row.changes.map((c) => [c.key, c.before, c.value]))).toEqual([
      [['price', sale.price, sale.price + 250_000]],
    ]);

    // The tracked project's visit names the update-history entry newer than the last one.
    const trackedAgain = (await call('demo', 'PUT', `/api/v1/visits/project/${p1}`)).json() as TrackedVisitResponse;
    expect(trackedAgain.newVersions).toEqual([newVersion]);
    expect(trackedAgain.changed.map((row) => row.changes.length)).toEqual([3]);

    // Seen: nothing is new any more.
    expect((await whatsNew(`?project=${p1}`)).items).toEqual([]);
    expect((await visitView(projectsView.id, 'project', [p1, p2, p4])).changed).toEqual([]);
  });

  it('names a row whose record is gone from the data as it was at the last visit', async () => {
    const sale = await t.db
      .selectFrom('sales')
      .select(['id', 'property_name', 'file_number'])
      .where('property_name', '!=', '')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const view = await saveView('demo', 'Withdrawn sale', '/property/sales');
    await visitView(view.id, 'sale', [sale.id]);
    await t.db.deleteFrom('sale_addresses').where('sale_id', '=', sale.id).execute();
    await t.db.deleteFrom('sale_related_projects').where('sale_id', '=', sale.id).execute();
    await t.db.deleteFrom('sales').where('id', '=', sale.id).execute();
    const diff = await visitView(view.id, 'sale', []);
    expect(diff.removed).toEqual([{ entity: 'sale', id: sale.id, name: sale.property_name }]);
  });

  it('validates, and keeps each account to its own views', async () => {
    const view = await saveView('demo', 'Validated', '/property/sales');
    const url = `/api/v1/visits/views/${view.id}/sale`;
    expect((await call('sales-only', 'PUT', url, idsBody([1]))).statusCode).toBe(404);
    expect((await call('demo', 'PUT', `/api/v1/visits/views/${view.id}/building`, idsBody([1]))).json()).toMatchObject({
      statusCode: 400,
      message: VISIT_MESSAGES.badEntity,
    });
    for (const bad of [[1.5], [-2], [0], [Number.NaN]]) {
      expect((await call('demo', 'PUT', url, idsBody(bad))).json()).toMatchObject({ message: VISIT_MESSAGES.badIds });
    }
    expect((await call('demo', 'PUT', url, Buffer.from([1, 2, 3]))).statusCode).toBe(400);
    const tooMany = Array.from({ length: VISIT_MAX_ROWS + 1 }, (_, index) => index + 1);
    expect((await call('demo', 'PUT', url, idsBody(tooMany))).json()).toMatchObject({
      message: VISIT_MESSAGES.tooManyRows,
    });
    expect((await call('demo', 'PUT', '/api/v1/visits/project/999999999')).statusCode).toBe(404);
    expect((await call('demo', 'GET', '/api/v1/visits/whats-new?project=abc')).statusCode).toBe(400);
    // Without a session: refused like every API route.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/visits/whats-new' })).statusCode).toBe(403);
  });
});

describe('the period a saved view shows', () => {
  it('compares a view of an older quarter, or of past months, on that period, not the newest', async () => {
    // A project with figures in two quarters of its standing: the view shows the older one.
    const quarters = await t.db
      .selectFrom('project_quarters as pq')
      .innerJoin('projects as p', (join) =>
        join.onRef('p.id', '=', 'pq.project_id').onRef('p.standing', '=', 'pq.standing'),
      )
      .select(['pq.project_id', 'pq.year', 'pq.quarter', 'pq.standing', 'pq.sold_psf', 'p.project_type'])
      .where('pq.sold_psf', 'is not', null)
      .orderBy('pq.project_id')
      .orderBy('pq.year')
      .orderBy('pq.quarter')
      .limit(200)
      .execute();
    const rowsOf = (id: number) => quarters.filter((row) => row.project_id === id);
    const chosen = quarters.find((row) => rowsOf(row.project_id).length >= 2)!;
    const [older, newer] = [rowsOf(chosen.project_id)[0]!, rowsOf(chosen.project_id).at(-1)!];
    const projectId = older.project_id;
    const query = `?projectType=${older.project_type}&projectStanding=${older.standing}&year=${older.year}&qtr=${older.quarter}`;
    const response = await call('demo', 'POST', '/api/v1/saved-views', {
      name: 'An older quarter',
      page: '/project/project-search',
      query,
    });
    const view = (response.json() as { view: SavedView }).view;
    await visitView(view.id, 'project', [projectId]);

    const setPsf = (row: typeof older, psf: number) =>
      t.db
        .updateTable('project_quarters')
        .set({ sold_psf: psf })
        .where('project_id', '=', projectId)
        .where('standing', '=', row.standing)
        .where('year', '=', row.year)
        .where('quarter', '=', row.quarter)
        .execute();
    // The newest quarter moving is no change of this view's rows.
    await setPsf(newer, newer.sold_psf! + 50);
    expect((await visitView(view.id, 'project', [projectId])).changed).toEqual([]);
    // Its own quarter moving is.
    await setPsf(older, older.sold_psf! + 33);
    const diff = await visitView(view.id, 'project', [projectId]);
    expect(diff.changed.map((row) => row.changes.map((c) => [c.key, c.before, c.value]))).toEqual([
      [['sold_psf', older.sold_psf, older.sold_psf! + 33]],
    ]);

    // A rental view of a past month: that month's average rent (weighted by units surveyed) is watched.
    const months = await t.db
      .selectFrom('rental_activity')
      .select(['property_id', 'month'])
      .where('units_surveyed_actual', '>', 0)
      .where('avg_rate', 'is not', null)
      .orderBy('property_id')
      .orderBy('month', 'desc')
      .limit(40)
      .execute();
    const propertyId = months[0]!.property_id;
    const pastMonth = months.filter((row) => row.property_id === propertyId).at(-1)!.month;
    const newestMonth = months[0]!.month;
    expect(pastMonth < newestMonth).toBe(true);
    const rentalView = (
      (
        await call('demo', 'POST', '/api/v1/saved-views', {
          name: 'A past month',
          page: '/rental/rental-search',
          query: `?queryMonth=${pastMonth}&timeRange=1mo`,
        })
      ).json() as { view: SavedView }
    ).view;
    await visitView(rentalView.id, 'rental', [propertyId]);
    const raise = (month: string) =>
      t.db
        .updateTable('rental_activity')
        .set((eb) => ({ avg_rate: eb('avg_rate', '+', 100) }))
        .where('property_id', '=', propertyId)
        .where('month', '=', month)
        .execute();
    await raise(newestMonth);
    expect((await visitView(rentalView.id, 'rental', [propertyId])).changed).toEqual([]);
    await raise(pastMonth);
    const rentDiff = await visitView(rentalView.id, 'rental', [propertyId]);
    const change = rentDiff.changed[0]!.changes[0]!;
    expect(change.key).toBe('avg_rate');
    expect(Number(change.value) - Number(change.before)).toBeCloseTo(100, 1);
  });
});

describe("What's new kept per account and data version", () => {
  it('answers again without comparing until the data version or the visits change', async () => {
    const sale = await t.db
      .selectFrom('sales')
      .select(['id', 'price'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const view = await saveView('demo', 'Kept answer', '/property/sales');
    await visitView(view.id, 'sale', [sale.id]);
    const listed = (answer: WhatsNewResponse) => answer.items.filter((item) => item.id === view.id);
    expect(listed(await whatsNew())).toEqual([]);

    // The data moves; while the data version read is trusted (5 s) the kept answer is given.
    await t.db
      .updateTable('sales')
      .set({ price: sale.price + 1_000 })
      .where('id', '=', sale.id)
      .execute();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      expect(listed(await whatsNew())).toEqual([]);
      // The price changed in place (no new row, no update-history entry) raised the data
      // revision (migration 012): the data version, read again after 5 s, has changed.
      vi.setSystemTime(Date.now() + 6_000);
      expect(listed(await whatsNew()).map((item) => item.changedRows)).toEqual([1]);
      // Opening the view is a visit: the answer is computed again.
      vi.setSystemTime(Date.now() + 1_000);
      await visitView(view.id, 'sale', [sale.id]);
      expect(listed(await whatsNew())).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

// Last: it moves the clock forward, and the data version read then stays trusted for 5 s after.
describe("What's new runs a saved view's search", () => {
  it("runs each watched page's search as the page does: What's new finds the rows the page shows", async () => {
    const get = async <T>(path: string) => (await call('demo', 'GET', `/api/v1${path}`)).json() as T;
    const configuration = await loadSearchConfiguration(get);
    // A query each search page runs a search for: the form's first draft (a sales search also names a sub-type).
    const firstSubType = configuration.salesBasic!.propertyTypes[0]!.sub_property_types[0]!.id;
    const withSubType = (draft: SearchQuery) => ({ ...draft, propertySubType: [String(firstSubType)] });
    const QUERIES: Readonly<Record<string, (draft: SearchQuery) => SearchQuery>> = {
      [VIEWS.projectSearch.path]: (draft) => draft,
      [VIEWS.projectMarketData.path]: (draft) => draft,
      [VIEWS.projectMarketHistory.path]: (draft) => draft,
      [VIEWS.rentalSearch.path]: (draft) => draft,
      [VIEWS.rentalMarketData.path]: (draft) => draft,
      [VIEWS.rentalMarketHistory.path]: (draft) => draft,
      [VIEWS.sales.path]: withSubType,
      [VIEWS.salesMarketData.path]: withSubType,
    };
    // Each watched page's views, with the records the page shows for them.
    const cases: Array<{ page: string; query: string; records: () => Promise<PageRecords> }> = [];
    for (const viewId of VIEW_IDS) {
      const page = VIEWS[viewId].path;
      const draft = QUERIES[page];
      if (viewId === 'landing' || draft === undefined) continue;
      const descriptor = SEARCH_VIEWS[viewId as keyof typeof SEARCH_VIEWS] as SearchViewDescriptor<
        unknown,
        SearchQuery
      >;
      const options = descriptor.optionsOf(configuration);
      const query = stringifySearch(draft(descriptor.initialSearch(options, {})));
      cases.push({ page, query, records: () => pageRecords(descriptor, options, query) });
    }
    // Map Search as it opens (its first tab, projects), and its sales tab narrowed by its client
    // filters: every other checked sub-type, and a selection of areas (the first region's
    // municipalities but its last).
    const landingOptions = await get<ByRegionOptionsResponse>('/urban/project/byregionoptions');
    const opening = landingDefaults(landingOptions);
    const firstRegion = configuration.regions!.regions.find((region) => String(region.id) === opening.regionIds[0])!;
    const narrowed: LandingViewState = {
      ...opening,
      selection: {
        ...opening.selection,
        [LANDING_SALES_CATEGORY]: opening.selection[LANDING_SALES_CATEGORY]!.filter((_, index) => index % 2 === 0),
      },
      areas: {
        ...EMPTY_AREA_SELECTION,
        municipalityIds: firstRegion.municipalities.slice(0, -1).map((municipality) => municipality.id),
      },
      tab: LANDING_SALES_CATEGORY,
    };
    for (const state of [opening, narrowed]) {
      const query = stringifySearch(landingStateToUrl(state));
      cases.push({
        page: VIEWS.landing.path,
        query,
        records: () => landingRecords(landingOptions, configuration.regions!.regions, query),
      });
    }
    // Every saved view's page is watched: its search is run, and checked here.
    const watchedPages = [...SAVED_VIEW_PAGES].sort();
    expect([...VIEW_SEARCH_PAGES].sort()).toEqual(watchedPages);
    expect([...new Set(cases.map(({ page }) => page))].sort()).toEqual(watchedPages);
    const landingEntities = new Set<WatchedEntity>();
    for (const [index, { page, query, records }] of cases.entries()) {
      const { ids, entity, rowKeys } = await records();
      const view = await saveView('demo', `Every row of ${page} (${index + 1})`, page, query);
      const listed = async () => (await whatsNew()).items.filter((item) => item.id === view.id);
      if (isTotalsEntity(entity)) {
        // A totals view's visit sends no ids: the server runs its search and keeps the rows the
        // page shows, each by its place or period (and a market data row by the view's period).
        expect(rowKeys.length, `${page}${query}`).toBeGreaterThan(1);
        await visitView(view.id, entity, null);
        const stored = await t.db
          .selectFrom('visits')
          .select(['id', 'snapshot'])
          .where('kind', '=', 'view')
          .where('target_id', '=', view.id)
          .where('entity', '=', entity)
          .executeTakeFirstOrThrow();
        const snapshot = JSON.parse(stored.snapshot) as Record<string, unknown[]>;
        const recordIds = Object.keys(snapshot);
        expect(recordIds.map(totalsRowKeyOf).sort(), `${page}${query}`).toEqual([...rowKeys].sort());
        expect(
          recordIds.every((id) => id.includes('@') === TOTALS_OF_VIEW_PERIOD.includes(entity)),
          `${page}${query}`,
        ).toBe(true);
        // The last visit did not see the first row: What's new counts it new, and nothing else.
        delete snapshot[recordIds[0]!];
        await t.db
          .updateTable('visits')
          .set({ snapshot: JSON.stringify(snapshot) })
          .where('id', '=', stored.id)
          .execute();
        expect(
          (await listed()).map((item) => [item.addedRows, item.changedRows, item.removedRows]),
          `${page}${query}`,
        ).toEqual([[1, 0, 0]]);
        // The last visit saw every row: nothing is new.
        await visitView(view.id, entity, null);
        expect(await listed(), `${page}${query}`).toEqual([]);
        continue;
      }
      expect(ids.length, `${page}${query}`).toBeGreaterThan(1);
      if (page === VIEWS.landing.path) landingEntities.add(entity);
      // The last visit did not see the first row: What's new counts it new, and nothing else.
      await visitView(view.id, entity, ids.slice(1));
      expect(
        (await listed()).map((item) => [item.addedRows, item.changedRows, item.removedRows]),
        `${page}${query}`,
      ).toEqual([[1, 0, 0]]);
      // The last visit saw every row: nothing is new.
      await visitView(view.id, entity, ids);
      expect(await listed(), `${page}${query}`).toEqual([]);
    }
    // Map Search's two tabs are of two entities: projects and sales.
    expect([...landingEntities].sort()).toEqual(['project', 'sale']);
  });

  it("counts the rows new to a saved view: What's new runs its search, a new matching sale counts, another not", async () => {
    const options = (await call('demo', 'GET', '/api/v1/sales/options/basic')).json() as SalesOptionsBasicResponse;
    const template = await t.db.selectFrom('sales').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
    // A sales view of one sub-type over the whole period, narrowed by a client filter (the price).
    const query = stringifySearch({
      propertySubType: [String(template.subproperty_type_id)],
      saleDateRangeFrom: options.saleDateRange.min,
      saleDateRangeTo: options.saleDateRange.max,
      priceFrom: String(template.price),
    });
    const view = await saveView('demo', 'New sales of a sub-type', '/property/sales', query);

    const pageIds = async () =>
      (await pageRecords(SALES_VIEWS.sales, { searchType: 'sales' as const, basic: options }, query)).ids;
    const listed = (answer: WhatsNewResponse) => answer.items.filter((item) => item.id === view.id);

    const before = await pageIds();
    expect(before.length).toBeGreaterThan(1);
    expect(before).toContain(template.id);
    await visitView(view.id, 'sale', before);
    // The view's search run on the server gives the rows the page showed: nothing is new.
    expect(listed(await whatsNew())).toEqual([]);

    // Two sales are added as a data load adds them: one the view's search finds, one under its price.
    const newest = await t.db
      .selectFrom('sales')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const [matching, cheaper] = [Number(newest.id) + 1, Number(newest.id) + 2];
    const addresses = await t.db.selectFrom('sale_addresses').selectAll().where('sale_id', '=', template.id).execute();
    for (const [id, price] of [
      [matching, template.price],
      [cheaper, template.price - 1],
    ] as const) {
      await t.db
        .insertInto('sales')
        .values({ ...template, id, price, file_number: `NEW-${id}` })
        .execute();
      await t.db
        .insertInto('sale_addresses')
        .values(addresses.map((address) => ({ ...address, sale_id: id })))
        .execute();
    }
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      // The data version is read again 5 s after its last read (an earlier test's clock may have
      // run ahead): What's new lists the view with one new row.
      vi.setSystemTime(Date.now() + 60_000);
      expect(
        listed(await whatsNew()).map((item) => [item.addedRows, item.changedRows, item.removedRows, item.newVersions]),
      ).toEqual([[1, 0, 0, 0]]);
      // Reopening it shows exactly that row as new.
      const after = await pageIds();
      expect(after).not.toContain(cheaper);
      const diff = await visitView(view.id, 'sale', after);
      expect([diff.added.map((row) => row.id), diff.removed, diff.changed]).toEqual([[matching], [], []]);
      vi.setSystemTime(Date.now() + 1_000);
      expect(listed(await whatsNew())).toEqual([]);
    } finally {
      vi.useRealTimers();
      await t.db.deleteFrom('sale_addresses').where('sale_id', 'in', [matching, cheaper]).execute();
      await t.db.deleteFrom('sales').where('id', 'in', [matching, cheaper]).execute();
    }
  });
});

// Last too: it moves the clock further forward than the tests before it.
describe('market totals views (beyond the spec)', () => {
  it("answers exactly the row and figure that moved in a market data and a market history view, and What's new lists both", async () => {
    const get = async <T>(path: string) => (await call('demo', 'GET', `/api/v1${path}`)).json() as T;
    const configuration = await loadSearchConfiguration(get, ['urbanBasic', 'searchFilters', 'regions']);
    // A new condo selling in the newest quarter of its standing, with a sold PSF: raising it moves
    // its submarket's and its quarter's sold PSF (weighted by units sold) and no other watched figure.
    const chosen = await t.db
      .selectFrom('project_quarters as pq')
      .innerJoin('projects as p', (join) =>
        join.onRef('p.id', '=', 'pq.project_id').onRef('p.standing', '=', 'pq.standing'),
      )
      .select(['pq.project_id', 'pq.year', 'pq.quarter', 'pq.sold_psf', 'p.region_id'])
      .where('p.project_type', '=', 'condo')
      .where('p.standing', '=', 'active')
      .where('pq.quarter_sales', '>', 0)
      .where('pq.sold_psf', 'is not', null)
      .orderBy('pq.year', 'desc')
      .orderBy('pq.quarter', 'desc')
      .orderBy('pq.project_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const search = { projectType: 'condo', projectStanding: 'active', 'regionId[]': [String(chosen.region_id)] };
    const cases = [
      {
        viewId: 'projectMarketData' as const,
        query: stringifySearch({ ...search, year: String(chosen.year), qtr: String(chosen.quarter) }),
      },
      { viewId: 'projectMarketHistory' as const, query: stringifySearch(search) },
    ].map(({ viewId, query }) => {
      const descriptor = SEARCH_VIEWS[viewId] as SearchViewDescriptor<unknown, SearchQuery>;
      const options = descriptor.optionsOf(configuration);
      return { viewId, query, records: () => pageRecords(descriptor, options, query) };
    });

    const views = [];
    for (const { viewId, query, records } of cases) {
      const view = await saveView('demo', `Watched ${VIEWS[viewId].title}`, VIEWS[viewId].path, query);
      const shown = await records();
      expect(isTotalsEntity(shown.entity)).toBe(true);
      expect((await visitView(view.id, shown.entity, null)).lastVisitAt).toBeNull();
      views.push({ view, before: shown, records });
    }

    await t.db
      .updateTable('project_quarters')
      .set({ sold_psf: chosen.sold_psf! + 100 })
      .where('project_id', '=', chosen.project_id)
      .where('year', '=', chosen.year)
      .where('quarter', '=', chosen.quarter)
      .where('standing', '=', 'active')
      .execute();

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      // The data version is read again (the tests before ran the clock up to a minute ahead).
      vi.setSystemTime(Date.now() + 120_000);
      const listed = await whatsNew();
      expect(
        views.map(({ view }) =>
          listed.items
            .filter((item) => item.id === view.id)
            .map((item) => [item.kind, item.addedRows, item.changedRows, item.removedRows]),
        ),
      ).toEqual([[['savedView', 0, 1, 0]], [['savedView', 0, 1, 0]]]);
    } finally {
      vi.useRealTimers();
    }

    for (const { view, before, records } of views) {
      const entity = before.entity as Exclude<typeof before.entity, 'project' | 'rental' | 'sale'>;
      const after = await records();
      // The page's row that moved (its place, or its quarter) and its sold PSF then and now.
      const moved = after.rows.flatMap((row) => {
        const key = totalsRowKey(entity, (field) => row[field]);
        const old = before.rows.find((candidate) => totalsRowKey(entity, (field) => candidate[field]) === key);
        return old !== undefined && old['sold_psf'] !== row['sold_psf'] ? [{ key, old, row }] : [];
      });
      expect(moved, view.name).toHaveLength(1);
      const [{ key, old, row }] = moved as [(typeof moved)[number]];

      const diff = await visitView(view.id, entity, null);
      expect([diff.added, diff.removed], view.name).toEqual([[], []]);
      expect(
        diff.changed.map((changed) => [totalsRowKeyOf(String(changed.id)), changed.name, changed.changes]),
      ).toEqual([
        [
          key,
          totalsRowName(entity, (field) => row[field]),
          [{ ...labelledValue('sold_psf', row['sold_psf'] as number, 'market'), before: old['sold_psf'] }],
        ],
      ]);
      // Reopened, the table marks that cell of that row and no other.
      const cells = changedCellsOf(diff);
      const marked = after.rows.flatMap((shown) =>
        [...(cells.get(visitRowKey(entity, rowIdOf(entity, shown as Record<string, CellValue>)!))?.keys() ?? [])].map(
          (field) => [totalsRowKey(entity, (name) => shown[name]), field],
        ),
      );
      expect(marked).toEqual([[key, 'sold_psf']]);
      // Seen: nothing is new any more.
      expect((await visitView(view.id, entity, null)).changed).toEqual([]);
    }
  });
});
