import ExcelJS from 'exceljs';
import { PdfWriter } from '../../documents/pdf-writer';
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

/** Letter, portrait, inches (part 2 §9 PDF settings): the report's title, then each section's label and text. */
export function reportPdf(source: AttachmentSource): Buffer {
  const pdf = new PdfWriter({ title: source.title });
  pdf.text(source.title, { size: 18, gap: 0.15 });
  for (const section of source.sections) {
    pdf.text(section.label, { size: 13, gap: 0.05 });
    for (const paragraph of plainParagraphs(section.body)) pdf.text(paragraph);
  }
  return pdf.bytes();
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
