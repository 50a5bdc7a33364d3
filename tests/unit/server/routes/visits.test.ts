import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STANDING_LABELS, type ProjectStanding } from '@contract/product-facts';
import type { SavedView } from '@contract/saved-views';
import {
  STANDING_CHANGE_LABEL,
  VISIT_MAX_ROWS,
  VISIT_MESSAGES,
  WATCHED_FIELDS,
  type TrackedVisitResponse,
  type VisitDiff,
  type WhatsNewResponse,
} from '@contract/visits';
import { labelledValue } from '@server/columns/measures';
import { createTestApp, type TestApp } from '@test-support/test-app';

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

async function saveView(username: string, name: string, page: string): Promise<SavedView> {
  const response = await call(username, 'POST', '/api/v1/saved-views', { name, page, query: '' });
  expect(response.statusCode).toBe(201);
  return (response.json() as { view: SavedView }).view;
}

async function visitView(viewId: number, entity: string, ids: readonly number[]): Promise<VisitDiff> {
  const response = await call('demo', 'PUT', `/api/v1/visits/views/${viewId}/${entity}`, idsBody(ids));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as VisitDiff;
}

async function whatsNew(query = ''): Promise<WhatsNewResponse> {
  const response = await call('demo', 'GET', `/api/v1/visits/whats-new${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as WhatsNewResponse;
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
