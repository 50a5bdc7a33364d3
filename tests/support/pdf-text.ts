import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PDF read back with poppler-utils: what a reader of the file gets. */
export interface PdfText {
  /** pdfinfo's page count. */
  pageCount: number;
  /** pdfinfo's Title. */
  title: string | null;
  /** Each page's text (pdftotext -layout). */
  pages: string[];
  /** Per page, the bottom of its lowest word and the page's height (pt, from pdftotext -bbox). */
  lowest: Array<{ bottom: number; height: number }>;
}

/** Reads the PDF at `file` with pdfinfo and pdftotext. */
export function readPdfText(file: string): PdfText {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const pages = text.split('\f');
  if (pages.at(-1)?.trim() === '') pages.pop();
  const boxes = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8', maxBuffer: 256 << 20 });
  const lowest = boxes
    .split('<page ')
    .slice(1)
    .map((page) => ({
      height: Number(/height="([\d.]+)"/.exec(page)?.[1]),
      bottom: Math.max(0, ...[...page.matchAll(/yMax="([\d.]+)"/g)].map((match) => Number(match[1]))),
    }));
  return {
    pageCount: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
    title: /^Title:\s+(.*)$/m.exec(info)?.[1] ?? null,
    pages,
    lowest,
  };
}

/** Writes the bytes to a fresh folder under TMPDIR as `name`, reads them back, removes the folder. */
export function readPdfBytes(bytes: Uint8Array, name = 'saved.pdf'): PdfText {
  const folder = mkdtempSync(join(process.env['TMPDIR'] ?? tmpdir(), 'pdf-text-'));
  try {
    const file = join(folder, name);
    writeFileSync(file, bytes);
    return readPdfText(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
