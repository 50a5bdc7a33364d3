import { vi } from 'vitest';
import { commands } from 'vitest/browser';
import type { PdfText } from '@test-support/pdf-text';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** The bytes (base64) read back with poppler-utils in Node (vitest.config.ts, tests/support/pdf-text.ts). */
    readPdf: (base64: string) => Promise<PdfText>;
  }
}

/** The next PDF the page saves (the Blob handed to URL.createObjectURL for its download). */
export function nextSavedPdf(): Promise<Blob> {
  return new Promise((resolve) => {
    const original = URL.createObjectURL.bind(URL);
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
      if (blob instanceof Blob && blob.type === 'application/pdf') resolve(blob);
      return original(blob);
    });
  });
}

/** A saved PDF as a reader gets it: pdfinfo's page count and pdftotext's pages. */
export async function readSavedPdf(blob: Blob): Promise<PdfText> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return commands.readPdf(btoa(binary));
}
