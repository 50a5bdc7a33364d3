import { describe, expect, it } from 'vitest';
import { paginateTable, pdfFileName, type TablePage } from '@contract/pdf-page';

const HEADER = 0.3;
const PAGE = 10.55;

/** Row heights: one line, a few two- and three-line rows, and (when asked) one row taller than a page. */
function heightsOf(count: number, pattern: 'uniform' | 'mixed' | 'tallRow'): number[] {
  return Array.from({ length: count }, (_, row) => {
    if (pattern === 'uniform') return 0.167;
    if (pattern === 'tallRow' && row === Math.floor(count / 2)) return PAGE * 1.5;
    return row % 17 === 3 ? 0.5 : row % 5 === 1 ? 0.3 : 0.167;
  });
}

/** The invariants of every pagination: contiguous pages cover every row once; each page is full. */
function checkPages(pages: TablePage[], heights: number[], firstPageHeight: number): void {
  let next = 0;
  pages.forEach((page, index) => {
    expect(page.start).toBe(next);
    expect(page.end).toBeGreaterThanOrEqual(page.start);
    const room = (index === 0 ? firstPageHeight : PAGE) - HEADER;
    const used = heights.slice(page.start, page.end).reduce((sum, height) => sum + height, 0);
    // Rows fit under the header, unless a single row is taller than any page by itself.
    if (page.end - page.start > 1 || index === 0) expect(used).toBeLessThanOrEqual(room + 1e-9);
    // Full: the next row would not have fitted (it was not cut, it moved on whole).
    if (page.end < heights.length) expect(used + heights[page.end]!).toBeGreaterThan(room);
    // Only the first page may be empty (the title block left no room for the header and a row).
    if (index > 0) expect(page.end).toBeGreaterThan(page.start);
    next = page.end;
  });
  expect(next).toBe(heights.length);
}

describe('paginateTable: a row is never cut, the header starts every page', () => {
  const counts = [0, 1, 25, 63, 600, 2345];
  for (const pattern of ['uniform', 'mixed', 'tallRow'] as const) {
    it.each(counts)(`${pattern} rows: %i rows`, (count) => {
      const heights = heightsOf(count, pattern);
      for (const firstPageHeight of [PAGE, PAGE - 4.5]) {
        checkPages(
          paginateTable({ rowHeights: heights, headerHeight: HEADER, pageHeight: PAGE, firstPageHeight }),
          heights,
          firstPageHeight,
        );
      }
    });
  }

  it('counts pages for N equal rows', () => {
    const perPage = Math.floor((PAGE - HEADER) / 0.2);
    const onFirst = Math.floor((PAGE - 4 - HEADER) / 0.2);
    for (const count of [1, onFirst, onFirst + 1, 600, 5000]) {
      const pages = paginateTable({
        rowHeights: new Float64Array(count).fill(0.2),
        headerHeight: HEADER,
        pageHeight: PAGE,
        firstPageHeight: PAGE - 4,
      });
      expect(pages).toHaveLength(1 + Math.max(0, Math.ceil((count - onFirst) / perPage)));
    }
  });

  it('starts the table on the next page when the first has no room for the header and a row', () => {
    const pages = paginateTable({
      rowHeights: [0.2, 0.2],
      headerHeight: HEADER,
      pageHeight: PAGE,
      firstPageHeight: 0.4,
    });
    expect(pages).toEqual([
      { start: 0, end: 0 },
      { start: 0, end: 2 },
    ]);
  });
});

describe('pdfFileName: the page and the day', () => {
  const day = new Date(2026, 10, 27, 23, 59).getTime();
  it('names the file from the heading and the local date', () => {
    expect(pdfFileName('Rental Market History', day)).toBe('Rental Market History 2026-11-27.pdf');
  });
  it('replaces what file systems refuse and keeps accents', () => {
    expect(pdfFileName('Sale: 12/14 Rue "Montréal" <A|B>?', day)).toBe('Sale 12 14 Rue Montréal A B 2026-11-27.pdf');
    expect(pdfFileName(' ..\t', day)).toBe('Marketview 2026-11-27.pdf');
  });
});
