import { Text } from '@mantine/core';
import type { ProjectSearchType } from '@contract/product-facts';
import type { MarketEngine } from '../../engine/engine-api';
import type { DisplayRow, ResultKind, ViewChip } from '@contract/engine';
import {
  useProjectCompareRowActions,
  useRentalCompareRowActions,
} from '../../components/compare/use-compare-row-actions';
import { MarketHistoryChart } from '../../components/market-history-chart/market-history-chart';
import { useHistoryPdf } from '../../components/market-history-chart/use-history-pdf';
import { PROJECT_HISTORY_LINE_NAME } from '../../components/market-history-chart/market-history-chart-constants';
import { ResultsTable } from '../../components/results-table/results-table';
import { EMPTY_MESSAGES, RESULTS_TABLE_TITLES } from '../../components/results-table/results-table-constants';
import type { SearchInWords } from '../../components/results-table/export-about-lines';
import type { RowAction } from '../../components/results-table/row-actions';
import type { ResultsView } from '../../components/results-table/use-results-view';

export interface ProjectResultsProps {
  engine: MarketEngine;
  searchType: ProjectSearchType;
  kind: ResultKind;
  results: ResultsView;
  chips: readonly ViewChip[];
  /** The standing of the shown search: project rows join the compare list of that standing. */
  standing: string;
  marketRowActions: (row: DisplayRow) => readonly RowAction[];
  loading: boolean;
  clampedMessage: string | null;
  /** Market history's note under the table (part 1 §2). */
  tableNote: string | null;
  /** The search in words and its period, for the XLSX "About this export" sheet and the PDF. */
  exportAbout: SearchInWords;
  /** The page heading (market history's PDF: its title block and file name). */
  heading: string;
}

function titleOf(searchType: ProjectSearchType, kind: ResultKind): string {
  if (searchType === 'market-history') return RESULTS_TABLE_TITLES.marketHistory;
  if (searchType === 'market-data') return RESULTS_TABLE_TITLES.market;
  return kind === 'rentals' ? RESULTS_TABLE_TITLES.properties : RESULTS_TABLE_TITLES.projects;
}

/**
 * The results area (part 1 §2): the projects, rental, market or market history table, titled
 * per view, with compare actions on project and rental rows and Zoom / Projects on market rows.
 */
export function ProjectResults({
  engine,
  searchType,
  kind,
  results,
  chips,
  standing,
  marketRowActions,
  loading,
  clampedMessage,
  tableNote,
  exportAbout,
  heading,
}: ProjectResultsProps) {
  const projectCompareActions = useProjectCompareRowActions(standing);
  const rentalCompareActions = useRentalCompareRowActions();
  const rowActions =
    kind === 'projects'
      ? projectCompareActions
      : kind === 'rentals'
        ? rentalCompareActions
        : kind === 'projectMarket'
          ? marketRowActions
          : undefined;
  // Market history saves its chart and table as a PDF: the chart's measure is kept here for both.
  const history = searchType === 'market-history';
  const { chartMeasure, setChartMeasure, pdf } = useHistoryPdf(results, history, heading, PROJECT_HISTORY_LINE_NAME);
  return (
    <>
      {history && (
        <MarketHistoryChart
          engine={engine}
          results={results}
          rowsName={PROJECT_HISTORY_LINE_NAME}
          measure={chartMeasure}
          onMeasureChange={setChartMeasure}
        />
      )}
      <ResultsTable
        watchVisits
        engine={engine}
        results={results}
        title={titleOf(searchType, kind)}
        chips={chips}
        rowActions={rowActions}
        loading={loading}
        emptyMessage={kind === 'rentals' ? EMPTY_MESSAGES.rentals : EMPTY_MESSAGES.projects}
        clampedMessage={clampedMessage}
        exportSearch={exportAbout.search}
        exportDataAsOf={exportAbout.dataAsOf}
        pdf={pdf}
      />
      {tableNote !== null && <Text size="sm">{tableNote}</Text>}
    </>
  );
}
