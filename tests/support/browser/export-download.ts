import ExcelJS from 'exceljs';
import { expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ABOUT_SHEET_NAME } from '@workers/ops/export-about';
import { DOWNLOAD_LABEL } from '@src/components/results-table/results-table-constants';

const POLL = { timeout: 20_000 };

/** Files the Download button saves: their blobs, read before the object URL is revoked. */
export function captureDownloads(): Blob[] {
  const blobs: Blob[] = [];
  const createObjectURL = URL.createObjectURL.bind(URL);
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    if (blob instanceof Blob) blobs.push(blob);
    return createObjectURL(blob);
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return blobs;
}

/** The sheets of an XLSX file and its About sheet's rows, label to value. */
export async function readAboutSheet(blob: Blob): Promise<{ sheetNames: string[]; about: Map<string, unknown> }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  const about = new Map<string, unknown>();
  workbook.getWorksheet(ABOUT_SHEET_NAME)?.eachRow((row) => {
    about.set(String(row.getCell(1).value), row.getCell(2).value);
  });
  return { sheetNames: workbook.worksheets.map((sheet) => sheet.name), about };
}

/** Clicks the (enabled) Download button, which exports XLSX, and reads the About sheet back. */
export async function downloadAboutSheet(): Promise<{ sheetNames: string[]; about: Map<string, unknown> }> {
  const download = page.getByRole('button', { name: DOWNLOAD_LABEL });
  await expect.element(download, POLL).toBeEnabled();
  const blobs = captureDownloads();
  await download.click();
  await expect.poll(() => blobs.length, POLL).toBe(1);
  return readAboutSheet(blobs[0]!);
}
