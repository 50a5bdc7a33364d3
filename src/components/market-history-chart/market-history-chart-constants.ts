/**
 * The market history chart above the history tables (part 1 §3 market history, part 2 §2.7
 * Rental Market History): its control label and which measure it opens on. How many lines it
 * draws and their colours: `contract/market-history-chart.ts` (the PDF draws the same chart).
 */
import { CHART_LINE_COLOURS } from '@contract/market-history-chart';

/** The visible label of the measure picker. */
export const CHART_MEASURE_LABEL = 'Chart measure';

/** The measure a chart opens on: the first of these the table has, else its first measure. */
export const DEFAULT_CHART_MEASURES: readonly string[] = [
  'quarter_sales',
  'months_of_supply',
  'availability_rate',
  'vacancy_rate',
];

/** The plot's height in px, its axes' labels included (the legend is under it): room for eight lines. */
export const CHART_HEIGHT = 250;

/** Width in px left of the plot for the value axis's labels and the measure's name. */
export const CHART_AXIS_WIDTH = 100;

/** The plot's other margins in px: the period labels and the period's name below it. */
export const CHART_MARGIN = { top: 10, right: 24, bottom: 50 } as const;

/** A period label's width per character in px (12 px text), for as many labels as fit. */
export const CHART_LABEL_CHAR_WIDTH = 7;

/** The colour of the chart's line `index` (CHART_LINE_COLOURS, Mantine's palette, as CSS). */
export function chartLineColour(index: number): string {
  const [name, shade] = CHART_LINE_COLOURS[index % CHART_LINE_COLOURS.length]!;
  return `var(--mantine-color-${name}-${shade})`;
}

/** Legend name of project market history's line: its rows aggregate the selected geography (part 1 §7). */
export const PROJECT_HISTORY_LINE_NAME = 'Selected markets';

/** Legend name of rental market history's period rows; their unit types are the other lines (part 2 §2.7). */
export const RENTAL_HISTORY_LINE_NAME = 'All unit types';
