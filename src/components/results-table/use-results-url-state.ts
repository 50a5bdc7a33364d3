import { RESULTS_VIEW_KEYS } from '@contract/search-params';
import { useCarriedQueryTexts, useQueryTextsBinding, type QueryTextsBinding } from '../shell/use-query-texts';
import type { ResultsUrlValues } from './results-url-state';

/** The results table's sort and hidden columns as the route's query holds them, and their writer. */
export type ResultsUrlBinding = QueryTextsBinding<keyof ResultsUrlValues>;

/** Binds a results table to the `sort` and `hide` keys of the current route (results-url-state.ts). */
export function useResultsUrlState(): ResultsUrlBinding {
  return useQueryTextsBinding(RESULTS_VIEW_KEYS);
}

/** A new search on the same page keeps the table's sort and hidden columns; a mode switch does not. */
export function useCarriedResultsView(): (path: string) => ResultsUrlValues {
  return useCarriedQueryTexts(RESULTS_VIEW_KEYS);
}
