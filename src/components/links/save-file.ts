import type { ExportFile } from '@contract/engine';

/** Long enough for the browser to start reading the object URL after the click. */
const REVOKE_DELAY_MS = 10_000;

/**
 * Saves a file made in the browser (an engine export, a report attachment) through a Blob, an
 * object URL and a download link.
 */
export function saveFile(file: ExportFile): void {
  const url = URL.createObjectURL(new Blob([file.buffer], { type: file.mimeType }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  }
}
