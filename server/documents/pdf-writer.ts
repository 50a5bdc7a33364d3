import { jsPDF } from 'jspdf';

/** Letter, portrait, inches (part 2 §9 PDF settings), the page of every document the server writes. */
const PAGE = { width: 8.5, height: 11, margin: 0.75 } as const;
const LABEL_WIDTH = 2.4;
const POINTS_PER_INCH = 72;
const LINE_GAP = 0.05;

/**
 * The server's documents (report attachments, project brochures, UrbanAction information) are
 * written with jspdf through this one writer: text flows down the page and onto new pages, a
 * facts block sets labels beside their values, and the document carries its title as metadata.
 */
export class PdfWriter {
  private readonly doc: jsPDF;
  private y: number = PAGE.margin;

  constructor(properties: { title: string; subject?: string }) {
    this.doc = new jsPDF({ unit: 'in', format: 'letter', orientation: 'portrait' });
    this.doc.setProperties({ ...properties, creator: 'Marketview' });
  }

  private get width(): number {
    return PAGE.width - 2 * PAGE.margin;
  }

  private lineHeight(size: number): number {
    return size / POINTS_PER_INCH + LINE_GAP;
  }

  /** A new page when `height` more inches would run past the bottom margin. */
  private room(height: number): void {
    if (this.y + height > PAGE.height - PAGE.margin) {
      this.doc.addPage();
      this.y = PAGE.margin;
    }
  }

  /** Wrapped text at the current position, then `gap` inches of space. */
  text(text: string, { size = 10, bold = false, gap = 0.08 }: { size?: number; bold?: boolean; gap?: number } = {}) {
    this.doc.setFont('helvetica', bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    for (const line of this.doc.splitTextToSize(text, this.width) as string[]) {
      this.room(this.lineHeight(size));
      this.doc.text(line, PAGE.margin, this.y);
      this.y += this.lineHeight(size);
    }
    this.y += gap;
    return this;
  }

  /** Label and value pairs, the label bold in its own column, long values wrapped in theirs. */
  facts(rows: ReadonlyArray<readonly [label: string, value: string]>, size = 10) {
    const valueWidth = this.width - LABEL_WIDTH;
    for (const [label, value] of rows) {
      this.doc.setFontSize(size);
      this.doc.setFont('helvetica', 'bold');
      const labelLines = this.doc.splitTextToSize(label, LABEL_WIDTH - 0.15) as string[];
      this.doc.setFont('helvetica', 'normal');
      const valueLines = this.doc.splitTextToSize(value, valueWidth) as string[];
      const lineHeight = this.lineHeight(size);
      const height = Math.max(labelLines.length, valueLines.length) * lineHeight;
      this.room(height);
      this.doc.setFont('helvetica', 'bold');
      labelLines.forEach((line, index) => this.doc.text(line, PAGE.margin, this.y + index * lineHeight));
      this.doc.setFont('helvetica', 'normal');
      valueLines.forEach((line, index) => this.doc.text(line, PAGE.margin + LABEL_WIDTH, this.y + index * lineHeight));
      this.y += height + 0.04;
    }
    this.y += 0.1;
    return this;
  }

  bytes(): Buffer {
    return Buffer.from(this.doc.output('arraybuffer'));
  }
}
