/**
 * Where the pages of a PDF end (beyond part 2 §9's fixed page height): a page break never cuts a
 * table row, an image or a heading from the start of its section, and a page that continues a
 * table starts with the table's header again (its room is counted here). Pure: it works on vertical
 * boxes measured from the captured element's top (CSS px), so it runs and is tested without a DOM.
 */

/** A vertical span that must not be cut, [top, bottom) in CSS px from the element's top. */
export interface KeepTogether {
  top: number;
  bottom: number;
}

/** A table whose header row(s) start each page its body continues on (CSS px from the element's top). */
export interface RepeatedHead {
  /** The header's box (the thead). */
  headTop: number;
  headBottom: number;
  /** The table's bottom. */
  bottom: number;
}

export interface PageBreakInput {
  /** Height of the whole element (CSS px). */
  totalHeight: number;
  /** The most a page holds (CSS px of element height). */
  pageHeight: number;
  /** Spans that must stay on one page when they fit on one. */
  keepTogether: readonly KeepTogether[];
  /** Positions where a break looks natural (bottom edges of rows, images and sections). */
  candidates: readonly number[];
  /** Tables whose header is drawn again atop a page their body continues on (it takes room there). */
  repeatedHeads?: readonly RepeatedHead[];
}

/**
 * The table header drawn atop a page that starts at `start`: the innermost table whose body
 * continues past `start` (a page starting at or above a header shows the header itself).
 */
export function headRepeatedAt(start: number, heads: readonly RepeatedHead[]): RepeatedHead | null {
  let found: RepeatedHead | null = null;
  for (const head of heads) {
    if (start >= head.headBottom - EPSILON && start < head.bottom - EPSILON) {
      if (found === null || head.headTop > found.headTop) found = head;
    }
  }
  return found;
}

/** Half a pixel of slack: measured boxes are fractional and neighbours share an edge. */
const EPSILON = 0.5;

function cutsThrough(position: number, span: KeepTogether): boolean {
  return position > span.top + EPSILON && position < span.bottom - EPSILON;
}

/**
 * The top of each page after the first, in CSS px: for each page the last safe candidate at or
 * before the page's limit. A span taller than a page cannot be kept whole: it is ignored there,
 * and when no safe candidate exists the page ends at its limit.
 */
export function planPageBreaks({
  totalHeight,
  pageHeight,
  keepTogether,
  candidates,
  repeatedHeads = [],
}: PageBreakInput): number[] {
  if (!(pageHeight > 0) || !(totalHeight > 0)) return [];
  const spans = keepTogether.filter((span) => span.bottom - span.top <= pageHeight && span.bottom > span.top);
  const sorted = [...new Set(candidates)].filter((c) => c > 0 && c < totalHeight).sort((a, b) => a - b);
  const breaks: number[] = [];
  let start = 0;
  // A page that continues a table starts with its header again: that much less room for the rest.
  const roomAt = (position: number) => {
    const head = headRepeatedAt(position, repeatedHeads);
    const headHeight = head === null ? 0 : head.headBottom - head.headTop;
    return headHeight < pageHeight / 2 ? pageHeight - headHeight : pageHeight;
  };
  while (totalHeight - start > roomAt(start) + EPSILON) {
    const limit = start + roomAt(start);
    let chosen = limit;
    for (let i = sorted.length - 1; i >= 0; i--) {
      const candidate = sorted[i] as number;
      if (candidate > limit + EPSILON) continue;
      // Moving on by less than a pixel would never finish.
      if (candidate <= start + 1) break;
      if (!spans.some((span) => cutsThrough(candidate, span))) {
        chosen = candidate;
        break;
      }
    }
    breaks.push(chosen);
    start = chosen;
  }
  return breaks;
}

/** Page slices [top, height) from the break positions. */
export function pageSlices(totalHeight: number, breaks: readonly number[]): Array<{ top: number; height: number }> {
  const edges = [0, ...breaks, totalHeight];
  return edges.slice(1).map((bottom, i) => {
    const top = edges[i] as number;
    return { top, height: bottom - top };
  });
}
