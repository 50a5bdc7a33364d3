import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Download, type Page } from '@playwright/test';

/**
 * Reads a saved PDF with poppler-utils: its page count and size (pdfinfo), and how much of each
 * page carries ink (pdftoppm page images), so a test can tell a page with content from a blank one.
 */

export interface PdfPages {
  pages: number;
  title: string | null;
  letter: boolean;
  /** Per page, the share of pixels darker than near-white below the header band. */
  ink: number[];
}

/** Resolution of the page images (dots per inch). */
export const DPI = 30;
/** The header line at the top of each page (margin 0.1 in + header 0.25 in), left out of the ink count. */
const HEADER_BAND_IN = 0.35;

/**
 * Fraction of pixels darker than near-white below the header band, in a binary PGM (P5, 8-bit)
 * from `pdftoppm -gray`: a page that is only its header line scores 0.
 */
export function inkFraction(pgm: Buffer): number {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  if (header === null) throw new Error('not a binary PGM');
  const [whole, width, height] = header;
  const skip = Number(width) * Math.ceil(HEADER_BAND_IN * DPI);
  const pixels = pgm.subarray(whole.length + skip, whole.length + Number(width) * Number(height));
  let ink = 0;
  for (const value of pixels) if (value < 240) ink++;
  return ink / pixels.length;
}

/** `file` read by pdfinfo and rendered by pdftoppm into `folder` (which should hold nothing else). */
export function readPdfPages(file: string, folder: string): PdfPages {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  execFileSync('pdftoppm', ['-gray', '-r', String(DPI), file, join(folder, 'page')]);
  const images = readdirSync(folder)
    .filter((name) => name.endsWith('.pgm'))
    .sort();
  return {
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
    title: /^Title:\s+(.*)$/m.exec(info)?.[1] ?? null,
    letter: /^Page size:\s+612 x 792 pts \(letter\)/m.test(info),
    ink: images.map((image) => inkFraction(readFileSync(join(folder, image)))),
  };
}

/** Starts recording UI-thread long tasks in the page; the returned function reads their durations (ms). */
async function recordLongTasks(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const tasks: number[] = [];
    (window as unknown as { pdfLongTasks: number[] }).pdfLongTasks = tasks;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({
      type: 'longtask',
    });
  });
  return () => page.evaluate(() => (window as unknown as { pdfLongTasks: number[] }).pdfLongTasks);
}

export interface SavedPdf {
  download: Download;
  /** From the click to the download, in ms. */
  savedInMs: number;
  /** UI-thread long tasks from the click until the button is enabled again (ms each). */
  longTasks: number[];
}

/**
 * Clicks 'Save as PDF' and waits for the file: the progress shows and the button is disabled while
 * it runs, enabled again after. Long tasks are recorded meanwhile (one page's html2canvas pass is
 * one task on the UI thread), for the test to report.
 */
export async function saveAsPdf(page: Page, timeoutMs: number): Promise<SavedPdf> {
  const readLongTasks = await recordLongTasks(page);
  const started = Date.now();
  const downloading = page.waitForEvent('download', { timeout: timeoutMs });
  const save = page.getByRole('button', { name: 'Save as PDF' });
  await save.click();
  await expect(page.getByRole('status', { name: 'PDF progress' })).toBeVisible();
  await expect(save).toBeDisabled();
  const download = await downloading;
  const savedInMs = Date.now() - started;
  await expect(save).toBeEnabled({ timeout: 30_000 });
  return { download, savedInMs, longTasks: await readLongTasks() };
}

/** "saved in 12,345 ms; 3 UI-thread long tasks, longest 4,567 ms (…)" for a test's log. */
export function pdfTimingText({ savedInMs, longTasks }: SavedPdf): string {
  return (
    `saved in ${savedInMs} ms; ${longTasks.length} UI-thread long tasks, ` +
    `longest ${Math.round(Math.max(0, ...longTasks))} ms (${longTasks.map(Math.round).join(', ')})`
  );
}
