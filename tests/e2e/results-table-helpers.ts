import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';

/** Helpers of the search journeys that read the results table, its exports and the form's selects. */

/** Display rows of the results table (aria-rowcount counts the header rows too). */
export async function displayRowCount(table: Locator): Promise<number> {
  return Number(await table.getAttribute('aria-rowcount')) - (await table.locator('thead tr').count());
}

/** Picks an option of a (multi)select by its label, then closes the list. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** The first sheet of an exported XLSX as rows of cell values, read back with exceljs. */
export async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
