import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { AttachmentResponse } from '@contract/urban-reports';
import {
  loggedInFixtures,
  POLL,
  renderShell,
  resetShellState,
  type Fixtures,
} from '@test-support/browser/shell-harness';
import { report, REPORTS } from './report-fixtures';

const REPORTS_PATH = '/api/v1/urban/quarterly/reports';

/** What the page saved: the download name and the bytes behind the object URL. */
interface Saved {
  name: string;
  text: string;
}

let saved: Saved[] = [];

beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  const createObjectURL = URL.createObjectURL.bind(URL);
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = createObjectURL(blob);
    blobs.set(url, blob as Blob);
    return url;
  });
  // The anchor's click would start a real download; the name and the bytes are what matter.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (this.download && blob) void blob.text().then((text) => saved.push({ name: this.download, text }));
  });
});

afterEach(() => resetShellState());

const base64 = (text: string) => btoa(text);

function attachment(fileName: string, text: string): AttachmentResponse {
  return { data: base64(text), fileName };
}

function reportFixtures(extra: Fixtures = {}): Fixtures {
  return {
    ...loggedInFixtures(),
    [REPORTS_PATH]: { body: REPORTS },
    '/api/v1/urban/attachment/report-2026-q3.pdf': { body: attachment('report-2026-q3.pdf', '%PDF whole report') },
    '/api/v1/urban/attachment/report-2026-q3-new-sales.pdf': {
      body: attachment('report-2026-q3-new-sales.pdf', '%PDF section'),
    },
    '/api/v1/urban/attachment/report-2026-q3-new-sales.xlsx': {
      body: attachment('report-2026-q3-new-sales.xlsx', 'PK section sheet'),
    },
    ...extra,
  };
}

describe('/analysis/current (part 2 §2.13)', () => {
  test('the current report: title with year and quarter, Current, body without tags, sections; no past reports', async () => {
    await renderShell('/analysis/current', reportFixtures());
    await expect.element(page.getByRole('heading', { name: '2026 Q3 Quarterly Report' }), POLL).toBeVisible();
    await expect.element(page.getByText('Current', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Summary of 2026 Q3 & more.')).toBeVisible();
    expect(document.querySelector('main b')).toBeNull();
    await expect.element(page.getByRole('heading', { name: 'New Sales 2026 Q3' })).toBeVisible();
    await expect.element(page.getByText('Sales body 2026 Q3')).toBeVisible();
    expect(page.getByRole('heading', { name: 'Past Reports' }).elements()).toHaveLength(0);
  });

  test('Download Pdf and the section PDF and XLS save under the names the answers give', async () => {
    await renderShell('/analysis/current', reportFixtures());
    await page.getByRole('button', { name: 'Download Pdf' }).click();
    await expect.poll(() => saved).toEqual([{ name: 'report-2026-q3.pdf', text: '%PDF whole report' }]);
    await page.getByRole('button', { name: 'New Sales 2026 Q3 PDF' }).click();
    await page.getByRole('button', { name: 'New Sales 2026 Q3 XLS' }).click();
    await expect
      .poll(() => saved.map((file) => file.name).sort())
      .toEqual(['report-2026-q3-new-sales.pdf', 'report-2026-q3-new-sales.xlsx', 'report-2026-q3.pdf']);
    expect(saved.find((file) => file.name.endsWith('.xlsx'))?.text).toBe('PK section sheet');
  });

  test('an answer without a file name is saved as report.pdf', async () => {
    await renderShell(
      '/analysis/current',
      reportFixtures({ '/api/v1/urban/attachment/report-2026-q3.pdf': { body: attachment('', '%PDF unnamed') } }),
    );
    await page.getByRole('button', { name: 'Download Pdf' }).click();
    await expect.poll(() => saved).toEqual([{ name: 'report.pdf', text: '%PDF unnamed' }]);
  });

  test('a failed attachment download is logged only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderShell(
      '/analysis/current',
      reportFixtures({ '/api/v1/urban/attachment/report-2026-q3.pdf': { status: 500, body: { message: 'boom' } } }),
    );
    await page.getByRole('button', { name: 'Download Pdf' }).click();
    await expect.poll(() => warn.mock.calls.length).toBeGreaterThan(0);
    expect(saved).toEqual([]);
  });

  test('a failed report load is logged only', async () => {
    const warnAgain = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderShell('/analysis/current', reportFixtures({ [REPORTS_PATH]: { status: 500, body: { message: 'x' } } }));
    await expect
      .poll(() => warnAgain.mock.calls.some((call) => String(call[0]).includes('quarterly reports')))
      .toBe(true);
    await expect.element(page.getByRole('heading', { name: 'Current Quarterly Report' })).toBeVisible();
  });

  test('a section body is sanitized: <img onerror> and <script> never run', async () => {
    const flags = window as unknown as { __reportOnError?: boolean; __reportScript?: boolean };
    delete flags.__reportOnError;
    delete flags.__reportScript;
    const hostile = report(6, 2026, 3, 1);
    hostile.sections[0]!.body =
      '<p>Visible section text</p><img src="x" onerror="window.__reportOnError = true"><script>window.__reportScript = true</script>';
    await renderShell(
      '/analysis/current',
      reportFixtures({ [REPORTS_PATH]: { body: { current_report: hostile, active_reports: [hostile] } } }),
    );
    await expect.element(page.getByText('Visible section text'), POLL).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(flags.__reportOnError).toBeUndefined();
    expect(flags.__reportScript).toBeUndefined();
    expect(document.querySelector('main script, main [onerror]')).toBeNull();
  });
});

describe('/analysis/available (part 2 §2.13)', () => {
  test('past reports by year, newest first, a button per quarter', async () => {
    await renderShell('/analysis/available', reportFixtures());
    const past = page.getByRole('region', { name: 'Past Reports' });
    await expect.element(past, POLL).toBeVisible();
    const years = [...past.element().querySelectorAll('p')].map((year) => year.textContent);
    expect(years).toEqual(['2026', '2025', '2024']);
    const buttons = past
      .getByRole('button')
      .elements()
      .map((button) => button.getAttribute('aria-label'));
    expect(buttons).toEqual(['2026 Q3', '2026 Q2', '2026 Q1', '2025 Q4', '2025 Q3', '2024 Q4']);
  });

  test('a quarter button selects its report and scrolls to the top; the selected button is secondary', async () => {
    await renderShell('/analysis/available', reportFixtures());
    const current = page.getByRole('button', { name: '2026 Q3', exact: true });
    await expect.element(current, POLL).toHaveAttribute('aria-pressed', 'true');
    const secondary = 'rgb(77, 114, 140)';
    expect(getComputedStyle(current.element()).backgroundColor).toBe(secondary);

    window.scrollTo({ top: 2000 });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const older = page.getByRole('button', { name: '2025 Q4', exact: true });
    await older.click();
    await expect.element(page.getByRole('heading', { name: '2025 Q4 Quarterly Report' })).toBeVisible();
    expect(page.getByText('Current', { exact: true }).elements()).toHaveLength(0);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    await expect.poll(() => window.scrollY).toBe(0);
    await expect.element(older).toHaveAttribute('aria-pressed', 'true');
    // The pointer still rests on the button, which shows its darker hover shade.
    await userEvent.unhover(older);
    expect(getComputedStyle(older.element()).backgroundColor).toBe(secondary);
    expect(getComputedStyle(current.element()).backgroundColor).not.toBe(secondary);
  });

  test('axe-core finds no violations', async () => {
    await renderShell('/analysis/available', reportFixtures());
    await expect.element(page.getByRole('region', { name: 'Past Reports' }), POLL).toBeVisible();
    const results = await axe.run(document.querySelector('main') ?? document.body);
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
