import type { CellFormat } from '@contract/columns';
import { formatCell, formatValue, MISSING_VALUE } from '@contract/format';
import type { ChartTable, ProfileDetailItem, ProjectDetailsSection } from '@contract/urban-project';

/** A profile value as text: missing values show '-' as everywhere in the product (MEASURES.md "Display"). */
export function shownText(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? MISSING_VALUE : String(value);
}

/** A profile detail item or a detail table row, written by its format with its unit (part 2 §9). */
export function detailValueText(item: ProfileDetailItem | ProjectDetailsSection['data'][number]): string {
  return formatValue(item.value, item);
}

/** Data as of, a month, as table dates read: 'MMM yyyy' (part 1 §9). */
export const DATA_AS_OF_FORMAT: CellFormat = { format: 'month' };

/** A Data as of text, 'MMM yyyy', of a month or a day (a chart's `data_as_of`; the sales data's last sale date), or null. */
export function dataAsOfText(date: string | null | undefined): string | null {
  return date ? formatCell(DATA_AS_OF_FORMAT, date) : null;
}

const TEXT: CellFormat = { format: 'text' };

/** The texts of a chart table: each cell written by its column's format (part 1 §9, part 2 §9). */
export interface ChartTexts {
  dataAsOf: string | null;
  rows: string[][];
  footer: string[] | null;
}

export function chartTexts(chart: ChartTable): ChartTexts {
  const { formats, rows, footer } = chart.data;
  const cells = (row: ReadonlyArray<string | number | null>) =>
    row.map((value, index) => formatCell(formats[index] ?? TEXT, value));
  return {
    dataAsOf: dataAsOfText(chart.data_as_of),
    rows: rows.map(cells),
    footer: footer === null ? null : cells(footer),
  };
}

/** The newest Data as of of a profile's chart tables, 'MMM yyyy' (its PDF's title block), or null. */
export function profileDataAsOf(charts: ReadonlyArray<{ data_as_of?: string | null }>): string | null {
  const newest = charts.reduce<string | null>(
    (latest, chart) => (chart.data_as_of && (latest === null || chart.data_as_of > latest) ? chart.data_as_of : latest),
    null,
  );
  return dataAsOfText(newest);
}
