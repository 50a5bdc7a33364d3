import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rentalQuarterIndex, rentalQuarterOfMonth } from '@contract/months';
import type { RentalActivityFigures, RentalHistoryRow, RentalPropertyRow } from '@contract/rental-search';
import type { SearchResponse, SearchRow } from '@contract/search';
import type { ProjectDisplayResponse } from '@contract/urban-project';
import { figuresFromSums, type ActivitySums } from '@server/queries/rental/activity-figures';
import { createTestApp, type TestApp } from '@test-support/test-app';

/** The figures every old-stock view shows for a building (MEASURES.md "Rental (old stock) market totals"). */
const FIGURES = [
  'units_surveyed_actual',
  'available',
  'availability_rate',
  'avg_rate',
  'size_sqft',
  'min_rate',
  'max_rate',
  'min_psf',
  'max_psf',
  'days_active_total',
  'dom_unit_count',
  'average_dom',
] as const satisfies ReadonlyArray<keyof RentalActivityFigures>;

function figuresOf(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(FIGURES.map((field) => [field, row[field]]));
}

describe('old-stock figures of a group of activity rows (MEASURES.md)', () => {
  const sums = (surveyed: number, rateWeighted: number, sizeWeighted: number): ActivitySums => ({
    month_count: 1,
    surveyed,
    available: 0,
    rate_weighted: rateWeighted,
    size_weighted: sizeWeighted,
    min_rate: 1500,
    max_rate: 2500,
    min_psf: 2.5,
    max_psf: 3.5,
    days_active_total: 0,
    dom_unit_count: 0,
  });

  test('rent and size are weighted by units surveyed', () => {
    const figures = figuresFromSums(sums(4, 2 * 1700 + 2 * 1900, 4 * 650));
    expect(figures.avg_rate).toBe(1800);
    expect(figures.size_sqft).toBe(650);
    expect(figures.units_surveyed_actual).toBe(4);
  });

  test('with no unit surveyed, average rent, size and rates are missing (wavg with sum(w) = 0 shows -)', () => {
    const figures = figuresFromSums(sums(0, 0, 0));
    expect(figures.avg_rate).toBeNull();
    expect(figures.size_sqft).toBeNull();
    expect(figures.vacancy_rate).toBeNull();
    expect(figures.availability_rate).toBeNull();
    expect(figures.average_dom).toBeNull();
    // The extremes of the rows still show: they are not weighted.
    expect(figures.min_rate).toBe(1500);
    expect(figures.max_rate).toBe(2500);
  });
});

describe('one building, one month: the same figures in every view', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.loginAs('demo');
  });

  afterAll(async () => {
    await t.close();
  });

  async function getJson<T>(url: string): Promise<T> {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
    return response.json<T>();
  }

  /** Buildings of the newest month: one with several unit types surveyed, and one with a unit type not surveyed. */
  async function buildings() {
    const { max: month } = await t.db
      .selectFrom('rental_activity')
      .select((eb) => eb.fn.max<string>('month').as('max'))
      .executeTakeFirstOrThrow();
    const rows = await t.db
      .selectFrom('rental_activity')
      .innerJoin('rental_properties', 'rental_properties.id', 'rental_activity.property_id')
      .where('rental_activity.month', '=', month)
      .select([
        'rental_properties.id',
        'rental_properties.project_id',
        'rental_properties.region_id',
        'rental_activity.units_surveyed_actual',
      ])
      .orderBy('rental_properties.id')
      .execute();
    const byBuilding = new Map<number, { projectId: number; regionId: number; surveyed: number[] }>();
    for (const row of rows) {
      const building = byBuilding.get(row.id) ?? { projectId: row.project_id, regionId: row.region_id, surveyed: [] };
      building.surveyed.push(row.units_surveyed_actual);
      byBuilding.set(row.id, building);
    }
    const entries = [...byBuilding.entries()];
    const surveyed = entries.find(
      ([, building]) => building.surveyed.length > 1 && building.surveyed.every((n) => n > 0),
    );
    const partly = entries.find(([, building]) => building.surveyed.some((n) => n === 0));
    return { month, chosen: [surveyed, partly].filter((entry) => entry !== undefined) };
  }

  test('the project page, the old-stock project search and the rental search agree', async () => {
    const { month, chosen } = await buildings();
    expect(chosen.length).toBeGreaterThan(0);
    for (const [propertyId, building] of chosen) {
      const rental = await getJson<SearchResponse<RentalPropertyRow>>(
        `/api/v1/rental/propertydata?queryMonth=${month}&timeRange=1mo&tightRows=true&region_filter[]=${building.regionId}`,
      );
      const rentalRow = rental.data.find((row) => row.id === propertyId);
      expect(rentalRow, 'rental search row').toBeDefined();

      const projects = await getJson<SearchResponse<SearchRow>>(
        `/api/v1/urban/project/purpose-built/oldstock?timeType=months&queryMonth=${month}&timeRange=1mo&region_filter[]=${building.regionId}`,
      );
      const projectRow = projects.data.find((row) => row.property_id === propertyId);
      expect(projectRow, 'old-stock project search row').toBeDefined();

      const display = await getJson<ProjectDisplayResponse>(`/api/v1/urban/project/${building.projectId}/display`);
      expect(display.chart_config?.oldstock.property_id).toBe(propertyId);
      // Quarter mode opens on rental quarters (part 2 §9: three a year), ending with the range's.
      const config = display.chart_config!.oldstock;
      const end = { year: config.year_end, quarter: config.qtr_end };
      const start = { year: config.year_start, quarter: config.qtr_start };
      expect(end).toEqual(rentalQuarterOfMonth(config.month_end));
      expect(config.qtr_start).toBeGreaterThanOrEqual(1);
      expect(config.qtr_start).toBeLessThanOrEqual(3);
      expect(rentalQuarterIndex(end) - rentalQuarterIndex(start)).toBe(3);
      const history = await getJson<SearchResponse<RentalHistoryRow>>(
        `/api/v1/urban/project/${building.projectId}/market_history_oldstock?queryMonthStart=${month}&queryMonthEnd=${month}&timeRange=1mo&timeType=months`,
      );
      expect(history.data).toHaveLength(1);

      const expected = figuresOf(rentalRow!);
      expect(expected.units_surveyed_actual).toEqual(expect.any(Number));
      expect(figuresOf(projectRow!)).toEqual(expected);
      expect(figuresOf(history.data[0]!)).toEqual(expected);
    }
  });

  test('over a longer time range the old-stock project search and the rental search still agree', async () => {
    const { month, chosen } = await buildings();
    const [propertyId, building] = chosen[0]!;
    const rental = await getJson<SearchResponse<RentalPropertyRow>>(
      `/api/v1/rental/propertydata?queryMonth=${month}&timeRange=6mo&tightRows=true&region_filter[]=${building.regionId}`,
    );
    const projects = await getJson<SearchResponse<SearchRow>>(
      `/api/v1/urban/project/purpose-built/oldstock?timeType=months&queryMonth=${month}&timeRange=6mo&region_filter[]=${building.regionId}`,
    );
    const byId = new Map(projects.data.map((row) => [row.property_id, row]));
    expect(rental.data.length).toBeGreaterThan(1);
    for (const row of rental.data) expect(figuresOf(byId.get(row.id)!), row.name).toEqual(figuresOf(row));
    expect(rental.data.some((row) => row.id === propertyId)).toBe(true);
  });
});
