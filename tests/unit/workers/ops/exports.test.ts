import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { SearchRow } from '@contract/search';
import { buildDataset } from '@contract/columnar-dataset';
import { exportView } from '@workers/ops/export-view';
import { prepareDataset, runView } from '@workers/ops/view';
import type { ColumnDefinition } from '@contract/columns';
import type { ViewSpec } from '@contract/engine';
import { PROJECT_COLUMNS, PROJECT_ROWS } from '@test-support/engine-fixtures';
import { csvRows } from '@test-support/csv-rows';

const ROWS: SearchRow[] = PROJECT_ROWS.map((row) =>
  row['name'] === 'Birch House'
    ? { ...row, name: '=HYPERLINK("http://evil","x")' }
    : row['name'] === 'Cedar Lofts'
      ? { ...row, name: 'Cedar, "Lofts"\nPhase 2' }
      : row,
);
const UNSORTED: ViewSpec = { clientParams: {}, sort: null, visibleColumns: null };
const TIMESTAMP = Date.UTC(2026, 10, 21, 9, 5, 7);

async function exported(format: 'xlsx' | 'csv', spec: ViewSpec = UNSORTED) {
  const prepared = prepareDataset(buildDataset(ROWS, PROJECT_COLUMNS), 'projects');
  const progress: number[] = [];
  const file = await exportView(
    prepared,
    runView(prepared, spec),
    { format, timestamp: TIMESTAMP },
    (p) => progress.push(p.rowsWritten),
    null,
  );
  return { file, progress };
}

describe('XLSX export', () => {
  it('reads back with exceljs: header, values, totals, fills per level, native number formats', async () => {
    const { file, progress } = await exported('xlsx');
    expect(file.fileName).toBe('urbanmarsh_projects_20261121_090507.xlsx');
    expect(progress.at(-1)).toBe(file.rowCount);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.buffer);
    const sheet = workbook.worksheets[0]!;
    const rows: Array<Array<unknown>> = [];
    sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(PROJECT_COLUMNS.map((column) => column.label));
    expect(rows).toHaveLength(1 + file.rowCount);

    const byLabel = (label: string) => sheet.getRow(rows.findIndex((row) => row[0] === label) + 1);
    const alphaTotal = byLabel('Alpha Region Total');
    expect(alphaTotal.getCell(2).value).toBe(380);
    expect(alphaTotal.getCell(4).value).toBeCloseTo(102500 / 180, 8);
    // Percent fields arrive x100; the file holds the fraction with a percent format.
    expect(alphaTotal.getCell(6).value).toBeCloseTo(180 / 380, 10);
    expect(alphaTotal.getCell(6).numFmt).toBe('0.0%');
    expect(alphaTotal.getCell(4).numFmt).toBe('"$"#,##0');
    expect(alphaTotal.getCell(2).numFmt).toBe('#,##0');

    const fill = (label: string) => {
      const cell = byLabel(label).getCell(1);
      return cell.fill?.type === 'pattern' ? cell.fill.fgColor?.argb : undefined;
    };
    expect(fill('Alpha Region Total')).toBe('FF102C40');
    expect(fill('Alpha Region')).toBe('FF102C40');
    expect(fill('Brampton Total')).toBe('FF4D728C');
    expect(fill('North Total')).toBe('FF92CCD2');
    expect(fill('Total')).toBe('FF102C40');
    expect(byLabel('Alpha Region Total').getCell(1).font?.color?.argb).toBe('FFFFFFFF');
    // Striped leaf rows alternate inside a group: Maple Tower follows the first leaf of North.
    expect(fill('Maple Tower')).toBe('FFF2F2F2');
    expect(fill('Dune Condos')).toBeUndefined();
    // Text is kept as text in XLSX (a cell value is never a formula).
    expect(rows.some((row) => row[0] === '=HYPERLINK("http://evil","x")')).toBe(true);
    expect(sheet.getCell('A1').formula).toBeUndefined();
  });

  it('names the file with the sort column and exports only leaf rows when sorted', async () => {
    const { file } = await exported('xlsx', { ...UNSORTED, sort: { key: 'sold_psf', direction: 'desc' } });
    expect(file.fileName).toBe('urbanmarsh_projects_20261121_090507_sold_psf_desc.xlsx');
    expect(file.rowCount).toBe(5);
  });

  it('opens in LibreOffice (converted to CSV headless) when LibreOffice is installed', async () => {
    const soffice = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((path) => existsSync(path));
    if (soffice === undefined) return; // not installed on this machine: exceljs read-back above still runs
    const { file } = await exported('xlsx');
    const folder = mkdtempSync(join(tmpdir(), 'engine-xlsx-'));
    const input = join(folder, 'export.xlsx');
    writeFileSync(input, new Uint8Array(file.buffer));
    execFileSync(soffice, ['--headless', '--convert-to', 'csv', '--outdir', folder, input], {
      timeout: 120_000,
      env: { ...process.env, HOME: folder },
      stdio: 'ignore',
    });
    const csv = csvRows(readFileSync(join(folder, 'export.csv'), 'utf8').replace(/\r?\n/g, '\r\n'));
    expect(csv[0]![0]).toBe('Name');
    const total = csv.find((row) => row[0] === 'Alpha Region Total')!;
    expect(total[1]).toBe('380');
    // LibreOffice's headless CSV filter writes raw values; a percent-formatted cell keeps its '%'.
    expect(Number(total[3])).toBeCloseTo(102500 / 180, 6);
    expect(total[5]!.endsWith('%')).toBe(true);
    expect(Number.parseFloat(total[5]!)).toBeCloseTo((180 / 380) * 100, 6);
  }, 150_000);
});

describe('CSV export', () => {
  it('follows RFC 4180 and neutralizes formula-like text from the data', async () => {
    const { file } = await exported('csv');
    expect(file.fileName).toBe('urbanmarsh_projects_20261121_090507.csv');
    // ignoreBOM keeps the byte-order mark in the text so the test can see it.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.buffer);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = csvRows(text.slice(1));
    expect(rows[0]).toEqual(PROJECT_COLUMNS.map((column) => column.label));
    expect(rows.every((row) => row.length === PROJECT_COLUMNS.length)).toBe(true);
    expect(rows.map((row) => row[0])).toContain(`'=HYPERLINK("http://evil","x")`);
    expect(rows.map((row) => row[0])).toContain('Cedar, "Lofts"\nPhase 2');
    const alpha = rows.find((row) => row[0] === 'Alpha Region Total')!;
    expect(Number(alpha[1])).toBe(380);
    expect(Number(alpha[5])).toBeCloseTo(180 / 380, 10);
  });

  it('writes project rows as the table shows them: address without HTML tags, UrbanAction as YES or its link', async () => {
    const columns: ColumnDefinition[] = [
      ...PROJECT_COLUMNS,
      { key: 'street_address', label: 'Address', format: 'text', total: { kind: 'none' } },
      { key: 'urbanaction', label: 'UrbanAction', format: 'text', total: { kind: 'none' } },
    ];
    const extra = [
      { street_address: '<b>1 Yonge</b> St<br>Unit&nbsp;4 &amp; 5', urbanaction: '1', urbanActionLink: '/ua/1' },
      { street_address: '2 Bay St', urbanaction: '0', urbanActionLink: 'https://example.test/ua/2' },
      { street_address: '3 King St', urbanaction: null, urbanActionLink: 'javascript:alert(1)' },
    ];
    const rows = extra.map((fields, i) => ({ ...PROJECT_ROWS[0]!, id: 200 + i, name: `P${i}`, ...fields }));
    const prepared = prepareDataset(buildDataset(rows, columns), 'projects');
    const file = await exportView(
      prepared,
      runView(prepared, { ...UNSORTED, sort: { key: 'name', direction: 'asc' } }),
      { format: 'csv' },
      () => undefined,
      null,
    );
    const parsed = csvRows(new TextDecoder().decode(file.buffer));
    const address = columns.findIndex((column) => column.key === 'street_address');
    const urbanAction = columns.findIndex((column) => column.key === 'urbanaction');
    const byName = new Map(parsed.slice(1).map((row) => [row[0], row]));
    expect(byName.get('P0')?.[address]).toBe('1 Yonge St Unit 4 & 5');
    expect(byName.get('P0')?.[urbanAction]).toBe('YES');
    expect(byName.get('P1')?.[urbanAction]).toBe('https://example.test/ua/2');
    expect(byName.get('P2')?.[urbanAction]).toBe('');
  });

  it('neutralizes every formula start: = + - @ tab CR, and leaves numbers alone', async () => {
    const starts = ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'];
    const rows = starts.map((name, i) => ({
      ...PROJECT_ROWS[i % PROJECT_ROWS.length]!,
      id: 100 + i,
      name,
      suite_count: -5,
    }));
    const prepared = prepareDataset(buildDataset(rows, PROJECT_COLUMNS), 'projects');
    const file = await exportView(
      prepared,
      runView(prepared, { ...UNSORTED, sort: { key: 'suite_count', direction: 'asc' } }),
      { format: 'csv' },
      null,
      null,
    );
    const parsed = csvRows(new TextDecoder().decode(file.buffer)).slice(1);
    expect(parsed.map((row) => row[0]).sort()).toEqual(starts.map((start) => `'${start}`).sort());
    expect(parsed.every((row) => row[1] === '-5')).toBe(true);
  });
});
