import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Group, NativeSelect, Progress, Tooltip } from '@mantine/core';
import type { MarketEngine, ViewHandle } from '../../engine/engine-api';
import { isCancellation } from '../../engine/engine-errors';
import { DOWNLOAD_LABEL, EXPORT_FORMAT_LABEL, EXPORT_FORMAT_OPTIONS } from './results-table-constants';
import { saveFile } from '../links/save-file';
import { DownloadIcon } from './table-icons';
import type { ExportAbout, ExportFormat, ExportProgress } from '@contract/engine';

function isExportFormat(value: string): value is ExportFormat {
  return EXPORT_FORMAT_OPTIONS.some((option) => option.value === value);
}

/**
 * Export format select (XLS default, CSV) and the Download button (part 1 §2). The engine
 * writes the file in its worker, so the page stays responsive; a progress bar shows while it
 * is generated. A failure is logged as a warning only (part 1 §8 "Export save failure").
 * `about` describes the page and its search for the XLSX "About this export" sheet.
 */
export function ExportControl({
  engine,
  view,
  about,
}: {
  engine: MarketEngine;
  view: ViewHandle | null;
  about?: ExportAbout;
}) {
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [exporting, setExporting] = useState(false);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  async function download(target: ViewHandle) {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setExporting(true);
    setProgress(null);
    try {
      const file = await engine.exportView(
        target,
        { format, about },
        { signal: controller.signal, onProgress: setProgress },
      );
      if (!controller.signal.aborted) saveFile(file);
    } catch (error) {
      if (!controller.signal.aborted && !isCancellation(error)) console.warn('Export failed', error);
    } finally {
      if (running.current === controller) {
        running.current = null;
        setExporting(false);
        setProgress(null);
      }
    }
  }

  const percentDone =
    progress === null || progress.rowsTotal === 0 ? 0 : Math.round((progress.rowsWritten / progress.rowsTotal) * 100);

  return (
    <Group gap="xs" wrap="nowrap">
      <NativeSelect
        aria-label={EXPORT_FORMAT_LABEL}
        size="xs"
        value={format}
        data={EXPORT_FORMAT_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
        onChange={(event) => {
          if (isExportFormat(event.currentTarget.value)) setFormat(event.currentTarget.value);
        }}
      />
      <Tooltip label={DOWNLOAD_LABEL}>
        <ActionIcon
          variant="filled"
          aria-label={DOWNLOAD_LABEL}
          // The progress bar beside it tells the export is running; a spinner would also redraw
          // the page every frame while the engine writes the file.
          disabled={view === null || exporting}
          onClick={() => {
            if (view !== null) void download(view);
          }}
        >
          <DownloadIcon />
        </ActionIcon>
      </Tooltip>
      {exporting && (
        <Progress
          w={80}
          value={percentDone}
          aria-label="Export progress"
          role="progressbar"
          aria-valuenow={percentDone}
          aria-valuemin={0}
          aria-valuemax={100}
        />
      )}
    </Group>
  );
}
