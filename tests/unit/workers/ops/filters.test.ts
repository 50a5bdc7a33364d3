import { describe, expect, it } from 'vitest';
import type { ColumnDefinition } from '@contract/columns';
import type { ClientParams, SearchContext } from '@contract/engine';
import type { SearchRow } from '@contract/search';
import { encodeGeoFilter } from '@contract/geo-filter';
import { saleListText } from '@contract/sales-search';
import { buildDataset } from '@contract/columnar-dataset';
import { createFilterCache, filterRows } from '@contract/client-filter';
import type { FilterPredicate } from '@contract/client-params';
import { mulberry32 } from '@bench/synthetic-results';
import { prepareDataset, runView } from '@workers/ops/view';
import type { ResultKind } from '@contract/engine';
import { PROJECT_COLUMNS, PROJECT_ROWS } from '@test-support/engine-fixtures';
import {
  MONTHS_TO_70_SOLD,
  PROJECT_CATALOG_FILTERS,
  projectFiltersOf,
  projectSearchFilters,
  RENTAL_FILTERS,
  SALE_FILTERS,
} from '@test-support/filter-definitions';

const PROJECT_FILTERS = { filters: PROJECT_CATALOG_FILTERS };

/** Condo active with a months-to-70%-sold range added only in the definitions (flags left out). */
const WITH_MONTHS_TO_70_SOLD = {
  filters: projectFiltersOf(
    'condo',
    'active',
    'project-search',
    projectSearchFilters({ definition: MONTHS_TO_70_SOLD, standing: 'condo_active' }),
  ).filter((definition) => definition.type !== 'radio'),
};

function names(
  rows: SearchRow[],
  columns: ColumnDefinition[],
  params: ClientParams,
  kind: ResultKind = 'projects',
  context?: SearchContext,
) {
  const prepared = prepareDataset(buildDataset(rows, columns), kind);
  const view = runView(prepared, { clientParams: params, context, sort: null, visibleColumns: null });
  const label = columns[0]!.key;
  return { names: [...view.rows].map((row) => String(rows[row]![label])).sort(), view };
}

const projects = (params: ClientParams, context: SearchContext = PROJECT_FILTERS) =>
  names(PROJECT_ROWS, PROJECT_COLUMNS, params, 'projects', context).names;

describe('project client filters (part 1 §5)', () => {
  it('numeric ranges are inclusive, and a missing value fails', () => {
    expect(projects({ totalSuitesFrom: '50', totalSuitesTo: '100' })).toEqual([
      'Birch House',
      'Elm Court',
      'Maple Tower',
    ]);
    // months_to_70_sold is missing for three projects: they fail any range on it.
    expect(projects({ monthsTo70SoldFrom: '0' }, WITH_MONTHS_TO_70_SOLD)).toEqual(['Dune Condos', 'Maple Tower']);
  });

  it('date ranges compare calendar dates, inclusive, from "openDate.from" or openDateFrom names', () => {
    // Opening dates: 2021-01-15 .. 2025-05-15 by id.
    expect(projects({ openDateFrom: '2022-02-15', openDateTo: '2024-04-15' })).toEqual([
      'Birch House',
      'Cedar Lofts',
      'Dune Condos',
    ]);
    expect(projects({ 'openDate.from': '2024-04-16' })).toEqual(['Elm Court']);
  });

  it('blank values are ignored and unknown names are reported, never applied', () => {
    const { names: all, view } = names(
      PROJECT_ROWS,
      PROJECT_COLUMNS,
      { totalSuitesFrom: '', bogusFilter: 'x' },
      'projects',
      PROJECT_FILTERS,
    );
    expect(all).toHaveLength(5);
    expect(view.decoded.unknown).toEqual(['bogusFilter']);
    expect(view.decoded.activeFilterCount).toBe(0);
  });

  it('flags accept only "true" and "false"; false removes flagged rows', () => {
    expect(projects({ soldOut: 'false' })).not.toContain('Cedar Lofts');
    expect(projects({ soldOut: 'true' })).toContain('Cedar Lofts');
    const { names: kept, view } = names(PROJECT_ROWS, PROJECT_COLUMNS, { soldOut: 'yes' }, 'projects', PROJECT_FILTERS);
    expect(kept).toContain('Cedar Lofts');
    expect(view.decoded.unknown).toEqual(['soldOut=yes']);
  });

  it('active condo hides on-hold and cancelled projects unless their filter is present', () => {
    const activeCondo = {
      projectType: 'condo',
      projectStanding: 'active',
      filters: projectFiltersOf('condo', 'active'),
    };
    // Elm Court is on hold ('1'); Dune Condos has is_cancelled '0' (not cancelled).
    expect(projects({}, activeCondo)).toEqual(['Birch House', 'Cedar Lofts', 'Dune Condos', 'Maple Tower']);
    expect(projects({ onHoldOffMarket: 'true' }, activeCondo)).toContain('Elm Court');
    expect(
      projects({}, { projectType: 'condo', projectStanding: 'resale', filters: projectFiltersOf('condo', 'resale') }),
    ).toContain('Elm Court');
  });

  it('submarket list; "other" selects rows without a submarket', () => {
    expect(projects({ 'submarketId[]': ['11'] })).toEqual(['Birch House', 'Maple Tower']);
    expect(projects({ submarketId: ['other', '31'] })).toEqual(['Cedar Lofts', 'Elm Court']);
  });

  it('list membership and text contains are case-insensitive', () => {
    const rows = PROJECT_ROWS.map((row, i) => ({
      ...row,
      developers: [{ name: i % 2 === 0 ? 'Tridel' : 'Great Gulf' }],
    }));
    expect(names(rows, PROJECT_COLUMNS, { developer: ['tridel'] }, 'projects', PROJECT_FILTERS).names).toEqual([
      'Cedar Lofts',
      'Elm Court',
      'Maple Tower',
    ]);
    expect(projects({ name: 'HOUSE' })).toEqual(['Birch House']);
  });

  it('year built drops rows without a value; units-surveyed false drops zero or missing units', () => {
    const rows = PROJECT_ROWS.map((row, i) => ({
      ...row,
      year_built: i === 0 ? null : 1990 + i,
      units_surveyed_actual: [0, null, 5, 7, 9][i]!,
    }));
    const rentals = { filters: RENTAL_FILTERS };
    expect(names(rows, PROJECT_COLUMNS, { yearBuiltFrom: '1900' }, 'projects', rentals).names).not.toContain(
      'Maple Tower',
    );
    expect(names(rows, PROJECT_COLUMNS, { unitsSurveyed: 'false' }, 'projects', rentals).names).toEqual([
      'Cedar Lofts',
      'Dune Condos',
      'Elm Court',
    ]);
    expect(names(rows, PROJECT_COLUMNS, { unitsSurveyed: 'true' }, 'projects', rentals).names).toHaveLength(5);
  });

  it('a polygon keeps the rows inside it', () => {
    // Project n sits at (43.7 + n/100, -79.4 + n/100): a box around projects 1 and 2.
    const polygon = encodeGeoFilter([
      { lat: 43.705, lng: -79.395 },
      { lat: 43.705, lng: -79.375 },
      { lat: 43.725, lng: -79.375 },
      { lat: 43.725, lng: -79.395 },
    ]);
    expect(projects({ geoFilter: polygon })).toEqual(['Birch House', 'Maple Tower']);
  });
});

const SALE_COLUMNS: ColumnDefinition[] = [
  { key: 'fileNum', label: 'File Number', format: 'text', total: { kind: 'none' }, alwaysVisible: true },
  { key: 'price', label: 'Price', format: 'currency', total: { kind: 'sum' } },
];

function sale(id: number, extra: Partial<SearchRow>): SearchRow {
  return {
    id,
    sale_id: id,
    fileNum: `F-${id}`,
    file_number: `F-${id}`,
    price: id * 1_000_000,
    region_id: 1,
    region_name: 'Toronto',
    municipality_id: 1,
    municipality_name: 'Toronto',
    submarket_id: null,
    submarket_name: null,
    ...extra,
  };
}

const SALES: SearchRow[] = [
  sale(1, {
    addresses: [
      {
        property_address_1: '100 King St W',
        property_city: 'Toronto',
        property_latitude: 43.648,
        property_longitude: -79.381,
      },
      {
        property_address_1: '5 Main St',
        property_city: 'Hamilton',
        property_latitude: 43.25,
        property_longitude: -79.87,
      },
    ],
    address: '100 King St W; 5 Main St',
    arn: '1904-ABC',
    pin: '21405-0001',
    instrument_number: 'AT123',
    mortgage_text: saleListText([{ provider_name: 'Royal Bank', provider_str: '', type: 'First', notes: '' }]),
    mortgage_due_date: '2027-06-30',
    purchaser_text: saleListText([
      {
        purchaser_registered_name: 'Acme Holdings Inc',
        purchaser_company_name: '',
        purchaser_office_name: '',
        purchaser_note: '',
      },
    ]),
    vendor_text: saleListText([
      {
        vendor_registered_name: 'Smith Family Trust',
        vendor_company_name: '',
        vendor_office_name: 'Jo Black',
        vendor_note: '',
      },
    ]),
  }),
  sale(2, {
    addresses: [
      {
        property_address_1: '9 Queen St',
        property_city: 'Mississauga',
        property_latitude: 43.59,
        property_longitude: -79.64,
      },
    ],
    address: '9 Queen St',
    arn: '2105-XYZ',
    pin: '13000-0002',
    instrument_number: 'PR999',
    mortgage_text: saleListText([]),
    mortgage_due_date: null,
    purchaser_text: saleListText([
      {
        purchaser_registered_name: 'Queen Developments',
        purchaser_company_name: '',
        purchaser_office_name: '',
        purchaser_note: '',
      },
    ]),
    vendor_text: saleListText([
      { vendor_registered_name: 'Acme Holdings Inc', vendor_company_name: '', vendor_office_name: '', vendor_note: '' },
    ]),
  }),
];

const sales = (params: ClientParams) => names(SALES, SALE_COLUMNS, params, 'sales', { filters: SALE_FILTERS }).names;

describe('sale client filters (part 2 §5)', () => {
  it('text filters are case-insensitive contains over their fields and lists', () => {
    expect(sales({ addresses: 'main st' })).toEqual(['F-1']);
    expect(sales({ purchaser: 'acme' })).toEqual(['F-1']);
    expect(sales({ vendor: 'acme' })).toEqual(['F-2']);
    expect(sales({ mortgage: 'royal' })).toEqual(['F-1']);
    expect(sales({ arn: 'xyz' })).toEqual(['F-2']);
    expect(sales({ pin: '21405' })).toEqual(['F-1']);
    expect(sales({ fileNumber: 'f-2' })).toEqual(['F-2']);
    expect(sales({ instrumentNumber: 'at1' })).toEqual(['F-1']);
    expect(sales({ vendor: 'jo black' })).toEqual(['F-1']);
  });

  it("a list's text filter never matches across two of its entries", () => {
    expect(sales({ vendor: 'smith family trust' })).toEqual(['F-1']);
    expect(sales({ vendor: 'trust jo' })).toEqual([]);
  });

  it('the mortgage due date must lie within the range; a sale without one is excluded', () => {
    expect(sales({ mortgageDueDateFrom: '2027-01-01', mortgageDueDateTo: '2027-12-31' })).toEqual(['F-1']);
    expect(sales({ mortgageDueDateTo: '2026-12-31' })).toEqual([]);
  });

  it('a price range (From/To names) is inclusive', () => {
    expect(sales({ priceFrom: '2000000' })).toEqual(['F-2']);
    expect(sales({ priceFrom: '1000000', priceTo: '1000000' })).toEqual(['F-1']);
  });

  it('the geo filter is satisfied when any address is inside', () => {
    // A triangle around Hamilton only: sale 1's second address is inside.
    const hamilton = encodeGeoFilter([
      { lat: 43.2, lng: -79.95 },
      { lat: 43.3, lng: -79.95 },
      { lat: 43.25, lng: -79.8 },
    ]);
    expect(sales({ geoFilter: hamilton })).toEqual(['F-1']);
  });
});

describe('the columnar filter against a row-by-row reference', () => {
  it('ranges, number lists and flags keep exactly the rows a plain test keeps, on missing, fractional, negative and huge values', () => {
    const random = mulberry32(11);
    const pick = () => {
      const r = random();
      if (r < 0.1) return null;
      if (r < 0.2) return Math.floor(random() * 6) + 0.5;
      if (r < 0.25) return -Math.floor(random() * 4);
      if (r < 0.3) return 2 ** 32 + Math.floor(random() * 4);
      return Math.floor(random() * 8);
    };
    const rows: SearchRow[] = Array.from({ length: 3000 }, (_, id) => ({
      id,
      a: pick(),
      b: pick(),
      flag: random() < 0.1 ? null : random() < 0.5 ? 1 : 0,
    }));
    const dataset = buildDataset(rows, []);
    const cases: Array<{ predicates: FilterPredicate[]; keeps: (row: SearchRow) => boolean }> = [];
    const within = (value: unknown, from: number, to: number) =>
      typeof value === 'number' && value >= from && value <= to;
    for (const [from, to] of [
      [2, 5],
      [-1, 0.5],
      [3, Infinity],
    ] as const) {
      for (const listed of [[1, 3, 5], [0], [], [2, 7, 1 << 21]]) {
        cases.push({
          predicates: [
            { kind: 'range', field: 'a', from, to: to === Infinity ? null : to },
            { kind: 'in', field: 'b', values: listed.map(String) },
            { kind: 'excludeFlagged', field: 'flag' },
          ],
          keeps: (row) => within(row['a'], from, to) && listed.includes(row['b'] as number) && row['flag'] !== 1,
        });
      }
    }
    for (const { predicates, keeps } of cases) {
      const expected = rows.filter(keeps).map((row) => row['id']);
      expect(Array.from(filterRows(dataset, createFilterCache(), predicates))).toEqual(expected);
    }
  });
});
