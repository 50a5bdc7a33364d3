import type { ColumnDefinition } from '@contract/columns';
import { isIsoMonth, monthsBetween, rentalQuarterPeriods } from '@contract/months';
import type { RentalHistoryRow } from '@contract/rental-search';
import type { SearchResponse } from '@contract/search';
import type { RentalHistoryBounds } from '@src/components/rental-historical-table/history-filters';

/**
 * A building's rental history as the server answers it (server/routes/rental: one row per period,
 * a sub row per unit type), built from the asked parameters so a test sees what it asked for.
 */

export const PROJECT_ID = 42;
export const HISTORY_PATH = `/api/v1/urban/project/${PROJECT_ID}/market_history_oldstock`;

/**
 * Months Jan 2023 to Oct 2026; the quarter defaults are calendar quarters as the server's chart
 * config writes them (2025 Q4 to 2026 Q4), which the rental quarters (1 to 3) do not have.
 */
export const BOUNDS: RentalHistoryBounds = {
  month_start: '2023-01',
  month_end: '2026-10',
  year_start: 2025,
  qtr_start: 4,
  year_end: 2026,
  qtr_end: 4,
};

export const TIME_RANGE_OPTIONS = [
  { value: '1mo', label: '1 Month' },
  { value: '3mo', label: '3 Months' },
  { value: '6mo', label: '6 Months' },
  { value: '12mo', label: '12 Months' },
];

const COLUMNS: ColumnDefinition[] = [
  { key: 'period', label: 'Period', format: 'text', total: { kind: 'none' }, alwaysVisible: true },
  { key: 'property_count', label: 'Properties', format: 'integer', total: { kind: 'none' } },
  { key: 'units_surveyed_actual', label: 'Units Surveyed', format: 'integer', total: { kind: 'none' } },
  { key: 'avg_rate', label: 'Average Rent', format: 'currency', total: { kind: 'none' } },
  { key: 'vacancy_rate', label: 'Vacancy Rate', format: 'percent', percentScale: 100, total: { kind: 'none' } },
];

const UNIT_TYPES = ['Bachelor', '1 Bed', '2 Bed', '3 Bed'];

function figures(seed: number) {
  return {
    units_surveyed_actual: 100 + seed,
    available: 3,
    vacancy_rate: 3,
    availability_rate: 3,
    avg_rate: 2000 + seed * 10,
    min_rate: 1500,
    max_rate: 2500,
    min_psf: 2,
    max_psf: 4,
    size_sqft: 700,
    days_active_total: 30,
    dom_unit_count: 3,
    average_dom: 10,
  };
}

/** A period row with `subRowCount` unit types. */
export function historyRow(period: string, subRowCount = UNIT_TYPES.length): RentalHistoryRow {
  return {
    period,
    period_start: '2026-01',
    period_end: '2026-04',
    property_count: 1,
    suite_count: 120,
    ...figures(period.length),
    subRows: Array.from({ length: subRowCount }, (_, index) => {
      const name = UNIT_TYPES[index] ?? `Unit type ${index + 1}`;
      return { period: name, unittype_name: name, unit_type: `type-${index}`, ...figures(index) };
    }),
  };
}

export function historyResponse(rows: RentalHistoryRow[]): SearchResponse<RentalHistoryRow> {
  return {
    data: rows,
    tableHeaders: { data: COLUMNS },
    tableNote: 'One row per period; expand a row for its unit types.',
    tableNoteFooter: 'Rental data available from January 2023 to October 2026.',
    clamped: false,
    clamped_message: null,
  };
}

/** The periods a query asks for, as the server labels them (months, or rental quarters). */
export function periodsAsked(query: URLSearchParams): string[] {
  if (query.get('timeType') === 'quarter') {
    const bound = (year: string, quarter: string) => ({
      year: Number(query.get(year)),
      quarter: Number(query.get(quarter)),
    });
    return rentalQuarterPeriods(bound('year_start', 'qtr_start'), bound('year_end', 'qtr_end')).map(
      (period) => period.label,
    );
  }
  const start = query.get('queryMonthStart') ?? '';
  const end = query.get('queryMonthEnd') ?? '';
  return isIsoMonth(start) && isIsoMonth(end) ? monthsBetween(start, end).slice(0, 100) : [];
}
