import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fullTextOf, fullTextWords, matchesFullText } from '@contract/full-text';
import {
  monthsOfQuarter,
  quarterIndex,
  quarterLabel,
  quarterOfIndex,
  quarterOfMonth,
  type YearQuarter,
} from '@contract/months';
import { RENTAL_PROJECT_TYPE, RENTAL_STANDING, type ProjectType } from '@contract/product-facts';
import { SALES_QUERY } from '@contract/sales-search';
import type { SearchRow } from '@contract/search';
import type { ProjectQuarterTable, ProjectTable, RentalPropertyTable, StandingText } from '@server/db/domain-tables';
import { saleSearchText, type SaleAddressTextFields } from '@server/queries/sales/sale-search-text';
import { projectEndpointFilters } from '@server/queries/filters/endpoint-filters';
import { RENTAL_PROPERTY_TEXT_FIELDS } from '@server/queries/urban/oldstock-rentals';
import { PROJECT_TEXT_FIELDS } from '@server/queries/urban/project-quarter-rows';
import type { SearchName } from '@server/search-pool/searches';
import { createTestApp, type TestApp } from '@test-support/test-app';

/**
 * Full Text Search is one rule (contract/full-text.ts) applied by every search that takes a text
 * (README "Full text search"). Every search the server runs (its SEARCHES registry) is listed
 * below, so a new search must say how its text is checked. Each is called with multi-word texts
 * (accented, upper-case, crossing fields); what it answers must be exactly what the rule keeps of
 * the seeded rows: no row that fails the rule, none that passes it missing. Aggregated views are
 * checked by their count column per group (submarket, quarter, municipality).
 */

let t: TestApp;
let cookie: string;

interface Project extends Omit<ProjectTable, 'profile'> {
  text: string;
}
interface Rental extends Pick<RentalPropertyTable, 'id' | 'name' | 'address' | 'property_manager' | 'submarket_id'> {
  text: string;
}
interface Sale {
  id: number;
  municipality_id: number;
  property_name: string;
  city: string;
  text: string;
}

const data = {
  projects: new Map<number, Project>(),
  quarters: [] as Pick<ProjectQuarterTable, 'project_id' | 'standing' | 'year' | 'quarter'>[],
  rentals: [] as Rental[],
  activeMonths: new Map<number, Set<string>>(),
  lastMonth: '',
  sales: [] as Sale[],
  regionIds: [] as number[],
  salesQuery: '',
};

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.loginAs('demo');
  const { db } = t;
  for (const project of await db.selectFrom('projects').selectAll().execute()) {
    const { profile: _profile, ...listing } = project;
    data.projects.set(project.id, { ...listing, text: fullTextOf(PROJECT_TEXT_FIELDS.map((field) => project[field])) });
  }
  data.quarters = await db
    .selectFrom('project_quarters')
    .select(['project_id', 'standing', 'year', 'quarter'])
    .execute();
  data.rentals = (
    await db
      .selectFrom('rental_properties')
      .select(['id', 'name', 'address', 'property_manager', 'submarket_id'])
      .orderBy('id')
      .execute()
  ).map((rental) => ({ ...rental, text: fullTextOf(RENTAL_PROPERTY_TEXT_FIELDS.map((field) => rental[field])) }));
  for (const { property_id, month } of await db
    .selectFrom('rental_activity')
    .select(['property_id', 'month'])
    .distinct()
    .execute()) {
    data.activeMonths.set(property_id, (data.activeMonths.get(property_id) ?? new Set()).add(month));
    if (month > data.lastMonth) data.lastMonth = month;
  }
  const addresses = new Map<number, SaleAddressTextFields[]>();
  for (const address of await db.selectFrom('sale_addresses').selectAll().orderBy('position').execute())
    addresses.set(address.sale_id, [...(addresses.get(address.sale_id) ?? []), address]);
  const sales = await db
    .selectFrom('sales')
    .select(['id', 'file_number', 'property_name', 'vendor', 'purchaser', 'municipality_id', 'city', 'sale_date'])
    .orderBy('id')
    .execute();
  data.sales = sales.map((sale) => ({ ...sale, text: saleSearchText(sale, addresses.get(sale.id) ?? []) }));
  const dates = sales.map((sale) => sale.sale_date).sort();
  const subTypes = await db.selectFrom('sale_sub_types').select('id').execute();
  data.salesQuery =
    `${SALES_QUERY.from}=${dates[0]}&${SALES_QUERY.to}=${dates[dates.length - 1]}&` +
    subTypes.map((subType) => `${SALES_QUERY.subPropertyType}[]=${subType.id}`).join('&');
  data.regionIds = (await db.selectFrom('regions').select('id').execute()).map((region) => region.id);
}, 120_000);
afterAll(async () => t.close());

async function rowsOf(url: string): Promise<SearchRow[]> {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  const body = response.json<{ data: unknown[] }>();
  // The sales endpoints wrap their rows once more (part 2 §7).
  const first = body.data[0] as { data?: unknown } | undefined;
  return (url.startsWith('/api/v1/sales/') ? (first?.data ?? []) : body.data) as SearchRow[];
}

const passes = (text: string, row: { text: string }) => matchesFullText(fullTextWords(text), row.text);
const words = (text: string) => text.split(/\s+/).filter((word) => word !== '');
const region = () => data.regionIds.map((id) => `region_filter[]=${id}`).join('&');

/** Group -> rows: what a view shows per group (1 per leaf row, or its count column). */
type Counts = Map<string, number>;

function countBy<T>(items: readonly T[], key: (item: T) => string): Counts {
  const counts: Counts = new Map();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function shownCounts(rows: readonly SearchRow[], key: (row: SearchRow) => string, count: string | null): Counts {
  const counts: Counts = new Map();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + (count === null ? 1 : Number(row[count])));
  return counts;
}

interface Case {
  name: string;
  /** The texts the search is asked with: the shared ones and a multi-word one from its own rows. */
  texts: () => string[];
  /** The search's URL for a text, on a period and place where the text's rows are. */
  url: (text: string) => string;
  /** Per group, the rows the rule keeps of the seeded data for that URL. */
  expected: (text: string) => Counts;
  /** Per group, what the answer shows. */
  shown: (rows: SearchRow[]) => Counts;
}

/** The project quarter rows of a kind whose project passes the text, and the quarter most of them are in. */
function projectQuarters(text: string, type: ProjectType, standing: StandingText) {
  return data.quarters.filter((row) => {
    const project = data.projects.get(row.project_id);
    return row.standing === standing && project?.project_type === type && passes(text, project);
  });
}

/** The type, standing and quarter with the most projects passing the text (any project when none does). */
function projectPlace(text: string): { type: ProjectType; standing: StandingText; quarter: YearQuarter } {
  const candidates = data.quarters.filter((row) => {
    const project = data.projects.get(row.project_id);
    return project !== undefined && row.standing !== RENTAL_STANDING && passes(text, project);
  });
  const rows = candidates.length > 0 ? candidates : data.quarters;
  const counts = countBy(
    rows,
    (row) => `${data.projects.get(row.project_id)?.project_type}|${row.standing}|${row.year}|${row.quarter}`,
  );
  const [best = ''] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [];
  const [type, standing, year, quarter] = best.split('|');
  return {
    type: type as ProjectType,
    standing: standing as StandingText,
    quarter: { year: Number(year), quarter: Number(quarter) },
  };
}

const firstWord = (text: string) => words(text)[0] ?? '';
const lastWord = (text: string) => words(text).at(-1) ?? '';

/** Shared texts: accented, upper-case without the accent, and two words. */
const SHARED_TEXTS = ['Montréal', 'MONTREAL', 'montreal Road East'];

function projectTexts(): string[] {
  const project = [...data.projects.values()].find((p) => p.developer !== '' && p.standing !== RENTAL_STANDING);
  return [...SHARED_TEXTS, `${firstWord(project?.name ?? '')} ${lastWord(project?.developer ?? '')}`.toUpperCase()];
}

function rentalTexts(): string[] {
  const rental = data.rentals[0];
  return [...SHARED_TEXTS, `${lastWord(rental?.name ?? '')} ${firstWord(rental?.property_manager ?? '')}`];
}

function saleTexts(): string[] {
  const sale = data.sales[0];
  return [...SHARED_TEXTS, `${firstWord(sale?.property_name ?? '')} ${sale?.city ?? ''}`];
}

const text = (value: string) => `text-search=${encodeURIComponent(value)}`;
const oldstockMonth = () => `timeType=months&queryMonth=${data.lastMonth}&timeRange=1mo`;
const byId = (key: string) => (row: SearchRow) => String(row[key]);
const bySubmarket = (row: { submarket_id: number | null }) => String(row.submarket_id ?? 'other');

/** The four quarters ending with a quarter, as market history's range parameters. */
function historyRange(last: YearQuarter): { quarters: YearQuarter[]; query: string } {
  const end = quarterIndex(last);
  const first = quarterOfIndex(end - 3);
  return {
    quarters: [0, 1, 2, 3].map((offset) => quarterOfIndex(end - 3 + offset)),
    query: `year_start=${first.year}&qtr_start=${first.quarter}&year_end=${last.year}&qtr_end=${last.quarter}&${region()}`,
  };
}

const projectSearch: Case = {
  name: 'project search',
  texts: projectTexts,
  url: (value) => {
    const place = projectPlace(value);
    return `/api/v1/urban/project/${place.type}/${place.standing}?year=${place.quarter.year}&qtr=${place.quarter.quarter}&${text(value)}`;
  },
  expected: (value) => {
    const place = projectPlace(value);
    const rows = projectQuarters(value, place.type, place.standing).filter(
      (row) => row.year === place.quarter.year && row.quarter === place.quarter.quarter,
    );
    return countBy(rows, (row) => String(row.project_id));
  },
  shown: (rows) => shownCounts(rows, byId('id'), null),
};

const oldstockSearch: Case = {
  name: 'old-stock project search',
  texts: rentalTexts,
  url: (value) => `/api/v1/urban/project/${RENTAL_PROJECT_TYPE}/${RENTAL_STANDING}?${oldstockMonth()}&${text(value)}`,
  expected: (value) =>
    countBy(
      data.rentals.filter((rental) => passes(value, rental)),
      (rental) => String(rental.id),
    ),
  shown: (rows) => shownCounts(rows, byId('property_id'), null),
};

/**
 * Whether a project counts in totals when the call names no advanced filter: a flag the standing
 * applies by default when absent (part 1 §5: new condos leave cancelled and on-hold projects out)
 * leaves it out otherwise (`defaultWhenAbsent`, server/queries/filters/api-filters.ts).
 */
function countsInTotals(project: object, type: string, standing: string): boolean {
  const fields = project as Record<string, unknown>;
  return projectEndpointFilters(type, standing).every(
    (definition) =>
      !(
        definition.type === 'radio' &&
        definition.defaultWhenAbsent === true &&
        definition.rule === 'flag' &&
        definition.default === 'false' &&
        fields[definition.field] === 1
      ),
  );
}

const marketData: Case = {
  name: 'project market data',
  texts: projectTexts,
  url: (value) => projectSearch.url(value).replace('/urban/project/', '/urban/marketdata/'),
  expected: (value) => {
    const place = projectPlace(value);
    const projects = projectQuarters(value, place.type, place.standing)
      .filter((row) => row.year === place.quarter.year && row.quarter === place.quarter.quarter)
      .flatMap((row) => data.projects.get(row.project_id) ?? [])
      .filter((project) => countsInTotals(project, place.type, place.standing));
    return countBy(projects, bySubmarket);
  },
  shown: (rows) => shownCounts(rows, (row) => String(row['submarket_id'] ?? 'other'), 'project_count'),
};

const oldstockMarketData: Case = {
  name: 'old-stock market data',
  texts: rentalTexts,
  url: (value) => oldstockSearch.url(value).replace('/urban/project/', '/urban/marketdata/'),
  expected: (value) =>
    countBy(
      data.rentals.filter((rental) => passes(value, rental)),
      bySubmarket,
    ),
  shown: (rows) => shownCounts(rows, (row) => String(row['submarket_id'] ?? 'other'), 'property_count'),
};

const marketHistory: Case = {
  name: 'project market history',
  texts: projectTexts,
  url: (value) => {
    const place = projectPlace(value);
    return `/api/v1/urban/markethistory/${place.type}/${place.standing}?${historyRange(place.quarter).query}&${text(value)}`;
  },
  expected: (value) => {
    const place = projectPlace(value);
    const asked = new Set(historyRange(place.quarter).quarters.map(quarterIndex));
    const rows = projectQuarters(value, place.type, place.standing).filter((row) => {
      const project = data.projects.get(row.project_id);
      return (
        asked.has(quarterIndex(row)) && project !== undefined && countsInTotals(project, place.type, place.standing)
      );
    });
    return countBy(rows, quarterLabel);
  },
  shown: (rows) => shownCounts(rows, (row) => String(row['name']), 'project_count'),
};

const oldstockMarketHistory: Case = {
  name: 'old-stock market history',
  texts: rentalTexts,
  url: (value) =>
    `/api/v1/urban/markethistory/${RENTAL_PROJECT_TYPE}/${RENTAL_STANDING}?` +
    `${historyRange(quarterOfMonth(data.lastMonth)).query}&${text(value)}`,
  expected: (value) => {
    const counts: Counts = new Map();
    for (const quarter of historyRange(quarterOfMonth(data.lastMonth)).quarters) {
      const months = monthsOfQuarter(quarter);
      const active = data.rentals.filter(
        (rental) =>
          passes(value, rental) && months.some((month) => data.activeMonths.get(rental.id)?.has(month) === true),
      );
      if (active.length > 0) counts.set(quarterLabel(quarter), active.length);
    }
    return counts;
  },
  shown: (rows) => shownCounts(rows, (row) => String(row['name']), 'property_count'),
};

const salesSearch: Case = {
  name: 'sales search',
  texts: saleTexts,
  url: (value) => `/api/v1/sales/sales?${data.salesQuery}&${text(value)}`,
  expected: (value) =>
    countBy(
      data.sales.filter((sale) => passes(value, sale)),
      (sale) => String(sale.id),
    ),
  shown: (rows) => shownCounts(rows, byId('id'), null),
};

const salesMarketData: Case = {
  name: 'sales market data',
  texts: saleTexts,
  url: (value) => salesSearch.url(value).replace('/sales/sales?', '/sales/marketdata?'),
  expected: (value) =>
    countBy(
      data.sales.filter((sale) => passes(value, sale)),
      (sale) => String(sale.municipality_id),
    ),
  shown: (rows) => shownCounts(rows, byId('municipality_id'), 'totalSales'),
};

/** Every search the server runs, with the views that take a text (part 1 §7, part 2 §7). */
const CASES: Record<SearchName, readonly Case[]> = {
  'urban.projects': [projectSearch, oldstockSearch],
  'urban.marketData': [marketData, oldstockMarketData],
  'urban.marketHistory': [marketHistory, oldstockMarketHistory],
  'sales.sales': [salesSearch],
  'sales.marketData': [salesMarketData],
  // Part 1 §7 and part 2 §7 give these no text parameter.
  'urban.landing': [],
  'rental.propertyData': [],
  'rental.marketData': [],
  'rental.marketHistory': [],
};

describe('every search applies the one full-text rule (contract/full-text.ts)', () => {
  test.each(
    Object.values(CASES)
      .flat()
      .map((entry) => [entry.name, entry] as const),
  )('%s answers exactly the rows the rule keeps', async (_name, entry) => {
    let found = 0;
    for (const value of entry.texts()) {
      const url = entry.url(value);
      const expected = entry.expected(value);
      expect(entry.shown(await rowsOf(url)), `${url}`).toEqual(expected);
      found += expected.size;
    }
    // Not vacuous: the texts find rows in the seeded data.
    expect(found).toBeGreaterThan(0);
  });

  test("'Montréal' finds rows in every kind of search, and each holds the word (accents and case aside)", async () => {
    for (const entry of [projectSearch, oldstockSearch, salesSearch]) {
      const url = entry.url('Montréal');
      const shown = entry.shown(await rowsOf(url));
      expect(shown.size, url).toBeGreaterThan(0);
      expect(shown).toEqual(entry.expected('Montréal'));
    }
    const rental = data.rentals.find((row) => passes('Montréal', row));
    expect(`${rental?.name} ${rental?.address} ${rental?.property_manager}`).toContain('Montréal');
  });
});
