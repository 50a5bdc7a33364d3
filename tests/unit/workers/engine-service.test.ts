import { describe, expect, it } from 'vitest';
import { ARROW_STREAM_TYPE } from '@contract/arrow-search';
import { ArrowRowStore } from '@server/http/arrow-columns';
import { encodeArrowGroups } from '@server/http/arrow-groups';
import { SYNTHETIC_COLUMNS, syntheticResponse } from '@bench/synthetic-results';
import type { EngineReply } from '@contract/engine';
import { createEngineService, type Fetcher } from '@workers/engine-service';
import { PIN_NAMES_MAX } from '@workers/ops/cluster';
import { PROJECT_COLUMNS, PROJECT_ROWS } from '@test-support/engine-fixtures';
import { PROJECT_CATALOG_FILTERS } from '@test-support/filter-definitions';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function recordingFetcher(answer: (url: string) => Response | Promise<Response>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetcher: Fetcher = async (url, init) => {
    calls.push({ url, init });
    return answer(url);
  };
  return { calls, fetcher };
}

function value<T>(reply: EngineReply<T>): T {
  if (!reply.ok) throw new Error(`${reply.error.name}: ${reply.error.message}`);
  return reply.value;
}

const projects = { data: PROJECT_ROWS, tableHeaders: { data: PROJECT_COLUMNS }, clamped: false, clamped_message: null };

describe('engine service: fetching and caching', () => {
  it('fetches same-origin with credentials, repeats list params, and reuses the cache for the same API params', async () => {
    const { calls, fetcher } = recordingFetcher(() => json(projects));
    const engine = createEngineService({ fetcher, warn: () => undefined });
    const request = {
      endpoint: '/api/v1/urban/project/condo/active',
      apiParams: { year: 2025, qtr: 2, 'regionId[]': [1, 2], fullTextSearch: '' },
      kind: 'projects' as const,
    };
    const first = value(await engine.openDataset(1, request));
    expect(first).toMatchObject({ rowCount: 5, fromCache: false, clamped: false });
    expect(calls[0]!.url).toBe('/api/v1/urban/project/condo/active?year=2025&qtr=2&regionId%5B%5D=1&regionId%5B%5D=2');
    expect(calls[0]!.init.credentials).toBe('include');
    const again = value(
      await engine.openDataset(2, {
        ...request,
        apiParams: { qtr: 2, year: 2025, 'regionId[]': [1, 2], fullTextSearch: '' },
      }),
    );
    expect(again.fromCache).toBe(true);
    expect(again.datasetId).not.toBe(first.datasetId);
    expect(calls).toHaveLength(1);
    value(await engine.openDataset(3, { ...request, apiParams: { ...request.apiParams, qtr: 3 } }));
    expect(calls).toHaveLength(2);
    expect((await engine.stats()).fetchCount).toBe(2);
  });

  it('refetch bypasses the cache and the fresh result replaces the cached one (market history, part 1 §4)', async () => {
    let answer = 0;
    const { calls, fetcher } = recordingFetcher(() => {
      answer++;
      return json({ ...projects, data: PROJECT_ROWS.slice(0, answer) });
    });
    const engine = createEngineService({ fetcher, warn: () => undefined });
    const request = {
      endpoint: '/api/v1/urban/markethistory/condo/active',
      apiParams: { year_start: 2024 },
      kind: 'marketHistory' as const,
    };
    expect(value(await engine.openDataset(1, request, { refetch: true }))).toMatchObject({
      rowCount: 1,
      fromCache: false,
    });
    expect(value(await engine.openDataset(2, request, { refetch: true }))).toMatchObject({
      rowCount: 2,
      fromCache: false,
    });
    expect(calls).toHaveLength(2);
    // Without the option the newest fetched result is served from the cache.
    expect(value(await engine.openDataset(3, request))).toMatchObject({ rowCount: 2, fromCache: true });
    expect(calls).toHaveLength(2);
  });

  it('a refetch does not join a fetch already under way for the same params', async () => {
    const releases: Array<() => void> = [];
    const { calls, fetcher } = recordingFetcher(
      () => new Promise<Response>((resolve) => releases.push(() => resolve(json(projects)))),
    );
    const engine = createEngineService({ fetcher, warn: () => undefined });
    const request = {
      endpoint: '/api/v1/urban/markethistory/condo/active',
      apiParams: {},
      kind: 'marketHistory' as const,
    };
    const first = engine.openDataset(1, request);
    const second = engine.openDataset(2, request, { refetch: true });
    await Promise.resolve();
    expect(calls).toHaveLength(2);
    for (const release of releases) release();
    expect(value(await first).fromCache).toBe(false);
    expect(value(await second).fromCache).toBe(false);
  });

  it('keeps the HTTP status and the server message of a failed call (403 -> login)', async () => {
    const { fetcher } = recordingFetcher(() =>
      json({ statusCode: 403, error: 'Forbidden', message: 'Not logged in' }, 403),
    );
    const engine = createEngineService({ fetcher });
    const reply = await engine.openDataset(1, { endpoint: '/api/v1/sales/sales', apiParams: {}, kind: 'sales' });
    expect(reply).toEqual({
      ok: false,
      error: {
        name: 'HttpError',
        status: 403,
        message: 'Not logged in',
        body: { statusCode: 403, error: 'Forbidden', message: 'Not logged in' },
      },
    });
    const { fetcher: plain } = recordingFetcher(() => new Response('oops', { status: 500 }));
    const failed = await createEngineService({ fetcher: plain }).openDataset(1, {
      endpoint: '/x',
      apiParams: {},
      kind: 'projects',
    });
    expect(failed.ok === false && failed.error).toMatchObject({
      name: 'HttpError',
      status: 500,
      message: 'Request failed with status 500',
    });
  });

  it('reads the sales envelope (data: [{ data: rows }]) and reports the clamped message', async () => {
    const { fetcher } = recordingFetcher(() =>
      json({
        data: [{ data: PROJECT_ROWS }],
        tableHeaders: { data: PROJECT_COLUMNS },
        clamped: true,
        clamped_message: 'capped',
      }),
    );
    const summary = value(
      await createEngineService({ fetcher }).openDataset(1, {
        endpoint: '/api/v1/sales/sales',
        apiParams: {},
        kind: 'sales',
      }),
    );
    expect(summary).toMatchObject({ rowCount: 5, clamped: true, clampedMessage: 'capped' });
  });

  it('drops the least recently used results when the cache is over its byte budget', async () => {
    const { calls, fetcher } = recordingFetcher((url) => json(syntheticResponse(2000, Number(url.split('=')[1]))));
    const engine = createEngineService({ fetcher, cacheBytes: 1 });
    const open = (seed: number) =>
      engine.openDataset(seed, {
        endpoint: '/api/v1/urban/project/condo/active',
        apiParams: { seed },
        kind: 'projects',
      });
    value(await open(1));
    value(await open(2));
    expect((await engine.stats()).cachedResults).toBe(1);
    expect(value(await open(2)).fromCache).toBe(true);
    expect(value(await open(1)).fromCache).toBe(false);
    expect(calls).toHaveLength(3);
  });

  it('cancels a pending fetch', async () => {
    let started: () => void = () => undefined;
    const startedPromise = new Promise<void>((resolve) => (started = resolve));
    const fetcher: Fetcher = (_url, init) =>
      new Promise((_resolve, reject) => {
        started();
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const engine = createEngineService({ fetcher });
    const pending = engine.openDataset(7, { endpoint: '/slow', apiParams: {}, kind: 'projects' });
    await startedPromise;
    await engine.cancel(7);
    expect(await pending).toEqual({ ok: false, error: { name: 'AbortError', message: 'Request aborted' } });
  });
});

describe('engine service: views and handles', () => {
  it('creates, updates and releases views; a released handle answers HandleError', async () => {
    const { fetcher } = recordingFetcher(() => json(syntheticResponse(3000)));
    const engine = createEngineService({ fetcher });
    const dataset = value(
      await engine.openDataset(1, { endpoint: '/api/v1/urban/project/condo/active', apiParams: {}, kind: 'projects' }),
    );
    expect(dataset.columns).toEqual(SYNTHETIC_COLUMNS);
    expect(dataset.presentOptions.developers.length).toBeGreaterThan(50);
    const view = value(
      await engine.createView(2, dataset.datasetId, { clientParams: {}, sort: null, visibleColumns: null }),
    );
    expect(view).toMatchObject({ version: 1, filteredCount: 3000, totalCount: 3000 });
    expect(view.displayRowCount).toBeGreaterThan(3000);
    const updated = value(
      await engine.updateView(3, view.viewId, {
        clientParams: { totalSuitesTo: '100' },
        context: { filters: PROJECT_CATALOG_FILTERS },
        sort: { key: 'suite_count', direction: 'desc' },
        visibleColumns: null,
      }),
    );
    expect(updated.version).toBe(2);
    expect(updated.displayRowCount).toBe(updated.filteredCount);
    const window = value(await engine.getRows(4, view.viewId, 0, 3));
    expect(window.rows.map((row) => row.kind)).toEqual(['leaf', 'leaf', 'leaf']);
    expect(window.rows[0]!.values['suite_count']).toBe(100);
    const pins = value(await engine.getMapPoints(5, view.viewId));
    expect(pins.positions).toBeInstanceOf(Float32Array);
    expect(pins.positions.length).toBe(updated.filteredCount * 2);
    const clusters = value(await engine.getClusters(6, view.viewId, { bbox: [-81, 43, -78, 45], zoom: 5 }));
    const clustered = [...clusters.rows].findIndex((row) => row === -1);
    expect([...clusters.counts].reduce((a, b) => a + b, 0)).toBe(updated.filteredCount);
    expect(value(await engine.getClusterExpansionZoom(7, view.viewId, clusters.ids[clustered]!))).toBeGreaterThan(5);
    await engine.releaseView(view.viewId);
    expect(await engine.getRows(8, view.viewId, 0, 3)).toMatchObject({ ok: false, error: { name: 'HandleError' } });
    await engine.releaseDataset(dataset.datasetId);
    expect(await engine.stats()).toMatchObject({ datasets: 0, views: 0 });
  });

  it('names the pins the list of pins in view asks for, by their dataset rows (no more than the cap)', async () => {
    const { fetcher } = recordingFetcher(() => json(projects));
    const engine = createEngineService({ fetcher });
    const dataset = value(
      await engine.openDataset(1, { endpoint: '/api/v1/urban/project/condo/active', apiParams: {}, kind: 'projects' }),
    );
    const view = value(
      await engine.createView(2, dataset.datasetId, { clientParams: {}, sort: null, visibleColumns: null }),
    );
    const pins = value(await engine.getMapPoints(3, view.viewId));
    const rows = [...pins.rows].reverse();
    const byRow = new Map(rows.map((row, index) => [row, pins.ids[pins.rows.length - 1 - index]!]));
    const names = value(await engine.getPinNames(4, view.viewId, rows));
    expect(names).toEqual(rows.map((row) => PROJECT_ROWS.find((project) => project.id === byRow.get(row))!['name']));
    // Rows that are not the dataset's name nothing; a long ask is cut at the cap, not walked.
    expect(value(await engine.getPinNames(5, view.viewId, [-1, 1.5, 99]))).toEqual([null, null, null]);
    const long = value(
      await engine.getPinNames(
        6,
        view.viewId,
        Array.from({ length: PIN_NAMES_MAX + 10 }, () => 0),
      ),
    );
    expect(long).toHaveLength(PIN_NAMES_MAX);
  });

  it('a sort or a column change keeps rowsVersion and the map pins; a filter change renews them', async () => {
    const { fetcher } = recordingFetcher(() => json(syntheticResponse(500)));
    const engine = createEngineService({ fetcher });
    const dataset = value(
      await engine.openDataset(1, { endpoint: '/api/v1/urban/project/condo/active', apiParams: {}, kind: 'projects' }),
    );
    const view = value(
      await engine.createView(2, dataset.datasetId, { clientParams: {}, sort: null, visibleColumns: null }),
    );
    expect(view).toMatchObject({ version: 1, rowsVersion: 1 });
    const pinsBefore = value(await engine.getMapPoints(3, view.viewId));
    const sorted = value(
      await engine.updateView(4, view.viewId, {
        clientParams: {},
        sort: { key: 'suite_count', direction: 'asc' },
        visibleColumns: ['name', 'suite_count'],
      }),
    );
    expect(sorted).toMatchObject({ version: 2, rowsVersion: 1 });
    const pinsAfterSort = value(await engine.getMapPoints(5, view.viewId));
    expect([...pinsAfterSort.rows]).toEqual([...pinsBefore.rows]);
    const clusters = value(await engine.getClusters(6, view.viewId, { bbox: [-81, 43, -78, 45], zoom: 5 }));
    expect([...clusters.counts].reduce((a, b) => a + b, 0)).toBe(500);

    const filtered = value(
      await engine.updateView(7, view.viewId, {
        clientParams: { totalSuitesTo: '100' },
        context: { filters: PROJECT_CATALOG_FILTERS },
        sort: { key: 'suite_count', direction: 'asc' },
        visibleColumns: ['name', 'suite_count'],
      }),
    );
    expect(filtered).toMatchObject({ version: 3, rowsVersion: 2 });
    const pinsAfterFilter = value(await engine.getMapPoints(8, view.viewId));
    expect(pinsAfterFilter.rows.length).toBe(filtered.filteredCount);
    expect(filtered.filteredCount).toBeLessThan(500);
    // The clusters of the filtered rows, from a fresh index.
    const clustersAfterFilter = value(await engine.getClusters(9, view.viewId, { bbox: [-81, 43, -78, 45], zoom: 5 }));
    expect([...clustersAfterFilter.counts].reduce((a, b) => a + b, 0)).toBe(filtered.filteredCount);
  });

  it("answers the table's rows asked after the map's clusters first: the cluster index builds in a later task", async () => {
    const { fetcher } = recordingFetcher(() => json(syntheticResponse(500)));
    const engine = createEngineService({ fetcher });
    const dataset = value(
      await engine.openDataset(1, { endpoint: '/api/v1/urban/project/condo/active', apiParams: {}, kind: 'projects' }),
    );
    const view = value(
      await engine.createView(2, dataset.datasetId, { clientParams: {}, sort: null, visibleColumns: null }),
    );
    const answered: string[] = [];
    // In the worker each call is a message, a task of its own: the rows' message is already
    // queued (a task) when the clusters' message runs.
    const rows = new Promise((resolve) =>
      setTimeout(() => resolve(engine.getRows(4, view.viewId, 0, 50).then(() => answered.push('rows'))), 0),
    );
    const clusters = engine
      .getClusters(3, view.viewId, { bbox: [-81, 43, -78, 45], zoom: 5 })
      .then(() => answered.push('clusters'));
    await Promise.all([rows, clusters]);
    expect(answered).toEqual(['rows', 'clusters']);
  });

  it('opens each landing group as its own dataset, ordered by order', async () => {
    const group = (order: number, type: string) => ({
      type,
      count: PROJECT_ROWS.length,
      data: PROJECT_ROWS,
      order,
      source: `/api/v1/urban/project/condo/active?x=${order}`,
      query: { regionId: ['1'], 'date-from': '2024-01-01', 'date-to': '2024-12-31' },
      tableHeaders: { data: PROJECT_COLUMNS },
    });
    const { calls, fetcher } = recordingFetcher(() =>
      json({ sales: group(3, 'sales'), condo_active: group(1, 'project') }),
    );
    const groups = value(await createEngineService({ fetcher }).openLanding(1, { 'regionId[]': ['1', '2'] }));
    expect(calls[0]!.url).toBe('/api/v1/urban/project/byregionlanding?regionId%5B%5D=1&regionId%5B%5D=2');
    expect(groups.map((g) => [g.groupKey, g.groupType, g.kind, g.rowCount])).toEqual([
      ['condo_active', 'project', 'projects', 5],
      ['sales', 'sales', 'sales', 5],
    ]);
  });

  it('reads the landing groups from Arrow (one stream per group) as it does from JSON', async () => {
    const group = (order: number, type: string, rows: readonly Record<string, unknown>[]) => ({
      type,
      count: rows.length,
      data: rows,
      order,
      source: `/api/v1/urban/project/condo/active?x=${order}`,
      query: { regionId: ['1'], 'date-from': '2024-01-01', 'date-to': '2024-12-31' },
      tableHeaders: { data: PROJECT_COLUMNS },
    });
    const answer = {
      sales: group(3, 'sales', PROJECT_ROWS.slice(1)),
      condo_active: group(1, 'project', PROJECT_ROWS),
      empty_group: group(2, 'project', []),
    };
    const arrow = encodeArrowGroups(
      answer,
      'data',
      new Map(
        Object.entries(answer).map(([key, { data }]) => [
          key,
          { store: ArrowRowStore.fromRows(data), indices: Int32Array.from(data, (_, i) => i) },
        ]),
      ),
    );
    const open = async (response: () => Response) => {
      const { calls, fetcher } = recordingFetcher(response);
      const engine = createEngineService({ fetcher });
      const groups = value(await engine.openLanding(1, { 'regionId[]': ['1'] }));
      expect(new Headers(calls[0]!.init.headers).get('accept')).toContain(ARROW_STREAM_TYPE);
      const rows = [];
      for (const summary of groups) {
        const view = value(
          await engine.createView(2, summary.datasetId, { clientParams: {}, sort: null, visibleColumns: null }),
        );
        rows.push(value(await engine.getRows(3, view.viewId, 0, view.displayRowCount)).rows);
      }
      return { groups: groups.map(({ datasetId: _, ...summary }) => summary), rows };
    };
    const fromArrow = await open(
      () => new Response(arrow as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': ARROW_STREAM_TYPE } }),
    );
    const fromJson = await open(() => json(answer));
    expect(fromArrow.groups.map((g) => [g.groupKey, g.rowCount])).toEqual([
      ['condo_active', 5],
      ['empty_group', 0],
      ['sales', 4],
    ]);
    expect(fromArrow).toEqual(fromJson);
  });
});
