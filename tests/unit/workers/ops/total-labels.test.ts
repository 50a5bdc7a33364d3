import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ColumnDefinition } from '@contract/columns';
import type { SearchRow } from '@contract/search';
import { buildDataset } from '@contract/columnar-dataset';
import { exportView } from '@workers/ops/export-view';
import { displayRowAt, prepareDataset, runView } from '@workers/ops/view';
import type { ViewSpec } from '@contract/engine';
import { csvRows } from '@test-support/csv-rows';
import { placeFields, type Place } from '@test-support/engine-fixtures';

/**
 * Total rows say which level they total (the region Toronto and its municipality Toronto, the
 * region York and Toronto's municipality York), the same in the table and in both exports.
 */

const COLUMNS: ColumnDefinition[] = [
  { key: 'name', label: 'Name', format: 'text', total: { kind: 'none' }, alwaysVisible: true },
  { key: 'suite_count', label: 'Suites', format: 'integer', total: { kind: 'sum' } },
];
const UNSORTED: ViewSpec = { clientParams: {}, sort: null, visibleColumns: null };

const TORONTO_DOWNTOWN: Place = [1, 'Toronto', 101, 'Toronto', 1001, 'Downtown Core'];
const TORONTO_MIDTOWN: Place = [1, 'Toronto', 101, 'Toronto', 1002, 'Midtown'];
const TORONTO_YORK: Place = [1, 'Toronto', 106, 'York', 1060, 'Weston'];
const YORK_VAUGHAN: Place = [2, 'York', 201, 'Vaughan', 2010, 'Woodbridge'];
const YORK_AURORA: Place = [2, 'York', 204, 'Aurora', 2040, 'Aurora'];
const YORK_AURORA_OTHER: Place = [2, 'York', 204, 'Aurora', null, null];
const DURHAM_REGION_AJAX: Place = [3, 'Durham Region', 301, 'Ajax', 3010, 'Ajax'];
const DURHAM_REGION_WHITBY: Place = [3, 'Durham Region', 302, 'Whitby', 3020, 'Whitby'];

let nextId = 1;
function project(place: Place, suites: number): SearchRow {
  const id = nextId++;
  return { id, name: `Project ${id}`, suite_count: suites, ...placeFields(place) };
}

const ROWS = [
  project(TORONTO_DOWNTOWN, 100),
  project(TORONTO_DOWNTOWN, 50),
  project(TORONTO_MIDTOWN, 30),
  project(TORONTO_YORK, 20),
  project(YORK_VAUGHAN, 40),
  project(YORK_AURORA, 10),
  project(YORK_AURORA, 5),
  project(YORK_AURORA_OTHER, 7),
  project(DURHAM_REGION_AJAX, 3),
  project(DURHAM_REGION_WHITBY, 4),
];

function prepared() {
  return prepareDataset(buildDataset(ROWS, COLUMNS), 'projects');
}

function tableTotals(): Array<[string, string, unknown]> {
  const dataset = prepared();
  const view = runView(dataset, UNSORTED);
  return Array.from({ length: view.layout.entries.length }, (_, index) => displayRowAt(dataset, view, index))
    .filter((row) => row.kind !== 'leaf' && row.kind !== 'header')
    .map((row) => [row.kind, row.label, row.values['suite_count']]);
}

describe('total row labels', () => {
  it('name the level they total, so no two total rows read alike', () => {
    expect(tableTotals()).toEqual([
      ['regionTotal', 'Durham Region Total', 7],
      ['submarketTotal', 'Downtown Core Total', 150],
      ['municipalityTotal', 'Toronto Total', 180],
      ['regionTotal', 'Toronto Region Total', 200],
      ['submarketTotal', 'Aurora Submarket Total', 15],
      ['municipalityTotal', 'Aurora Total', 22],
      ['regionTotal', 'York Region Total', 62],
      ['overallTotal', 'Total', 269],
    ]);
    // Toronto's municipality York has one project: its total would repeat the row and is not shown.
    expect(tableTotals().map(([, label]) => label)).not.toContain('York Total');
  });

  it('read the same in the CSV and XLSX exports as in the table', async () => {
    const dataset = prepared();
    const view = runView(dataset, UNSORTED);
    const expected = tableTotals().map(([, label, suites]) => [label, suites]);

    const csv = await exportView(dataset, view, { format: 'csv', timestamp: 0 }, null, null);
    const csvTotals = csvRows(new TextDecoder().decode(csv.buffer))
      .filter((row) => /Total$/.test(row[0] ?? ''))
      .map((row) => [row[0], Number(row[1])]);
    expect(csvTotals).toEqual(expected);

    const xlsx = await exportView(dataset, view, { format: 'xlsx', timestamp: 0 }, null, null);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.buffer);
    const xlsxTotals: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => {
      const label = row.getCell(1).value;
      if (typeof label === 'string' && /Total$/.test(label)) xlsxTotals.push([label, row.getCell(2).value]);
    });
    expect(xlsxTotals).toEqual(expected);
  });
});
