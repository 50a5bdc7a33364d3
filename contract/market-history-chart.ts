/**
 * What a market history chart draws (part 1 §3 market history, part 2 §2.7), read by the chart
 * above the history tables and by the engine worker when it draws the same chart into a PDF:
 * at most MAX_CHART_SERIES lines, the table's own rows first, then the sub-row series, each in
 * its colour.
 */

/**
 * At most this many lines (the table's own rows plus sub-row series): more lines than this are
 * unreadable in one chart; the rest are named below the chart and stay in the table.
 */
export const MAX_CHART_SERIES = 8;

/** The lines' colours in order, as Mantine palette entries (colour name, shade). */
export const CHART_LINE_COLOURS: ReadonlyArray<readonly [name: string, shade: number]> = [
  ['blue', 7],
  ['orange', 7],
  ['teal', 7],
  ['grape', 7],
  ['red', 7],
  ['lime', 8],
  ['cyan', 8],
  ['pink', 7],
];

/** Said under a chart before the names of the lines it leaves to the table. */
export const NOT_CHARTED_PREFIX = 'Not charted (see the table):';

/** A chart line: the data key the chart reads, the legend name and the values per period. */
export interface ChartLine {
  key: string;
  name: string;
  values: ReadonlyArray<number | null>;
}

const pointOf = (value: number): number | null => (Number.isNaN(value) ? null : value);

/** The lines to draw: the table's rows first, then sub-row series up to MAX_CHART_SERIES; the names left out. */
export function chartLinesOf(
  series: { values: ArrayLike<number>; subSeries: ReadonlyArray<{ name: string; values: ArrayLike<number> }> },
  rowsName: string,
): { lines: ChartLine[]; omitted: string[] } {
  const all = [
    { name: rowsName, values: series.values },
    ...series.subSeries.map((sub) => ({ name: sub.name, values: sub.values })),
  ];
  const lines = all.slice(0, MAX_CHART_SERIES).map((line, index) => ({
    key: `s${index}`,
    name: line.name,
    values: Array.from(line.values, pointOf),
  }));
  return { lines, omitted: all.slice(MAX_CHART_SERIES).map((line) => line.name) };
}

/** The x axis's name: the table's first column, Quarter (projects) or Period (rentals). */
export function chartPeriodLabel(columns: ReadonlyArray<{ label: string; alwaysVisible?: boolean }>): string {
  return columns.find((column) => column.alwaysVisible)?.label ?? 'Period';
}

/** The chart in words, e.g. "Quarter Sales by quarter, 2024 Q1 to 2026 Q4" (its accessible name, the PDF's chart title). */
export function chartTitle(measureLabel: string, periodLabel: string, labels: readonly string[]): string {
  const range = labels.length === 0 ? '' : `, ${labels[0]} to ${labels[labels.length - 1]}`;
  return `${measureLabel} by ${periodLabel.toLowerCase()}${range}`;
}

/**
 * A line marks each of its points with a dot up to this many periods (two years of months, six
 * of quarters): then the dots are far enough apart to be told apart and counted. Beyond it a dot
 * on every period of up to MAX_CHART_SERIES lines reads as a beaded band, not as points (Rental
 * Market History over every month draws hundreds), so the lines are drawn bare; the point under
 * the pointer is still marked with its tooltip, and the table below holds every value (part 2
 * §2.7). Drawing those dots also held the UI thread when an answer arrived (bench/history-ui-task.ts).
 */
export const CHART_DOTS_MAX_POINTS = 24;

/**
 * Whether a line of the chart marks each point with a dot (the page's chart and the PDF's): up to
 * CHART_DOTS_MAX_POINTS periods, and beyond them on a line with a point between two gaps (no value
 * either side), which only its dot shows.
 */
export function lineDrawsDots(values: ReadonlyArray<number | null>): boolean {
  if (values.length <= CHART_DOTS_MAX_POINTS) return true;
  return values.some(
    (value, index) => value !== null && (values[index - 1] ?? null) === null && (values[index + 1] ?? null) === null,
  );
}

/** Round steps (1, 2, 2.5, 5 times a power of ten) for the chart's value axis. */
function niceStep(span: number, ticks: number): number {
  const raw = span / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((multiple) => multiple * power >= raw) ?? 10;
  return step * power;
}

/**
 * The chart's value axis (the page's chart and the PDF's): about five round steps from 0 (or
 * below, for negative values) to past the largest value.
 */
export function valueAxis(values: readonly number[]): number[] {
  if (values.length === 0) return [0, 1];
  let low = 0;
  let high = 0;
  // A loop, not Math.min(...values): eight lines over every month are thousands of arguments.
  for (const value of values) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  if (low === high) high = low + 1;
  const step = niceStep(high - low, 5);
  low = Math.floor(low / step) * step;
  high = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let tick = low; tick <= high + step / 2; tick += step) ticks.push(Number(tick.toPrecision(12)));
  return ticks;
}

/**
 * The periods that get a label under the chart (the page's chart and the PDF's): as many as fit
 * side by side, `widest` apart at least on a plot `plotWidth` wide, evenly spaced, the last one
 * always shown (and no other label closer to it than the spacing).
 */
export function shownPeriodIndexes(count: number, widest: number, plotWidth: number): number[] {
  if (count <= 0) return [];
  const every = count <= 1 ? 1 : Math.max(1, Math.ceil(widest / (plotWidth / (count - 1))));
  const shown: number[] = [];
  for (let index = 0; index < count; index += every) if (count - 1 - index >= every) shown.push(index);
  shown.push(count - 1);
  return shown;
}

/**
 * A line's stretches of consecutive points (index and value), as drawn (the page's chart and the
 * PDF's): a period with no value breaks the line, and a point alone between two gaps is a
 * stretch of one, which only its dot shows (lineDrawsDots).
 */
export function lineStretches(values: ReadonlyArray<number | null>): Array<Array<readonly [number, number]>> {
  const stretches: Array<Array<readonly [number, number]>> = [];
  let current: Array<readonly [number, number]> | null = null;
  values.forEach((value, index) => {
    if (value === null) {
      current = null;
      return;
    }
    if (current === null) {
      current = [];
      stretches.push(current);
    }
    current.push([index, value]);
  });
  return stretches;
}
