import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ColumnDefinition } from '@contract/columns';
import { RENTAL_EXPANSION_MESSAGE } from '@contract/messages';
import { addMonths, isoMonth, monthParts, rentalQuarterIndex, rentalQuarterOfMonth } from '@contract/months';
import type { RentalOptionsBasicResponse } from '@contract/rental-options';
import type { RentalPopupResponse, RentalPropertyDisplayResponse, RentalChart } from '@contract/rental-display';
import type {
  RentalActivityEntry,
  RentalHistoryRow,
  RentalMarketRow,
  RentalPropertyRow,
  RentalPropertyUnitRow,
} from '@contract/rental-search';
import type { SearchResponse } from '@contract/search';
import { createTestApp, type TestApp } from '@test-support/test-app';

let t: TestApp;
let demo: string;
let salesOnly: string;
let noRental: string;
let lastMonth: string;

beforeAll(async () => {
  t = await createTestApp();
  [demo, salesOnly, noRental] = await Promise.all([t.loginAs('demo'), t.loginAs('sales-only'), t.loginAs('no-rental')]);
  const range = await t.db
    .selectFrom('rental_activity')
    .select((eb) => eb.fn.max<string>('month').as('max'))
    .executeTakeFirstOrThrow();
  lastMonth = range.max;
});
afterAll(async () => t.close());

function get(url: string, cookie: string | null = demo) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

async function getJson<T>(url: string): Promise<T> {
  const response = await get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

/** Raw activity of one month, summed per property (the 1-month figures must equal these). */
async function monthTotals(month: string) {
  return t.db
    .selectFrom('rental_activity')
    .where('month', '=', month)
    .groupBy('property_id')
    .select((eb) => [
      'property_id',
      eb.fn.sum<number>('units_surveyed_actual').as('units'),
      eb.fn.sum<number>('available').as('available'),
      eb.fn.sum<number>(eb('avg_rate', '*', eb.ref('units_surveyed_actual'))).as('rate_weighted'),
      eb.fn.min<number>('min_rate').as('min_rate'),
      eb.fn.max<number>('max_rate').as('max_rate'),
    ])
    .execute();
}

function expectWeightsPresent(rows: Array<Record<string, unknown>>, columns: ColumnDefinition[]): void {
  for (const column of columns) {
    for (const row of rows) expect(row, column.key).toHaveProperty(column.key);
    if (column.total.kind === 'wavg' && typeof column.total.weight === 'string') {
      for (const row of rows) expect(row, column.total.weight).toHaveProperty(column.total.weight);
    }
  }
}

describe('access', () => {
  test('every rental call needs a session', async () => {
    const project = await t.db
      .selectFrom('rental_properties')
      .select(['id', 'project_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const urls = [
      '/api/v1/rental/options/basic',
      `/api/v1/rental/propertydata?queryMonth=${lastMonth}&timeRange=1mo`,
      `/api/v1/rental/marketdata?queryMonth=${lastMonth}&timeRange=1mo`,
      `/api/v1/rental/markethistory?queryMonthStart=${lastMonth}&queryMonthEnd=${lastMonth}&timeRange=1mo`,
      `/api/v1/rental/property/${project.id}/display`,
      `/api/v1/rental/property/${project.id}/popup`,
      `/api/v1/rental/property/${project.id}/activity/${lastMonth}`,
      `/api/v1/rental/property/${project.id}/markethistory?queryMonthStart=${lastMonth}&queryMonthEnd=${lastMonth}`,
      `/api/v1/urban/project/${project.project_id}/market_history_oldstock?queryMonthStart=${lastMonth}&queryMonthEnd=${lastMonth}`,
    ];
    for (const url of urls) expect((await get(url, null)).statusCode, url).toBe(403);
    // The options too belong to the rental-search section (the app loads them only with it).
    for (const url of urls.slice(0, -1)) expect((await get(url, salesOnly)).statusCode, url).toBe(403);
  });

  test('histories need the rental expansion; the searches do not', async () => {
    const project = await t.db
      .selectFrom('rental_properties')
      .select(['id', 'project_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const histories = [
      `/api/v1/rental/markethistory?queryMonthStart=${lastMonth}&queryMonthEnd=${lastMonth}&timeRange=1mo`,
      `/api/v1/rental/property/${project.id}/markethistory?queryMonthStart=${lastMonth}&queryMonthEnd=${lastMonth}`,
      `/api/v1/urban/project/${project.project_id}/market_history_oldstock?queryMonthStart=${lastMonth}&queryMonthEnd=${lastMonth}`,
    ];
    for (const url of histories) {
      const response = await get(url, noRental);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(RENTAL_EXPANSION_MESSAGE);
      expect((await get(url)).statusCode, url).toBe(200);
    }
    expect((await get(`/api/v1/rental/propertydata?queryMonth=${lastMonth}&timeRange=1mo`, noRental)).statusCode).toBe(
      200,
    );
  });
});

describe('options/basic', () => {
  test('gives the rental month range of the data, the time ranges, unit options, managers and filters', async () => {
    const options = await getJson<RentalOptionsBasicResponse>('/api/v1/rental/options/basic');
    const range = await t.db
      .selectFrom('rental_activity')
      .select((eb) => [eb.fn.min<string>('month').as('min'), eb.fn.max<string>('month').as('max')])
      .executeTakeFirstOrThrow();
    const { dates } = options.baseConfiguration;
    expect(isoMonth(dates.min_year, dates.min_month)).toBe(range.min);
    expect(isoMonth(dates.max_year, dates.max_month)).toBe(range.max);
    expect(options.timePeriodOptions.map((option) => option.value)).toEqual(['1mo', '3mo', '6mo', '12mo']);
    expect(options.unitTypeOptions.length).toBeGreaterThan(0);
    expect(options.unitSizeOptions.length).toBeGreaterThan(0);
    const managers = await t.db.selectFrom('rental_properties').select('property_manager').distinct().execute();
    expect(options.propertyManagers.map((manager) => manager.name).sort()).toEqual(
      managers.map((row) => row.property_manager).sort(),
    );
    expect(options.searchFilters.map((filter) => filter.name)).toEqual(
      expect.arrayContaining(['yearBuilt', 'buildingHeight', 'totalSuites']),
    );
    expect(options.componentConfiguration.marketHistoryDefaultRegionIds.length).toBeGreaterThan(0);
    expect(
      options.regions.some((region) =>
        region.municipalities.some((municipality) => municipality.submarkets.length > 0),
      ),
    ).toBe(true);
  });
});

describe('property data', () => {
  test('without tightRows each row is one unit type, with the unit type, beds and baths as columns', async () => {
    const unitRows = await getJson<SearchResponse<RentalPropertyUnitRow>>(
      `/api/v1/rental/propertydata?queryMonth=${lastMonth}&timeRange=1mo`,
    );
    const keys = unitRows.tableHeaders.data.map((column) => column.key);
    expect(keys).toEqual(expect.arrayContaining(['unittype_name', 'beds', 'baths', 'average_dom']));
    // Unit rows repeat their building's suites, so the property table cannot sum them.
    expect(unitRows.tableHeaders.data.find((column) => column.key === 'suite_count')?.total).toEqual({ kind: 'none' });
    // Each unit row is its building's activity entry for that unit type, and carries no copy of it.
    const buildings = await getJson<SearchResponse<RentalPropertyRow>>(
      `/api/v1/rental/propertydata?queryMonth=${lastMonth}&timeRange=1mo&tightRows=true`,
    );
    const entries = new Map(
      buildings.data.flatMap((building) =>
        building.activity.map((entry): [string, RentalActivityEntry] => [`${building.id}:${entry.unit_type}`, entry]),
      ),
    );
    expect(unitRows.data).toHaveLength(entries.size);
    for (const row of unitRows.data) {
      expect(row).not.toHaveProperty('activity');
      const entry = entries.get(`${row.id}:${row.unit_type}`);
      expect(entry, `${row.name} ${row.unittype_name}`).toBeDefined();
      expect(row).toMatchObject({ ...entry });
    }
  });

  test('one-month figures equal the seeded activity of that month', async () => {
    const response = await getJson<SearchResponse<RentalPropertyRow>>(
      `/api/v1/rental/propertydata?queryMonth=${lastMonth}&timeRange=1mo&tightRows=true`,
    );
    expect(response.clamped).toBe(false);
    expect(response.tableNote).toEqual(expect.any(String));
    expect(response.tableHeaders.data[0]).toMatchObject({ key: 'name', alwaysVisible: true, link: 'rental' });
    expectWeightsPresent(response.data, response.tableHeaders.data);
    const totals = new Map((await monthTotals(lastMonth)).map((row) => [row.property_id, row]));
    const propertyCount = await t.db
      .selectFrom('rental_properties')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(response.data).toHaveLength(Number(propertyCount.n));
    for (const row of response.data) {
      const seeded = totals.get(row.id);
      expect(seeded, row.name).toBeDefined();
      if (!seeded) continue;
      expect(row.units_surveyed_actual).toBe(Number(seeded.units));
      expect(row.available).toBe(Number(seeded.available));
      expect(row.min_rate).toBe(seeded.min_rate);
      expect(row.max_rate).toBe(seeded.max_rate);
      if (row.units_surveyed_actual > 0)
        expect(row.avg_rate).toBeCloseTo(Number(seeded.rate_weighted) / Number(seeded.units), 1);
      expect(row.activity.reduce((sum, entry) => sum + entry.units_surveyed_actual, 0)).toBe(row.units_surveyed_actual);
      expect(row.units_surveyed_actual).toBeLessThanOrEqual(row.suite_count);
      for (const entry of row.activity) {
        expect(entry.available).toBeLessThanOrEqual(entry.units_surveyed_actual);
        if (entry.avg_rate !== null && entry.min_rate !== null && entry.max_rate !== null) {
          expect(entry.min_rate).toBeLessThanOrEqual(entry.avg_rate);
          expect(entry.avg_rate).toBeLessThanOrEqual(entry.max_rate);
        }
      }
      expect(row.region_name).not.toBe('');
    }
  });

  test('a longer time range averages unit counts and keeps rents inside the range of its months', async () => {
    const three = await getJson<SearchResponse<RentalPropertyRow>>(
      `/api/v1/rental/propertydata?queryMonth=${lastMonth}&timeRange=3mo&tightRows=true`,
    );
    const months = [lastMonth, addMonths(lastMonth, -1), addMonths(lastMonth, -2)];
    const perMonth = await Promise.all(months.map((month) => monthTotals(month)));
    for (const row of three.data.slice(0, 20)) {
      const units = perMonth.map((totals) => Number(totals.find((total) => total.property_id === row.id)?.units ?? 0));
      expect(
        Math.abs(row.units_surveyed_actual - units.reduce((sum, value) => sum + value, 0) / 3),
      ).toBeLessThanOrEqual(2.5);
      const minimum = Math.min(
        ...perMonth.map((totals) => totals.find((total) => total.property_id === row.id)?.min_rate ?? Infinity),
      );
      expect(row.min_rate).toBe(minimum);
    }
  });

  test('geography and building filters are applied on the server', async () => {
    const all = await getJson<SearchResponse<RentalPropertyRow>>(
      `/api/v1/rental/propertydata?queryMonth=${lastMonth}&timeRange=1mo&tightRows=true`,
    );
    const sample = all.data[0];
    expect(sample).toBeDefined();
    if (!sample) return;
    const byRegion = await getJson<SearchResponse<RentalPropertyRow>>(
      `/api/v1/rental/propertydata?queryMonth=${lastMonth}&timeRange=1mo&tightRows=true&region_filter[]=${sample.region_id}`,
    );
    expect(byRegion.data.map((row) => row.id).sort()).toEqual(
      all.data
        .filter((row) => row.region_id === sample.region_id)
        .map((row) => row.id)
        .sort(),
    );
    const filtered = await getJson<SearchResponse<RentalPropertyRow>>(
      `/api/v1/rental/propertydata?queryMonth=${lastMonth}&timeRange=1mo&tightRows=true&yearbuilt-min=1970&yearbuilt-max=1990&buildingheight-min=5&suite-count-max=300`,
    );
    const expected = all.data.filter(
      (row) => row.year_built >= 1970 && row.year_built <= 1990 && row.storeys >= 5 && row.suite_count <= 300,
    );
    expect(filtered.data.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());
  });

  test('project filters apply through the building’s project: flags of false exclude, statuses select', async () => {
    const base = `/api/v1/rental/propertydata?queryMonth=${lastMonth}&timeRange=1mo&tightRows=true`;
    // The seed's old-stock projects carry no flags; mark a few in this file's private copy.
    const [cancelled, soldOut, registered] = await t.db
      .selectFrom('projects')
      .select('id')
      .where('standing', '=', 'oldstock')
      .orderBy('id')
      .limit(3)
      .execute();
    await t.db
      .updateTable('projects')
      .set({ is_cancelled: 1 })
      .where('id', '=', cancelled?.id ?? 0)
      .execute();
    await t.db
      .updateTable('projects')
      .set({ is_soldout: 1 })
      .where('id', '=', soldOut?.id ?? 0)
      .execute();
    await t.db
      .updateTable('projects')
      .set({ construct_status_id: 4 })
      .where('id', '=', registered?.id ?? 0)
      .execute();
    const all = await getJson<SearchResponse<RentalPropertyRow>>(base);
    const projects = await t.db
      .selectFrom('projects')
      .select(['id', 'is_cancelled', 'is_soldout', 'construct_status_id'])
      .where('standing', '=', 'oldstock')
      .execute();
    const byProject = new Map(projects.map((project) => [project.id, project]));
    const withoutCancelled = await getJson<SearchResponse<RentalPropertyRow>>(`${base}&cancelled=false&sold-out=false`);
    const kept = all.data.filter(
      (row) => byProject.get(row.project_id)?.is_cancelled === 0 && byProject.get(row.project_id)?.is_soldout === 0,
    );
    expect(kept).toHaveLength(all.data.length - 2);
    expect(withoutCancelled.data.map((row) => row.id)).toEqual(kept.map((row) => row.id));
    const withFlagsTrue = await getJson<SearchResponse<RentalPropertyRow>>(`${base}&cancelled=true&sold-out=true`);
    expect(withFlagsTrue.data).toHaveLength(all.data.length);
    const byStatus = await getJson<SearchResponse<RentalPropertyRow>>(`${base}&construction-status[]=4`);
    expect(byStatus.data.map((row) => row.project_id)).toEqual([registered?.id]);
  });

  test('a month without data answers an empty result', async () => {
    const response = await getJson<SearchResponse<RentalPropertyRow>>(
      '/api/v1/rental/propertydata?queryMonth=1990-01&timeRange=12mo',
    );
    expect(response.data).toEqual([]);
  });
});

describe('market data', () => {
  test('one row per submarket whose figures combine its buildings by the declared rules', async () => {
    const query = `queryMonth=${lastMonth}&timeRange=3mo&tightRows=true`;
    const properties = await getJson<SearchResponse<RentalPropertyRow>>(`/api/v1/rental/propertydata?${query}`);
    const market = await getJson<SearchResponse<RentalMarketRow>>(`/api/v1/rental/marketdata?${query}`);
    expectWeightsPresent(market.data, market.tableHeaders.data);
    expect(market.data.reduce((sum, row) => sum + row.property_count, 0)).toBe(properties.data.length);
    for (const row of market.data) {
      const members = properties.data.filter(
        (property) => property.municipality_id === row.municipality_id && property.submarket_id === row.submarket_id,
      );
      expect(row.property_count).toBe(members.length);
      expect(row.name).toBe(row.submarket_name ?? 'Other');
      const units = members.reduce((sum, property) => sum + property.units_surveyed_actual, 0);
      const available = members.reduce((sum, property) => sum + property.available, 0);
      expect(row.units_surveyed_actual).toBe(units);
      expect(row.available).toBe(available);
      expect(row.suite_count).toBe(members.reduce((sum, property) => sum + property.suite_count, 0));
      expect(row.vacancy_rate).toEqual(units > 0 ? expect.closeTo((100 * available) / units, 1) : null);
      const weighted = members.filter((property) => property.avg_rate !== null && property.units_surveyed_actual > 0);
      const weight = weighted.reduce((sum, property) => sum + property.units_surveyed_actual, 0);
      if (weight > 0) {
        const mean =
          weighted.reduce((sum, property) => sum + (property.avg_rate ?? 0) * property.units_surveyed_actual, 0) /
          weight;
        expect(Math.abs((row.avg_rate ?? 0) - mean)).toBeLessThan(0.05);
      }
      expect(row.min_rate).toBe(Math.min(...members.map((property) => property.min_rate ?? Infinity)));
      expect(row.max_rate).toBe(Math.max(...members.map((property) => property.max_rate ?? -Infinity)));
    }
  });

  test('totals are declared per MEASURES.md', async () => {
    const market = await getJson<SearchResponse<RentalMarketRow>>(
      `/api/v1/rental/marketdata?queryMonth=${lastMonth}&timeRange=1mo`,
    );
    const total = (key: string) => market.tableHeaders.data.find((column) => column.key === key)?.total;
    expect(total('avg_rate')).toEqual({ kind: 'wavg', weight: 'units_surveyed_actual' });
    expect(total('vacancy_rate')).toEqual({
      kind: 'ratio',
      numerator: 'available',
      denominator: 'units_surveyed_actual',
      multiplier: 100,
    });
    expect(total('average_dom')).toEqual({ kind: 'wavg', weight: 'dom_unit_count' });
    expect(total('min_rate')).toEqual({ kind: 'min' });
    expect(total('units_surveyed_actual')).toEqual({ kind: 'sum' });
    expect(market.tableHeaders.data.find((column) => column.key === 'vacancy_rate')?.percentScale).toBe(100);
  });
});

describe('market history', () => {
  test('one row per period with a sub row per unit type; one-month rows equal the seeded month', async () => {
    const start = addMonths(lastMonth, -5);
    const history = await getJson<SearchResponse<RentalHistoryRow>>(
      `/api/v1/rental/markethistory?queryMonthStart=${start}&queryMonthEnd=${lastMonth}&timeRange=1mo`,
    );
    expect(history.data.map((row) => row.period)).toEqual(
      Array.from({ length: 6 }, (_, index) => addMonths(lastMonth, index - 5)),
    );
    expect(history.tableNoteFooter).toEqual(expect.any(String));
    for (const row of history.data) {
      const totals = await monthTotals(row.period);
      expect(row.units_surveyed_actual).toBe(totals.reduce((sum, total) => sum + Number(total.units), 0));
      expect(row.available).toBe(totals.reduce((sum, total) => sum + Number(total.available), 0));
      expect(row.subRows.length).toBeGreaterThan(1);
      expect(row.subRows.reduce((sum, sub) => sum + sub.units_surveyed_actual, 0)).toBe(row.units_surveyed_actual);
    }
    const quarterly = await getJson<SearchResponse<RentalHistoryRow>>(
      `/api/v1/rental/markethistory?queryMonthStart=${start}&queryMonthEnd=${lastMonth}&timeRange=3mo`,
    );
    expect(quarterly.data).toHaveLength(2);
    expect(quarterly.data[0]?.period).toBe(`${start} - ${addMonths(lastMonth, -3)}`);
  });

  test('a rental quarter follows the spec formula floor((month + 3) / 4)', async () => {
    const property = await t.db.selectFrom('rental_properties').select('id').orderBy('id').executeTakeFirstOrThrow();
    const year = monthParts(lastMonth).year - 1;
    const history = await getJson<SearchResponse<RentalHistoryRow>>(
      `/api/v1/rental/property/${property.id}/markethistory?timeType=quarter&year_start=${year}&qtr_start=1&year_end=${year}&qtr_end=4`,
    );
    expect(history.data.map((row) => [row.period, row.period_start, row.period_end])).toEqual([
      [`${year} Q1`, `${year}-01`, `${year}-04`],
      [`${year} Q2`, `${year}-05`, `${year}-08`],
      [`${year} Q3`, `${year}-09`, `${year}-12`],
    ]);
    expect(history.tableNote).toEqual(expect.any(String));
  });

  test('the project page history is the history of the project’s building', async () => {
    const property = await t.db
      .selectFrom('rental_properties')
      .select(['id', 'project_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const query = `queryMonthStart=${addMonths(lastMonth, -2)}&queryMonthEnd=${lastMonth}&timeRange=1mo`;
    const byProperty = await getJson<SearchResponse<RentalHistoryRow>>(
      `/api/v1/rental/property/${property.id}/markethistory?${query}`,
    );
    const byProject = await getJson<SearchResponse<RentalHistoryRow>>(
      `/api/v1/urban/project/${property.project_id}/market_history_oldstock?${query}`,
    );
    expect(byProject.data).toEqual(byProperty.data);
    expect(byProperty.data).toHaveLength(3);
    expect(byProperty.data.every((row) => row.property_count === 1)).toBe(true);
  });

  test('unknown buildings and projects are 404s', async () => {
    const query = `queryMonthStart=${lastMonth}&queryMonthEnd=${lastMonth}`;
    expect((await get(`/api/v1/rental/property/99999999/markethistory?${query}`)).statusCode).toBe(404);
    const condo = await t.db
      .selectFrom('projects')
      .select('id')
      .where('standing', '!=', 'oldstock')
      .executeTakeFirstOrThrow();
    expect((await get(`/api/v1/urban/project/${condo.id}/market_history_oldstock?${query}`)).statusCode).toBe(404);
  });
});

describe('property profile calls', () => {
  test('display gives the profile with a unit-type chart of the newest month; activity replaces it for a month', async () => {
    const property = await t.db
      .selectFrom('rental_properties')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const display = await getJson<RentalPropertyDisplayResponse>(`/api/v1/rental/property/${property.id}/display`);
    expect(display.name).toBe(property.name);
    expect(display.profile_details.length).toBeGreaterThan(0);
    expect(display.gallery.length).toBeGreaterThan(0);
    expect(display.dates.max).toBe(lastMonth);
    const [first] = display.charts;
    expect(first?.data_as_of).toBe(lastMonth);
    const month = addMonths(lastMonth, -4);
    const chart = await getJson<RentalChart>(`/api/v1/rental/property/${property.id}/activity/${month}`);
    expect(chart.header).toEqual(first?.header);
    expect(chart.data_as_of).toBe(month);
    const raw = await t.db
      .selectFrom('rental_activity')
      .selectAll()
      .where('property_id', '=', property.id)
      .where('month', '=', month)
      .execute();
    expect(chart.rows).toHaveLength(raw.length);
    const unitsColumn = chart.header.indexOf('Units Surveyed');
    expect(chart.rows.reduce((sum, row) => sum + Number(row[unitsColumn]), 0)).toBe(
      raw.reduce((sum, row) => sum + row.units_surveyed_actual, 0),
    );
    expect((await get(`/api/v1/rental/property/99999999/display`)).statusCode).toBe(404);
    expect((await get(`/api/v1/rental/property/99999999/activity/${month}`)).statusCode).toBe(404);
  });

  test('display sends the chart config the historical table opens with: the range, the last four rental quarters', async () => {
    const property = await t.db.selectFrom('rental_properties').select('id').orderBy('id').executeTakeFirstOrThrow();
    const display = await getJson<RentalPropertyDisplayResponse>(`/api/v1/rental/property/${property.id}/display`);
    const config = display.chart_config.oldstock;
    expect(config.property_id).toBe(property.id);
    expect([config.month_start, config.month_end]).toEqual([display.dates.min, display.dates.max]);
    // Part 2 §9: rental quarters are floor((month + 3) / 4), three a year.
    const end = { year: config.year_end, quarter: config.qtr_end };
    expect(end).toEqual(rentalQuarterOfMonth(display.dates.max));
    const quarters =
      rentalQuarterIndex(end) - rentalQuarterIndex({ year: config.year_start, quarter: config.qtr_start }) + 1;
    expect(quarters).toBe(4);
    // The same rule as an old-stock project's display of the same building.
    const project = await getJson<{ chart_config: { oldstock: unknown } | null }>(
      `/api/v1/urban/project/${display.project_id}/display`,
    );
    expect(project.chart_config?.oldstock).toEqual(config);
  });

  test('popup gives keyed labelled values, and {} for an unknown id', async () => {
    const property = await t.db
      .selectFrom('rental_properties')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const popup = await getJson<RentalPopupResponse>(`/api/v1/rental/property/${property.id}/popup`);
    expect(popup.name.value).toBe(property.name);
    expect(new Set(popup.values.map((value) => value.key)).size).toBe(popup.values.length);
    // Each value carries its column's format, so the compare page shows and compares it as the tables do.
    const shown = (key: string) => {
      const found = popup.values.find((value) => value.key === key);
      return { format: found?.format, percentScale: found?.percentScale };
    };
    expect(shown('vacancy_rate')).toEqual({ format: 'percent', percentScale: 100 });
    expect(shown('avg_rate')).toEqual({ format: 'currency', percentScale: undefined });
    expect(shown('address')).toEqual({ format: 'text', percentScale: undefined });
    expect(shown('data_as_of')).toEqual({ format: 'month', percentScale: undefined });
    const unknown = await get('/api/v1/rental/property/99999999/popup');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({});
  });
});

describe('validation', () => {
  test.each([
    ['propertydata', 'timeRange=1mo', 'queryMonth'],
    ['propertydata', 'queryMonth=2026-13&timeRange=1mo', 'queryMonth'],
    ['propertydata', 'queryMonth=2026-01&timeRange=2mo', 'timeRange'],
    ['marketdata', 'queryMonth=2026-01', 'timeRange'],
    ['marketdata', 'queryMonth=2026-01&timeRange=1mo&region_filter[]=x', 'region_filter'],
    ['marketdata', 'queryMonth=2026-01&timeRange=1mo&yearbuilt-min=abc', 'yearbuilt-min'],
    ['propertydata', 'queryMonth=2026-01&timeRange=1mo&tightRows=yes', 'tightRows'],
    ['propertydata', 'queryMonth=2026-01&timeRange=1mo&sold-out=1', 'sold-out'],
    ['propertydata', 'queryMonth=2026-01&timeRange=1mo&open-date-min=2020-02-31', 'open-date-min'],
    ['markethistory', 'queryMonthStart=2026-01&timeRange=1mo', 'queryMonthEnd'],
    ['markethistory', 'queryMonthStart=2026-05&queryMonthEnd=2026-01&timeRange=1mo', 'queryMonthEnd'],
    ['property/1/markethistory', '', 'queryMonthStart'],
    ['property/1/markethistory', 'year_start=2025&qtr_start=1&year_end=2025', 'queryMonthStart'],
    ['property/1/markethistory', 'year_start=2025&qtr_start=5&year_end=2025&qtr_end=1', 'qtr_start'],
    ['property/1/markethistory', 'timeType=weekly&queryMonthStart=2026-01&queryMonthEnd=2026-02', 'timeType'],
    ['property/abc/display', '', 'id'],
    ['property/1/activity/2026-1', '', 'month'],
  ])('rental/%s?%s is a 400 naming %s', async (path, query, parameter) => {
    const response = await get(`/api/v1/rental/${path}?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(`"${parameter}"`);
  });

  test('garbage never crashes the server', async () => {
    const garbage = [
      '',
      'abc',
      '-1',
      '1e309',
      '9'.repeat(40),
      '%00',
      "'; drop table rental_activity; --",
      '2026-00',
      '0000-01',
    ];
    const names = [
      'queryMonth',
      'timeRange',
      'region_filter[]',
      'submarket_filter',
      'suite-count-min',
      'construction-status',
      'cancelled',
      'tightRows',
    ];
    for (const name of names) {
      for (const value of garbage) {
        const base = `queryMonth=${lastMonth}&timeRange=1mo&${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
        for (const endpoint of ['propertydata', 'marketdata']) {
          expect(
            (await get(`/api/v1/rental/${endpoint}?${base}`)).statusCode,
            `${endpoint} ${name}=${value}`,
          ).toBeLessThan(500);
        }
      }
    }
    for (const value of garbage) {
      for (const name of ['queryMonthStart', 'queryMonthEnd', 'year_start', 'qtr_end', 'timeType']) {
        const url = `/api/v1/rental/property/1/markethistory?queryMonthStart=0001-01&queryMonthEnd=9999-12&${name}=${encodeURIComponent(value)}`;
        expect((await get(url)).statusCode, url).toBeLessThan(500);
      }
      expect(
        (await get(`/api/v1/rental/property/1/activity/${encodeURIComponent(value)}`)).statusCode,
        value,
      ).toBeLessThan(500);
    }
  });
});
