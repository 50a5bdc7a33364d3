/**
 * Chips for the active filters of a view (part 1 §2 "Tab table behaviour"): the project
 * standing by its label (active reads "New", oldstock "Old Stock"), each yes/no filter set to
 * Yes by its definition's label (Cancelled Included, Sold Out Included, ...), and the From/To
 * bounds of the client date ranges. Everything but the standing comes from the view's filter
 * definitions (`SearchContext.filters`). Region chips and the API's Quarter/Year belong to the
 * search params the UI already holds, so they are not repeated here.
 */
import type { ClientParams, SearchContext, ViewChip } from '@contract/engine';
import { firstFilled, rangeBoundTexts } from '@contract/filter-definitions';
import { standingLabel } from '@contract/product-facts';
import { acceptedParams } from '@contract/client-params';

/** The chip labels of a date range's bounds. */
export const FROM_CHIP = 'From';
export const TO_CHIP = 'To';

export function chipsOf(params: ClientParams, context: SearchContext | undefined): ViewChip[] {
  const chips: ViewChip[] = [];
  const standing = context?.projectStanding;
  if (standing) chips.push({ label: standingLabel(standing), value: null });
  const definitions = context?.filters ?? [];
  // Values their definitions reject are not in effect, so they show no chip (part 1 §5).
  const accepted = acceptedParams(definitions, params);
  for (const definition of definitions) {
    if (definition.type === 'radio' && firstFilled(accepted, [definition.name]) === 'true')
      chips.push({ label: definition.label, value: null });
  }
  for (const definition of definitions) {
    if (definition.type !== 'dateRange') continue;
    const { from, to } = rangeBoundTexts(definition.name, accepted);
    if (from !== undefined) chips.push({ label: FROM_CHIP, value: from });
    if (to !== undefined) chips.push({ label: TO_CHIP, value: to });
  }
  return chips;
}
