import type { ViewChip } from '@contract/engine';
import { formatMonthYear } from '@contract/dates';
import { addMonths } from '@contract/months';

/**
 * Chips of the search's API params (part 1 §2 "Tab table behaviour"): the selected regions,
 * Quarter, Year, From and To. The engine's view summary adds the client-side ones (the standing
 * with active shown as New, and the yes/no and date filters by their definitions, e.g. Cancelled
 * Included, Sold Out Included: workers/ops/chips.ts); the table shows both lists.
 */
export interface SearchChipParams {
  regionNames?: readonly string[];
  year?: number | string | null;
  qtr?: number | string | null;
  /** Range start and end, already formatted (e.g. "2023 Q1", "2024-05"). */
  from?: string | null;
  to?: string | null;
  /**
   * A search by month (the rental standing's Search by Month): the searched month ('yyyy-MM')
   * and how many months its time range covers, ending with that month. It replaces Quarter and
   * Year: one month reads Month, a longer range From and To.
   */
  monthSearch?: { queryMonth: string; months: number } | null;
}

export const MONTH_CHIP_LABEL = 'Month';

function present(value: number | string | null | undefined): value is number | string {
  return value !== null && value !== undefined && value !== '';
}

function monthChips({ queryMonth, months }: { queryMonth: string; months: number }): ViewChip[] {
  const shown = (month: string) => formatMonthYear(month) ?? month;
  if (months <= 1) return [{ label: MONTH_CHIP_LABEL, value: shown(queryMonth) }];
  return [
    { label: 'From', value: shown(addMonths(queryMonth, 1 - months)) },
    { label: 'To', value: shown(queryMonth) },
  ];
}

export function searchChipsFromParams(params: SearchChipParams): ViewChip[] {
  const chips: ViewChip[] = (params.regionNames ?? []).map((name) => ({ label: name, value: null }));
  if (params.monthSearch) return [...chips, ...monthChips(params.monthSearch)];
  if (present(params.qtr)) chips.push({ label: 'Quarter', value: String(params.qtr) });
  if (present(params.year)) chips.push({ label: 'Year', value: String(params.year) });
  if (present(params.from)) chips.push({ label: 'From', value: params.from });
  if (present(params.to)) chips.push({ label: 'To', value: params.to });
  return chips;
}
