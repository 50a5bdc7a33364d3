import { describe, expect, test } from 'vitest';
import { headRepeatedAt, pageSlices, planPageBreaks, type KeepTogether } from '@src/components/pdf-export/page-breaks';

/** Rows of a table: `count` rows of `height` px from `top`. */
function rows(top: number, count: number, height: number): KeepTogether[] {
  return Array.from({ length: count }, (_, i) => ({ top: top + i * height, bottom: top + (i + 1) * height }));
}
const edges = (spans: readonly KeepTogether[]) => spans.flatMap((span) => [span.top, span.bottom]);

describe('page-break planner', () => {
  test('content that fits one page has no break', () => {
    expect(planPageBreaks({ totalHeight: 900, pageHeight: 1000, keepTogether: [], candidates: [100, 500] })).toEqual(
      [],
    );
  });

  test('without safe candidates pages end at the fixed page height (part 2 §9: every 1400 px)', () => {
    expect(planPageBreaks({ totalHeight: 3000, pageHeight: 1400, keepTogether: [], candidates: [] })).toEqual([
      1400, 2800,
    ]);
  });

  test('a break never falls inside a table row: it moves up to the last row bottom before the limit', () => {
    // Rows of 47 px from 100: bottoms at 147, 194, ..., 993, 1040; the limit 1000 is inside a row.
    const table = rows(100, 30, 47);
    const breaks = planPageBreaks({
      totalHeight: 2000,
      pageHeight: 1000,
      keepTogether: table,
      candidates: edges(table),
    });
    expect(breaks[0]).toBe(100 + 19 * 47);
    for (const position of breaks) {
      expect(table.some((row) => position > row.top && position < row.bottom)).toBe(false);
    }
  });

  test('an image straddling the limit goes whole to the next page', () => {
    const image = { top: 800, bottom: 1200 };
    const candidates = [300, 800, 1200, 1500];
    expect(planPageBreaks({ totalHeight: 1600, pageHeight: 1000, keepTogether: [image], candidates })).toEqual([800]);
  });

  test('a heading stays with the first row of its section', () => {
    // Heading 950-980, its table's first row 980-1020: kept together as 950-1020.
    const heading = { top: 950, bottom: 1020 };
    const candidates = [600, 950, 980, 1020, 1300];
    expect(planPageBreaks({ totalHeight: 1400, pageHeight: 1000, keepTogether: [heading], candidates })).toEqual([950]);
  });

  test('a block taller than a page starts a page, then is cut at page limits rather than looping', () => {
    const tall = { top: 100, bottom: 2500 };
    const breaks = planPageBreaks({
      totalHeight: 2600,
      pageHeight: 1000,
      keepTogether: [tall],
      candidates: [100, 2500],
    });
    expect(breaks).toEqual([100, 1100, 2100]);
  });

  test('no safe candidate at all on a page: the page ends at its limit, even inside a short row', () => {
    const row = { top: 990, bottom: 1010 };
    expect(
      planPageBreaks({ totalHeight: 1500, pageHeight: 1000, keepTogether: [row], candidates: [990, 1010] }),
    ).toEqual([990]);
    expect(planPageBreaks({ totalHeight: 1500, pageHeight: 1000, keepTogether: [row], candidates: [1010] })).toEqual([
      1000,
    ]);
  });

  test('bad input gives no breaks', () => {
    expect(planPageBreaks({ totalHeight: 0, pageHeight: 1000, keepTogether: [], candidates: [] })).toEqual([]);
    expect(planPageBreaks({ totalHeight: 5000, pageHeight: 0, keepTogether: [], candidates: [] })).toEqual([]);
    expect(planPageBreaks({ totalHeight: 5000, pageHeight: Number.NaN, keepTogether: [], candidates: [] })).toEqual([]);
  });

  test('every page is at most a page high and the slices cover the element exactly', () => {
    const table = rows(37, 200, 33);
    const totalHeight = 37 + 200 * 33 + 50;
    const breaks = planPageBreaks({ totalHeight, pageHeight: 1000, keepTogether: table, candidates: edges(table) });
    const slices = pageSlices(totalHeight, breaks);
    expect(slices.reduce((sum, slice) => sum + slice.height, 0)).toBe(totalHeight);
    expect(slices[0]?.top).toBe(0);
    for (const slice of slices) expect(slice.height).toBeLessThanOrEqual(1000);
    expect(slices.length).toBe(Math.ceil(totalHeight / (30 * 33)));
  });

  test('a page continuing a table starts with its header again: the header takes room there, rows stay whole', () => {
    // A heading, then a table: header 200-240, 90 rows of 30 px (240-2940), then a closing block.
    const head = { headTop: 200, headBottom: 240, bottom: 2940 };
    const table = rows(240, 90, 30);
    const pageHeight = 1000;
    const breaks = planPageBreaks({
      totalHeight: 3200,
      pageHeight,
      keepTogether: [...table, { top: 200, bottom: 270 }],
      candidates: [...edges(table), 200, 3100],
      repeatedHeads: [head],
    });
    const slices = pageSlices(3200, breaks);
    expect(slices.length).toBeGreaterThan(3);
    for (const [index, slice] of slices.entries()) {
      const repeated = index === 0 ? null : headRepeatedAt(slice.top, [head]);
      // Pages inside the table carry the header: the page plus its header never passes the page height.
      if (slice.top > head.headBottom && slice.top < head.bottom) expect(repeated).toBe(head);
      const headHeight = repeated === null ? 0 : head.headBottom - head.headTop;
      expect(slice.height + headHeight).toBeLessThanOrEqual(pageHeight + 0.5);
    }
    for (const position of breaks) expect(table.some((row) => position > row.top && position < row.bottom)).toBe(false);
  });

  test('the innermost table continued at a position gives the header; none outside a table body', () => {
    const outer = { headTop: 0, headBottom: 40, bottom: 3000 };
    const inner = { headTop: 500, headBottom: 530, bottom: 1500 };
    expect(headRepeatedAt(1000, [outer, inner])).toBe(inner);
    expect(headRepeatedAt(2000, [outer, inner])).toBe(outer);
    expect(headRepeatedAt(3000, [outer, inner])).toBeNull();
    expect(headRepeatedAt(20, [outer, inner])).toBeNull();
  });
});
