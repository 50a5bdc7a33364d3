import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ColumnDefinition } from '@contract/columns';
import { formatCell } from '@contract/format';
import type { SearchRow } from '@contract/search';
import { HISTORY_COLUMNS } from '@server/columns/history';
import { MARKET_COLUMNS } from '@server/columns/market';
import { PROJECT_COLUMNS } from '@server/columns/projects';
import { rentalHistoryColumns, rentalMarketColumns, rentalPropertyColumns } from '@server/columns/rental';
import { saleColumns, salesMarketColumns } from '@server/columns/sales';
import { buildDataset } from '@contract/columnar-dataset';
import { exportView } from '@workers/ops/export-view';
import { prepareDataset, runView } from '@workers/ops/view';
import type { ViewSpec } from '@contract/engine';
import { csvRows } from '@test-support/csv-rows';

/**
 * Column formats against the spec (part 1 §9, part 2 §9, MEASURES.md "Display"), read from the
 * server's own column definitions and through the table's formatter and both export writers.
 */

const OLDSTOCK = PROJECT_COLUMNS.oldstock;
const UNSORTED: ViewSpec = { clientParams: {}, sort: null, visibleColumns: null };

const EVERY_TABLE: ReadonlyArray<readonly [string, ColumnDefinition[]]> = [
  ...Object.entries(PROJECT_COLUMNS).map(([standing, columns]) => [`projects ${standing}`, columns] as const),
  ...Object.entries(MARKET_COLUMNS).map(([standing, columns]) => [`market ${standing}`, columns] as const),
  ...Object.entries(HISTORY_COLUMNS).map(([standing, columns]) => [`history ${standing}`, columns] as const),
  ['sales', saleColumns(new Set())],
  ['sales market', salesMarketColumns(new Set())],
  ['rental properties', rentalPropertyColumns()],
  ['rental market', rentalMarketColumns()],
  ['rental history', rentalHistoryColumns()],
];

function column(columns: ColumnDefinition[], key: string): ColumnDefinition {
  const found = columns.find((definition) => definition.key === key);
  if (found === undefined) throw new Error(`no column ${key}`);
  return found;
}

function building(id: number, name: string, yearBuilt: number, vacancyRate: number): SearchRow {
  return {
    id,
    name,
    address: `${id} Bloor St W`,
    property_manager: 'Acme',
    year_built: yearBuilt,
    storeys: 12,
    suite_count: 1200,
    units_surveyed_actual: 1100,
    available: 40,
    // Old-stock activity counts available units only: both rates are the one figure (activity-figures.ts).
    vacancy_rate: vacancyRate,
    availability_rate: vacancyRate,
    avg_rate: 2345.67,
    min_psf: 2.5,
    region_id: 1,
    region_name: 'Toronto',
    municipality_id: 101,
    municipality_name: 'Toronto',
    submarket_id: 1001,
    submarket_name: 'Downtown Core',
  };
}

const BUILDINGS = [building(1, 'Ashdale', 1989, 12.5), building(2, 'Birchmount', 2004, 3.64)];

async function exportedOldStock(format: 'csv' | 'xlsx') {
  const prepared = prepareDataset(buildDataset(BUILDINGS, OLDSTOCK), 'rentals');
  return exportView(prepared, runView(prepared, UNSORTED), { format, timestamp: 0 }, null, null);
}

describe('column formats (part 1 §9, part 2 §9, MEASURES.md "Display")', () => {
  it('every year column of every table is a year: no thousands grouping', () => {
    const yearColumns = EVERY_TABLE.flatMap(([table, columns]) =>
      columns.filter((definition) => /(^|_)year_built$|^year$/.test(definition.key)).map((c) => [table, c] as const),
    );
    expect(yearColumns.length).toBeGreaterThan(0);
    for (const [table, definition] of yearColumns)
      expect(`${table} ${definition.key}: ${definition.format}`).toMatch(/: year$/);
  });

  it('every percent column is scaled by 100 once: the server sends percent figures multiplied by 100', () => {
    for (const [table, columns] of EVERY_TABLE)
      for (const definition of columns.filter((c) => c.format === 'percent'))
        expect(`${table} ${definition.key}: ${String(definition.percentScale)}`).toMatch(/: 100$/);
  });

  it('the old-stock table shows Year Built as 1989, not 1,989', () => {
    expect(formatCell(column(OLDSTOCK, 'year_built'), 1989)).toBe('1989');
    expect(formatCell(column(rentalPropertyColumns(), 'year_built'), 2004)).toBe('2004');
  });

  it('currency has no decimals, currency with cents 2, acres 2, percent divided by 100 once, dates MMM yyyy', () => {
    expect(formatCell(column(OLDSTOCK, 'avg_rate'), 12345.67)).toBe('$12,346');
    expect(formatCell(column(OLDSTOCK, 'min_psf'), 2.5)).toBe('$2.50');
    expect(formatCell(column(OLDSTOCK, 'vacancy_rate'), 12.5)).toBe('12.5%');
    const acres = column(salesMarketColumns(new Set(['landAreaAcres'])), 'totalLandAreaAcres');
    expect(formatCell(acres, 3.14159)).toBe('3.14');
    expect(formatCell(column(saleColumns(new Set()), 'saleDate'), '2024-03-01')).toBe('Mar 2024');
    expect(formatCell(column(OLDSTOCK, 'suite_count'), 1200)).toBe('1,200');
  });

  it('the CSV export writes the year as 1989 and the percent as a fraction', async () => {
    const file = await exportedOldStock('csv');
    const rows = csvRows(new TextDecoder().decode(file.buffer));
    const header = rows[0]!;
    const ashdale = rows.find((row) => row[0] === 'Ashdale')!;
    expect(ashdale[header.indexOf('Year Built')]).toBe('1989');
    expect(Number(ashdale[header.indexOf('Vacancy Rate')])).toBeCloseTo(0.125, 12);
  });

  it('the XLSX export writes the year as a number shown without grouping, as the table does', async () => {
    const file = await exportedOldStock('xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.buffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    let ashdale: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === 'Ashdale') ashdale = row;
    });
    const year = ashdale!.getCell(header.indexOf('Year Built') + 1);
    expect(year.value).toBe(1989);
    expect(year.numFmt).toBe('0');
    const suites = ashdale!.getCell(header.indexOf('Suites') + 1);
    expect(suites.numFmt).toBe('#,##0');
    const rate = ashdale!.getCell(header.indexOf('Vacancy Rate') + 1);
    expect(rate.value).toBeCloseTo(0.125, 12);
    expect(rate.numFmt).toBe('0.0%');
  });

  it('history periods read as table dates in the table and in both exports: months MMM yyyy, quarters as they are', async () => {
    const columns = rentalHistoryColumns();
    const period = column(columns, 'period');
    expect(formatCell(period, '2025-12')).toBe('Dec 2025');
    expect(formatCell(period, '2025-10 - 2025-12')).toBe('Oct 2025 - Dec 2025');
    expect(formatCell(period, '2025 Q4')).toBe('2025 Q4');
    expect(formatCell(period, '1 Bed + Den')).toBe('1 Bed + Den');
    const rows: SearchRow[] = ['2025-10 - 2025-12', '2026-01'].map((label) => ({
      period: label,
      property_count: 1,
      suite_count: 1200,
      units_surveyed_actual: 100,
      available: 3,
    }));
    const prepared = prepareDataset(buildDataset(rows, columns), 'rentalHistory');
    const csv = await exportView(prepared, runView(prepared, UNSORTED), { format: 'csv', timestamp: 0 }, null, null);
    expect(csvRows(new TextDecoder().decode(csv.buffer)).map((row) => row[0])).toEqual([
      'Period',
      'Oct 2025 - Dec 2025',
      'Jan 2026',
    ]);
    const xlsx = await exportView(prepared, runView(prepared, UNSORTED), { format: 'xlsx', timestamp: 0 }, null, null);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.buffer);
    const cells: unknown[] = [];
    workbook.worksheets[0]!.eachRow((row) => cells.push(row.getCell(1).value));
    expect(cells.slice(0, 3)).toEqual(['Period', 'Oct 2025 - Dec 2025', 'Jan 2026']);
  });
});
