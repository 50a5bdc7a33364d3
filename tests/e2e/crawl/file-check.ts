import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { csvRows } from '@test-support/csv-rows';

/**
 * Does a file open as what it says it is? A PDF is read by pdfinfo (poppler-utils), an XLSX by
 * exceljs, a CSV is parsed; the kind comes from the content type or the file name, and when both
 * are known they must agree. Returns null when the file opens, else why not.
 */

const run = promisify(execFile);

export type FileKind = 'pdf' | 'xlsx' | 'xls' | 'csv' | 'html' | 'json' | 'svg' | 'image' | 'text';

const KIND_OF_TYPE: ReadonlyArray<[RegExp, FileKind]> = [
  [/^application\/pdf\b/, 'pdf'],
  [/^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet\b/, 'xlsx'],
  [/^application\/vnd\.ms-excel\b/, 'xls'],
  [/^text\/csv\b/, 'csv'],
  [/^text\/html\b/, 'html'],
  [/^application\/json\b/, 'json'],
  [/^image\/svg\+xml\b/, 'svg'],
  [/^image\//, 'image'],
  [/^text\/plain\b/, 'text'],
];

const KIND_OF_EXTENSION: Readonly<Record<string, FileKind>> = {
  pdf: 'pdf',
  xlsx: 'xlsx',
  xls: 'xls',
  csv: 'csv',
  html: 'html',
  json: 'json',
  svg: 'svg',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
};

export function kindOfContentType(contentType: string | undefined): FileKind | null {
  const type = (contentType ?? '').toLowerCase();
  return KIND_OF_TYPE.find(([pattern]) => pattern.test(type))?.[1] ?? null;
}

/** The kind a file name or URL path claims by its extension (null when it has none we know). */
export function kindOfName(name: string): FileKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase();
  return extension === undefined ? null : (KIND_OF_EXTENSION[extension] ?? null);
}

let scratch: Promise<string> | null = null;
function scratchFolder(): Promise<string> {
  scratch ??= mkdtemp(join(tmpdir(), 'link-check-files-'));
  return scratch;
}

export async function removeScratch(): Promise<void> {
  if (scratch !== null) await rm(await scratch, { recursive: true, force: true });
  scratch = null;
}

let fileNumber = 0;

/** Null when `body` opens as `kind`, else the reason it does not. */
export async function fileProblem(kind: FileKind, body: Buffer): Promise<string | null> {
  if (body.length === 0) return 'the file is empty';
  try {
    switch (kind) {
      case 'pdf': {
        const file = join(await scratchFolder(), `file-${++fileNumber}.pdf`);
        await writeFile(file, body);
        const { stdout } = await run('pdfinfo', [file]);
        const pages = Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1] ?? 0);
        return pages >= 1 ? null : 'pdfinfo reads no page';
      }
      case 'xlsx': {
        const workbook = new ExcelJS.Workbook();
        // exceljs's types predate Node's generic Buffer; it reads a Buffer as it does an ArrayBuffer.
        await workbook.xlsx.load(body as unknown as ArrayBuffer);
        return workbook.worksheets.length > 0 ? null : 'exceljs reads no worksheet';
      }
      case 'xls':
        // A real .xls (BIFF) starts with the OLE2 signature; nothing here reads it further.
        return body.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))
          ? null
          : 'the body is not an Excel 97-2003 file';
      case 'csv': {
        const rows = csvRows(body.toString('utf8').replace(/^\uFEFF/, ''));
        return rows.length > 0 && rows[0]!.length > 0 ? null : 'the CSV has no rows';
      }
      case 'json':
        JSON.parse(body.toString('utf8'));
        return null;
      case 'svg':
        return /<svg[\s>]/.test(body.subarray(0, 2000).toString('utf8')) ? null : 'the body is not an SVG picture';
      case 'html':
      case 'image':
      case 'text':
        return null;
    }
  } catch (error) {
    // pdfinfo says why on its standard error; exceljs and JSON in their message.
    const stderr = (error as { stderr?: string }).stderr?.trim();
    const why = stderr || (error instanceof Error ? error.message : String(error));
    return `it does not open as ${kind.toUpperCase()}: ${why.split('\n')[0]}`;
  }
}
