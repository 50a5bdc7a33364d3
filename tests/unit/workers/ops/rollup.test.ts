import { describe, expect, it } from 'vitest';
import { buildDataset } from '@contract/columnar-dataset';
import { displayRowAt, prepareDataset, runView } from '@workers/ops/view';
import { PROJECT_COLUMNS, PROJECT_ROWS } from '@test-support/engine-fixtures';
import type { ViewSpec } from '@contract/engine';

const UNSORTED: ViewSpec = { clientParams: {}, sort: null, visibleColumns: null };

function display(spec: ViewSpec = UNSORTED) {
  const prepared = prepareDataset(buildDataset(PROJECT_ROWS, PROJECT_COLUMNS), 'projects');
  const view = runView(prepared, spec);
  return { view, rows: Array.from({ length: view.layout.entries.length }, (_, i) => displayRowAt(prepared, view, i)) };
}

describe('weighted subtotal rollup', () => {
  it('orders groups and rows alphabetically with totals last, showing only totals of groups with several children', () => {
    const { rows } = display();
    expect(rows.map((row) => `${row.kind}:${row.label}`)).toEqual([
      'header:Alpha Region',
      'header:Ajax',
      'header:Central',
      'leaf:Dune Condos',
      'header:Brampton',
      'header:North',
      'leaf:Birch House',
      'leaf:Maple Tower',
      'submarketTotal:North Total',
      'header:Other',
      'leaf:Cedar Lofts',
      'municipalityTotal:Brampton Total',
      'regionTotal:Alpha Region Total',
      'header:Beta Region',
      'header:Caledon',
      'header:West',
      'leaf:Elm Court',
      'overallTotal:Total',
    ]);
  });

  it('computes sums, weighted averages by the named weight, derived ratios and avg over rows that have a value', () => {
    const { rows } = display();
    const total = (label: string) => rows.find((row) => row.label === label)!.values;
    // North: sold psf by sales (500*60 + 600*40) / 100; unsold psf by unsold units (300*40 + 350*10) / 50.
    expect(total('North Total')).toMatchObject({ suite_count: 150, total_sales: 100, sold_psf: 540, unsold_psf: 310 });
    expect(total('North Total')['total_sales_percentage']).toBeCloseTo((100 / 150) * 100, 10);
    // Brampton adds Cedar Lofts (700 x 30); its missing unsold psf is left out of the unsold average.
    expect(total('Brampton Total')['sold_psf']).toBeCloseTo(75000 / 130, 10);
    expect(total('Brampton Total')['unsold_psf']).toBe(310);
    // Alpha Region: Ajax's Dune Condos (550 x 50; unsold 400 x 150). Months to 70%: (10 + 12) / 2.
    const alpha = total('Alpha Region Total');
    expect(alpha).toMatchObject({ suite_count: 380, total_sales: 180, unsold_psf: 75500 / 200, months_to_70_sold: 11 });
    expect(alpha['sold_psf']).toBeCloseTo(102500 / 180, 10);
    expect(alpha['total_sales_percentage']).toBeCloseTo((180 / 380) * 100, 10);
    const overall = total('Total');
    expect(overall).toMatchObject({ suite_count: 460, total_sales: 200, sold_psf: 592.5, months_to_70_sold: 11 });
    expect(overall['opening_date']).toBeNull();
  });

  it('min and max totals are the least and greatest value of the rows that have one', () => {
    const columns = PROJECT_COLUMNS.map((column) =>
      column.key === 'sold_psf'
        ? { ...column, total: { kind: 'min' as const } }
        : column.key === 'unsold_psf'
          ? { ...column, total: { kind: 'max' as const } }
          : column,
    );
    const prepared = prepareDataset(buildDataset(PROJECT_ROWS, columns), 'projects');
    const view = runView(prepared, UNSORTED);
    const values = (field: string) =>
      PROJECT_ROWS.map((row) => row[field]).filter((value): value is number => typeof value === 'number');
    const overall = view.rollup.totals[prepared.tree.root]!;
    expect(overall['sold_psf']).toBe(Math.min(...values('sold_psf')));
    expect(overall['unsold_psf']).toBe(Math.max(...values('unsold_psf')));
  });

  it('shows no overall total for one region and no region total for one municipality', () => {
    const { rows } = display({
      clientParams: { 'submarketId[]': ['21', '11', 'other'] },
      sort: null,
      visibleColumns: null,
    });
    expect(rows.some((row) => row.kind === 'overallTotal')).toBe(false);
    expect(rows.some((row) => row.kind === 'regionTotal')).toBe(true);
    const onlyBrampton = display({
      clientParams: { submarketId: ['11', 'other'] },
      sort: null,
      visibleColumns: null,
    }).rows;
    expect(onlyBrampton.some((row) => row.kind === 'regionTotal' || row.kind === 'overallTotal')).toBe(false);
    expect(onlyBrampton.some((row) => row.kind === 'municipalityTotal')).toBe(true);
  });

  it('a sort shows only leaf rows, stable, missing values last in both directions', () => {
    const desc = display({
      clientParams: {},
      sort: { key: 'unsold_psf', direction: 'desc' },
      visibleColumns: null,
    }).rows;
    expect(desc.map((row) => row.label)).toEqual([
      'Elm Court',
      'Dune Condos',
      'Birch House',
      'Maple Tower',
      'Cedar Lofts',
    ]);
    const asc = display({ clientParams: {}, sort: { key: 'unsold_psf', direction: 'asc' }, visibleColumns: null }).rows;
    expect(asc.map((row) => row.label)).toEqual([
      'Maple Tower',
      'Birch House',
      'Dune Condos',
      'Elm Court',
      'Cedar Lofts',
    ]);
  });

  it('hiding the sorted column resets the sort and brings totals back', () => {
    const { view } = display({
      clientParams: {},
      sort: { key: 'sold_psf', direction: 'asc' },
      visibleColumns: ['suite_count'],
    });
    expect(view.sort).toBeNull();
    expect(view.visibleColumns.map((column) => column.key)).toEqual(['name', 'suite_count']);
    expect(view.layout.synthetic.length).toBeGreaterThan(0);
  });
});
