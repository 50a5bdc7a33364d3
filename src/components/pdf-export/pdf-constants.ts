/**
 * PDF constants of the specification (part 2 §9 "PDF"), named as the spec names them so a reviewer
 * can check them in one place. Every picture "Save as PDF" (sale page, project profile, rental
 * profile) reads its options from here.
 */

/**
 * Common to all (letter, portrait, inches, margin 0.1, JPEG quality 0.98), the page header line,
 * the title block and the file name: `contract/pdf-page.ts`, shared with the engine worker that
 * writes the results tables' PDFs.
 */

/** How one page is drawn into the PDF. */
export interface PdfPageOptions {
  /** html2canvas scale (device pixels per CSS pixel of the captured element). */
  scale: number;
  /** Page break every this many CSS px of element height; without it the paper's proportions decide. */
  pageBreakEveryPx?: number;
  /** The element is laid out at this width (CSS px) for the PDF; without it, at its width on screen. */
  contentWidthPx?: number;
}

/**
 * Sale page: canvas scale 4. Beyond the spec, it is laid out 800 px wide like the project profile
 * (about 385 dpi on letter paper): at a 1280 px screen's width one page at scale 4 was about 30
 * million pixels, and a 2-page sale took over 4 minutes on a loaded 2-core machine.
 */
export const SALE_PAGE_PDF: PdfPageOptions = { scale: 4, contentWidthPx: 800 };
/** Project profile: canvas scale 3, a page break every 1400 px of element height, content width 800 px. */
export const PROJECT_PROFILE_PDF: PdfPageOptions = { scale: 3, pageBreakEveryPx: 1400, contentWidthPx: 800 };
/**
 * Rental profile: canvas scale 3, at the width the page has on screen (the spec gives it no content
 * width). Laid out 800 px wide, the longest UI-thread task of a save fell from 10.8-18.3 s to
 * 4.2-4.7 s on this loaded machine, but the rental historical table (1,248 px on a 1280 px screen)
 * does not fit 800 px and lost its right-hand columns in the PDF, so the profile keeps its width.
 */
export const RENTAL_PROFILE_PDF: PdfPageOptions = { scale: 3 };

/** The button's label (part 2 §2.6, §2.8, §2.9). */
export const SAVE_AS_PDF_LABEL = 'Save as PDF';
