import ExcelJS from 'exceljs';
import { jsPDF } from 'jspdf';
import type { AttachmentSource } from '../../queries/urban/reports';

/** Report bodies are HTML; attachments carry their text, one paragraph per block element. */
export function plainParagraphs(html: string): string[] {
  return html
    .replace(/<\s*(br|\/p|\/li|\/h\d|\/div)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Letter, portrait, inches (part 2 §9 PDF settings). */
export function reportPdf(source: AttachmentSource): Buffer {
  const doc = new jsPDF({ unit: 'in', format: 'letter', orientation: 'portrait' });
  const margin = 0.75;
  const width = 8.5 - 2 * margin;
  const bottom = 11 - margin;
  let y = margin;
  const write = (text: string, size: number, gap: number) => {
    doc.setFontSize(size);
    for (const line of doc.splitTextToSize(text, width) as string[]) {
      if (y > bottom) {
        doc.addPage();
        y = margin;
      }
      doc.text(line, margin, y);
      y += size / 72 + 0.05;
    }
    y += gap;
  };
  write(source.title, 18, 0.15);
  for (const section of source.sections) {
    write(section.label, 13, 0.05);
    for (const paragraph of plainParagraphs(section.body)) write(paragraph, 10, 0.08);
  }
  return Buffer.from(doc.output('arraybuffer'));
}

export async function reportXlsx(source: AttachmentSource): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Report');
  sheet.columns = [
    { header: 'Section', key: 'section', width: 30 },
    { header: source.title, key: 'text', width: 100 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const section of source.sections) {
    for (const paragraph of plainParagraphs(section.body)) sheet.addRow({ section: section.label, text: paragraph });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
