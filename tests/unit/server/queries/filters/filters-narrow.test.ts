/**
 * Every advanced filter narrows (part 1 §3, §5, §7; part 2 §5, §7). Walks every definition of
 * every search as the server serves them from the one registry (contract/filter-catalog.ts):
 * projects per view, type and standing, rentals per view, sales per view. For each it picks a
 * value from the seeded data that excludes some rows, maps it as the app does
 * (src/features/…-request.ts: the one mapping to API params and the one to client params) and
 * checks that:
 * - on views of rows, the worker's client filter keeps fewer rows, each satisfying the filter;
 * - where the definition has an API parameter, the server keeps the same rows (rows views) or
 *   totals exactly the rows the client filter keeps (totals views: market data and history,
 *   whose filters the server applies before totalling);
 * - a totals view never sends its filters to the worker (its rows do not carry the fields).
 * A definition that no path applies, or that no seeded value narrows, fails.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ColumnDefinition } from '@contract/columns';
import {
  clientRuleOf,
  definitionKeys,
  filterApiParams,
  rangeKey,
  type FilterValues,
  type SearchFilterDefinition,
} from '@contract/filter-definitions';
import {
  projectFilterCatalog,
  RENTAL_PROJECT_FILTERS,
  rentalApiFilters,
  rentalFilterCatalog,
  urbanSearchFilters,
} from '@contract/filter-catalog';
import { openDateBounds } from '@contract/date-filter-bounds';
import { RENTAL_TIME_RANGES, timeRangeStart } from '@contract/months';
import type { RegionsResponse } from '@contract/geography';
import { PROJECT_SEARCH_TYPES, TYPE_STANDINGS, typeStandingKey, type ProjectSearchType } from '@contract/product-facts';
import type { RentalOptionsBasicResponse } from '@contract/rental-options';
import type { SalesOptionsBasicResponse, SalesSearchType } from '@contract/sales-options';
import type { SearchRow } from '@contract/search';
import type { UrbanBasicOptionsResponse, UrbanSearchFiltersResponse } from '@contract/urban-options';
import type { ApiParams, ClientParams, ResultKind } from '@contract/engine';
import { clientParamsOf, datasetRequestOf } from '@contract/project-search-request';
import {
  clientFilterDefinitions,
  filterDefinitions,
  type ProjectSearchOptions,
} from '@contract/project-search-options';
import {
  rentalClientParams,
  rentalDatasetRequest,
  rentalFilterDefinitions,
  type RentalSearchOptions,
  type RentalSearchType,
} from '@contract/rental-search-request';
import {
  salesClientParams,
  salesDatasetRequest,
  salesFilterDefinitions,
  type SalesSearchOptions,
} from '@contract/sales-search-request';
import { buildDataset } from '@contract/columnar-dataset';
import { prepareDataset, runView } from '@workers/ops/view';
import { queryString } from '@contract/api-query-string';
import { createTestApp, type TestApp } from '@test-support/test-app';

let testApp: TestApp;
let cookie: string;

beforeAll(async () => {
  testApp = await createTestApp();
  cookie = await testApp.loginAs('demo');
});

afterAll(async () => {
  await testApp.close();
});

interface Answer {
  rows: SearchRow[];
  columns: ColumnDefinition[];
}

async function getJson<T>(url: string): Promise<T> {
  const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.json<T>();
}

/** A search call as the engine makes it (contract/api-query-string.ts), rows unwrapped (sales: `data[0].data`). */
async function search(endpoint: string, apiParams: ApiParams): Promise<Answer> {
  const body = await getJson<{ data: unknown[]; tableHeaders: { data: ColumnDefinition[] } }>(
    `${endpoint}${queryString(apiParams)}`,
  );
  const first = body.data[0] as { data?: unknown } | undefined;
  const rows = (endpoint.startsWith('/api/v1/sales/') ? (first?.data ?? []) : body.data) as SearchRow[];
  return { rows, columns: body.tableHeaders.data };
}

/** A row's identity: the project, building (and unit type) or sale; a market row its geography. */
function rowKey(row: SearchRow): string {
  const id = row['id'] ?? [row['region_id'], row['municipality_id'], row['submarket_id'], row['name']].join('/');
  return `${String(id)}:${String(row['unit_type'] ?? '')}`;
}

/** The keys of the rows the worker's view step keeps (workers/ops/view.ts), as the app runs it. */
function clientKept(
  answer: Answer,
  kind: ResultKind,
  clientParams: ClientParams,
  filters: readonly SearchFilterDefinition[],
  standing?: { projectType: string; projectStanding: string },
): string[] {
  const prepared = prepareDataset(buildDataset(answer.rows, answer.columns), kind);
  const view = runView(prepared, {
    clientParams,
    context: { ...standing, filters },
    sort: null,
    visibleColumns: null,
  });
  return [...view.rows].map((index) => rowKey(answer.rows[index]!)).sort();
}

const keysOf = (rows: readonly SearchRow[]) => rows.map(rowKey).sort();

// ---------------------------------------------------------------------------------------------
// Values that narrow, and the rule a kept row satisfies (written apart from the worker's, so a
// wrong rule there cannot pass here).

function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

function listNames(value: unknown): string[] {
  if (Array.isArray(value))
    return value.flatMap((entry: unknown) =>
      typeof entry === 'string'
        ? [entry]
        : typeof entry === 'object' && entry !== null && 'name' in entry
          ? [String(entry.name)]
          : [],
    );
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** The radio value that removes rows by the definition's rule, and the one that leaves them. */
function radioValues(definition: SearchFilterDefinition): { narrow: string; neutral: string } {
  const rule = clientRuleOf(definition);
  return rule === 'flag' || rule === 'positiveWhenFalse'
    ? { narrow: 'false', neutral: 'true' }
    : { narrow: 'true', neutral: 'false' };
}

function satisfies(definition: SearchFilterDefinition, values: FilterValues, row: SearchRow): boolean {
  const value = row[definition.field];
  const text = (key: string) => String(values[key] ?? '');
  switch (definition.type) {
    case 'numberRange': {
      if (typeof value !== 'number') return false;
      const from = values[rangeKey(definition.name, 'from')];
      const to = values[rangeKey(definition.name, 'to')];
      return (from === undefined || value >= Number(from)) && (to === undefined || value <= Number(to));
    }
    case 'dateRange': {
      if (typeof value !== 'string') return false;
      const date = value.slice(0, 10);
      const from = values[rangeKey(definition.name, 'from')];
      const to = values[rangeKey(definition.name, 'to')];
      return (from === undefined || date >= String(from)) && (to === undefined || date <= String(to));
    }
    case 'selection':
      return [values[definition.name]].flat().includes(String(value));
    case 'autocompleteSelection':
      return listNames(value).some((name) => name.toLowerCase() === text(definition.name).toLowerCase());
    case 'text':
      return listNames(value).some((name) => name.toLowerCase().includes(text(definition.name).toLowerCase()));
    case 'radio':
      switch (clientRuleOf(definition)) {
        case 'flag':
        case 'excludeWhenTrue':
          return !truthy(value);
        case 'onlyWhenTrue':
          return truthy(value);
        case 'present':
          return value !== null && value !== undefined;
        case 'positiveWhenFalse':
          return typeof value === 'number' && value > 0;
      }
  }
  return false;
}

function median<T>(sorted: readonly T[]): T | undefined {
  return sorted[Math.floor(sorted.length / 2)];
}

/** Candidate values of a definition, from the rows (selections: the options the form offers). */
function candidates(definition: SearchFilterDefinition, rows: readonly SearchRow[]): FilterValues[] {
  const field = (row: SearchRow) => row[definition.field];
  switch (definition.type) {
    case 'numberRange': {
      const numbers = [...new Set(rows.map(field).filter((value): value is number => typeof value === 'number'))];
      numbers.sort((a, b) => a - b);
      const middle = median(numbers);
      return middle === undefined
        ? []
        : [
            { [rangeKey(definition.name, 'from')]: String(middle) },
            { [rangeKey(definition.name, 'to')]: String(middle) },
          ];
    }
    case 'dateRange': {
      const dates = [
        ...new Set(rows.map(field).flatMap((value) => (typeof value === 'string' ? [value.slice(0, 10)] : []))),
      ].sort();
      const middle = median(dates);
      return middle === undefined
        ? []
        : [{ [rangeKey(definition.name, 'from')]: middle }, { [rangeKey(definition.name, 'to')]: middle }];
    }
    case 'selection':
      return definition.options.map((option) => ({ [definition.name]: [String(option.id)] }));
    case 'autocompleteSelection':
      return [...new Set(rows.flatMap((row) => listNames(field(row))))]
        .slice(0, 12)
        .map((name) => ({ [definition.name]: [name] }));
    case 'text':
      return [
        ...new Set(
          rows.flatMap((row) =>
            listNames(field(row)).flatMap((name) =>
              name
                .toLowerCase()
                .split(/[^a-z0-9]+/)
                .filter((word) => word.length >= 3),
            ),
          ),
        ),
      ]
        .slice(0, 12)
        .map((word) => ({ [definition.name]: word }));
    case 'radio':
      return [{ [definition.name]: radioValues(definition).narrow }];
  }
}

function neutralOf(definition: SearchFilterDefinition): FilterValues {
  return definition.type === 'radio' ? { [definition.name]: radioValues(definition).neutral } : {};
}

/** The first candidate the client filter narrows with (keeps some rows, removes some), or null. */
function narrowingValue(
  definition: SearchFilterDefinition,
  answer: Answer,
  keptWith: (values: FilterValues) => string[],
): FilterValues | null {
  const base = keptWith(neutralOf(definition)).length;
  for (const values of candidates(definition, answer.rows)) {
    const kept = keptWith(values).length;
    if (kept > 0 && kept < base) return values;
  }
  return null;
}

/** Checks made, by search and path, for the report; the definitions checked, by search, for the coverage check. */
const checks = new Map<string, number>();
const covered = new Map<string, Set<string>>();
function cover(searchName: string, definition: SearchFilterDefinition, path: 'client' | 'server'): void {
  const key = `${searchName} (${path})`;
  checks.set(key, (checks.get(key) ?? 0) + 1);
  covered.set(searchName, (covered.get(searchName) ?? new Set<string>()).add(definition.name));
}

const countOf = (rows: readonly SearchRow[]) =>
  rows.reduce((total, row) => total + Number(row['project_count'] ?? row['property_count'] ?? 0), 0);

// ---------------------------------------------------------------------------------------------

describe('every filter definition narrows on the seeded data, on every path that applies it', () => {
  test('projects: every view, type and standing', async () => {
    const filters = await getJson<UrbanSearchFiltersResponse>('/api/v1/urban/options/searchFilters');
    const basic = await getJson<UrbanBasicOptionsResponse>('/api/v1/urban/options/basic');
    const { regions } = await getJson<RegionsResponse>('/api/v1/urban/options/regions');
    // Served from code: the form gets the registry's definitions, whatever the database holds.
    expect(filters.searchFilters).toEqual(urbanSearchFilters(openDateBounds(new Date()), new Date().getUTCFullYear()));
    const contextOf = (searchType: ProjectSearchType): ProjectSearchOptions => ({
      searchType,
      regions,
      dateRanges: basic.projectDateRanges,
      searchFilters: filters,
    });
    const allRegions = regions.map((region) => String(region.id));

    for (const { projectType, standing } of TYPE_STANDINGS) {
      const range = basic.projectDateRanges[typeStandingKey(projectType, standing)];
      expect(range, `${projectType} ${standing} has data`).toBeDefined();
      const kind = { projectType, projectStanding: standing };
      const rowsContext = contextOf('project-search');
      // Newest quarter first, then back: the first quarter whose rows a value narrows.
      const quarters: Array<{ year: string; qtr: string }> = [];
      for (
        let index = range!.max_year * 4 + range!.max_quarter - 1;
        index >= range!.min_year * 4 + range!.min_quarter - 1;
        index--
      )
        quarters.push({ year: String(Math.floor(index / 4)), qtr: String((index % 4) + 1) });
      const answers = new Map<string, Answer>();
      const rowsOf = async (quarter: { year: string; qtr: string }) => {
        const key = `${quarter.year}-${quarter.qtr}`;
        const cached = answers.get(key);
        if (cached) return cached;
        const request = datasetRequestOf(rowsContext, { ...kind, ...quarter, 'regionId[]': allRegions });
        const answer = await search(request.endpoint, request.apiParams);
        answers.set(key, answer);
        return answer;
      };
      const rowKind = datasetRequestOf(rowsContext, { ...kind, ...quarters[0]! }).kind;
      const searchDefinitions = filterDefinitions(rowsContext, kind);
      expect(searchDefinitions.length, `${projectType} ${standing} offers filters`).toBeGreaterThan(0);

      for (const definition of searchDefinitions) {
        const label = `${projectType} ${standing} ${definition.name}`;
        // The view's client params with the filter's values, over its own definition alone
        // (defaults of the others aside), and with every definition of the view (what totals keep).
        let found: { quarter: { year: string; qtr: string }; answer: Answer; values: FilterValues } | null = null;
        for (const quarter of quarters) {
          const answer = await rowsOf(quarter);
          const base = { ...kind, ...quarter, 'regionId[]': allRegions };
          const values = narrowingValue(definition, answer, (candidate) =>
            clientKept(answer, rowKind, clientParamsOf(rowsContext, { ...base, ...candidate }), [definition], kind),
          );
          if (values !== null) {
            found = { quarter, answer, values };
            break;
          }
        }
        expect(found, `${label}: no seeded value narrows the rows of any quarter (fix the seed)`).not.toBeNull();
        const { quarter, answer, values } = found!;
        const base = { ...kind, ...quarter, 'regionId[]': allRegions };

        // Project search: the worker narrows the rows, each kept row satisfies the filter.
        const keptAlone = clientKept(
          answer,
          rowKind,
          clientParamsOf(rowsContext, { ...base, ...values }),
          [definition],
          kind,
        );
        const byKey = new Map(answer.rows.map((row) => [rowKey(row), row]));
        for (const key of keptAlone)
          expect(satisfies(definition, values, byKey.get(key)!), `${label} keeps ${key}`).toBe(true);
        expect(keptAlone.length).toBeLessThan(answer.rows.length);
        cover('projects', definition, 'client');

        if (definition.apiParam !== undefined) {
          // The project search endpoint applies it too (absent flags left to the client): the same rows.
          const request = datasetRequestOf(rowsContext, base);
          const served = await search(request.endpoint, {
            ...request.apiParams,
            ...filterApiParams([definition], values, standing),
          });
          for (const row of served.rows)
            expect(satisfies(definition, values, row), `${label} served ${rowKey(row)}`).toBe(true);
          expect(keysOf(served.rows), `${label}: server and worker keep the same rows`).toEqual(keptAlone);
          cover('projects', definition, 'server');
        }

        // Market data and market history: totals of exactly the rows the view's filters keep.
        const keptAll = (filterValues: FilterValues) =>
          clientKept(
            answer,
            rowKind,
            clientParamsOf(rowsContext, { ...base, ...filterValues }),
            clientFilterDefinitions(rowsContext, kind),
            kind,
          ).length;
        for (const searchType of PROJECT_SEARCH_TYPES.filter((type) => type !== 'project-search')) {
          const context = contextOf(searchType);
          if (!filterDefinitions(context, kind).some((offered) => offered.name === definition.name)) continue;
          const period =
            searchType === 'market-history'
              ? { year_start: quarter.year, qtr_start: quarter.qtr, year_end: quarter.year, qtr_end: quarter.qtr }
              : quarter;
          const totalsOf = async (filterValues: FilterValues) => {
            const totalsSearch = { ...kind, ...period, 'regionId[]': allRegions, ...filterValues };
            // Totals rows do not carry the filters' fields: nothing of the filter goes to the worker.
            const client = clientParamsOf(context, totalsSearch);
            for (const key of definitionKeys(definition))
              expect(client, `${label} ${searchType}`).not.toHaveProperty(key);
            const request = datasetRequestOf(context, totalsSearch);
            return countOf((await search(request.endpoint, request.apiParams)).rows);
          };
          const narrowed = await totalsOf(values);
          const neutral = await totalsOf(neutralOf(definition));
          expect(neutral, `${label} ${searchType} totals without the filter`).toBe(keptAll(neutralOf(definition)));
          expect(narrowed, `${label} ${searchType} totals the rows the filter keeps`).toBe(keptAll(values));
          expect(narrowed, `${label} ${searchType} narrows`).toBeLessThan(neutral);
          cover(`projects ${searchType}`, definition, 'server');
        }
      }
    }

    // Every definition of the registry is offered somewhere and checked.
    expect([...(covered.get('projects') ?? [])].sort()).toEqual(
      Object.keys(projectFilterCatalog({ min: '', max: '' }, 0)).sort(),
    );
  });

  test('rentals: properties, market totals and market history', async () => {
    const basic = await getJson<RentalOptionsBasicResponse>('/api/v1/rental/options/basic');
    const { regions } = await getJson<RegionsResponse>('/api/v1/urban/options/regions');
    expect(basic.searchFilters.map((definition) => definition.name)).toEqual(Object.keys(rentalFilterCatalog(0)));
    const optionsOf = (searchType: RentalSearchType): RentalSearchOptions => ({ searchType, basic, regions });
    const { max_year, max_month } = basic.baseConfiguration.dates;
    const month = `${max_year}-${String(max_month).padStart(2, '0')}`;
    // The longest time range: the searches read it from the rental rollups (activity-rollups.ts),
    // and the history's one period of it from the submarket totals when no filter narrows it.
    const timeRange = RENTAL_TIME_RANGES[RENTAL_TIME_RANGES.length - 1]!;
    const geography = { 'regionId[]': regions.map((region) => String(region.id)) };
    const propertiesSearch = { queryMonth: month, timeRange, ...geography };
    const properties = optionsOf('rental-search');
    const propertiesRequest = rentalDatasetRequest(properties, propertiesSearch);
    const answer = await search(propertiesRequest.endpoint, propertiesRequest.apiParams);
    const byKey = new Map(answer.rows.map((row) => [rowKey(row), row]));
    const buildings = (keys: readonly string[]) => new Set(keys.map((key) => key.split(':')[0])).size;

    for (const definition of rentalFilterDefinitions(properties)) {
      const label = `rentals ${definition.name}`;
      const keptWith = (values: FilterValues, definitions: readonly SearchFilterDefinition[] = [definition]) =>
        clientKept(
          answer,
          propertiesRequest.kind,
          rentalClientParams(properties, { ...propertiesSearch, ...values }),
          definitions,
        );
      const values = narrowingValue(definition, answer, (candidate) => keptWith(candidate));
      expect(values, `${label}: no seeded value narrows the properties (fix the seed)`).not.toBeNull();
      const kept = keptWith(values!);
      for (const key of kept)
        expect(satisfies(definition, values!, byKey.get(key)!), `${label} keeps ${key}`).toBe(true);
      expect(kept.length).toBeLessThan(answer.rows.length);
      cover('rentals', definition, 'client');

      if (definition.apiParam === undefined) continue;
      const served = await search(propertiesRequest.endpoint, {
        ...propertiesRequest.apiParams,
        ...filterApiParams([definition], values!, undefined),
      });
      for (const row of served.rows)
        expect(satisfies(definition, values!, row), `${label} served ${rowKey(row)}`).toBe(true);
      expect(keysOf(served.rows), `${label}: server and worker keep the same rows`).toEqual(kept);
      cover('rentals', definition, 'server');

      for (const searchType of ['market-data', 'market-history'] as const) {
        const options = optionsOf(searchType);
        if (!rentalFilterDefinitions(options).some((offered) => offered.name === definition.name)) continue;
        const period =
          searchType === 'market-history'
            ? { queryMonthStart: timeRangeStart(month, timeRange), queryMonthEnd: month }
            : { queryMonth: month };
        const totalsOf = async (filterValues: FilterValues) => {
          const totalsSearch = { ...period, timeRange, ...geography, ...filterValues };
          const client = rentalClientParams(options, totalsSearch);
          for (const key of definitionKeys(definition))
            expect(client, `${label} ${searchType}`).not.toHaveProperty(key);
          const request = rentalDatasetRequest(options, totalsSearch);
          return countOf((await search(request.endpoint, request.apiParams)).rows);
        };
        const narrowed = await totalsOf(values!);
        expect(narrowed, `${label} ${searchType} totals the buildings the filter keeps`).toBe(buildings(kept));
        expect(narrowed, `${label} ${searchType} narrows`).toBeLessThan(await totalsOf({}));
        cover(`rentals ${searchType}`, definition, 'server');
      }
    }

    expect([...(covered.get('rentals') ?? [])].sort()).toEqual(Object.keys(rentalFilterCatalog(0)).sort());

    // Part 2 §7's project filters on the rental calls (the form does not offer them): applied to
    // each building's project row. Old-stock buildings are all completed, never opened for sale,
    // sold out or cancelled, so a value no building holds empties the answer and one all hold keeps it.
    const offered = new Set(basic.searchFilters.map((definition) => definition.name));
    const serverOnly = rentalApiFilters({ min: '', max: '' }, 0).filter((definition) => !offered.has(definition.name));
    expect(serverOnly.map((definition) => definition.name)).toEqual([...RENTAL_PROJECT_FILTERS]);
    const all = keysOf(answer.rows);
    const served = async (values: FilterValues, definition: SearchFilterDefinition) =>
      keysOf(
        (
          await search(propertiesRequest.endpoint, {
            ...propertiesRequest.apiParams,
            ...filterApiParams([definition], values, undefined),
          })
        ).rows,
      );
    for (const definition of serverOnly) {
      if (definition.type === 'selection') {
        const answers = await Promise.all(
          definition.options.map((option) => served({ [definition.name]: [String(option.id)] }, definition)),
        );
        expect(answers.filter((keys) => keys.length === 0).length, definition.name).toBe(definition.options.length - 1);
        expect(
          answers.find((keys) => keys.length > 0),
          definition.name,
        ).toEqual(all);
      } else if (definition.type === 'dateRange') {
        expect(
          await served({ [rangeKey(definition.name, 'from')]: '1900-01-01' }, definition),
          definition.name,
        ).toEqual([]);
      } else {
        expect(
          await served({ [definition.name]: radioValues(definition).narrow }, definition),
          definition.name,
        ).toEqual(all);
      }
    }
  });

  test('sales: property sales and sales market data', async () => {
    const basic = await getJson<SalesOptionsBasicResponse>('/api/v1/sales/options/basic');
    const subTypes = basic.propertyTypes.flatMap((type) =>
      type.sub_property_types.map((subType) => String(subType.id)),
    );
    const salesSearch = {
      saleDateRangeFrom: basic.saleDateRange.min,
      saleDateRangeTo: basic.saleDateRange.max,
      propertySubType: subTypes,
    };
    for (const searchType of ['sales', 'sales-market-data'] as const satisfies readonly SalesSearchType[]) {
      const options: SalesSearchOptions = { searchType, basic };
      const request = salesDatasetRequest(options, salesSearch);
      const answer = await search(request.endpoint, request.apiParams);
      expect(answer.rows.length, searchType).toBeGreaterThan(1);
      const byKey = new Map(answer.rows.map((row) => [rowKey(row), row]));
      // With every sub-type chosen, every filter of the view applies (part 2 §4).
      const definitions = salesFilterDefinitions(options, salesSearch);
      expect(definitions).toEqual(basic.searchFilters[searchType]);
      for (const definition of definitions) {
        const label = `${searchType} ${definition.name}`;
        const keptWith = (values: FilterValues) =>
          clientKept(answer, request.kind, salesClientParams(options, { ...salesSearch, ...values }), [definition]);
        const values = narrowingValue(definition, answer, keptWith);
        expect(values, `${label}: no seeded value narrows the rows (fix the seed)`).not.toBeNull();
        const kept = keptWith(values!);
        for (const key of kept)
          expect(satisfies(definition, values!, byKey.get(key)!), `${label} keeps ${key}`).toBe(true);
        cover(searchType, definition, 'client');
        // Part 2 §5 makes the sale filters client filters: none has an API parameter to check.
        expect(definition.apiParam, label).toBeUndefined();
      }
    }
  });

  afterAll(() => {
    const counts = [...checks].map(([name, count]) => `${name}: ${count}`);
    const definitions = [...covered].map(([name, names]) => `${name}: ${names.size}`);
    console.info(`filter checks - ${counts.join(', ')}\ndistinct definitions - ${definitions.join(', ')}`);
  });
});
