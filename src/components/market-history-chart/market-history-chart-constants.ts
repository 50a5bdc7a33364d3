/**
 * The market history chart above the history tables (part 1 §3 market history, part 2 §2.7
 * Rental Market History): its control label and which measure it opens on. How many lines it
 * draws and their colours: `contract/market-history-chart.ts` (the PDF draws the same chart).
 */

/** The visible label of the measure picker. */
export const CHART_MEASURE_LABEL = 'Chart measure';

/** The measure a chart opens on: the first of these the table has, else its first measure. */
export const DEFAULT_CHART_MEASURES: readonly string[] = [
  'quarter_sales',
  'months_of_supply',
  'availability_rate',
  'vacancy_rate',
];

/** Chart height in px: tall enough for eight lines and their legend. */
export const CHART_HEIGHT = 280;

/** Legend name of project market history's line: its rows aggregate the selected geography (part 1 §7). */
export const PROJECT_HISTORY_LINE_NAME = 'Selected markets';

/** Legend name of rental market history's period rows; their unit types are the other lines (part 2 §2.7). */
export const RENTAL_HISTORY_LINE_NAME = 'All unit types';
