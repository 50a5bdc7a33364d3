import { BRAND } from '@contract/shell-constants';
import { measureBreakBoxes } from './break-boxes';
import { pageSlices, planPageBreaks } from './page-breaks';
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
} from '@contract/pdf-page';
import type { PdfPageOptions } from './pdf-constants';

export interface SaveAsPdfOptions extends PdfPageOptions {
  /** The downloaded file's name (".pdf" is added when missing). */
  fileName: string;
  /** The page's title: the PDF's title property and each page's header line. */
  title: string;
  /** Called after each page is drawn (done of total), and once with 0 of total before the first. */
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

/** The printable area under the header line, in inches. */
const CONTENT_WIDTH_IN = PDF_PAGE_WIDTH - 2 * PDF_MARGIN;
const CONTENT_HEIGHT_IN = PDF_PAGE_HEIGHT - 2 * PDF_MARGIN - PDF_HEADER_HEIGHT;

/** "2026-11-23": the day the PDF was made, in the user's time zone. */
function madeOnText(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
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
  // Controls that only make sense on screen (the Save as PDF button itself) stay out of the PDF.
  for (const node of copy.querySelectorAll('[data-pdf-exclude]')) node.remove();
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
  const { fileName, title, onProgress, signal, scale } = options;
  throwIfAborted(signal);
  const [{ jsPDF }, { default: html2canvas }] = await Promise.all([import('jspdf'), import('html2canvas')]);
  const widthPx = Math.ceil(options.contentWidthPx ?? element.getBoundingClientRect().width);
  const { stage, copy } = await stageCopy(element, widthPx);
  try {
    throwIfAborted(signal);
    const boxes = measureBreakBoxes(copy);
    const pageHeight = options.pageBreakEveryPx ?? Math.floor((widthPx * CONTENT_HEIGHT_IN) / CONTENT_WIDTH_IN);
    const slices = pageSlices(boxes.totalHeight, planPageBreaks({ ...boxes, pageHeight }));
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
      pdf.setFontSize(PDF_HEADER_FONT_SIZE);
      pdf.text(header, PDF_MARGIN, PDF_MARGIN + PDF_HEADER_HEIGHT / 2, { baseline: 'middle' });
      // Fit the slice in the printable area, keeping its proportions (a fixed page height such as
      // the project profile's 1400 px at 800 px wide is taller than letter paper's proportions).
      const fit = Math.min(CONTENT_WIDTH_IN / widthPx, CONTENT_HEIGHT_IN / slice.height);
      const image = await jpegBytes(canvas);
      pdf.addImage(image, 'JPEG', PDF_MARGIN, PDF_MARGIN + PDF_HEADER_HEIGHT, widthPx * fit, slice.height * fit);
      // Release the canvas's pixels at once: at scale 4 a page is tens of megabytes.
      canvas.width = 0;
      canvas.height = 0;
      onProgress?.(index + 1, slices.length);
    }
    throwIfAborted(signal);
    pdf.save(fileName.toLowerCase().endsWith('.pdf') ? fileName : `${fileName}.pdf`);
  } finally {
    stage.remove();
  }
}
