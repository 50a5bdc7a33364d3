import type { ViewChip } from '../../api/engine-contract';

/**
 * Chips of the search's API params (part 1 §2 "Tab table behaviour"): the selected regions,
 * Quarter, Year, From and To. The engine's view summary adds the client-side ones (Cancelled
 * Included, Sold Out Included, Is Only Caprate, the standing with active shown as New); the
 * table shows both lists.
 */
export interface SearchChipParams {
  regionNames?: readonly string[];
  year?: number | string | null;
  qtr?: number | string | null;
  /** Range start and end, already formatted (e.g. "2023 Q1", "2024-05"). */
  from?: string | null;
  to?: string | null;
}

function present(value: number | string | null | undefined): value is number | string {
  return value !== null && value !== undefined && value !== '';
}

export function searchChipsFromParams(params: SearchChipParams): ViewChip[] {
  const chips: ViewChip[] = (params.regionNames ?? []).map((name) => ({ label: name, value: null }));
  if (present(params.qtr)) chips.push({ label: 'Quarter', value: String(params.qtr) });
  if (present(params.year)) chips.push({ label: 'Year', value: String(params.year) });
  if (present(params.from)) chips.push({ label: 'From', value: params.from });
  if (present(params.to)) chips.push({ label: 'To', value: params.to });
  return chips;
}
