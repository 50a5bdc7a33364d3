import '@mantine/core/styles.css';
import { Button, MantineProvider, Radio, Select } from '@mantine/core';
import { useRef } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { measureBreakBoxes } from '@src/components/pdf-export/break-boxes';
import { headRepeatedAt, pageSlices, planPageBreaks } from '@src/components/pdf-export/page-breaks';
import { PROJECT_PROFILE_PDF, SAVE_AS_PDF_LABEL } from '@src/components/pdf-export/pdf-constants';
import { SaveAsPdfButton } from '@src/components/pdf-export/save-as-pdf-button';
import { CONTROL_SELECTOR, leaveOutControls } from '@src/components/pdf-export/printable-copy';
import { saveElementAsPdf } from '@src/components/pdf-export/save-element-as-pdf';
import { theme } from '@src/theme';

afterEach(() => vi.restoreAllMocks());

const PICTURE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#4d728c"/></svg>',
  );

/** A long page: a heading and a 60-row table, pictures, another section. */
function LongPage({ withButton }: { withButton: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <MantineProvider theme={theme}>
      <div ref={ref} data-testid="captured" style={{ width: 800 }}>
        {withButton && <SaveAsPdfButton target={ref} pageOptions={PROJECT_PROFILE_PDF} title="Test Profile" />}
        <section>
          <h2>Figures</h2>
          <table>
            <thead>
              <tr>
                <th>Name</th>
                <th>Value</th>
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: 60 }, (_, i) => (
                <tr key={i} style={{ height: 37 }}>
                  <td>Row {i + 1}</td>
                  <td>${(i + 1) * 1000}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section>
          <h2>Pictures</h2>
          {Array.from({ length: 4 }, (_, i) => (
            <img key={i} src={PICTURE} alt={`Picture ${i + 1}`} width={400} height={300} style={{ display: 'block' }} />
          ))}
        </section>
      </div>
    </MantineProvider>
  );
}

/** The PDF jsPDF hands to the browser's download, read back from its object URL. */
function captureSavedPdf(): Promise<string> {
  return new Promise((resolve) => {
    const original = URL.createObjectURL.bind(URL);
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
      if (blob instanceof Blob) void blob.text().then(resolve);
      return original(blob);
    });
  });
}

/** A page with every kind of control, and content that controls carry. */
function PageWithControls() {
  return (
    <MantineProvider theme={theme}>
      <div data-testid="controls">
        <h2>Profile</h2>
        <Button>Add To Compare List</Button>
        <Select label="Select Month" data={['2026-01', '2026-02']} defaultValue="2026-01" />
        <Radio.Group label="Search Period">
          <Radio value="months" label="Search by Month" />
        </Radio.Group>
        <input aria-label="Free text" />
        <button type="button" aria-label="Open the main picture">
          <img src={PICTURE} alt="Main picture" width={40} height={30} />
        </button>
        <table>
          <tbody>
            <tr>
              <td>
                <button type="button" aria-expanded="false">
                  Jan 2026
                </button>
              </td>
              <td>$1,234</td>
            </tr>
          </tbody>
        </table>
        <p>Data as of Jan 2026</p>
      </div>
    </MantineProvider>
  );
}

describe('Save as PDF (part 2 §9)', () => {
  test('controls are left out with their labels; the content they carry stays', async () => {
    await render(<PageWithControls />);
    const copy = document.querySelector<HTMLElement>('[data-testid="controls"]')!.cloneNode(true) as HTMLElement;
    document.body.append(copy);
    leaveOutControls(copy);
    expect(copy.querySelectorAll(CONTROL_SELECTOR)).toHaveLength(0);
    for (const label of ['Add To Compare List', 'Select Month', 'Search Period', 'Search by Month']) {
      expect(copy.textContent).not.toContain(label);
    }
    // The period a row's expand button holds and the picture a button opens stay.
    expect(copy.querySelector('td')?.textContent?.trim()).toBe('Jan 2026');
    expect(copy.querySelector('img[alt="Main picture"]')).not.toBeNull();
    expect(copy.textContent).toContain('Data as of Jan 2026');
    copy.remove();
  });

  test('the planner on a real layout: no break inside a row or picture, a heading stays with its first row', async () => {
    await render(<LongPage withButton={false} />);
    const element = document.querySelector<HTMLElement>('[data-testid="captured"]');
    expect(element).not.toBeNull();
    const boxes = measureBreakBoxes(element as HTMLElement);
    const breaks = planPageBreaks({ ...boxes, pageHeight: 700 });
    expect(breaks.length).toBeGreaterThan(1);
    // The table's header is repeated atop the pages its body continues on, within the page height.
    expect(boxes.repeatedHeads).toHaveLength(1);
    for (const slice of pageSlices(boxes.totalHeight, breaks).slice(1)) {
      const head = headRepeatedAt(slice.top, boxes.repeatedHeads);
      const headHeight = head === null ? 0 : head.headBottom - head.headTop;
      expect(slice.height + headHeight).toBeLessThanOrEqual(700.5);
    }
    const origin = (element as HTMLElement).getBoundingClientRect().top;
    const spans = [...document.querySelectorAll('tr, img, h2')].map((node) => {
      const rect = node.getBoundingClientRect();
      return { node, top: rect.top - origin, bottom: rect.bottom - origin };
    });
    for (const position of breaks) {
      const cut = spans.filter((span) => position > span.top + 0.5 && position < span.bottom - 0.5);
      expect(cut.map((span) => span.node.textContent || span.node.getAttribute('alt'))).toEqual([]);
      // A heading is never the last thing on a page.
      const headingAbove = spans.find((span) => span.node.tagName === 'H2' && Math.abs(span.bottom - position) < 1);
      expect(headingAbove).toBeUndefined();
    }
  });

  test('the button saves a PDF with its title, date and one page per 1400 px, disabled while it runs', async () => {
    await render(<LongPage withButton />);
    const saved = captureSavedPdf();
    const button = page.getByRole('button', { name: SAVE_AS_PDF_LABEL });
    await button.click();
    await expect.element(page.getByRole('status', { name: 'PDF progress' })).toBeVisible();
    await expect.element(button).toBeDisabled();
    const pdf = await saved;
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('/Title (Test Profile)');
    const element = document.querySelector<HTMLElement>('[data-testid="captured"]') as HTMLElement;
    const pages = pdf.match(/\/Type \/Page\b/g)?.length ?? 0;
    // The button is left out of the PDF; the rest is about 60 * 37 + 4 * 300 px high: 3 pages of at most 1400 px.
    expect(pages).toBeGreaterThanOrEqual(Math.ceil(element.getBoundingClientRect().height / 1400));
    expect(pages).toBeLessThanOrEqual(Math.ceil(element.getBoundingClientRect().height / 1400) + 1);
    const today = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(),
    );
    expect(pdf).toContain(`(Test Profile - ${today})`);
    await expect.element(button).toBeEnabled();
    expect(document.querySelector('[aria-hidden="true"] [data-testid="captured"]')).toBeNull();
  }, 180_000);

  test('progress is reported page by page and the event loop runs between pages', async () => {
    await render(<LongPage withButton={false} />);
    const element = document.querySelector<HTMLElement>('[data-testid="captured"]') as HTMLElement;
    const saved = captureSavedPdf();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const progress: Array<[number, number, number]> = [];
    await saveElementAsPdf(element, {
      scale: 1,
      pageBreakEveryPx: 600,
      title: 'Slices',
      onProgress: (done, total) => progress.push([done, total, ticks]),
    });
    clearInterval(timer);
    await saved;
    const total = progress[0]?.[1] ?? 0;
    expect(total).toBeGreaterThan(2);
    expect(progress.map(([done]) => done)).toEqual(Array.from({ length: total + 1 }, (_, i) => i));
    // Timers fired between consecutive pages.
    for (let i = 1; i < progress.length; i++) expect(progress[i]?.[2]).toBeGreaterThan(progress[i - 1]?.[2] ?? 0);
  }, 120_000);

  test('an aborted save stops and saves nothing', async () => {
    await render(<LongPage withButton={false} />);
    const element = document.querySelector<HTMLElement>('[data-testid="captured"]') as HTMLElement;
    const created = vi.spyOn(URL, 'createObjectURL');
    const controller = new AbortController();
    const run = saveElementAsPdf(element, {
      scale: 1,
      pageBreakEveryPx: 600,
      title: 'Aborted',
      signal: controller.signal,
      onProgress: (done) => {
        if (done === 1) controller.abort();
      },
    });
    await expect(run).rejects.toThrow();
    expect(created).not.toHaveBeenCalled();
    expect(document.querySelectorAll('[aria-hidden="true"]').length).toBe(0);
  });
});
