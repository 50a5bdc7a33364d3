import type { ViewChip } from '../../api/engine-contract';

/**
 * Chips of the search itself (part 1 §2 "Tab table behaviour"): the selected regions, Quarter,
 * Year, From, To, and the project standing, where active shows as New. The engine adds the
 * client-filter chips (Cancelled Included, Sold Out Included, Is Only Caprate) to its view
 * summary; a view shows both lists.
 */
export interface SearchChipParams {
  regionNames?: readonly string[];
  year?: number | string | null;
  qtr?: number | string | null;
  /** Range start and end, already formatted (e.g. "2023 Q1", "2024-05"). */
  from?: string | null;
  to?: string | null;
  projectStanding?: string | null;
}

const STANDING_LABELS: Readonly<Record<string, string>> = { active: 'New' };

function present(value: number | string | null | undefined): value is number | string {
  return value !== null && value !== undefined && value !== '';
}

function standingLabel(standing: string): string {
  return STANDING_LABELS[standing] ?? standing.charAt(0).toUpperCase() + standing.slice(1);
}

export function searchChipsFromParams(params: SearchChipParams): ViewChip[] {
  const chips: ViewChip[] = (params.regionNames ?? []).map((name) => ({ label: name, value: null }));
  if (present(params.projectStanding)) chips.push({ label: standingLabel(params.projectStanding), value: null });
  if (present(params.qtr)) chips.push({ label: 'Quarter', value: String(params.qtr) });
  if (present(params.year)) chips.push({ label: 'Year', value: String(params.year) });
  if (present(params.from)) chips.push({ label: 'From', value: params.from });
  if (present(params.to)) chips.push({ label: 'To', value: params.to });
  return chips;
}
