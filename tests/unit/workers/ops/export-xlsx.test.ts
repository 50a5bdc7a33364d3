import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { isoLocalTime } from '@contract/dates';
import type { SearchFilterDefinition } from '@contract/filter-definitions';
import { encodeAreaSelection } from '@contract/area-selection';
import { encodeGeoFilter } from '@contract/geo-filter';
import { buildDataset } from '@contract/columnar-dataset';
import { ABOUT_SHEET_NAME } from '@workers/ops/export-about';
import { exportView } from '@workers/ops/export-view';
import { prepareDataset, runView } from '@workers/ops/view';
import type { ExportOptions, ViewSpec } from '@contract/engine';
import { PROJECT_COLUMNS, PROJECT_ROWS } from '@test-support/engine-fixtures';

const TIMESTAMP = Date.UTC(2026, 10, 21, 9, 5, 7);

const FILTERS: SearchFilterDefinition[] = [
  // The definition's label differs from the column's: the About sheet names the column.
  { type: 'numberRange', name: 'totalSuites', label: 'Total Suites', field: 'suite_count', min: 0, max: 5000 },
  {
    type: 'selection',
    name: 'region',
    label: 'Region Filter',
    field: 'region_id',
    options: [
      { id: 1, name: 'Alpha Region' },
      { id: 2, name: 'Beta Region' },
    ],
  },
  {
    type: 'radio',
    name: 'soldOut',
    label: 'Sold Out Included',
    field: 'is_soldout',
    options: [
      { value: 'true', label: 'Yes' },
      { value: 'false', label: 'No' },
    ],
    default: 'true',
    rule: 'flag',
  },
  {
    type: 'dateRange',
    name: 'openingDate',
    label: 'Opening Date',
    field: 'opening_date',
    min: '2000-01-01',
    max: '2030-12-31',
  },
  { type: 'text', name: 'keyword', label: 'Keyword', field: 'name' },
];

// A box around every fixture row (lat 43.71-43.75, lng -79.39 to -79.35).
const BOX = [
  { lat: 43.6, lng: -79.5 },
  { lat: 43.9, lng: -79.5 },
  { lat: 43.9, lng: -79.2 },
  { lat: 43.6, lng: -79.2 },
];

const FILTERED: ViewSpec = {
  clientParams: {
    totalSuitesFrom: '40',
    totalSuitesTo: '150',
    'region[]': ['1'],
    soldOut: 'true',
    openingDateFrom: '2020-01-01',
    geoFilter: encodeGeoFilter(BOX),
  },
  context: { filters: FILTERS },
  sort: { key: 'suite_count', direction: 'desc' },
  visibleColumns: null,
};

const ABOUT: ExportOptions['about'] = {
  page: 'Property Sales',
  search: [
    { label: 'Region', value: 'Toronto, Peel' },
    { label: 'Sale Date From', value: '2020-01-01' },
    { label: 'Full Text Search', value: '=HYPERLINK("http://evil","x")' },
  ],
};

async function exportXlsx(spec: ViewSpec, options: Omit<ExportOptions, 'format'> = {}) {
  const prepared = prepareDataset(buildDataset(PROJECT_ROWS, PROJECT_COLUMNS), 'projects');
  const file = await exportView(
    prepared,
    runView(prepared, spec),
    { format: 'xlsx', timestamp: TIMESTAMP, ...options },
    null,
    null,
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.buffer);
  return { file, workbook };
}

function sheetRows(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('XLSX "About this export" sheet', () => {
  it('follows the Results sheet and lists the search, client filters, polygon, sort, rows and export time', async () => {
    const { file, workbook } = await exportXlsx(FILTERED, { about: ABOUT });
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Results', ABOUT_SHEET_NAME]);
    const about = workbook.getWorksheet(ABOUT_SHEET_NAME)!;
    expect(sheetRows(about)).toEqual([
      ['Page', 'Property Sales'],
      ['Region', 'Toronto, Peel'],
      ['Sale Date From', '2020-01-01'],
      ['Full Text Search', '=HYPERLINK("http://evil","x")'],
      ['Suites', 'From 40, To 150'],
      ['Region Filter', 'Alpha Region'],
      ['Sold Out Included', 'Yes'],
      ['Opening Date', 'From 2020-01-01'],
      ['Polygon Points', 4],
      ['Sort', 'Suites (descending)'],
      ['Rows', 2],
      ['Exported At', isoLocalTime(TIMESTAMP)],
    ]);
    expect(file.rowCount).toBe(2);
    // Numbers keep a native format; text from the UI is text, never a formula (as in Results).
    expect(about.getCell('B11').numFmt).toBe('#,##0');
    for (let row = 1; row <= about.rowCount; row++) expect(about.getCell(row, 2).formula).toBeUndefined();
  });

  it('names the selection of areas in words after the polygon', async () => {
    const areas = encodeAreaSelection({
      submarketIds: [1, 2],
      municipalityIds: [],
      polygons: [
        { name: 'East side', points: BOX },
        { name: null, points: BOX },
      ],
    });
    const { workbook } = await exportXlsx(
      { ...FILTERED, clientParams: { ...FILTERED.clientParams, areas } },
      { about: ABOUT },
    );
    const rows = sheetRows(workbook.getWorksheet(ABOUT_SHEET_NAME)!);
    const at = rows.findIndex((row) => row[0] === 'Polygon Points');
    expect(rows[at + 1]).toEqual(['Selected Areas', '2 submarkets, 2 polygons (East side, drawn)']);
  });

  it('writes a workbook whose parts list both sheets, Results first', async () => {
    const { file } = await exportXlsx(FILTERED, { about: ABOUT });
    const parts = unzipSync(new Uint8Array(file.buffer));
    const text = (name: string) => strFromU8(parts[name]!);
    expect(text('xl/workbook.xml')).toMatch(
      /<sheet name="Results" sheetId="1" r:id="rId1"\/><sheet name="About this export" sheetId="2" r:id="rId2"\/>/,
    );
    const rels = text('xl/_rels/workbook.xml.rels');
    expect(rels).toContain(
      'Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"',
    );
    expect(rels).toContain(
      'Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet2.xml"',
    );
    expect(rels).toContain(
      'Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles"',
    );
    const types = text('[Content_Types].xml');
    expect(types).toContain('PartName="/xl/worksheets/sheet1.xml"');
    expect(types).toContain('PartName="/xl/worksheets/sheet2.xml"');
    expect(text('xl/worksheets/sheet2.xml')).not.toContain('<f>');
  });

  it('leaves the Results sheet as it was: header, leaf rows in sort order, no About rows', async () => {
    const { workbook } = await exportXlsx(FILTERED, { about: ABOUT });
    const results = sheetRows(workbook.worksheets[0]!);
    expect(results[0]).toEqual(PROJECT_COLUMNS.map((column) => column.label));
    expect(results.slice(1).map((row) => [row[0], row[1]])).toEqual([
      ['Maple Tower', 100],
      ['Birch House', 50],
    ]);
  });

  it('without a description from the UI still says the sort, the row count and the export time', async () => {
    const { workbook } = await exportXlsx({ clientParams: {}, sort: null, visibleColumns: null });
    const rows = sheetRows(workbook.getWorksheet(ABOUT_SHEET_NAME)!);
    expect(rows).toEqual([
      ['Sort', 'None (grouped, with totals)'],
      ['Rows', PROJECT_ROWS.length],
      ['Exported At', isoLocalTime(TIMESTAMP)],
    ]);
  });

  it('names the data as-of date when the results carry one', async () => {
    const { workbook } = await exportXlsx(FILTERED, { about: { ...ABOUT, dataAsOf: '2026-09-30' } });
    const rows = sheetRows(workbook.getWorksheet(ABOUT_SHEET_NAME)!);
    expect(rows.at(-2)).toEqual(['Data As Of', '2026-09-30']);
  });

  it('CSV stays a plain table', async () => {
    const prepared = prepareDataset(buildDataset(PROJECT_ROWS, PROJECT_COLUMNS), 'projects');
    const file = await exportView(prepared, runView(prepared, FILTERED), { format: 'csv', about: ABOUT }, null, null);
    const text = new TextDecoder().decode(file.buffer);
    expect(text).not.toContain('Property Sales');
    expect(text.trim().split('\r\n')).toHaveLength(3);
  });
});
