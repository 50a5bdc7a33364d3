import type { Locator, Page } from '@playwright/test';

/** An anchor as the page has it: the href attribute as written, and its text for the report. */
export interface FoundAnchor {
  href: string;
  text: string;
  /** For an in-page link (`#id`): whether the page has an element with that id. */
  targetExists?: boolean;
}

/** How tall a table's scrolling box is made while its rows are read (about 80 rows at a time). */
const SCAN_HEIGHT_PX = 3000;

/**
 * Every `a[href]` in the document, including the rows of virtualized tables. Each scrolling box
 * that holds a table is shown as a screen wide and tall enough would show it (the results table
 * renders only the rows and columns in view): widened to its content and made up to
 * SCAN_HEIGHT_PX tall, then scrolled top to bottom, waiting at each step until no row is marked
 * busy (rows load from the engine worker in windows). The boxes get their own size and scroll
 * position back afterwards.
 */
export async function collectAnchors(page: Page, scroll: boolean): Promise<FoundAnchor[]> {
  return page.evaluate(
    async ({ scrollTables, scanHeight }) => {
      const found = new Map<string, string>();
      const take = (root: ParentNode) => {
        for (const anchor of root.querySelectorAll('a[href]')) {
          const href = anchor.getAttribute('href') ?? '';
          const text = (anchor.getAttribute('aria-label') ?? anchor.textContent ?? '').trim().replace(/\s+/g, ' ');
          if (!found.has(href)) found.set(href, text.slice(0, 80));
        }
      };
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      /** Two frames (the scroll or resize event, then the render), then until no row is still loading (at most ~10 s). */
      const rowsDrawn = async (box: Element) => {
        await frame();
        await frame();
        for (let i = 0; i < 600 && box.querySelector('[aria-busy="true"]') !== null; i++) await frame();
      };
      const answer = () =>
        [...found].map(([href, text]) =>
          href.startsWith('#')
            ? { href, text, targetExists: document.getElementById(decodeURIComponent(href.slice(1))) !== null }
            : { href, text },
        );
      take(document);
      if (!scrollTables) return answer();
      const boxes = [...document.querySelectorAll<HTMLElement>('*')].filter((element) => {
        if (element.querySelector('table, [role="table"]') === null) return false;
        const style = getComputedStyle(element);
        const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
        return (
          (scrolls(style.overflowY) && element.scrollHeight > element.clientHeight + 1) ||
          (scrolls(style.overflowX) && element.scrollWidth > element.clientWidth + 1)
        );
      });
      for (const box of boxes) {
        const before = { style: box.getAttribute('style'), top: box.scrollTop, left: box.scrollLeft };
        box.style.width = `${box.scrollWidth}px`;
        box.style.maxWidth = 'none';
        box.style.height = `${Math.min(box.scrollHeight, scanHeight)}px`;
        // Steps overlap a little so that a row cut at the edge is seen whole in one of them.
        for (let top = 0; ; top += Math.max(20, box.clientHeight - 40)) {
          box.scrollTop = top;
          await rowsDrawn(box);
          take(box);
          if (top + box.clientHeight >= box.scrollHeight) break;
        }
        if (before.style === null) box.removeAttribute('style');
        else box.setAttribute('style', before.style);
        box.scrollTop = before.top;
        box.scrollLeft = before.left;
        await rowsDrawn(box);
      }
      return answer();
    },
    { scrollTables: scroll, scanHeight: SCAN_HEIGHT_PX },
  );
}

/**
 * A control that saves a file, told by its accessible name: Download, Download Pdf, a report
 * section's PDF and XLS, Save as PDF (the words a subscriber reads as "this gives me a file").
 */
export const DOWNLOAD_NAME = /\b(download|pdf|xlsx?|csv|export)\b/i;

export interface DownloadControl {
  /** The button, marked for this look at the page. */
  locator: Locator;
  /** `[data-link-check-control="n"]`, for clicking several from the page at once. */
  selector: string;
  name: string;
  /** The options of the select labelled `formatLabel` beside it (an export's formats), if any. */
  formats: Array<{ value: string; label: string }> | null;
}

let look = 0;

/**
 * The visible buttons whose name (aria-label, else text) says they save a file, found in one
 * look at the page: each is marked with a data attribute for the crawl to click it by.
 */
export async function downloadControls(page: Page, formatLabel: string): Promise<DownloadControl[]> {
  const mark = `${++look}`;
  const found = await page.evaluate(
    ({ pattern, mark, formatLabel }) => {
      const namePattern = new RegExp(pattern, 'i');
      return [...document.querySelectorAll<HTMLElement>('button, [role="button"]')]
        .filter((button) => button.offsetParent !== null)
        .map((button) => ({
          button,
          name: (button.getAttribute('aria-label') ?? button.textContent ?? '').trim().replace(/\s+/g, ' '),
        }))
        .filter(({ name }) => namePattern.test(name))
        .map(({ button, name }, index) => {
          button.dataset.linkCheckControl = `${mark}-${index}`;
          const select = button.parentElement?.querySelector<HTMLSelectElement>(`select[aria-label="${formatLabel}"]`);
          return {
            id: `${mark}-${index}`,
            name,
            formats: select ? [...select.options].map((option) => ({ value: option.value, label: option.text })) : null,
          };
        });
    },
    { pattern: DOWNLOAD_NAME.source, mark, formatLabel },
  );
  return found.map(({ id, name, formats }) => {
    const selector = `[data-link-check-control="${id}"]`;
    return { locator: page.locator(selector), selector, name, formats };
  });
}
