import fs from 'node:fs';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inProcessRunner, restartablePool, type SearchRunner } from '@server/search-pool/search-runner';
import type { BodyHead } from '@server/search-pool/built-body';
import { parseQueryString } from '@server/http/query-parser';
import { salesSearchQuerySchema } from '@server/routes/sales/query-schemas';
import { SEARCH_THREAD_NICENESS } from '@server/search-pool/thread-priority';
import { stringifySearch } from '@contract/search-string';
import type { SearchQuery } from '@contract/search-query';
import { VIEW_IDS, VIEWS } from '@contract/views';
import { isTotalsEntity, WATCHED_ENTITY_OF_KIND } from '@contract/visits';
import type { SavedViewChangesTask } from '@server/queries/visits/visit-changes';
import type { SearchViewDescriptor } from '@src/components/search-page/search-view-kit';
import { SEARCH_VIEWS } from '@src/routes/-search-views';
import { createTestApp, type TestApp } from '@test-support/test-app';
import { loadSearchConfiguration } from '@test-support/search-configuration';
import { appWithRunner, login, searchDatabaseOf } from '@test-support/app-with-runner';

/**
 * The search threads (piscina, each with its own connection, TypeScript loaded through tsx)
 * answer exactly what the request thread answers: same status, same bytes, for one search of
 * each kind, and the same 400 for a parameter only the database can reject. The pool is the
 * server's own (restartablePool, as server/main.ts starts it).
 */
let t: TestApp;
let pool: Required<SearchRunner>;
let pooled: FastifyInstance;
let inProcess: FastifyInstance;
let pooledCookie: string;
let inProcessCookie: string;

beforeAll(async () => {
  // Cache off on both, so every request below really runs its search.
  t = await createTestApp({ config: { searchCacheBytes: 0 } });
  pool = restartablePool(await searchDatabaseOf(t.db), 2).runner;
  pooled = await appWithRunner(t.db, t.config, pool);
  inProcess = await appWithRunner(t.db, t.config, inProcessRunner(t.db));
  [pooledCookie, inProcessCookie] = await Promise.all([login(pooled, 'demo'), login(inProcess, 'demo')]);
  // Built by a search thread at start; the filtered history below reads it.
  expect(await pool.hasActivityStore?.()).toBe(true);
  // Then each thread warmed up on it, one warm-up a thread (search-thread.ts warmUpActivityStore).
  const warmed = await pool.activityWarmedThreads();
  expect(warmed).toHaveLength(2);
  expect(new Set(warmed).size).toBe(2);
}, 120_000);

afterAll(async () => {
  await pooled?.close();
  await inProcess?.close();
  await pool?.close();
  await t?.close();
});

const SEARCHES: Array<[string, string]> = [
  ['landing', '/api/v1/urban/project/byregionlanding?regionId[]=1&regionId[]=2'],
  ['project search', '/api/v1/urban/project/condo/active?region_filter[]=1'],
  ['project market data', '/api/v1/urban/marketdata/condo/active'],
  [
    'project market history',
    '/api/v1/urban/markethistory/condo/active?year_start=2024&qtr_start=1&year_end=2025&qtr_end=4',
  ],
  [
    'sales search',
    '/api/v1/sales/sales?time-period-from=2020-01-01&time-period-to=2026-09-30&subproperty-type[]=1&subproperty-type[]=2',
  ],
  [
    'sales market data',
    '/api/v1/sales/marketdata?time-period-from=2020-01-01&time-period-to=2026-09-30&subproperty-type[]=1',
  ],
  ['rental properties', '/api/v1/rental/propertydata?queryMonth=2026-06&timeRange=3mo'],
  ['rental market data', '/api/v1/rental/marketdata?queryMonth=2026-06&timeRange=12mo&region_filter[]=1'],
  ['rental market history', '/api/v1/rental/markethistory?queryMonthStart=2025-01&queryMonthEnd=2026-06&timeRange=3mo'],
  // A building filter: the search threads sum the activity from the pool's shared store.
  [
    'rental market history, Year Built From',
    '/api/v1/rental/markethistory?queryMonthStart=2025-01&queryMonthEnd=2026-06&timeRange=3mo&yearbuilt-min=1970',
  ],
];

describe('searches on the search threads', () => {
  test.each(SEARCHES)('%s: the pooled path answers the same bytes as the request thread', async (_name, url) => {
    for (const encoding of ['identity', 'br']) {
      const [fromPool, fromRequestThread] = await Promise.all([
        pooled.inject({ url, headers: { cookie: pooledCookie, 'accept-encoding': encoding } }),
        inProcess.inject({ url, headers: { cookie: inProcessCookie, 'accept-encoding': encoding } }),
      ]);
      expect(fromPool.statusCode).toBe(200);
      expect(fromRequestThread.statusCode).toBe(200);
      expect(fromPool.headers['content-encoding']).toBe(fromRequestThread.headers['content-encoding']);
      expect(fromPool.headers.etag).toBe(fromRequestThread.headers.etag);
      expect(fromPool.rawPayload.equals(fromRequestThread.rawPayload)).toBe(true);
    }
    // Not an empty answer compared with an empty answer: every search here finds rows.
    const body = (await pooled.inject({ url, headers: { cookie: pooledCookie } })).json<Record<string, unknown>>();
    expect(JSON.stringify(body)).toMatch(url.includes('byregionlanding') ? /"region_id":\d+/ : /"data":\[\{/);
  });

  test("an Arrow answer's head reaches the request thread before the answer (search-service.ts sends it first)", async () => {
    const url = SEARCHES.find(([name]) => name === 'sales search')![1];
    const params = salesSearchQuerySchema.parse(parseQueryString(url.slice(url.indexOf('?') + 1)));
    const heads: BodyHead[] = [];
    const outcome = await pool.run({ name: 'sales.sales', params, encoding: 'br', format: 'arrow' }, (head) =>
      heads.push(head),
    );
    if (!outcome.ok) throw new Error(outcome.message);
    expect(heads).toHaveLength(1);
    const [head] = heads as [BodyHead];
    expect(head.body.byteLength).toBeLessThan(outcome.body.byteLength);
    expect(Buffer.from(outcome.body.subarray(0, head.body.byteLength)).equals(Buffer.from(head.body))).toBe(true);
    expect(head.etag).toBe(outcome.etag);
  });

  test('a parameter the database rejects is the same 400 from a search thread', async () => {
    const url = '/api/v1/sales/sales?time-period-from=2020-01-01&time-period-to=2026-09-30&subproperty-type[]=99999';
    const response = await pooled.inject({ url, headers: { cookie: pooledCookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('unknown sub-type id 99999') });
  });

  test("What's new's saved views' searches answer on a search thread what they answer on the request thread", async () => {
    const get = async <T>(path: string) =>
      (await pooled.inject({ url: `/api/v1${path}`, headers: { cookie: pooledCookie } })).json<T>();
    const configuration = await loadSearchConfiguration(get);
    const subType = String(configuration.salesBasic!.propertyTypes[0]!.sub_property_types[0]!.id);
    // A view of each search page as its form first opens (a sales page's with a sub-type), and Map
    // Search as it opens, each visited seeing none of its rows.
    const views = [
      { page: VIEWS.landing.path, query: '', entity: 'project' as const },
      ...VIEW_IDS.filter((id) => id !== 'landing').map((id) => {
        const descriptor = SEARCH_VIEWS[id] as SearchViewDescriptor<unknown, SearchQuery>;
        const draft = descriptor.initialSearch(descriptor.optionsOf(configuration), {});
        const query = stringifySearch(id.startsWith('sales') ? { ...draft, propertySubType: [subType] } : draft);
        return { page: VIEWS[id].path, query, entity: WATCHED_ENTITY_OF_KIND[VIEWS[id].resultKinds[0]] };
      }),
    ];
    const task: SavedViewChangesTask = {
      visits: views.map((view, index) => ({
        ...view,
        id: index + 1,
        target_id: index + 1,
        visited_at: Date.now(),
        snapshot: '{}',
        last_version: 0,
      })),
      links: ['landing', 'project-search', 'property-sales', 'rental-search'],
    };
    const inProcessSearches = inProcessRunner(t.db);
    const [fromPool, fromRequestThread] = await Promise.all([
      pool.savedViewChanges(task),
      inProcessSearches.savedViewChanges!(task),
    ]);
    expect(fromPool).toEqual(fromRequestThread);
    // Not nothing compared with nothing: every view's search is run, and each of its rows is new.
    expect(fromPool.map((changes) => (changes?.added ?? 0) > 0)).toEqual(views.map(() => true));
    // A totals view's visit reads its rows there too.
    for (const view of views) {
      const { entity } = view;
      if (!isTotalsEntity(entity)) continue;
      const totals = { view: { ...view, entity }, links: task.links };
      expect(await pool.savedViewTotals(totals)).toEqual(await inProcessSearches.savedViewTotals!(totals));
    }
  });

  test('section checks stay on the request thread: no session, or a missing section, is 403', async () => {
    const url = SEARCHES[4]?.[1] ?? '';
    expect((await pooled.inject({ url })).statusCode).toBe(403);
    const noRental = await login(pooled, 'no-rental');
    const history = SEARCHES[8]?.[1] ?? '';
    expect((await pooled.inject({ url: history, headers: { cookie: noRental } })).statusCode).toBe(403);
  });
});

/** Each thread's niceness (field 19 of /proc/<pid>/task/<tid>/stat), by thread id. */
function threadNiceness(): Array<{ tid: number; nice: number }> {
  return fs.readdirSync('/proc/self/task').map((tid) => {
    const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { tid: Number(tid), nice: Number(fields[16]) };
  });
}

describe.runIf(process.platform === 'linux')(
  'search threads yield the CPU (load budget: light calls stay fast)',
  () => {
    test('the search threads run at SEARCH_THREAD_NICENESS, the request thread at its own', async () => {
      const url = SEARCHES[4]?.[1] ?? '';
      // Both threads busy at once, so both have started.
      await Promise.all([1, 2].map(() => pooled.inject({ url, headers: { cookie: pooledCookie } })));
      const threads = threadNiceness();
      // The request thread is the process's main thread, whose thread id is the process id (threads
      // do not go by their names: every thread a process starts inherits the main thread's).
      const main = threads.find((thread) => thread.tid === process.pid);
      expect(main?.nice).toBe(os.getPriority());
      expect(threads.filter((thread) => thread.nice === SEARCH_THREAD_NICENESS).length).toBeGreaterThanOrEqual(2);
    });
  },
);
