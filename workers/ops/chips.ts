/**
 * Chips for the active filters of a view (part 1 §2 "Tab table behaviour"): the project
 * standing by its label (active reads "New", oldstock "Old Stock"), Cancelled Included, Sold Out
 * Included, Is Only Caprate, and the From/To bounds of the client date ranges. Region chips and the API's Quarter/Year belong to
 * the search params the UI already holds, so they are not repeated here.
 */
import type { ClientParams, SearchContext, ViewChip } from '@contract/engine';
import { standingLabel } from '@contract/product-facts';

/** Chip labels of the flag filters, by filter name; the export's About sheet names them the same way. */
export const FLAG_CHIPS: Readonly<Record<string, string>> = {
  cancelled: 'Cancelled Included',
  soldOut: 'Sold Out Included',
  isOnlyCaprate: 'Is Only Caprate',
};

function first(value: ClientParams[string]): string | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' ? value : value[0];
  return text === undefined || text.trim() === '' ? null : text.trim();
}

/** The chip labels of a date range's bounds. */
export const FROM_CHIP = 'From';
export const TO_CHIP = 'To';

export function chipsOf(params: ClientParams, context: SearchContext | undefined): ViewChip[] {
  const chips: ViewChip[] = [];
  const standing = context?.projectStanding;
  if (standing) chips.push({ label: standingLabel(standing), value: null });
  for (const [name, label] of Object.entries(FLAG_CHIPS)) {
    if (first(params[name]) === 'true') chips.push({ label, value: null });
  }
  for (const [name, value] of Object.entries(params)) {
    const text = first(value);
    if (text === null) continue;
    if (/(DateRange|Date)From$|\.from$/.test(name) && /\d{4}-\d{2}/.test(text))
      chips.push({ label: FROM_CHIP, value: text });
    if (/(DateRange|Date)To$|\.to$/.test(name) && /\d{4}-\d{2}/.test(text)) chips.push({ label: TO_CHIP, value: text });
  }
  return chips;
}
