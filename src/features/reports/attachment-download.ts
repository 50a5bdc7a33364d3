import type { AttachmentResponse } from '@contract/urban-reports';
import { apiGet } from '../../http/api-client';
import { saveFile } from '../../components/links/save-file';
import { DEFAULT_ATTACHMENT_NAME } from './reports-constants';

const MIME_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

function bytesOf(base64: string): ArrayBuffer {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

/**
 * Part 2 §7 "GET an attachment by its reference": the answer's data is saved under its fileName,
 * `report.pdf` when it has none. Failures are logged only (part 2 §8).
 */
export async function downloadAttachment(reference: string): Promise<void> {
  try {
    const answer = await apiGet<AttachmentResponse>(`/urban/attachment/${encodeURIComponent(reference)}`);
    const fileName = answer.fileName?.trim() || DEFAULT_ATTACHMENT_NAME;
    const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? 'pdf';
    saveFile({
      fileName,
      mimeType: MIME_TYPES[extension] ?? 'application/octet-stream',
      buffer: bytesOf(answer.data),
      // The shared saver takes the engine's export type; an attachment is not a table.
      rowCount: 0,
    });
  } catch (error) {
    console.warn(`Could not download the attachment ${reference}`, error);
  }
}
