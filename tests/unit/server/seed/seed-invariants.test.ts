import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/database';
import type {
  ProjectQuarterTable,
  ProjectTable,
  RentalActivityTable,
  RentalPropertyTable,
  SaleAddressTable,
  SaleTable,
} from '@server/db/domain-tables';
import { fromBoundaryStrings } from '@server/seed/boundary-format';
import type { MultiPolygonCoordinates } from '@server/seed/geography-file';
import type { AppConfigKey, SaleDisplayPayload } from '@server/seed/json-columns';
import { containsPoint } from '@server/seed/point-in-area';
import { quarterIndex } from '@contract/months';
import { TYPE_STANDING_KEYS as PROJECT_DATA_KEYS } from '@contract/product-facts';
import { AS_OF, seededDatabase, type SeededDatabase } from './seeded-database';

const SCALE = 0.05;
const FIRST_QUARTER = 2004 * 4;
const CURRENT_QUARTER = quarterIndex({ year: 2026, quarter: 3 }); // AS_OF is 2026-09-30
const qIndex = quarterIndex;
const round2 = (value: number): number => Math.round(value * 100) / 100;

let seeded: SeededDatabase;
let db: Kysely<Database>;
let projects: ProjectTable[];
let quarters: ProjectQuarterTable[];
let rentals: RentalPropertyTable[];
let activity: RentalActivityTable[];
let sales: SaleTable[];
let addresses: SaleAddressTable[];
const polygons = new Map<string, MultiPolygonCoordinates>();

/** Rows of one project and standing, in quarter order. */
function seriesOf(rows: ProjectQuarterTable[]): Map<string, ProjectQuarterTable[]> {
  const series = new Map<string, ProjectQuarterTable[]>();
  for (const row of rows) {
    const key = `${row.project_id}/${row.standing}`;
    const list = series.get(key) ?? [];
    list.push(row);
    series.set(key, list);
  }
  for (const list of series.values()) list.sort((a, b) => qIndex(a) - qIndex(b));
  return series;
}

function inside(kind: 'region' | 'municipality' | 'submarket', id: number | null, lng: number, lat: number): boolean {
  const shape = polygons.get(`${kind}/${id}`);
  return shape !== undefined && containsPoint(shape, lng, lat);
}

beforeAll(async () => {
  seeded = await seededDatabase({ seed: 7, scale: SCALE });
  db = seeded.db;
  [projects, quarters, rentals, activity, sales, addresses] = await Promise.all([
    db.selectFrom('projects').selectAll().orderBy('id').execute(),
    db.selectFrom('project_quarters').selectAll().execute(),
    db.selectFrom('rental_properties').selectAll().orderBy('id').execute(),
    db.selectFrom('rental_activity').selectAll().execute(),
    db.selectFrom('sales').selectAll().orderBy('id').execute(),
    db.selectFrom('sale_addresses').selectAll().execute(),
  ]);
  for (const kind of ['region', 'municipality', 'submarket'] as const) {
    const table = kind === 'region' ? 'regions' : kind === 'municipality' ? 'municipalities' : 'submarkets';
    for (const row of await db.selectFrom(table).select(['id', 'boundaries', 'inner_boundaries']).execute()) {
      polygons.set(`${kind}/${row.id}`, fromBoundaryStrings(row));
    }
  }
});

afterAll(async () => {
  await seeded?.close();
});

describe('seed summary', () => {
  it('reports the row counts it inserted, scaled from the defaults', () => {
    const { counts } = seeded.summary;
    expect(counts.projects).toBe(Math.round(2000 * SCALE) + Math.round(1500 * SCALE));
    expect(counts.rental_properties).toBe(Math.round(1500 * SCALE));
    expect(counts.sales).toBe(Math.round(25000 * SCALE));
    expect(counts.project_quarters).toBe(quarters.length);
    expect(counts.rental_activity).toBe(activity.length);
    expect(seeded.summary.elapsedMs).toBeGreaterThanOrEqual(0);
  });
});

describe('geography tables', () => {
  it('has 2 super regions, the 8 regions of gta-places.csv, 32 municipalities and 75 submarkets', async () => {
    const [superRegions, regions, municipalities, submarkets] = await Promise.all([
      db.selectFrom('super_regions').selectAll().execute(),
      db.selectFrom('regions').selectAll().execute(),
      db.selectFrom('municipalities').selectAll().execute(),
      db.selectFrom('submarkets').selectAll().execute(),
    ]);
    expect(superRegions.map((s) => s.name).sort()).toEqual(['GTA', 'Outer Ring']);
    expect(regions).toHaveLength(8);
    expect(municipalities).toHaveLength(32);
    expect(submarkets).toHaveLength(75);
    for (const region of regions) {
      expect(Object.keys(JSON.parse(region.disable_maps) as object).sort()).toEqual([...PROJECT_DATA_KEYS].sort());
      expect(region.boundaries.split(';').length).toBe(region.inner_boundaries.split(';').length);
    }
    for (const submarket of submarkets) {
      const municipality = municipalities.find((m) => m.id === submarket.municipality_id);
      expect(municipality?.region_id).toBe(submarket.region_id);
    }
  });
});

describe('coverage at a small scale', () => {
  it('has every project type and standing in every region where it is enabled', async () => {
    const regions = await db.selectFrom('regions').select(['id', 'disable_maps']).execute();
    const missing: string[] = [];
    for (const region of regions) {
      const disabled = JSON.parse(region.disable_maps) as Record<string, boolean>;
      for (const key of PROJECT_DATA_KEYS) {
        const found = projects.some((p) => `${p.project_type}_${p.standing}` === key && p.region_id === region.id);
        if (disabled[key] === found) missing.push(`${key} in region ${region.id} (disabled: ${disabled[key]})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has quarterly figures for every standing with figures', () => {
    const keys = new Set(
      quarters.map((q) => `${projects.find((p) => p.id === q.project_id)?.project_type}_${q.standing}`),
    );
    expect([...keys].sort()).toEqual(PROJECT_DATA_KEYS.filter((k) => k !== 'purpose-built_oldstock').sort());
  });

  it('has sales of all 38 sub-types and in every region, and rentals in every region', async () => {
    const subTypes = await db.selectFrom('sale_sub_types').selectAll().execute();
    expect(subTypes).toHaveLength(38);
    expect(new Set(subTypes.map((s) => s.icon)).size).toBe(38);
    expect(new Set(sales.map((s) => s.subproperty_type_id)).size).toBe(38);
    expect(new Set(sales.map((s) => s.region_id)).size).toBe(8);
    expect(new Set(rentals.map((r) => r.region_id)).size).toBe(8);
  });
});

describe('locations', () => {
  it('puts projects, rental buildings and sale addresses inside their submarket, municipality and region', () => {
    const outside: string[] = [];
    const check = (
      label: string,
      ids: { region_id: number; municipality_id: number; submarket_id: number | null },
      lng: number,
      lat: number,
    ) => {
      if (!inside('submarket', ids.submarket_id, lng, lat)) outside.push(`${label} submarket`);
      if (!inside('municipality', ids.municipality_id, lng, lat)) outside.push(`${label} municipality`);
      if (!inside('region', ids.region_id, lng, lat)) outside.push(`${label} region`);
    };
    for (const p of projects) check(`project ${p.id}`, p, p.longitude, p.latitude);
    for (const r of rentals) check(`rental ${r.id}`, r, r.longitude, r.latitude);
    for (const a of addresses) check(`sale ${a.sale_id}/${a.position}`, a, a.property_longitude, a.property_latitude);
    expect(outside).toEqual([]);
  });
});

describe('project quarterly figures', () => {
  it('stores quarters from 2004 Q1 to the asOf quarter only', () => {
    expect(Math.min(...quarters.map(qIndex))).toBeGreaterThanOrEqual(FIRST_QUARTER);
    expect(Math.max(...quarters.map(qIndex))).toBe(CURRENT_QUARTER);
  });

  it('keeps active condo sales consistent: sold + unsold = suites, never decreasing, never above suites', () => {
    const problems: string[] = [];
    for (const [key, rows] of seriesOf(quarters.filter((q) => q.standing === 'active'))) {
      rows.forEach((row, i) => {
        const sold = row.total_sales ?? -1;
        if (sold < 0 || sold > row.suite_count) problems.push(`${key} ${row.year}Q${row.quarter} total ${sold}`);
        if ((row.unsold_units ?? -1) + sold !== row.suite_count) problems.push(`${key} sold+unsold`);
        const previous = rows[i - 1];
        if (previous && qIndex(previous) === qIndex(row) - 1 && previous.total_sales !== null) {
          if (sold < previous.total_sales) problems.push(`${key} decreasing`);
          if (sold !== previous.total_sales + (row.quarter_sales ?? 0))
            problems.push(`${key} total != previous + quarter`);
        }
        if (row.quarter_sales === 0 && row.sold_psf !== null) problems.push(`${key} psf without sales`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('sums four_qtr_sales over the last four quarters and copies last-year values from four quarters earlier', () => {
    const problems: string[] = [];
    const lastYearPairs = [
      ['quarter_sales_last_year', 'quarter_sales'],
      ['four_qtr_sales_last_year', 'four_qtr_sales'],
      ['total_sales_last_year', 'total_sales'],
      ['unsold_inventory_last_year', 'unsold_units'],
      ['sold_psf_last_year', 'sold_psf'],
      ['unsold_psf_last_year', 'unsold_psf'],
      ['avg_psf_last_year', 'average_psf'],
      ['sum_size_last_year', 'sum_size'],
    ] as const;
    for (const [key, rows] of seriesOf(quarters.filter((q) => q.quarter_sales !== null))) {
      const byQuarter = new Map(rows.map((r) => [qIndex(r), r]));
      for (const row of rows) {
        const q = qIndex(row);
        if (q - 3 >= FIRST_QUARTER) {
          let four = 0;
          for (let back = 0; back < 4; back++) four += byQuarter.get(q - back)?.quarter_sales ?? 0;
          if (row.four_qtr_sales !== four)
            problems.push(`${key} ${row.year}Q${row.quarter} four_qtr ${row.four_qtr_sales} != ${four}`);
        }
        if (q - 4 >= FIRST_QUARTER) {
          const earlier = byQuarter.get(q - 4);
          for (const [lastYear, field] of lastYearPairs) {
            const expected = earlier ? earlier[field] : null;
            if (row[lastYear] !== expected) problems.push(`${key} ${row.year}Q${row.quarter} ${lastYear}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps resale and rental listings consistent', () => {
    const problems: string[] = [];
    for (const row of quarters.filter((q) => q.standing === 'resale' || q.standing === 'rental')) {
      const label = `${row.project_id}/${row.standing} ${row.year}Q${row.quarter}`;
      const listings = row.total_listings ?? -1;
      if ((row.quarter_sales ?? 0) > listings || (row.total_active_listings ?? 0) > listings)
        problems.push(`${label} listings`);
      if (
        row.quarter_sales &&
        row.sum_size !== null &&
        row.average_suite_size !== round2(row.sum_size / row.quarter_sales)
      ) {
        problems.push(`${label} average size`);
      }
      if (row.quarter_sales && row.average_psf !== null && row.average_suite_size !== null) {
        const expected = row.average_psf * row.average_suite_size;
        if (Math.abs((row.average_sale_price ?? 0) - expected) > expected * 0.001 + 1) problems.push(`${label} price`);
      }
      if (row.standing === 'resale' && row.maintenance_fee_psf === null) problems.push(`${label} maintenance fee`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps completed rentals consistent: availability <= surveyed <= suites, rates from counts, annual means', () => {
    const problems: string[] = [];
    const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;
    for (const [key, rows] of seriesOf(quarters.filter((q) => q.standing === 'completed'))) {
      const byQuarter = new Map(rows.map((r) => [qIndex(r), r]));
      const firstStored = rows[0] ? qIndex(rows[0]) : 0;
      for (const row of rows) {
        const label = `${key} ${row.year}Q${row.quarter}`;
        const surveyed = row.surveyed_units ?? 0;
        const available = row.available_units ?? -1;
        const vacant = row.vacant_units ?? -1;
        if (!(
          vacant >= 0 &&
          vacant <= available &&
          available <= surveyed &&
          surveyed <= row.suite_count &&
          surveyed > 0
        )) {
          problems.push(`${label} counts`);
        }
        if (row.availability_rate !== round2((100 * available) / surveyed)) problems.push(`${label} availability rate`);
        if (row.vacancy_rate !== round2((100 * vacant) / surveyed)) problems.push(`${label} vacancy rate`);
        if (row.rental_unit_monthly_total !== (row.avg_monthly_rent ?? 0) * surveyed)
          problems.push(`${label} monthly total`);
        if (row.avg_monthly_psf !== round2((row.avg_monthly_rent ?? 0) / (row.avg_unit_size ?? 1)))
          problems.push(`${label} psf`);
        const q = qIndex(row);
        if (q - 3 >= FIRST_QUARTER || firstStored > FIRST_QUARTER) {
          const window = [q - 3, q - 2, q - 1, q].map((i) => byQuarter.get(i)).filter((r) => r !== undefined);
          if (row.surveyed_units_annual !== Math.round(mean(window.map((r) => r.surveyed_units ?? 0))))
            problems.push(`${label} surveyed annual`);
          if (row.avg_monthly_rent_annual !== round2(mean(window.map((r) => r.avg_monthly_rent ?? 0))))
            problems.push(`${label} rent annual`);
          if (row.vacancy_rate_annual !== round2(mean(window.map((r) => r.vacancy_rate ?? 0))))
            problems.push(`${label} vacancy annual`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has realistic GTA magnitudes: new condo psf and purpose-built rents', () => {
    const median = (values: number[]): number => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)] ?? NaN;
    };
    const regionOf = new Map(projects.map((p) => [p.id, p.region_id]));
    const recentActive = quarters.filter((q) => q.standing === 'active' && q.sold_psf !== null && q.year >= 2024);
    const toronto = recentActive.filter((q) => regionOf.get(q.project_id) === 1).map((q) => q.sold_psf ?? 0);
    const elsewhere = recentActive.filter((q) => regionOf.get(q.project_id) !== 1).map((q) => q.sold_psf ?? 0);
    expect(median(toronto)).toBeGreaterThan(900);
    expect(median(toronto)).toBeLessThan(1600);
    expect(median(elsewhere)).toBeLessThan(median(toronto));
    expect(Math.min(...toronto)).toBeGreaterThan(500);
    const rents = quarters
      .filter((q) => q.standing === 'completed' && q.year >= 2024)
      .map((q) => q.avg_monthly_rent ?? 0);
    expect(median(rents)).toBeGreaterThan(1800);
    expect(median(rents)).toBeLessThan(3500);
  });
});

describe('projects and versions', () => {
  it('stores flags as 0/1, dates as YYYY-MM-DD and developers as JSON', () => {
    const date = /^\d{4}-\d{2}-\d{2}$/;
    for (const p of projects) {
      for (const flag of [p.is_cancelled, p.is_onholdoffmarket, p.is_soldout, p.is_initialleaseup, p.urbanaction])
        expect([0, 1]).toContain(flag);
      for (const value of [
        p.opening_date,
        p.occupancy_date,
        p.full_occupancy_date,
        p.register_date,
        p.construction_date,
        p.proposed_opening,
      ]) {
        if (value !== null) expect(value).toMatch(date);
      }
      expect(Array.isArray(JSON.parse(p.developers))).toBe(true);
      expect(JSON.parse(p.profile)).toHaveProperty('gallery');
    }
  });

  it('gives each project the first quarter it has figures for (2004 Q1 at the earliest)', () => {
    const firstStored = new Map<number, number>();
    for (const q of quarters)
      firstStored.set(q.project_id, Math.min(firstStored.get(q.project_id) ?? Infinity, qIndex(q)));
    for (const p of projects) {
      const first = quarterIndex({ year: p.first_year, quarter: p.first_quarter });
      expect(first).toBeGreaterThanOrEqual(FIRST_QUARTER);
      if (p.standing === 'oldstock') expect(firstStored.has(p.id)).toBe(false);
      else expect(firstStored.get(p.id)).toBe(first);
    }
  });

  it('marks sold-out condos exactly when the last active quarter sold every suite', () => {
    const latestActive = new Map<number, ProjectQuarterTable>();
    for (const q of quarters) {
      if (q.standing !== 'active') continue;
      const known = latestActive.get(q.project_id);
      if (!known || qIndex(q) > qIndex(known)) latestActive.set(q.project_id, q);
    }
    for (const p of projects.filter((p) => p.project_type === 'condo' && p.standing === 'active')) {
      const last = latestActive.get(p.id);
      expect(p.is_soldout).toBe(last && last.total_sales === p.suite_count ? 1 : 0);
    }
  });

  it('numbers versions 1..n in date order and lets the old-stock mirrors point at real buildings', async () => {
    const versions = await db
      .selectFrom('project_versions')
      .selectAll()
      .orderBy('project_id')
      .orderBy('version')
      .execute();
    const byProject = new Map<number, typeof versions>();
    for (const v of versions) byProject.set(v.project_id, [...(byProject.get(v.project_id) ?? []), v]);
    for (const list of byProject.values()) {
      list.forEach((v, i) => {
        expect(v.version).toBe(i + 1);
        if (i > 0) expect(v.updated_on >= (list[i - 1]?.updated_on ?? '')).toBe(true);
        const labels = (JSON.parse(v.compare) as Array<{ label: string }>).map((row) => row.label);
        expect(labels).toContain('Main picture');
        expect(labels).toContain('Project brochure');
      });
    }
    for (const rental of rentals) {
      const mirror = projects.find((p) => p.id === rental.project_id);
      expect(mirror?.standing).toBe('oldstock');
      expect((JSON.parse(mirror?.profile ?? '{}') as { oldstock_property_id: number }).oldstock_property_id).toBe(
        rental.id,
      );
    }
  });
});

describe('old-stock rental activity', () => {
  it('covers at least 36 months per building and unit type, matching app_config rental_date_range', async () => {
    const range = JSON.parse(
      (
        await db
          .selectFrom('app_config')
          .select('value')
          .where('key', '=', 'rental_date_range')
          .executeTakeFirstOrThrow()
      ).value,
    ) as { min: string; max: string };
    expect(range.max).toBe('2026-09');
    const months = new Map<string, Set<string>>();
    for (const a of activity) {
      const key = `${a.property_id}/${a.unit_type}`;
      months.set(key, (months.get(key) ?? new Set()).add(a.month));
      expect(a.month >= range.min && a.month <= range.max).toBe(true);
    }
    for (const set of months.values()) expect(set.size).toBeGreaterThanOrEqual(36);
    expect(new Set(activity.map((a) => a.property_id)).size).toBe(rentals.length);
  });

  it('keeps rents within min..max and counts within the building', () => {
    const problems: string[] = [];
    const surveyedPerMonth = new Map<string, number>();
    for (const a of activity) {
      const label = `${a.property_id} ${a.month} ${a.unit_type}`;
      if (!(a.min_rate <= a.avg_rate && a.avg_rate <= a.max_rate)) problems.push(`${label} rates`);
      if (!(a.min_psf <= a.max_psf)) problems.push(`${label} psf`);
      if (!(a.available >= 0 && a.available <= a.units_surveyed_actual)) problems.push(`${label} available`);
      if (!(a.dom_unit_count <= a.available && a.days_active_total >= a.dom_unit_count)) problems.push(`${label} dom`);
      if (a.avg_rate < 700 || a.avg_rate > 6000) problems.push(`${label} rent ${a.avg_rate}`);
      const key = `${a.property_id}/${a.month}`;
      surveyedPerMonth.set(key, (surveyedPerMonth.get(key) ?? 0) + a.units_surveyed_actual);
    }
    const suites = new Map(rentals.map((r) => [r.id, r.suite_count]));
    for (const [key, surveyed] of surveyedPerMonth) {
      const id = Number(key.split('/')[0]);
      if (surveyed > (suites.get(id) ?? 0)) problems.push(`${key} surveyed ${surveyed}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('sales', () => {
  it('dates every sale within 16 years before asOf, and 15 years would exceed the 10,000 clamp at full scale', () => {
    const asOf = AS_OF.toISOString().slice(0, 10);
    expect(sales.every((s) => s.sale_date > '2010-09-30' && s.sale_date <= asOf)).toBe(true);
    expect(sales.some((s) => s.sale_date < '2016-09-30')).toBe(true);
    const fifteenYears = sales.filter((s) => s.sale_date > '2011-09-30').length;
    expect(fifteenYears / SCALE).toBeGreaterThan(10_000);
  });

  it('keeps prices in range and equal to the sum of the sale parts, with unit prices = price / count', () => {
    const problems: string[] = [];
    const perUnit: Array<[keyof SaleTable, keyof SaleTable]> = [
      ['suites', 'suites_price'],
      ['townhouses', 'townhouses_price'],
      ['rooms', 'rooms_price'],
      ['beds', 'beds_price'],
      ['lots_total', 'lots_price'],
      ['lots_detached', 'lots_detached_price'],
      ['lots_semi_detached', 'lots_semi_detached_price'],
      ['lots_townhouse', 'lots_townhouse_price'],
      ['lots_unknown', 'lots_unknown_price'],
    ];
    const perArea: Array<[keyof SaleTable, keyof SaleTable]> = [
      ['lot_size_acres', 'lot_size_acres_price'],
      ['sf_land_area', 'sf_land_area_price'],
      ['sf_building_area', 'sf_building_area_price'],
      ['sf_floor_area', 'sf_floor_area_price'],
      ['proposed_gfa', 'proposed_gfa_price'],
      ['approved_gfa', 'approved_gfa_price'],
    ];
    for (const sale of sales) {
      const detail = JSON.parse(sale.detail) as SaleDisplayPayload;
      if (sale.price < 500_000 || sale.price > 150_000_000) problems.push(`${sale.id} price ${sale.price}`);
      if (detail.saleparts.rows.reduce((sum, part) => sum + part.price, 0) !== sale.price)
        problems.push(`${sale.id} parts`);
      if (detail.price !== sale.price || detail.sale_date !== sale.sale_date) problems.push(`${sale.id} detail`);
      for (const [count, price] of perUnit) {
        const n = sale[count] as number | null;
        const expected = n !== null && n > 0 ? Math.round(sale.price / n) : null;
        if (sale[price] !== expected) problems.push(`${sale.id} ${String(price)}`);
      }
      for (const [area, price] of perArea) {
        const a = sale[area] as number | null;
        const expected = a !== null && a > 0 ? round2(sale.price / a) : null;
        if (sale[price] !== expected) problems.push(`${sale.id} ${String(price)}`);
      }
      if (
        sale.lots_total !== null &&
        sale.lots_total !==
          (sale.lots_detached ?? 0) +
            (sale.lots_semi_detached ?? 0) +
            (sale.lots_townhouse ?? 0) +
            (sale.lots_unknown ?? 0)
      ) {
        problems.push(`${sale.id} lot split`);
      }
      if (detail.saleUnitData.suites !== sale.suites) problems.push(`${sale.id} unit data`);
    }
    expect(problems).toEqual([]);
  });

  it('gives every sale addresses with coordinates, the first being the sale location', () => {
    const byShare = new Map<number, SaleAddressTable[]>();
    for (const a of addresses) byShare.set(a.sale_id, [...(byShare.get(a.sale_id) ?? []), a]);
    for (const sale of sales) {
      const list = (byShare.get(sale.id) ?? []).sort((a, b) => a.position - b.position);
      expect(list.length).toBeGreaterThan(0);
      expect([list[0]?.property_latitude, list[0]?.property_longitude]).toEqual([sale.latitude, sale.longitude]);
      const detail = JSON.parse(sale.detail) as SaleDisplayPayload;
      expect(Object.values(detail.properties).map((p) => [p.latitude, p.longitude])).toEqual(
        list.map((a) => [a.property_latitude, a.property_longitude]),
      );
    }
  });

  it('relates land sales to existing projects, both ways', async () => {
    const related = await db.selectFrom('sale_related_projects').selectAll().execute();
    expect(related.length).toBeGreaterThan(0);
    const projectIds = new Set(projects.map((p) => p.id));
    for (const link of related) {
      expect(projectIds.has(link.project_id)).toBe(true);
      const sale = sales.find((s) => s.id === link.sale_id);
      const detail = JSON.parse(sale?.detail ?? '{}') as SaleDisplayPayload;
      expect(detail.related_projects.map((p) => p.project_id)).toContain(link.project_id);
      expect(projects.find((p) => p.id === link.project_id)?.land_sale_id).toBe(link.sale_id);
    }
    for (const p of projects.filter((p) => p.land_sale_id !== null)) {
      expect(related.some((r) => r.project_id === p.id && r.sale_id === p.land_sale_id)).toBe(true);
    }
  });

  it('references only locally served media', () => {
    for (const sale of sales.slice(0, 200)) {
      const detail = JSON.parse(sale.detail) as SaleDisplayPayload;
      for (const url of [detail.profile_picture.url, ...detail.slideshow.map((s) => s.url)])
        expect(url).toMatch(/^\/api\/v1\/media\//);
    }
    for (const p of projects)
      expect(p.thumbnail_url).toMatch(/^\/api\/v1\/media\/picture\/(project|rental)\/\d+\/\d+\.svg$/);
  });
});

describe('reports, actions, help and configuration', () => {
  it('has one current report (the newest) with four sections and file references', async () => {
    const reports = await db.selectFrom('quarterly_reports').selectAll().orderBy('year').orderBy('quarter').execute();
    const sections = await db.selectFrom('quarterly_report_sections').selectAll().execute();
    const current = reports.filter((r) => r.is_current === 1);
    expect(current).toHaveLength(1);
    expect(current[0]).toBe(reports[reports.length - 1]);
    expect(current[0]?.attachment).toBe('report-2026-q2.pdf');
    for (const report of reports) {
      const own = sections.filter((s) => s.report_id === report.id);
      expect(own).toHaveLength(4);
      for (const s of own) {
        expect(s.attachment).toBe(`report-${report.year}-q${report.quarter}-section-${s.position}.pdf`);
        expect(s.xls_attachment).toBe(`report-${report.year}-q${report.quarter}-section-${s.position}.xlsx`);
      }
    }
  });

  it('has transaction actions by year, the how-to items and every app_config key', async () => {
    const actions = await db.selectFrom('transaction_actions').selectAll().execute();
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.every((a) => a.sales_date.startsWith(String(a.year)))).toBe(true);
    const howtos = await db.selectFrom('howto_items').select('id').execute();
    expect(howtos.map((h) => h.id).sort()).toEqual([
      'how-to-map-search',
      'how-to-market-history',
      'how-to-project-search',
      'how-to-rental-search',
      'how-to-sales-search',
      'how-to-table-sort',
    ]);
    const config = await db.selectFrom('app_config').selectAll().execute();
    const keys: AppConfigKey[] = [
      'footer_links',
      'landing_categories',
      'landing_default_regions',
      'market_history_default_regions',
      'rental_date_range',
      'rental_time_ranges',
      'rental_unit_sizes',
      'rental_unit_types',
      'construction_statuses',
      'brand',
    ];
    expect(config.map((c) => c.key).sort()).toEqual([...keys].sort());
    for (const row of config) expect(() => JSON.parse(row.value) as unknown).not.toThrow();
  });
});
