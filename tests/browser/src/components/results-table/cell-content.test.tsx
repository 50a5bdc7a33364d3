import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import type { ColumnDefinition } from '@contract/columns';
import { cellContent } from '@src/components/results-table/cell-content';
import { searchChipsFromParams } from '@src/components/chips/search-chips-from-params';
import { PROJECT_COLUMNS } from '@server/columns/projects';
import type { DisplayRow } from '@contract/engine';

const FILE_NUMBER: ColumnDefinition = {
  key: 'fileNum',
  label: 'File #',
  format: 'text',
  total: { kind: 'none' },
  link: 'sale',
};
const PRICE: ColumnDefinition = { key: 'price', label: 'Price', format: 'currency', total: { kind: 'sum' } };
const ACRES: ColumnDefinition = { key: 'landareaAcres', label: 'Acres', format: 'acres', total: { kind: 'sum' } };
const SALE_DATE: ColumnDefinition = { key: 'saleDate', label: 'Sale Date', format: 'date', total: { kind: 'none' } };
/** The old-stock table's Year Built column as the server declares it. */
const YEAR_BUILT = PROJECT_COLUMNS.oldstock.find((column) => column.key === 'year_built')!;

function leaf(values: DisplayRow['values']): DisplayRow {
  return { kind: 'leaf', key: `sale-${String(values['id'])}`, label: '', datasetRow: 0, stripe: 0, values };
}

async function renderCell(column: ColumnDefinition, row: DisplayRow, isFirst = false) {
  return render(<div data-testid="cell">{cellContent(column, row, isFirst)}</div>);
}

describe('cell content (part 1 §2, §9; part 2 §2.5)', () => {
  test('a file number links to /sale/{id} in a new tab', async () => {
    await renderCell(FILE_NUMBER, leaf({ id: 42, fileNum: 'F-1001' }));
    const link = page.getByRole('link', { name: 'F-1001' });
    await expect.element(link).toHaveAttribute('href', '/database/sale/42');
    await expect.element(link).toHaveAttribute('target', '_blank');
  });

  test('a missing file number shows N/A', async () => {
    await renderCell(FILE_NUMBER, leaf({ id: 43, fileNum: null }));
    await expect.element(page.getByRole('link', { name: 'N/A' })).toHaveAttribute('href', '/database/sale/43');
  });

  test.each([
    ['currency without decimals', PRICE, { price: 12345678.9 }, '$12,345,679'],
    ['acres with 2 decimals', ACRES, { landareaAcres: 3.14159 }, '3.14'],
    ['dates as MMM yyyy', SALE_DATE, { saleDate: '2024-03-01' }, 'Mar 2024'],
    ['missing values as -', PRICE, { price: null }, '-'],
    ['years without thousands grouping', YEAR_BUILT, { year_built: 1989 }, '1989'],
  ] as const)('%s', async (_name, column, values, shown) => {
    await renderCell(column, leaf({ id: 1, ...values }));
    expect(page.getByTestId('cell').element().textContent).toBe(shown);
  });

  test('total rows show their group name in the first column and never link', async () => {
    const total: DisplayRow = {
      kind: 'regionTotal',
      key: 'region-1',
      label: 'Toronto Total',
      datasetRow: -1,
      stripe: 0,
      values: { fileNum: 'x', price: 100 },
    };
    await renderCell(FILE_NUMBER, total, true);
    await expect.element(page.getByTestId('cell')).toHaveTextContent('Toronto Total');
    expect(document.querySelector('a')).toBeNull();
  });
});

describe('search chips (part 1 §2)', () => {
  test('regions, Quarter, Year, From and To', () => {
    expect(
      searchChipsFromParams({ regionNames: ['Toronto', 'Peel'], year: 2025, qtr: 2, from: '2024 Q1', to: null }),
    ).toEqual([
      { label: 'Toronto', value: null },
      { label: 'Peel', value: null },
      { label: 'Quarter', value: '2' },
      { label: 'Year', value: '2025' },
      { label: 'From', value: '2024 Q1' },
    ]);
  });
});
