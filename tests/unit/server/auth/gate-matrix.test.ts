import { TRACKED_ENTITIES, WATCHED_ENTITIES, WATCHED_ENTITY_SECTION, type WatchedEntity } from '@contract/visits';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENTAL_STANDING, TYPE_STANDINGS, type ProjectStanding } from '@contract/product-facts';
import { addMonths } from '@contract/months';
import type { LinkName } from '@contract/session';
import type { ByRegionLandingResponse, ByRegionOptionsResponse } from '@contract/urban-landing';
import { findRentalMonthRange } from '@server/queries/rental/rental-dates';
import { ACCOUNTS, HOLDERS, type Account } from '@test-support/demo-account-holders';
import { registeredRoutes } from '@test-support/registered-routes';
import { createTestApp, type TestApp } from '@test-support/test-app';

/**
 * The gate matrix (part 1 §6, part 2 §2.1, §6): every route the server registers under /api/v1/
 * and /user/, called by a visitor and the three demo accounts with real ids and valid params.
 * What each one should get comes from the spec's rule as written here (NEEDS: what each route
 * needs; HOLDERS: what each account holds), never from the routes' own declarations, so a wrong
 * declaration fails, and a route without a row here fails too.
 */

/** What a route needs: nothing, a session, a section, or a section's rental history (the rental expansion). */
type Need = 'anyone' | 'login' | LinkName | { history: LinkName };

type Outcome = 'data' | 'session' | 'section' | 'subscription';

/** The spec's rule: login first, then the section's link, then (rental history) the rental expansion. */
function expectedOutcome(need: Need, account: Account): Outcome {
  if (need === 'anyone') return 'data';
  const holder = HOLDERS[account];
  if (holder === null) return 'session';
  if (need === 'login') return 'data';
  const link = typeof need === 'string' ? need : need.history;
  if (!holder.links.includes(link)) return 'section';
  if (typeof need !== 'string' && !holder.rentalExpansion) return 'subscription';
  return 'data';
}

interface Ids {
  projectId: number;
  oldstockProjectId: number;
  rentalId: number;
  saleId: number;
  regionId: number;
  lastMonth: string;
  reference: string;
  /** A project document: the UrbanAction information and a brochure (part 2 §2.9, §2.10). */
  urbanActionLink: string;
  brochure: { projectId: number; version: number };
  saleQuery: string;
  /** A saved view of the calling account (PATCH, DELETE). */
  viewId: number;
  /** A saved area of the calling account (PATCH, DELETE). */
  areaId: number;
}

interface Call {
  url: string;
  /** Whether the answer is rental data, when the call differs from its row. */
  rental?: boolean;
  /** A JSON body, or a form's fields (`form`) as text. */
  payload?: Record<string, unknown>;
  form?: boolean;
  /** A binary body (a visit's record ids), sent as application/octet-stream. */
  bytes?: Buffer;
  /** What this call needs, when it differs from its row's (a route whose parameter names a section's data). */
  need?: Need;
}

interface Row {
  need: Need;
  /** One call or several (a parametric route is called with each value the product has). */
  calls: (ids: Ids) => Call[];
  /** Answers of rental data, looked into for multi-month series (part 2 §6). */
  rental?: boolean;
  /** Logging in or out ends the calling session: the account calls with a throwaway login. */
  endsSession?: boolean;
}

const get = (url: string): Call[] => [{ url }];
/** A saved area's polygon (contract/saved-areas.ts). */
const MATRIX_AREA = [
  { lat: 43.65, lng: -79.4 },
  { lat: 43.7, lng: -79.35 },
  { lat: 43.62, lng: -79.3 },
];
const entityIdOf = (ids: Ids, entity: WatchedEntity) =>
  entity === 'project' ? ids.projectId : entity === 'rental' ? ids.rentalId : ids.saleId;
/** A project's answer and an old-stock project's (a rental building's: rental data). */
const oldstockAndOther = (ids: Ids, what: string): Call[] => [
  { url: `/api/v1/urban/project/${ids.projectId}/${what}`, rental: false },
  { url: `/api/v1/urban/project/${ids.oldstockProjectId}/${what}`, rental: true },
];
const projectPaths = (prefix: string, keep: (standing: string) => boolean) =>
  TYPE_STANDINGS.filter(({ standing }) => keep(standing)).map(({ projectType, standing }) => ({
    url: `/api/v1/urban/${prefix}/${projectType}/${standing}`,
  }));
const HISTORY_RANGE = (ids: Ids) =>
  `queryMonthStart=${addMonths(ids.lastMonth, -5)}&queryMonthEnd=${ids.lastMonth}&timeRange=1mo`;

/** What each route needs, by the spec and the README's "Who sees what". Keyed `METHOD path`. */
const NEEDS: Record<string, Row> = {
  'GET /api/v1/urban/options/whoami': { need: 'anyone', calls: () => get('/api/v1/urban/options/whoami') },
  'GET /api/v1/urban/options/basic': { need: 'login', calls: () => get('/api/v1/urban/options/basic') },
  'GET /api/v1/urban/options/searchFilters': { need: 'login', calls: () => get('/api/v1/urban/options/searchFilters') },
  'GET /api/v1/urban/options/regions': { need: 'login', calls: () => get('/api/v1/urban/options/regions') },
  'GET /api/v1/urban/landingLinks': { need: 'login', calls: () => get('/api/v1/urban/landingLinks') },
  'GET /api/v1/urban/footerLinks': { need: 'login', calls: () => get('/api/v1/urban/footerLinks') },
  'GET /api/v1/urban/howto/:id': { need: 'login', calls: () => get('/api/v1/urban/howto/how-to-table-sort') },
  'GET /api/v1/urban/project/byregionoptions': {
    need: 'landing',
    calls: () => get('/api/v1/urban/project/byregionoptions'),
  },
  'GET /api/v1/urban/project/byregionlanding': {
    need: 'landing',
    calls: (ids) => get(`/api/v1/urban/project/byregionlanding?regionId[]=${ids.regionId}`),
    rental: true,
  },
  'GET /api/v1/urban/project/:projectType/:projectStanding': {
    need: 'project-search',
    calls: () => projectPaths('project', () => true),
    rental: true,
  },
  'GET /api/v1/urban/marketdata/:projectType/:projectStanding': {
    need: 'project-search',
    calls: () => projectPaths('marketdata', () => true),
    rental: true,
  },
  'GET /api/v1/urban/markethistory/:projectType/:projectStanding': {
    need: 'project-search',
    calls: () => projectPaths('markethistory', (standing) => standing !== 'oldstock'),
  },
  // The old-stock standing's history is the rental series by quarter: rental history.
  'GET /api/v1/urban/markethistory/purpose-built/oldstock': {
    need: { history: 'project-search' },
    calls: () => get('/api/v1/urban/markethistory/purpose-built/oldstock'),
  },
  'GET /api/v1/urban/project/:id/popup': {
    need: 'project-search',
    calls: (ids) => oldstockAndOther(ids, 'popup'),
    rental: true,
  },
  'GET /api/v1/urban/project/:id/display': {
    need: 'project-search',
    calls: (ids) => oldstockAndOther(ids, 'display'),
    rental: true,
  },
  'GET /api/v1/urban/project/:id/history': {
    need: 'project-search',
    calls: (ids) => get(`/api/v1/urban/project/${ids.projectId}/history`),
  },
  'GET /api/v1/urban/project/:id/chart/:chart': {
    need: 'project-search',
    calls: (ids) => get(`/api/v1/urban/project/${ids.projectId}/chart/0`),
  },
  'GET /api/v1/urban/project/:id/market_history_oldstock': {
    need: { history: 'project-search' },
    calls: (ids) => get(`/api/v1/urban/project/${ids.oldstockProjectId}/market_history_oldstock?${HISTORY_RANGE(ids)}`),
  },
  // Reports and transaction actions belong to the project product (README "Who sees what").
  'GET /api/v1/urban/quarterly/reports': {
    need: 'project-search',
    calls: () => get('/api/v1/urban/quarterly/reports'),
  },
  'GET /api/v1/urban/quarterly/urbanactions': {
    need: 'project-search',
    calls: () => get('/api/v1/urban/quarterly/urbanactions'),
  },
  'GET /api/v1/urban/attachment/:reference': {
    need: 'project-search',
    calls: (ids) => get(`/api/v1/urban/attachment/${ids.reference}`),
  },
  'GET /api/v1/sales/options/basic': { need: 'property-sales', calls: () => get('/api/v1/sales/options/basic') },
  'GET /api/v1/sales/sales': { need: 'property-sales', calls: (ids) => get(`/api/v1/sales/sales?${ids.saleQuery}`) },
  'GET /api/v1/sales/marketdata': {
    need: 'property-sales',
    calls: (ids) => get(`/api/v1/sales/marketdata?${ids.saleQuery}`),
  },
  // Part 2 §2.1: the sale page has no guard beyond login.
  'GET /api/v1/sales/sale/:id/display': {
    need: 'login',
    calls: (ids) => get(`/api/v1/sales/sale/${ids.saleId}/display`),
  },
  'GET /api/v1/rental/options/basic': { need: 'rental-search', calls: () => get('/api/v1/rental/options/basic') },
  'GET /api/v1/rental/propertydata': {
    need: 'rental-search',
    calls: (ids) => get(`/api/v1/rental/propertydata?queryMonth=${ids.lastMonth}&timeRange=1mo`),
    rental: true,
  },
  'GET /api/v1/rental/marketdata': {
    need: 'rental-search',
    calls: (ids) => get(`/api/v1/rental/marketdata?queryMonth=${ids.lastMonth}&timeRange=1mo`),
    rental: true,
  },
  'GET /api/v1/rental/markethistory': {
    need: { history: 'rental-search' },
    calls: (ids) => get(`/api/v1/rental/markethistory?${HISTORY_RANGE(ids)}`),
  },
  'GET /api/v1/rental/property/:id/display': {
    need: 'rental-search',
    calls: (ids) => get(`/api/v1/rental/property/${ids.rentalId}/display`),
    rental: true,
  },
  'GET /api/v1/rental/property/:id/popup': {
    need: 'rental-search',
    calls: (ids) => get(`/api/v1/rental/property/${ids.rentalId}/popup`),
    rental: true,
  },
  'GET /api/v1/rental/property/:id/activity/:month': {
    need: 'rental-search',
    calls: (ids) => get(`/api/v1/rental/property/${ids.rentalId}/activity/${ids.lastMonth}`),
    rental: true,
  },
  'GET /api/v1/rental/property/:id/markethistory': {
    need: { history: 'rental-search' },
    calls: (ids) => get(`/api/v1/rental/property/${ids.rentalId}/markethistory?${HISTORY_RANGE(ids)}`),
  },
  'GET /api/v1/media/picture/:kind/:id/:file': {
    need: 'login',
    calls: (ids) => get(`/api/v1/media/picture/sale/${ids.saleId}/1.svg`),
  },
  'GET /api/v1/media/staticmap': {
    need: 'login',
    calls: () => get('/api/v1/media/staticmap?lat=43.7&lng=-79.4&zoom=10&width=100&height=100'),
  },
  // An entity's map tells where it is: the entity's section (a sale's: login, as its page).
  'GET /api/v1/media/map/project/:file': {
    need: 'project-search',
    calls: (ids) => get(`/api/v1/media/map/project/${ids.projectId}.svg`),
  },
  'GET /api/v1/media/map/rental/:file': {
    need: 'rental-search',
    calls: (ids) => get(`/api/v1/media/map/rental/${ids.rentalId}.svg`),
  },
  // A project's documents belong to its pages (project-search, as the profile).
  'GET /api/v1/media/urbanaction/project/:file': {
    need: 'project-search',
    calls: (ids) => get(ids.urbanActionLink),
  },
  'GET /api/v1/media/brochure/project/:id/:file': {
    need: 'project-search',
    calls: (ids) => get(`/api/v1/media/brochure/project/${ids.brochure.projectId}/${ids.brochure.version}.pdf`),
  },
  'GET /api/v1/media/map/sale/:file': {
    need: 'login',
    calls: (ids) => get(`/api/v1/media/map/sale/${ids.saleId}.svg`),
  },
  // Before the saved-views rows (DELETE removes the view). A visit answers its entity's watched values: the entity's section's data (WATCHED_ENTITY_SECTION).
  'PUT /api/v1/visits/views/:id/:entity': {
    need: 'login',
    calls: (ids) =>
      WATCHED_ENTITIES.map((entity) => ({
        url: `/api/v1/visits/views/${ids.viewId}/${entity}`,
        bytes: Buffer.from(new Float64Array([entityIdOf(ids, entity)]).buffer),
        need: WATCHED_ENTITY_SECTION[entity],
      })),
  },
  'PUT /api/v1/visits/:entity/:id': {
    need: 'login',
    calls: (ids) =>
      TRACKED_ENTITIES.map((entity) => ({
        url: `/api/v1/visits/${entity}/${entityIdOf(ids, entity)}`,
        need: WATCHED_ENTITY_SECTION[entity],
      })),
  },
  'GET /api/v1/visits/whats-new': {
    need: 'login',
    calls: (ids) => get(`/api/v1/visits/whats-new?project=${ids.projectId}&rental=${ids.rentalId}`),
  },
  'GET /api/v1/saved-views': { need: 'login', calls: () => get('/api/v1/saved-views') },
  'POST /api/v1/saved-views': {
    need: 'login',
    calls: () => [{ url: '/api/v1/saved-views', payload: { name: 'Matrix', page: '/property/sales', query: '' } }],
  },
  'PATCH /api/v1/saved-views/:id': {
    need: 'login',
    calls: (ids) => [{ url: `/api/v1/saved-views/${ids.viewId}`, payload: { name: 'Matrix renamed' } }],
  },
  'DELETE /api/v1/saved-views/:id': { need: 'login', calls: (ids) => get(`/api/v1/saved-views/${ids.viewId}`) },
  'GET /api/v1/saved-areas': { need: 'login', calls: () => get('/api/v1/saved-areas') },
  'POST /api/v1/saved-areas': {
    need: 'login',
    calls: () => [{ url: '/api/v1/saved-areas', payload: { name: 'Matrix', points: MATRIX_AREA } }],
  },
  'PATCH /api/v1/saved-areas/:id': {
    need: 'login',
    calls: (ids) => [{ url: `/api/v1/saved-areas/${ids.areaId}`, payload: { name: 'Matrix renamed' } }],
  },
  'DELETE /api/v1/saved-areas/:id': { need: 'login', calls: (ids) => get(`/api/v1/saved-areas/${ids.areaId}`) },
  'GET /user/login': { need: 'anyone', calls: () => get('/user/login') },
  'POST /user/login': {
    need: 'anyone',
    calls: () => [{ url: '/user/login', payload: { username: 'demo', password: 'demo' }, form: true }],
    endsSession: true,
  },
  'POST /user/logout': {
    need: 'anyone',
    calls: () => [{ url: '/user/logout', payload: {}, form: true }],
    endsSession: true,
  },
  'GET /user/password': { need: 'login', calls: () => get('/user/password') },
  'POST /user/password': {
    need: 'login',
    calls: () => [
      {
        url: '/user/password',
        payload: { current_password: 'wrong', new_password: 'x', confirm_password: 'x' },
        form: true,
      },
    ],
  },
};

let t: TestApp;
const cookies: Partial<Record<Account, string>> = {};
let baseIds: Omit<Ids, 'viewId' | 'areaId'>;

beforeAll(async () => {
  t = await createTestApp();
  for (const account of ACCOUNTS) if (account !== 'visitor') cookies[account] = await t.loginAs(account);
  const first = async (table: 'sales' | 'regions') =>
    (await t.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const firstProject = async (standing: ProjectStanding) =>
    (
      await t.db
        .selectFrom('projects')
        .select('id')
        .where('standing', '=', standing)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  const oldstockProjectId = await firstProject(RENTAL_STANDING);
  const rental = await t.db
    .selectFrom('rental_properties')
    .select('id')
    .where('project_id', '=', oldstockProjectId)
    .executeTakeFirstOrThrow();
  const months = await findRentalMonthRange(t.db);
  const report = await t.db.selectFrom('quarterly_reports').select('attachment').executeTakeFirstOrThrow();
  const urbanAction = await t.db
    .selectFrom('projects')
    .select('urbanaction_link')
    .where('urbanaction', '=', 1)
    .where('urbanaction_link', 'is not', null)
    .where('urbanaction_publication_date', 'is not', null)
    .executeTakeFirstOrThrow();
  const brochure = await t.db
    .selectFrom('project_versions')
    .select(['project_id', 'version'])
    .executeTakeFirstOrThrow();
  const newestSale = await t.db
    .selectFrom('sales')
    .select((eb) => eb.fn.max<string>('sale_date').as('day'))
    .executeTakeFirstOrThrow();
  const subTypes = await t.db.selectFrom('sale_sub_types').select('id').execute();
  baseIds = {
    projectId: await firstProject('active'),
    oldstockProjectId,
    rentalId: rental.id,
    saleId: await first('sales'),
    regionId: await first('regions'),
    lastMonth: months?.max ?? '',
    reference: report.attachment,
    urbanActionLink: String(urbanAction.urbanaction_link),
    brochure: { projectId: brochure.project_id, version: brochure.version },
    saleQuery: [
      `time-period-from=${Number(newestSale.day.slice(0, 4)) - 1}${newestSale.day.slice(4)}`,
      `time-period-to=${newestSale.day}`,
      ...subTypes.map((subType) => `subproperty-type[]=${subType.id}`),
    ].join('&'),
  };
});
afterAll(async () => {
  await t?.close();
});

async function send(
  account: Account,
  method: string,
  call: Call,
  cookie = cookies[account],
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: method as 'GET',
    url: call.url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(call.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(call.bytes ? { 'content-type': 'application/octet-stream' } : {}),
    },
    ...(call.bytes !== undefined
      ? { payload: call.bytes }
      : call.payload === undefined
        ? {}
        : {
            payload: call.form ? new URLSearchParams(call.payload as Record<string, string>).toString() : call.payload,
          }),
  });
}

/** A saved view of the account, for the PATCH and DELETE rows (a visitor's calls never reach one). */
async function viewIdOf(account: Account): Promise<number> {
  if (account === 'visitor') return 1;
  const response = await send(account, 'POST', {
    url: '/api/v1/saved-views',
    payload: { name: `Matrix view ${Math.random()}`, page: '/property/sales', query: '' },
  });
  return response.json<{ view: { id: number } }>().view.id;
}

/** A saved area of the account, for the PATCH and DELETE rows (a visitor's calls never reach one). */
async function areaIdOf(account: Account): Promise<number> {
  if (account === 'visitor') return 1;
  const response = await send(account, 'POST', {
    url: '/api/v1/saved-areas',
    payload: { name: `Matrix area ${Math.random()}`, points: MATRIX_AREA },
  });
  return response.json<{ area: { id: number } }>().area.id;
}

/** "Data": a 2xx (or a provider page's own answer) with a real body: non-empty JSON, a drawing, a page. */
function describeData(response: LightMyRequestResponse): string | null {
  if (response.statusCode === 204) return null;
  if (response.statusCode === 303) {
    // The provider's forms answer by sending the browser on; a refused session goes to login.
    return response.headers.location?.toString().startsWith('/user/login?destination=') ? 'sent to log in' : null;
  }
  if (response.statusCode >= 300 && !(response.statusCode === 400 && response.body.includes('<form'))) {
    return `HTTP ${response.statusCode}: ${response.body.slice(0, 200)}`;
  }
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('json')) return response.body.length > 100 ? null : `a short ${type} body`;
  const body = response.json<unknown>();
  if (Array.isArray(body)) return body.length > 0 ? null : 'an empty list';
  if (typeof body !== 'object' || body === null || Object.keys(body).length === 0) return 'an empty answer';
  const data = (body as { data?: unknown }).data;
  if (Array.isArray(data) && data.length === 0) return 'no data rows';
  return null;
}

function outcomeOf(routeKey: string, response: LightMyRequestResponse): Outcome | string {
  if (response.statusCode === 403) {
    const reason = response.json<{ reason?: string }>().reason;
    return reason === 'session' || reason === 'section' || reason === 'subscription' ? reason : `403 ${reason}`;
  }
  // A provider page that needs a session sends a visitor to log in instead of a 403.
  if (routeKey.includes(' /user/') && response.statusCode === 303 && describeData(response) === 'sent to log in') {
    return 'session';
  }
  const problem = describeData(response);
  return problem === null ? 'data' : problem;
}

/** `yyyy-mm` or `yyyy Qn`: the periods a series runs over. */
const PERIOD = /^\d{4}-\d{2}$|^\d{4} Q[1-4]$/;

/**
 * Where an answer holds a series: a list of rows (arrays, or objects with a period field) over
 * more than one period. Part 2 §6: rental data over more than one month is rental history.
 */
export function seriesIn(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) {
    const periods = new Set<string>();
    for (const row of value) {
      const cells = Array.isArray(row)
        ? row.slice(0, 1)
        : typeof row === 'object' && row !== null
          ? ['period', 'month', 'name'].map((key) => (row as Record<string, unknown>)[key])
          : [];
      for (const cell of cells) if (typeof cell === 'string' && PERIOD.test(cell)) periods.add(cell);
    }
    const here = periods.size > 1 ? [`${path} (${periods.size} periods)`] : [];
    return [...here, ...value.flatMap((item, index) => seriesIn(item, `${path}[${index}]`))];
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => seriesIn(item, `${path}.${key}`));
  }
  return [];
}

interface Answer {
  routeKey: string;
  rental: boolean;
  url: string;
  account: Account;
  response: LightMyRequestResponse;
}

describe('the gate matrix over every route', () => {
  const answers: Answer[] = [];

  it('has a spec row for every /api/v1/ and /user/ route the server registers, and none stale', () => {
    const keys = registeredRoutes(t.app)
      .filter((route) => route.path.startsWith('/api/v1/') || route.path.startsWith('/user/'))
      .flatMap((route) => route.methods.map((method) => `${method} ${route.path}`));
    expect(keys.length).toBeGreaterThan(40);
    const rows = Object.keys(NEEDS);
    expect(
      keys.filter((key) => !rows.includes(key)),
      'routes without a row in NEEDS',
    ).toEqual([]);
    expect(
      rows.filter((row) => !keys.includes(row)),
      'rows of no route',
    ).toEqual([]);
  });

  it('answers each account as the spec rule says: data, or 403 with its reason', async () => {
    const mismatches: string[] = [];
    for (const account of ACCOUNTS) {
      const ids: Ids = { ...baseIds, viewId: await viewIdOf(account), areaId: await areaIdOf(account) };
      for (const [routeKey, row] of Object.entries(NEEDS)) {
        const method = routeKey.slice(0, routeKey.indexOf(' '));
        for (const call of row.calls(ids)) {
          const expected = expectedOutcome(call.need ?? row.need, account);
          const throwaway = row.endsSession && account !== 'visitor' ? await t.loginAs(account) : undefined;
          const response = await send(account, method, call, throwaway ?? cookies[account]);
          answers.push({ routeKey, url: call.url, account, response, rental: call.rental ?? row.rental === true });
          const actual = outcomeOf(routeKey, response);
          if (actual !== expected)
            mismatches.push(`${account} ${method} ${call.url}: expected ${expected}, got ${actual}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('gives no-rental no multi-month rental series in any answer it gets', () => {
    const rentalAnswers = answers.filter((answer) => answer.rental && answer.response.statusCode === 200);
    const noRental = rentalAnswers.filter((answer) => answer.account === 'no-rental');
    expect(noRental.length).toBeGreaterThan(10);
    const leaks = noRental.flatMap((answer) =>
      seriesIn(answer.response.json()).map((where) => `${answer.url} ${where}`),
    );
    expect(leaks).toEqual([]);
    // The same answers to demo hold its series: the check sees one where there is one.
    const demoSeries = rentalAnswers
      .filter((answer) => answer.account === 'demo')
      .flatMap((answer) => seriesIn(answer.response.json()).map((where) => `${answer.url} ${where}`));
    expect(demoSeries.some((where) => where.includes('/rental/property/'))).toBe(true);
  });

  it('marks the rental profile rent history gated for no-rental, with no rows', () => {
    const display = (account: Account) =>
      answers
        .find((answer) => answer.account === account && answer.routeKey === 'GET /api/v1/rental/property/:id/display')
        ?.response.json<{ charts: Array<{ name: string; rows: unknown[]; gated?: string }> }>();
    const gated = display('no-rental')?.charts.filter((chart) => chart.gated !== undefined) ?? [];
    expect(gated.map((chart) => [chart.name, chart.gated, chart.rows.length])).toEqual([
      ['Rent History', 'subscription', 0],
    ]);
    expect(display('demo')?.charts.every((chart) => chart.gated === undefined && chart.rows.length > 0)).toBe(true);
  });

  it("keeps Map Search's categories and groups to the account's sections", () => {
    /** Part 1 §2 groups: sales needs property-sales; old stock is rentals too; the rest are projects. */
    const groupLinks = (key: string): LinkName[] =>
      key === 'sales'
        ? ['property-sales']
        : key.endsWith('_oldstock')
          ? ['project-search', 'rental-search']
          : ['project-search'];
    for (const account of ['demo', 'sales-only', 'no-rental'] as const) {
      const links = HOLDERS[account]?.links ?? [];
      const of = (routeKey: string) =>
        answers.find((answer) => answer.account === account && answer.routeKey === routeKey)?.response;
      const landing = of('GET /api/v1/urban/project/byregionlanding')?.json<ByRegionLandingResponse>() ?? {};
      const options = of('GET /api/v1/urban/project/byregionoptions')?.json<ByRegionOptionsResponse>();
      const expectedGroups = [...TYPE_STANDINGS.map((ts) => `${ts.projectType}_${ts.standing}`), 'sales'].filter(
        (key) => groupLinks(key).every((link) => links.includes(link)),
      );
      expect(
        Object.keys(landing).filter((key) => !expectedGroups.includes(key)),
        `${account}: groups of sections it lacks`,
      ).toEqual([]);
      // Every group of its sections that has a period is there (each standing has one in the seed).
      expect(Object.keys(landing).sort(), account).toEqual([...expectedGroups].sort());
      const offered = (options?.filters ?? []).flatMap((category) =>
        category.id === 'sales' ? ['sales'] : category.options.map((option) => `${category.id}_${option.id}`),
      );
      expect(offered.sort(), account).toEqual([...expectedGroups].sort());
    }
    const salesOnly = answers.find(
      (answer) => answer.account === 'sales-only' && answer.routeKey === 'GET /api/v1/urban/project/byregionlanding',
    );
    expect(Object.keys(salesOnly?.response.json<ByRegionLandingResponse>() ?? {})).toEqual(['sales']);
  });
});
