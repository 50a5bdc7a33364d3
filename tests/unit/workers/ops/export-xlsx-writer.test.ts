import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ViewSpec } from '@contract/engine';
import { buildDataset } from '@contract/columnar-dataset';
import { exportView } from '@workers/ops/export-view';
import { ROW_FILLS } from '@workers/ops/export-xlsx';
import { NATIVE_DEFLATE } from '@workers/ops/zip-entry';
import { prepareDataset, runView } from '@workers/ops/view';
import { PROJECT_COLUMNS, PROJECT_ROWS } from '@test-support/engine-fixtures';

// Every row with an empty cell (its last column), so striped rows have cells the writer leaves out.
const EMPTY_COLUMN = PROJECT_COLUMNS.at(-1)!.key;
const ROWS = PROJECT_ROWS.map((row) => ({ ...row, [EMPTY_COLUMN]: null }));
const UNSORTED: ViewSpec = { clientParams: {}, sort: null, visibleColumns: null };
const TIMESTAMP = Date.UTC(2026, 10, 21, 9, 5, 7);

async function xlsx(nativeDeflate: boolean) {
  const prepared = prepareDataset(buildDataset(ROWS, PROJECT_COLUMNS), 'projects');
  const view = runView(prepared, UNSORTED);
  const file = await exportView(prepared, view, { format: 'xlsx', timestamp: TIMESTAMP }, null, null, {
    nativeDeflate,
  });
  return { file, view };
}

describe('XLSX writer', () => {
  it('runs where the platform deflates natively (CompressionStream), as the engine worker does', () => {
    expect(NATIVE_DEFLATE).toBe(true);
  });

  it('writes the same parts whether the platform or fflate deflates them', async () => {
    const native = unzipSync(new Uint8Array((await xlsx(true)).file.buffer));
    const script = unzipSync(new Uint8Array((await xlsx(false)).file.buffer));
    expect(Object.keys(native).sort()).toEqual(Object.keys(script).sort());
    for (const name of Object.keys(script)) expect(strFromU8(native[name]!)).toBe(strFromU8(script[name]!));
  });

  it('fills every cell of a striped row, the empty ones by the row style, and no cell of a plain row', async () => {
    const { file, view } = await xlsx(true);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.buffer);
    const sheet = workbook.worksheets[0]!;
    const { entries, stripes } = view.layout;
    let striped = 0;
    let emptyStriped = 0;
    for (let index = 0; index < entries.length; index++) {
      if (entries[index]! < 0) continue;
      const row = sheet.getRow(index + 2);
      for (let column = 1; column <= PROJECT_COLUMNS.length; column++) {
        const cell = row.getCell(column);
        const fill = cell.fill?.type === 'pattern' ? cell.fill.fgColor?.argb : undefined;
        expect(fill).toBe(stripes[index] === 1 ? ROW_FILLS.stripe! : undefined);
        if (stripes[index] === 1) {
          striped++;
          if (cell.value === null) emptyStriped++;
        }
      }
    }
    // The fixture has striped rows with empty cells: the row style is what fills them.
    expect(striped).toBeGreaterThan(0);
    expect(emptyStriped).toBeGreaterThan(0);
  });

  it("keeps each data text once in the shared strings, read back as each cell's text", async () => {
    const { file } = await xlsx(true);
    const parts = unzipSync(new Uint8Array(file.buffer));
    const shared = [...strFromU8(parts['xl/sharedStrings.xml']!).matchAll(/<si><t[^>]*>(.*?)<\/t><\/si>/gs)].map(
      (match) => match[1],
    );
    expect(new Set(shared).size).toBe(shared.length);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.buffer);
    const names = new Set<unknown>();
    workbook.worksheets[0]!.eachRow((row) => names.add(row.getCell(1).value));
    for (const row of ROWS) expect(names).toContain(row['name']);
  });
});
