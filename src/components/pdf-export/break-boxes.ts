import type { KeepTogether, RepeatedHead } from './page-breaks';

/**
 * Measures the captured element for the page-break planner: rows, images and anything marked
 * `data-pdf-keep` must stay whole; a heading stays with the first block after it; the bottoms of
 * rows, images, sections and blocks are where a page may end; tables' headers are repeated.
 */

const UNBREAKABLE = 'tr, img, svg, canvas, figure, [data-pdf-keep]';
const HEADINGS = 'h1, h2, h3, h4, h5, h6';
const BLOCK_EDGES = 'section, table, p, li, dl, [data-pdf-keep], h1, h2, h3, h4, h5, h6';

export interface BreakBoxes {
  totalHeight: number;
  keepTogether: KeepTogether[];
  candidates: number[];
  /** Tables with a header (thead): drawn again atop each page their body continues on. */
  repeatedHeads: RepeatedHead[];
}

export function measureBreakBoxes(element: HTMLElement): BreakBoxes {
  const origin = element.getBoundingClientRect();
  const box = (node: Element): KeepTogether => {
    const rect = node.getBoundingClientRect();
    return { top: rect.top - origin.top, bottom: rect.bottom - origin.top };
  };
  const keepTogether: KeepTogether[] = [];
  const candidates: number[] = [];
  for (const node of element.querySelectorAll(UNBREAKABLE)) {
    const span = box(node);
    if (span.bottom <= span.top) continue;
    keepTogether.push(span);
    candidates.push(span.top, span.bottom);
  }
  for (const node of element.querySelectorAll(BLOCK_EDGES)) {
    const span = box(node);
    if (span.bottom > span.top) candidates.push(span.top, span.bottom);
  }
  // A heading keeps its section's first block (or first row, when that block is a long table).
  for (const heading of element.querySelectorAll(HEADINGS)) {
    const span = box(heading);
    const next = heading.nextElementSibling;
    if (next === null) continue;
    const firstPiece = next.matches(UNBREAKABLE) ? next : (next.querySelector(UNBREAKABLE) ?? next);
    keepTogether.push({ top: span.top, bottom: Math.max(span.bottom, box(firstPiece).bottom) });
  }
  const repeatedHeads: RepeatedHead[] = [];
  for (const table of element.querySelectorAll('table')) {
    const head = table.tHead;
    if (head === null) continue;
    const headBox = box(head);
    const tableBox = box(table);
    if (headBox.bottom > headBox.top && tableBox.bottom > headBox.bottom) {
      repeatedHeads.push({ headTop: headBox.top, headBottom: headBox.bottom, bottom: tableBox.bottom });
      // The header stays with the first row of its body.
      const firstRow = table.tBodies[0]?.rows[0];
      if (firstRow !== undefined) keepTogether.push({ top: headBox.top, bottom: box(firstRow).bottom });
    }
  }
  return { totalHeight: origin.height, keepTogether, candidates, repeatedHeads };
}
