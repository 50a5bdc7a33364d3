import type { ColumnDefinition } from '@contract/columns';
import { isoMonth } from '@contract/months';
import { TYPE_STANDINGS } from '@contract/product-facts';
import type { RentalChart, RentalPropertyDisplayResponse } from '@contract/rental-display';
import type { RentalOptionsBasicResponse } from '@contract/rental-options';
import type { SaleDisplayPayload } from '@contract/sales-display';
import type { SalesOptionsBasicResponse } from '@contract/sales-options';
import { SALES_QUERY } from '@contract/sales-search';
import type { ByRegionOptionsResponse } from '@contract/urban-landing';
import type {
  ChartTable,
  LabelledValue,
  ProjectDisplayResponse,
  ProjectHistoryResponse,
} from '@contract/urban-project';
import { registeredRoutes } from '@test-support/registered-routes';
import type { TestApp } from '@test-support/test-app';

/**
 * Every answer of the API on the seeded data, for the tests that read what the product sends: every
 * GET route is called with the values it takes (each project type and standing, the rental and sales
 * views, profiles of every standing, their chart histories, rental months, popups, sales), and each
 * answer is taken apart into the shapes the UI shows (search tables, charts, profile displays,
 * labelled values, update histories, sale pages).
 */

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null;

/** A labelled compare entry: the project or rental popup (part 2 §2.12). */
export interface LabelledEntry {
  name: LabelledValue;
  values: LabelledValue[];
}

/** What a test does with each shape found in the answers; `where` names the call and the place. */
export interface AnswerShapes {
  /** A search answer or a landing group: its column definitions and its rows. */
  searchTable(where: string, definitions: ColumnDefinition[], data: Json): void;
  sale(where: string, sale: SaleDisplayPayload): void;
  history(where: string, history: ProjectHistoryResponse): void;
  /** A profile display; each of its charts is given to `chart` after it. */
  display(where: string, display: ProjectDisplayResponse | RentalPropertyDisplayResponse): void;
  labelled(where: string, entry: LabelledEntry): void;
  /** A profile chart: in a display, a chart's full history (all_uri) or a rental month's activity. */
  chart(where: string, chart: ChartTable | RentalChart): void;
}

/** Walks an answer and gives every shape it holds to `shapes`. */
export function walkAnswer(where: string, body: Json, shapes: AnswerShapes): void {
  if (Array.isArray(body)) {
    body.forEach((item, index) => walkAnswer(`${where}[${index}]`, item, shapes));
    return;
  }
  if (!isObject(body)) return;
  if (isObject(body.tableHeaders) && Array.isArray(body.tableHeaders.data)) {
    shapes.searchTable(where, body.tableHeaders.data as ColumnDefinition[], body.data);
    return;
  }
  if ('sale_id' in body && 'landarea_data' in body) return shapes.sale(where, body as unknown as SaleDisplayPayload);
  if (Array.isArray(body.summary) && isObject(body.compare))
    return shapes.history(where, body as unknown as ProjectHistoryResponse);
  if (Array.isArray(body.profile_details)) {
    const display = body as unknown as ProjectDisplayResponse | RentalPropertyDisplayResponse;
    shapes.display(where, display);
    for (const chart of display.charts as Array<ChartTable | RentalChart>) shapes.chart(where, chart);
    return;
  }
  if (Array.isArray(body.values) && isObject(body.name) && 'label' in body.name)
    return shapes.labelled(where, body as unknown as LabelledEntry);
  if (typeof body.name === 'string' && Array.isArray(body.header) && Array.isArray(body.rows))
    return shapes.chart(where, body as unknown as RentalChart);
  if (
    Array.isArray(body.data) &&
    body.data.every((table) => isObject(table) && isObject(table.data) && 'header' in table.data)
  ) {
    for (const chart of body.data as ChartTable[]) shapes.chart(where, chart);
    return;
  }
  for (const [key, value] of Object.entries(body)) walkAnswer(`${where}.${key}`, value, shapes);
}

// ---- How to call each route --------------------------------------------------------------------

/** The seeded values the routes are called with. */
export interface SeededCalls {
  projectIds: number[];
  rentalIds: number[];
  saleIds: number[];
  rentalMonths: string[];
  rentalRange: { min: string; max: string };
  subTypeIds: number[];
  saleDates: { min: string; max: string };
  landingRegionIds: string[];
}

/** Routes that hold no figures to show: files, pictures, saved views, help texts. */
export const NOT_FIGURES = new Map<string, string>([
  ['/api/v1/urban/attachment/:reference', 'a report attachment: a file'],
  ['/api/v1/urban/howto/:id', 'a help text'],
  ['/api/v1/media/picture/:kind/:id/:file', 'a picture'],
  ['/api/v1/media/staticmap', 'a map picture'],
  ['/api/v1/media/urbanaction/project/:file', 'a PDF document'],
  ['/api/v1/media/brochure/project/:id/:file', 'a PDF document'],
  ['/api/v1/media/map/project/:file', 'a map picture'],
  ['/api/v1/media/map/rental/:file', 'a map picture'],
  ['/api/v1/media/map/sale/:file', 'a map picture'],
  ['/api/v1/saved-views', "the account's saved views: names and URLs"],
  ['/api/v1/saved-areas', "the account's saved areas: names and polygons"],
]);

/** The queries a route needs beyond its path (each view a route serves); the others need none. */
function queriesOf(path: string, calls: SeededCalls): string[] {
  const { min, max } = calls.rentalRange;
  const month = `queryMonth=${max}`;
  const months = [
    `queryMonthStart=${min}&queryMonthEnd=${max}&timeRange=1mo`,
    `queryMonthStart=${min}&queryMonthEnd=${max}&timeRange=3mo`,
  ];
  // A building's history also reads by rental quarter (part 2 §2.11).
  const quarters = `timeType=quarter&year_start=${min.slice(0, 4)}&qtr_start=1&year_end=${max.slice(0, 4)}&qtr_end=3`;
  const sales = [
    ...calls.subTypeIds.map((id) => `${SALES_QUERY.subPropertyType}[]=${id}`),
    `${SALES_QUERY.from}=${calls.saleDates.min}`,
    `${SALES_QUERY.to}=${calls.saleDates.max}`,
  ].join('&');
  switch (path) {
    case '/api/v1/rental/propertydata':
      return [`${month}&timeRange=1mo`, `${month}&timeRange=12mo&tightRows=true`];
    case '/api/v1/rental/marketdata':
      return [`${month}&timeRange=1mo`, `${month}&timeRange=6mo`];
    case '/api/v1/rental/markethistory':
      return months;
    case '/api/v1/rental/property/:id/markethistory':
    case '/api/v1/urban/project/:id/market_history_oldstock':
      return [...months, quarters];
    case '/api/v1/sales/sales':
    case '/api/v1/sales/marketdata':
      return [sales];
    case '/api/v1/urban/project/byregionlanding':
      return [calls.landingRegionIds.map((id) => `regionId[]=${id}`).join('&')];
    default:
      return [''];
  }
}

/**
 * Routes the UI reaches through a link in another answer, as it does: a chart's full history
 * (its all_uri) and an old-stock project's rental history (its display's chart_config).
 */
const CHART_HISTORY = '/api/v1/urban/project/:id/chart/:chart';
const OLDSTOCK_HISTORY = '/api/v1/urban/project/:id/market_history_oldstock';
export const LINKED = [CHART_HISTORY, OLDSTOCK_HISTORY];

/** The links of an answer to the LINKED routes. */
function linksOf(url: string, body: Json, linked: Map<string, Set<string>>): void {
  if (!isObject(body) || !Array.isArray(body.charts)) return;
  for (const chart of body.charts as Array<Partial<ChartTable>>)
    if (typeof chart.all_uri === 'string') linked.get(CHART_HISTORY)?.add(chart.all_uri);
  const display = /^\/api\/v1\/urban\/project\/(\d+)\/display$/.exec(url);
  if (display && isObject(body.chart_config) && isObject(body.chart_config.oldstock))
    linked.get(OLDSTOCK_HISTORY)?.add(OLDSTOCK_HISTORY.replace(':id', display[1]!));
}

/** Every value a path parameter takes, by the route it is in; null: the route cannot be called. */
function fill(path: string, calls: SeededCalls, linked: Map<string, Set<string>>): string[] | null {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  if (names.length === 0) return [path];
  if (names.join() === 'projectType,projectStanding')
    return TYPE_STANDINGS.map(({ projectType, standing }) =>
      path.replace(':projectType', projectType).replace(':projectStanding', standing),
    );
  const links = linked.get(path);
  if (links !== undefined) return [...links];
  const ids = path.startsWith('/api/v1/urban/project/')
    ? calls.projectIds
    : path.startsWith('/api/v1/rental/property/')
      ? calls.rentalIds
      : path.startsWith('/api/v1/sales/sale/')
        ? calls.saleIds
        : null;
  if (ids === null) return null;
  if (names.join() === 'id') return ids.map((id) => path.replace(':id', String(id)));
  if (names.join() === 'id,month')
    return calls.rentalIds.flatMap((id) =>
      calls.rentalMonths.map((month) => path.replace(':id', String(id)).replace(':month', month)),
    );
  return null;
}

type GetJson = <T = unknown>(url: string) => Promise<T>;

/** The seeded values: profiles of every standing (three each), a sale of every sub-type, the rental months. */
export async function seededCalls(t: TestApp, getJson: GetJson): Promise<SeededCalls> {
  // Profiles of every standing (old stock included), three each.
  const projects = await t.db.selectFrom('projects').select(['id', 'standing']).orderBy('id').execute();
  const projectIds = [...new Set(projects.map((project) => project.standing))].flatMap((standing) =>
    projects
      .filter((project) => project.standing === standing)
      .slice(0, 3)
      .map((project) => project.id),
  );
  const rentalIds = (await t.db.selectFrom('rental_properties').select('id').orderBy('id').limit(4).execute()).map(
    (row) => row.id,
  );
  const sales = await getJson<SalesOptionsBasicResponse>('/api/v1/sales/options/basic');
  const subTypeIds = sales.propertyTypes.flatMap((type) => type.sub_property_types.map((subType) => subType.id));
  // A sale of every sub-type: land with lots and acres, buildings with rooms, suites and floors.
  const saleRows = await t.db.selectFrom('sales').select(['id', 'subproperty_type_id']).orderBy('id').execute();
  const saleIds = subTypeIds.flatMap((id) => saleRows.find((sale) => sale.subproperty_type_id === id)?.id ?? []);
  const rental = await getJson<RentalOptionsBasicResponse>('/api/v1/rental/options/basic');
  const { min_year, min_month, max_year, max_month } = rental.baseConfiguration.dates;
  const rentalRange = { min: isoMonth(min_year, min_month), max: isoMonth(max_year, max_month) };
  const landing = await getJson<ByRegionOptionsResponse>('/api/v1/urban/project/byregionoptions');
  return {
    landingRegionIds: landing.regions.map((region) => region.id),
    saleDates: sales.saleDateRange,
    projectIds,
    rentalIds,
    saleIds,
    rentalMonths: [rentalRange.min, rentalRange.max],
    rentalRange,
    subTypeIds,
  };
}

/** What a walk of the API reached: routes it could not call, routes it called, links it followed. */
export interface ApiWalk {
  routes: number;
  uncalled: string[];
  walked: Set<string>;
  linked: Map<string, Set<string>>;
}

/**
 * Calls every GET route of the API (but NOT_FIGURES) with the seeded values and gives each answer
 * to `visit`. Displays go first: their links are the linked routes' calls.
 */
export async function walkApi(
  t: TestApp,
  getJson: GetJson,
  visit: (url: string, body: Json) => void,
): Promise<ApiWalk> {
  const calls = await seededCalls(t, getJson);
  const routes = registeredRoutes(t.app).filter(
    (route) => route.path.startsWith('/api/v1/') && route.methods.includes('GET') && !NOT_FIGURES.has(route.path),
  );
  const isLinked = (path: string) => Number(LINKED.includes(path));
  const ordered = [...routes].sort((a, b) => isLinked(a.path) - isLinked(b.path));
  const linked = new Map(LINKED.map((path) => [path, new Set<string>()]));
  const uncalled: string[] = [];
  const walked = new Set<string>();
  for (const route of ordered) {
    const paths = fill(route.path, calls, linked);
    if (paths === null || paths.length === 0) {
      uncalled.push(route.path);
      continue;
    }
    for (const path of paths)
      for (const query of queriesOf(route.path, calls)) {
        const url = query === '' ? path : `${path}?${query}`;
        const body = await getJson(url);
        walked.add(route.path);
        visit(url, body);
        linksOf(path, body, linked);
      }
  }
  return { routes: routes.length, uncalled, walked, linked };
}
