/**
 * XLSX export written as a stream of SpreadsheetML into fflate's streaming zip.
 *
 * Why not exceljs: its in-memory writer took about 1.6 s and 360 MB for 10,000 rows and 14 s and
 * 2.4 GB for 100,000 here (README "Exports: which writer and why"), beyond the budgets (600 ms; under 5 s and 500 MB), and its
 * streaming writer runs only in Node. This writer streams one worksheet with inline strings, a
 * fixed style table (fills per row level, native number formats) and deflates rows as they are
 * written, so memory holds the compressed file plus one batch of XML. Small sheets (the "About
 * this export" sheet) follow the streamed one, written whole. The files are read back
 * with exceljs and LibreOffice in tests/unit/workers/ops/export-xlsx.test.ts.
 */
import { Zip, ZipDeflate } from 'fflate';
import { ByteSink } from './byte-sink';
import { numberText } from './export-csv';
import type { CellEncoder, ExportRow, NumberStyle, RowStyle } from './export-table';

const NUMBER_FORMATS: Record<NumberStyle, { id: number; code: string | null }> = {
  general: { id: 0, code: null },
  integer: { id: 164, code: '#,##0' },
  // Years without thousands grouping, as in the table (MEASURES.md "Display").
  year: { id: 170, code: '0' },
  currency: { id: 165, code: '"$"#,##0' },
  currencyWithCents: { id: 166, code: '"$"#,##0.00' },
  percent: { id: 167, code: '0.0%' },
  twoDecimals: { id: 168, code: '#,##0.00' },
  decimal: { id: 169, code: '#,##0.##' },
};
const NUMBER_STYLES = Object.keys(NUMBER_FORMATS) as NumberStyle[];

/** ARGB fills from the theme (part 1 §9): primary #102c40, secondary #4D728C, accent #92ccd2. */
export const ROW_FILLS: Record<RowStyle, string | null> = {
  plain: null,
  stripe: 'FFF2F2F2',
  region: 'FF102C40',
  municipality: 'FF4D728C',
  submarket: 'FF92CCD2',
  columnHeader: 'FF102C40',
};
const ROW_STYLES = Object.keys(ROW_FILLS) as RowStyle[];

/** Font per row style: 0 normal, 1 bold white, 2 bold. */
export const ROW_FONT: Record<RowStyle, number> = {
  plain: 0,
  stripe: 0,
  region: 1,
  municipality: 1,
  submarket: 2,
  columnHeader: 1,
};

const ROW_STYLE_INDEX = new Map(ROW_STYLES.map((style, index) => [style, index]));
const NUMBER_STYLE_INDEX = new Map(NUMBER_STYLES.map((style, index) => [style, index]));

function styleIndex(row: RowStyle, number: NumberStyle): number {
  return ROW_STYLE_INDEX.get(row)! * NUMBER_STYLES.length + NUMBER_STYLE_INDEX.get(number)!;
}

function stylesXml(): string {
  const numFmts = NUMBER_STYLES.filter((style) => NUMBER_FORMATS[style].code !== null)
    .map(
      (style) =>
        `<numFmt numFmtId="${NUMBER_FORMATS[style].id}" formatCode="${escapeXml(NUMBER_FORMATS[style].code!)}"/>`,
    )
    .join('');
  const fills = ['<fill><patternFill patternType="none"/></fill>', '<fill><patternFill patternType="gray125"/></fill>'];
  const fillIdOf = new Map<RowStyle, number>();
  for (const style of ROW_STYLES) {
    const color = ROW_FILLS[style];
    if (color === null) {
      fillIdOf.set(style, 0);
      continue;
    }
    fillIdOf.set(style, fills.length);
    fills.push(
      `<fill><patternFill patternType="solid"><fgColor rgb="${color}"/><bgColor indexed="64"/></patternFill></fill>`,
    );
  }
  const fonts = [
    '<font><sz val="11"/><name val="Calibri"/></font>',
    '<font><b/><sz val="11"/><color rgb="FFFFFFFF"/><name val="Calibri"/></font>',
    '<font><b/><sz val="11"/><name val="Calibri"/></font>',
  ];
  const xfs: string[] = [];
  for (const row of ROW_STYLES) {
    for (const number of NUMBER_STYLES) {
      const fillId = fillIdOf.get(row)!;
      const fontId = ROW_FONT[row];
      xfs.push(
        `<xf numFmtId="${NUMBER_FORMATS[number].id}" fontId="${fontId}" fillId="${fillId}" borderId="0" xfId="0"` +
          `${NUMBER_FORMATS[number].id !== 0 ? ' applyNumberFormat="1"' : ''}${fillId !== 0 ? ' applyFill="1"' : ''}${fontId !== 0 ? ' applyFont="1"' : ''}/>`,
      );
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `<numFmts count="${NUMBER_STYLES.length - 1}">${numFmts}</numFmts>` +
    `<fonts count="${fonts.length}">${fonts.join('')}</fonts>` +
    `<fills count="${fills.length}">${fills.join('')}</fills>` +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}

const WORKSHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';

/** Content types, the workbook and its relationships list every sheet, in order (sheet1 first). */
function contentTypesXml(sheetCount: number): string {
  let sheets = '';
  for (let n = 1; n <= sheetCount; n++)
    sheets += `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="${WORKSHEET_TYPE}"/>`;
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    sheets +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '</Types>'
  );
}

const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>';

/** Sheet n is relationship rIdn; the styles follow the last sheet. */
function workbookRelsXml(sheetCount: number): string {
  let sheets = '';
  for (let n = 1; n <= sheetCount; n++)
    sheets += `<Relationship Id="rId${n}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${n}.xml"/>`;
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    sheets +
    `<Relationship Id="rId${sheetCount + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>` +
    '</Relationships>'
  );
}

function workbookXml(sheetNames: readonly string[]): string {
  const sheets = sheetNames
    .map((name, index) => `<sheet name="${escapeXml(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`)
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    `<sheets>${sheets}</sheets>` +
    '</workbook>'
  );
}

// XML 1.0 forbids most control characters even when escaped, so they are dropped.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

// eslint-disable-next-line no-control-regex -- control characters must be found to be dropped
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

export function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

function rowXml(row: ExportRow, rowNumber: number, letters: string[], numberStyles: NumberStyle[]): string {
  let xml = `<row r="${rowNumber}">`;
  const rowStyle = row.style;
  for (let c = 0; c < row.values.length; c++) {
    const value = row.values[c]!;
    const style = styleIndex(rowStyle, rowStyle === 'columnHeader' ? 'general' : numberStyles[c]!);
    if (value === null) {
      if (rowStyle !== 'plain') xml += `<c r="${letters[c]}${rowNumber}" s="${style}"/>`;
    } else if (typeof value === 'number') {
      xml += `<c r="${letters[c]}${rowNumber}" s="${style}"><v>${value}</v></c>`;
    } else {
      xml += `<c r="${letters[c]}${rowNumber}" s="${style}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
    }
  }
  return `${xml}</row>`;
}

/** Leaf cells for `XlsxWriter.writeEncodedRow`: everything after `<c r=".." s=".."`. */
export const XLSX_CELL: CellEncoder = {
  text: (value) => ` t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`,
  number: (value) => `><v>${numberText(value)}</v></c>`,
  empty: '',
};

/**
 * A small sheet written after the streamed one (the "About this export" sheet): label/value
 * rows. Text goes through XLSX_CELL, as the streamed sheet's does, so a value is never a
 * formula; numbers keep a native number format.
 */
export interface XlsxSmallSheet {
  name: string;
  /** In characters. */
  columnWidths: number[];
  rows: ReadonlyArray<ReadonlyArray<string | number>>;
}

function colsXml(columnWidths: readonly number[]): string {
  const cols = columnWidths
    .map(
      (width, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${Math.min(60, Math.max(8, width))}" customWidth="1"/>`,
    )
    .join('');
  return cols === '' ? '' : `<cols>${cols}</cols>`;
}

function smallSheetXml(sheet: XlsxSmallSheet): string {
  const textStyle = styleIndex('plain', 'general');
  const numberStyle = styleIndex('plain', 'integer');
  const rows = sheet.rows
    .map((cells, r) => {
      const number = r + 1;
      const xml = cells
        .map((value, c) => {
          const ref = `${columnLetters(c)}${number}`;
          return typeof value === 'number'
            ? `<c r="${ref}" s="${numberStyle}"${XLSX_CELL.number(value)}`
            : `<c r="${ref}" s="${textStyle}"${XLSX_CELL.text(value)}`;
        })
        .join('');
      return `<row r="${number}">${xml}</row>`;
    })
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    colsXml(sheet.columnWidths) +
    `<sheetData>${rows}</sheetData></worksheet>`
  );
}

export interface XlsxWriter {
  /** Appends a row (header, group header or total). */
  writeRow(row: ExportRow): void;
  /** Appends a data row whose cells were encoded with XLSX_CELL. */
  writeEncodedRow(style: RowStyle, cells: readonly string[]): void;
  /** Deflates the rows appended so far. */
  flush(): void;
  /** Closes the sheet and the zip; returns the file. */
  finish(): ArrayBuffer;
}

const encoder = new TextEncoder();
/** The row buffer's first size: a batch of rows (export-view.ts) is a few megabytes; it grows as needed. */
const PENDING_BYTES = 1 << 20;

/**
 * Starts a workbook whose first sheet is streamed. `columnWidths` in characters; the first row
 * (the column header) is frozen so it stays visible while scrolling. `smallSheets` follow it,
 * written whole when the file is finished.
 */
export function createXlsxWriter(
  sheetName: string,
  columnWidths: number[],
  numberStyles: NumberStyle[],
  smallSheets: readonly XlsxSmallSheet[] = [],
): XlsxWriter {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  const addFile = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(encoder.encode(text), true);
  };
  const sheetCount = 1 + smallSheets.length;
  addFile('[Content_Types].xml', contentTypesXml(sheetCount));
  addFile('_rels/.rels', ROOT_RELS);
  addFile('xl/workbook.xml', workbookXml([sheetName, ...smallSheets.map((sheet) => sheet.name)]));
  addFile('xl/_rels/workbook.xml.rels', workbookRelsXml(sheetCount));
  addFile('xl/styles.xml', stylesXml());

  // Level 1 deflate: the sheet is most of the bytes, and speed matters more than a few percent.
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 1 });
  zip.add(sheet);
  sheet.push(
    encoder.encode(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
        '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
        colsXml(columnWidths) +
        '<sheetData>',
    ),
  );
  const letters = columnWidths.map((_, index) => columnLetters(index));
  const leafStyles = new Map<RowStyle, string[]>();
  const leafStyleOf = (style: RowStyle) => {
    let styles = leafStyles.get(style);
    if (styles === undefined) {
      styles = numberStyles.map((numberStyle) => String(styleIndex(style, numberStyle)));
      leafStyles.set(style, styles);
    }
    return styles;
  };
  let rowNumber = 0;
  // Rows go to bytes as they are written: a batch held as one long string, then encoded whole,
  // cost Chromium's TextEncoder about as much as deflating it.
  const pending = new ByteSink(PENDING_BYTES);
  const check = () => {
    if (failure !== null) throw failure;
  };
  return {
    writeRow(row) {
      pending.text(rowXml(row, ++rowNumber, letters, numberStyles));
    },
    writeEncodedRow(style, cells) {
      const number = ++rowNumber;
      const styles = leafStyleOf(style);
      let xml = `<row r="${number}">`;
      for (let c = 0; c < cells.length; c++) {
        const cell = cells[c]!;
        if (cell === '') {
          if (style !== 'plain') xml += `<c r="${letters[c]}${number}" s="${styles[c]}"/>`;
        } else xml += `<c r="${letters[c]}${number}" s="${styles[c]}"${cell}`;
      }
      pending.text(`${xml}</row>`);
    },
    flush() {
      if (pending.length === 0) return;
      sheet.push(pending.drain());
      check();
    },
    finish() {
      pending.text('</sheetData></worksheet>');
      sheet.push(pending.drain(), true);
      // Added once the streamed sheet is closed, so the zip never holds two open entries.
      smallSheets.forEach((small, index) => addFile(`xl/worksheets/sheet${index + 2}.xml`, smallSheetXml(small)));
      zip.end();
      check();
      let length = 0;
      for (const chunk of chunks) length += chunk.length;
      const output = new Uint8Array(length);
      let offset = 0;
      for (const chunk of chunks) {
        output.set(chunk, offset);
        offset += chunk.length;
      }
      return output.buffer;
    },
  };
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
