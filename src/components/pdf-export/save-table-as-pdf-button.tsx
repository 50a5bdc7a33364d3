import { useEffect, useRef, useState } from 'react';
import { Button, DEFAULT_THEME, Group, Progress, Text } from '@mantine/core';
import { CHART_LINE_COLOURS } from '@contract/market-history-chart';
import type { ExportAbout, ExportProgress } from '@contract/engine';
import type { MarketEngine, ViewHandle } from '../../engine/engine-api';
import { isCancellation } from '../../engine/engine-errors';
import { saveFile } from '../links/save-file';
import { SAVE_AS_PDF_LABEL } from './pdf-constants';

/** The chart a results page shows above its table, drawn again into its PDF. */
export interface TablePdfChart {
  /** The measure the page's chart plots. */
  measure: string;
  /** Legend name of the line drawn from the table's own rows. */
  rowsName: string;
}

export interface SaveTableAsPdfButtonProps {
  engine: MarketEngine;
  /** null while the search loads: nothing to save yet. */
  view: ViewHandle | null;
  /** The page heading: first in the PDF's title block and in its file name. */
  heading: string;
  /** The table's title and the search in words (the XLSX "About this export" lines). */
  about: ExportAbout;
  chart: TablePdfChart | null;
}

/** The chart's line colours as the page draws them (Mantine's palette). */
const CHART_COLOURS = CHART_LINE_COLOURS.map(([name, shade]) => DEFAULT_THEME.colors[name]?.[shade] ?? '#000000');

/**
 * "Save as PDF" of a results page (beyond the spec; market history pages): the engine worker,
 * which holds every row, writes the title block, the page's chart and the whole table as text
 * (workers/ops/export-pdf.ts) and transfers the file; the button shows the rows written meanwhile,
 * so the page stays usable. A failure is logged as a warning, as an export's is (part 1 §8).
 */
export function SaveTableAsPdfButton({ engine, view, heading, about, chart }: SaveTableAsPdfButtonProps) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [running, setRunning] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  // Leaving the page stops a PDF being written.
  useEffect(() => () => abortRef.current?.abort(), []);

  const save = async (target: ViewHandle) => {
    if (abortRef.current !== null) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setRunning(true);
    setProgress(null);
    try {
      const file = await engine.exportView(
        target,
        {
          format: 'pdf',
          about,
          pdf: { heading, chart: chart === null ? null : { ...chart, colours: CHART_COLOURS } },
        },
        { signal: controller.signal, onProgress: setProgress },
      );
      if (!controller.signal.aborted) saveFile(file);
    } catch (error) {
      if (!controller.signal.aborted && !isCancellation(error)) console.warn('Save as PDF failed', error);
    } finally {
      abortRef.current = null;
      if (!controller.signal.aborted) {
        setRunning(false);
        setProgress(null);
      }
    }
  };

  const percent =
    progress === null || progress.rowsTotal === 0 ? 0 : Math.round((100 * progress.rowsWritten) / progress.rowsTotal);
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        disabled={view === null || running}
        loading={running}
        loaderProps={{ type: 'dots' }}
        onClick={() => {
          if (view !== null) void save(view);
        }}
      >
        {SAVE_AS_PDF_LABEL}
      </Button>
      {running && (
        <Group gap="xs" role="status" aria-live="polite" aria-label="PDF progress" wrap="nowrap">
          <Progress value={percent} w={80} aria-label="PDF rows written" />
          <Text size="xs">
            {progress === null
              ? 'Preparing'
              : `${progress.rowsWritten.toLocaleString()} of ${progress.rowsTotal.toLocaleString()} rows`}
          </Text>
        </Group>
      )}
    </Group>
  );
}
