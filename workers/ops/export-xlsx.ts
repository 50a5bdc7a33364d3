/**
 * XLSX export written as a stream of SpreadsheetML into fflate's streaming zip.
 *
 * Why not exceljs: its in-memory writer took about 1.6 s and 360 MB for 10,000 rows and 14 s and
 * 2.4 GB for 100,000 here (README "Exports: which writer and why"), beyond the budgets (600 ms; under 5 s and 500 MB), and its
 * streaming writer runs only in Node. This writer streams one worksheet, a fixed style table
 * (fills per row level, native number formats) and deflates rows as they are written (natively
 * where the platform can, zip-entry.ts), so memory holds the compressed file plus one batch of
 * XML. Data cells' texts are shared strings (`t="s"`, xl/sharedStrings.xml, written last): a text
 * is written once however many cells show it, and a cell is its index; a striped row carries its
 * fill as the row's style, so its empty cells are not written. Small sheets (the "About this
 * export" sheet) follow the streamed one, written whole with inline strings. The files are read
 * back with exceljs and LibreOffice in tests/unit/workers/ops/export-xlsx.test.ts and exports.test.ts.
 */
import { Zip, ZipDeflate } from 'fflate';
import { deflatedEntry, NATIVE_DEFLATE } from './zip-entry';
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
const SHARED_STRINGS_PART = 'xl/sharedStrings.xml';

/** Content types, the workbook and its relationships list every sheet, in order (sheet1 first), then the shared strings. */
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
    `<Override PartName="/${SHARED_STRINGS_PART}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>` +
    '</Types>'
  );
}

const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>';

/** Sheet n is relationship rIdn; the styles follow the last sheet, then the shared strings. */
function workbookRelsXml(sheetCount: number): string {
  let sheets = '';
  for (let n = 1; n <= sheetCount; n++)
    sheets += `<Relationship Id="rId${n}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${n}.xml"/>`;
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    sheets +
    `<Relationship Id="rId${sheetCount + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>` +
    `<Relationship Id="rId${sheetCount + 2}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>` +
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

/**
 * Cells with inline strings (the small sheets): everything after `<c r=".." s=".."`. The
 * streamed sheet's leaf cells use its writer's `cell` encoder (shared strings).
 */
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
  /**
   * Encodes a leaf cell's value for writeEncodedRow: a text becomes a shared string of this
   * workbook (an index), a number its value.
   */
  readonly cell: CellEncoder;
  /** Appends a row (header, group header or total). */
  writeRow(row: ExportRow): void;
  /** Appends a data row whose cells were encoded with `cell`. */
  writeEncodedRow(style: RowStyle, cells: readonly string[]): void;
  /** Deflates the rows appended so far; resolves when the compressor takes more. */
  flush(): Promise<void>;
  /** Closes the sheet, writes the shared strings and closes the zip; resolves to the file. */
  finish(): Promise<ArrayBuffer>;
}

/** The shared strings of a workbook: each text once, in the order first written (its index). */
class SharedStrings {
  private readonly indexes = new Map<string, number>();
  readonly texts: string[] = [];

  indexOf(text: string): number {
    let index = this.indexes.get(text);
    if (index === undefined) {
      index = this.texts.length;
      this.texts.push(text);
      this.indexes.set(text, index);
    }
    return index;
  }

  /** The part's XML, written into `sink` a piece at a time. */
  write(sink: ByteSink, flush: () => Promise<void>): Promise<void> {
    sink.text(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" uniqueCount="${this.texts.length}">`,
    );
    const texts = this.texts;
    const step = async (from: number): Promise<void> => {
      const to = Math.min(texts.length, from + SHARED_STRINGS_PER_FLUSH);
      for (let index = from; index < to; index++)
        sink.text(`<si><t xml:space="preserve">${escapeXml(texts[index]!)}</t></si>`);
      if (to < texts.length) {
        await flush();
        return step(to);
      }
      sink.text('</sst>');
    };
    return step(0);
  }
}

/** Shared strings written between two hand-overs to the compressor. */
const SHARED_STRINGS_PER_FLUSH = 20_000;

export interface XlsxWriterOptions {
  /** Deflate natively (CompressionStream) where the platform can; false: fflate's deflate (tests compare both). */
  nativeDeflate?: boolean;
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
  options: XlsxWriterOptions = {},
): XlsxWriter {
  const native = options.nativeDeflate ?? NATIVE_DEFLATE;
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

  // Level 1 for fflate's deflate: the sheet is most of the bytes, and speed matters more than a
  // few percent. The platform's zlib (its default level) is faster still.
  const sheet = deflatedEntry('xl/worksheets/sheet1.xml', 1, native);
  zip.add(sheet);
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
  /** A striped row's fill is its row style: its empty cells take it without being written. */
  const stripeRow = ` s="${styleIndex('stripe', 'general')}" customFormat="1">`;
  const strings = new SharedStrings();
  let rowNumber = 0;
  // Rows go to bytes as they are written: a batch held as one long string, then encoded whole,
  // cost Chromium's TextEncoder about as much as deflating it.
  const pending = new ByteSink(PENDING_BYTES);
  pending.text(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
      colsXml(columnWidths) +
      '<sheetData>',
  );
  const check = () => {
    if (failure !== null) throw failure;
  };
  const flushTo = async (entry: typeof sheet) => {
    if (pending.length === 0) return;
    await entry.push(pending.drain());
    check();
  };
  return {
    cell: {
      text: (value) => ` t="s"><v>${strings.indexOf(value)}</v></c>`,
      number: XLSX_CELL.number,
      empty: '',
    },
    writeRow(row) {
      pending.text(rowXml(row, ++rowNumber, letters, numberStyles));
    },
    writeEncodedRow(style, cells) {
      const number = ++rowNumber;
      const styles = leafStyleOf(style);
      // Empty cells are left out of plain and striped rows; other styles' fills need every cell.
      const writesEmpty = style !== 'plain' && style !== 'stripe';
      let xml = style === 'stripe' ? `<row r="${number}"${stripeRow}` : `<row r="${number}">`;
      for (let c = 0; c < cells.length; c++) {
        const cell = cells[c]!;
        if (cell === '') {
          if (writesEmpty) xml += `<c r="${letters[c]}${number}" s="${styles[c]}"/>`;
        } else xml += `<c r="${letters[c]}${number}" s="${styles[c]}"${cell}`;
      }
      pending.text(`${xml}</row>`);
    },
    flush: () => flushTo(sheet),
    async finish() {
      pending.text('</sheetData></worksheet>');
      await sheet.push(pending.drain(), true);
      check();
      // Added once the streamed sheet is closed, so the zip never holds two open entries.
      smallSheets.forEach((small, index) => addFile(`xl/worksheets/sheet${index + 2}.xml`, smallSheetXml(small)));
      const shared = deflatedEntry(SHARED_STRINGS_PART, 6, native);
      zip.add(shared);
      await strings.write(pending, () => flushTo(shared));
      await shared.push(pending.drain(), true);
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
