import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button, Group, Progress, Text } from '@mantine/core';
import { SAVE_AS_PDF_LABEL, type PdfPageOptions } from './pdf-constants';
import { saveElementAsPdf } from './save-element-as-pdf';

export interface SaveAsPdfButtonProps {
  /** The element captured into the PDF. */
  target: RefObject<HTMLElement | null>;
  /** The page's constants from pdf-constants.ts (SALE_PAGE_PDF, PROJECT_PROFILE_PDF, RENTAL_PROFILE_PDF). */
  pageOptions: PdfPageOptions;
  /** The page's heading: the PDF's title block and its file name (`pdfFileName`). */
  title: string;
  /** The data's as-of date in the page's words, for the title block. */
  dataAsOf?: string | null;
}

interface Progressing {
  done: number;
  total: number;
}

/**
 * "Save as PDF" (part 2 §2.6, §2.8, §2.9): disabled while it runs, with the pages done shown as
 * progress; the render yields between pages, so the page stays usable. Place it inside the target
 * if you like: controls are left out of the PDF (./printable-copy.ts). Beyond the spec, the first
 * page starts with a title block (the heading, the data's as-of date, the export time) and the
 * file is named from the heading and the day.
 */
export function SaveAsPdfButton({ target, pageOptions, title, dataAsOf = null }: SaveAsPdfButtonProps) {
  const [progress, setProgress] = useState<Progressing | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  // Leaving the page stops a render in progress.
  useEffect(() => () => abortRef.current?.abort(), []);

  const save = async () => {
    const element = target.current;
    if (element === null || abortRef.current !== null) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress({ done: 0, total: 0 });
    try {
      await saveElementAsPdf(element, {
        ...pageOptions,
        title,
        dataAsOf,
        signal: controller.signal,
        onProgress: (done, total) => {
          if (!controller.signal.aborted) setProgress({ done, total });
        },
      });
    } catch (error) {
      if (!controller.signal.aborted) console.warn('Save as PDF failed', error);
    } finally {
      abortRef.current = null;
      if (!controller.signal.aborted) setProgress(null);
    }
  };

  const running = progress !== null;
  const percent = progress && progress.total > 0 ? (100 * progress.done) / progress.total : 0;
  return (
    <Group gap="sm" data-pdf-exclude>
      <Button onClick={() => void save()} disabled={running} loading={running} loaderProps={{ type: 'dots' }}>
        {SAVE_AS_PDF_LABEL}
      </Button>
      {running && (
        <Group gap="xs" role="status" aria-live="polite" aria-label="PDF progress">
          <Progress value={percent} w={120} aria-label="PDF pages rendered" />
          <Text size="sm">
            {progress.total > 0
              ? `Page ${Math.min(progress.done + 1, progress.total)} of ${progress.total}`
              : 'Preparing'}
          </Text>
        </Group>
      )}
    </Group>
  );
}
