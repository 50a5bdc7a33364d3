import type { jsPDF as JsPdf } from 'jspdf';
import { BRAND } from '@contract/shell-constants';
import { isoLocalTime } from '@contract/dates';
import { measureBreakBoxes } from './break-boxes';
import { leaveOutControls } from './printable-copy';
import { headRepeatedAt, pageSlices, planPageBreaks, type RepeatedHead } from './page-breaks';
import {
  PDF_FORMAT,
  PDF_HEADER_FONT_SIZE,
  PDF_HEADER_HEIGHT,
  PDF_JPEG_QUALITY,
  PDF_MARGIN,
  PDF_ORIENTATION,
  PDF_PAGE_HEIGHT,
  PDF_PAGE_WIDTH,
  PDF_UNIT,
  PDF_BLOCK_GAP,
  PDF_FACT_FONT_SIZE,
  PDF_FACT_LINE,
  PDF_TITLE_FONT_SIZE,
  PDF_TITLE_LABELS,
  PDF_TITLE_LINE,
  pdfDateText,
  pdfFileName,
} from '@contract/pdf-page';
import type { PdfPageOptions } from './pdf-constants';

export interface SaveAsPdfOptions extends PdfPageOptions {
  /**
   * The page's heading: the PDF's title property, the title block's first line, each page's
   * header line and the file's name (`pdfFileName`: the heading and the day).
   */
  title: string;
  /** The data's as-of date in the page's words, for the title block (omitted when null). */
  dataAsOf?: string | null;
  /** Called after each page is drawn (done of total), and once with 0 of total before the first. */
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

/** The width of the title block's labels (in). */
const FACT_LABEL_WIDTH_IN = 0.9;

/** The printable area under the header line, in inches. */
const CONTENT_WIDTH_IN = PDF_PAGE_WIDTH - 2 * PDF_MARGIN;
const CONTENT_HEIGHT_IN = PDF_PAGE_HEIGHT - 2 * PDF_MARGIN - PDF_HEADER_HEIGHT;

/** "2026-11-23": the day the PDF was made, in the user's time zone. */
function madeOnText(date: Date): string {
  return pdfDateText(date.getTime());
}

/**
 * The title block on the first page (beyond the spec): the heading, the data's as-of date when
 * the page has one, and the export time. Returns its height (in).
 */
function drawTitleBlock(pdf: JsPdf, title: string, dataAsOf: string | null, madeOn: Date): number {
  const top = PDF_MARGIN + PDF_HEADER_HEIGHT;
  pdf.setFont('helvetica', 'bold');
  pdf.setFontSize(PDF_TITLE_FONT_SIZE);
  pdf.text(title, PDF_MARGIN, top, { baseline: 'top', maxWidth: CONTENT_WIDTH_IN });
  const facts: Array<[string, string]> = [
    ...(dataAsOf ? [[PDF_TITLE_LABELS.dataAsOf, dataAsOf] as [string, string]] : []),
    [PDF_TITLE_LABELS.exportedAt, isoLocalTime(madeOn.getTime())],
  ];
  pdf.setFontSize(PDF_FACT_FONT_SIZE);
  facts.forEach(([label, value], index) => {
    const y = top + PDF_TITLE_LINE + index * PDF_FACT_LINE;
    pdf.setFont('helvetica', 'bold');
    pdf.text(label, PDF_MARGIN, y, { baseline: 'top' });
    pdf.setFont('helvetica', 'normal');
    pdf.text(value, PDF_MARGIN + FACT_LABEL_WIDTH_IN, y, { baseline: 'top' });
  });
  pdf.setFont('helvetica', 'normal');
  return PDF_TITLE_LINE + facts.length * PDF_FACT_LINE + PDF_BLOCK_GAP;
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');
}

/** Gives the event loop a turn, so the page stays usable between page renders. */
function yieldToPage(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The canvas as JPEG bytes. toBlob encodes off the UI thread (toDataURL blocks it for seconds at
 * scale 3 or 4 on this machine), then jsPDF embeds the bytes as they are.
 */
async function jpegBytes(canvas: HTMLCanvasElement): Promise<Uint8Array> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', PDF_JPEG_QUALITY));
  if (blob === null) throw new Error('The page could not be encoded as JPEG');
  return new Uint8Array(await blob.arrayBuffer());
}

/**
 * The canvas html2canvas draws a page on, sized as it would size its own. A 2D context made with
 * `willReadFrequently` is kept in memory rather than on the GPU: at scale 3 or 4 a page is
 * 10-20 megapixels, and with a GPU canvas (SwiftShader here) every image drawn and the final
 * read blocked the UI thread for seconds while using little of its CPU.
 */
function softwareCanvas(widthPx: number, heightPx: number, scale: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(widthPx * scale);
  canvas.height = Math.floor(heightPx * scale);
  canvas.style.width = `${widthPx}px`;
  canvas.style.height = `${heightPx}px`;
  canvas.getContext('2d', { willReadFrequently: true });
  return canvas;
}

/**
 * The element laid out for capture: a copy at the PDF's content width, out of sight, so the
 * page the user sees never reflows and edits during the render do not tear pages apart.
 */
async function stageCopy(element: HTMLElement, widthPx: number): Promise<{ stage: HTMLElement; copy: HTMLElement }> {
  const stage = document.createElement('div');
  stage.setAttribute('aria-hidden', 'true');
  stage.style.cssText = `position:absolute;top:0;left:${-(widthPx + 1000)}px;width:${widthPx}px;pointer-events:none;`;
  const copy = element.cloneNode(true) as HTMLElement;
  copy.style.width = `${widthPx}px`;
  copy.style.margin = '0';
  // Controls only make sense on screen: the PDF leaves them out (./printable-copy.ts).
  leaveOutControls(copy);
  // A table that scrolls at a fixed height on screen (part 2 §9: 85vh above 25 rows) shows all
  // its rows in the PDF; a copy of a scrolled box would only show its first window.
  for (const node of copy.querySelectorAll<HTMLElement>('[data-pdf-full-height]')) {
    node.style.height = 'auto';
    node.style.maxHeight = 'none';
    node.style.overflow = 'visible';
  }
  stage.append(copy);
  document.body.append(stage);
  await Promise.all(
    Array.from(copy.querySelectorAll('img'), (image) => {
      image.loading = 'eager';
      return image.decode().catch(() => undefined);
    }),
  );
  return { stage, copy };
}

/**
 * Saves an element as a PDF (part 2 §9: letter, portrait, inches, margin 0.1, JPEG quality 0.98,
 * the caller's canvas scale and page height). Pages are rendered one at a time with a turn of the
 * event loop between them; breaks fall between rows, images and sections (page-breaks.ts).
 */
export async function saveElementAsPdf(element: HTMLElement, options: SaveAsPdfOptions): Promise<void> {
  const { title, onProgress, signal, scale } = options;
  throwIfAborted(signal);
  const [{ jsPDF }, { default: html2canvas }] = await Promise.all([import('jspdf'), import('html2canvas')]);
  const widthPx = Math.ceil(options.contentWidthPx ?? element.getBoundingClientRect().width);
  const { stage, copy } = await stageCopy(element, widthPx);
  try {
    throwIfAborted(signal);
    const boxes = measureBreakBoxes(copy);
    const pageHeight = options.pageBreakEveryPx ?? Math.floor((widthPx * CONTENT_HEIGHT_IN) / CONTENT_WIDTH_IN);
    const slices = pageSlices(boxes.totalHeight, planPageBreaks({ ...boxes, pageHeight }));
    // Each repeated table header is drawn once, then placed atop every page its body continues on.
    const heads = new Map<RepeatedHead, Uint8Array>();
    const headImage = async (head: RepeatedHead): Promise<Uint8Array> => {
      const cached = heads.get(head);
      if (cached !== undefined) return cached;
      const height = Math.ceil(head.headBottom - head.headTop);
      const canvas = await html2canvas(copy, {
        canvas: softwareCanvas(widthPx, height, scale),
        scale,
        y: head.headTop,
        height,
        width: widthPx,
        backgroundColor: '#ffffff',
        logging: false,
        useCORS: true,
      });
      const bytes = await jpegBytes(canvas);
      canvas.width = 0;
      canvas.height = 0;
      heads.set(head, bytes);
      return bytes;
    };
    onProgress?.(0, slices.length);

    const madeOn = new Date();
    const pdf = new jsPDF({ orientation: PDF_ORIENTATION, unit: PDF_UNIT, format: PDF_FORMAT });
    pdf.setProperties({ title, subject: `${title}, made ${madeOnText(madeOn)}`, creator: BRAND });
    pdf.setCreationDate(madeOn);
    const header = `${title} - ${madeOnText(madeOn)}`;

    for (const [index, slice] of slices.entries()) {
      await yieldToPage();
      throwIfAborted(signal);
      const height = Math.ceil(slice.height);
      const canvas = await html2canvas(copy, {
        canvas: softwareCanvas(widthPx, height, scale),
        scale,
        y: slice.top,
        height,
        width: widthPx,
        backgroundColor: '#ffffff',
        logging: false,
        useCORS: true,
      });
      throwIfAborted(signal);
      if (index > 0) pdf.addPage(PDF_FORMAT, PDF_ORIENTATION);
      pdf.setFont('helvetica', 'normal');
      pdf.setFontSize(PDF_HEADER_FONT_SIZE);
      pdf.text(header, PDF_MARGIN, PDF_MARGIN + PDF_HEADER_HEIGHT / 2, { baseline: 'middle' });
      pdf.text(
        `Page ${index + 1} of ${slices.length}`,
        PDF_PAGE_WIDTH - PDF_MARGIN,
        PDF_MARGIN + PDF_HEADER_HEIGHT / 2,
        {
          baseline: 'middle',
          align: 'right',
        },
      );
      const above = index === 0 ? drawTitleBlock(pdf, title, options.dataAsOf ?? null, madeOn) : 0;
      // A page that continues a table starts with its header again (page-breaks.ts left it room).
      const head = index === 0 ? null : headRepeatedAt(slice.top, boxes.repeatedHeads);
      const headHeight = head === null ? 0 : head.headBottom - head.headTop;
      // Fit the slice in the printable area, keeping its proportions (a fixed page height such as
      // the project profile's 1400 px at 800 px wide is taller than letter paper's proportions);
      // the first page's slice sits under the title block, a little smaller, so the breaks stay
      // where part 2 §9 puts them.
      const fit = Math.min(CONTENT_WIDTH_IN / widthPx, (CONTENT_HEIGHT_IN - above) / (slice.height + headHeight));
      const image = await jpegBytes(canvas);
      let top = PDF_MARGIN + PDF_HEADER_HEIGHT + above;
      if (head !== null) {
        pdf.addImage(await headImage(head), 'JPEG', PDF_MARGIN, top, widthPx * fit, headHeight * fit);
        top += headHeight * fit;
      }
      pdf.addImage(image, 'JPEG', PDF_MARGIN, top, widthPx * fit, slice.height * fit);
      // Release the canvas's pixels at once: at scale 4 a page is tens of megabytes.
      canvas.width = 0;
      canvas.height = 0;
      onProgress?.(index + 1, slices.length);
    }
    throwIfAborted(signal);
    pdf.save(pdfFileName(title, madeOn.getTime()));
  } finally {
    stage.remove();
  }
}
