import { memo } from 'react';
import { ActionIcon, Group, Title, Tooltip } from '@mantine/core';
import type { ColumnDefinition } from '@contract/columns';
import type { MarketEngine, ViewHandle } from '../../engine/engine-api';
import { ColumnToggle } from './column-toggle';
import { ExportControl } from './export-control';
import { SaveTableAsPdfButton, type TablePdfChart } from '../pdf-export/save-table-as-pdf-button';
import { HELP_LABEL } from './results-table-constants';
import { HelpIcon } from './table-icons';
import type { ExportAbout } from '@contract/engine';

/** A results page's PDF: its heading and the chart it shows above the table (or none). */
export interface TablePdf {
  heading: string;
  chart: TablePdfChart | null;
}

interface ResultsTableToolbarProps {
  titleId: string;
  title: string;
  engine: MarketEngine;
  /** null while loading: nothing to export yet. */
  exportView: ViewHandle | null;
  /** The page and its search in words, for the XLSX "About this export" sheet. */
  exportAbout: ExportAbout;
  /** Pages that save their table as a PDF (market history): the page heading and its chart. */
  pdf: TablePdf | null;
  columns: readonly ColumnDefinition[];
  visibleColumns: readonly string[];
  onVisibleColumnsChange: (visible: string[]) => void;
  onHelp: () => void;
}

/**
 * Title, Save as PDF (when the page has it), export, column toggle and help above the table. Memoized with stable props, so
 * scrolling (which re-renders the table body) never re-renders these controls.
 */
export const ResultsTableToolbar = memo(function ResultsTableToolbar({
  titleId,
  title,
  engine,
  exportView,
  exportAbout,
  pdf,
  columns,
  visibleColumns,
  onVisibleColumnsChange,
  onHelp,
}: ResultsTableToolbarProps) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Title order={3} id={titleId} size="h4">
        {title}
      </Title>
      <Group gap="xs" wrap="nowrap">
        {pdf !== null && (
          <SaveTableAsPdfButton
            engine={engine}
            view={exportView}
            heading={pdf.heading}
            about={exportAbout}
            chart={pdf.chart}
          />
        )}
        <ExportControl engine={engine} view={exportView} about={exportAbout} />
        <ColumnToggle columns={columns} visible={visibleColumns} onChange={onVisibleColumnsChange} />
        <Tooltip label={HELP_LABEL}>
          <ActionIcon variant="default" aria-label={HELP_LABEL} onClick={onHelp}>
            <HelpIcon />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
});
