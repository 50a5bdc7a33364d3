import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { RentalHistoryRow } from '@contract/rental-search';
import type { SearchResponse } from '@contract/search';
import { apiGet } from '../../http/api-client';
import { ApiError } from '../../http/api-error';
import { isSubscriptionRefusal } from '../../http/forbidden';
import { showAlert } from '../../state/alert';
import { sessionStore } from '../../state/session';
import { historyPath, historyQuery, type HistoryFilters, type RentalHistorySource } from './history-filters';

export type RentalHistoryState =
  | { status: 'loading' }
  | { status: 'loaded'; response: SearchResponse<RentalHistoryRow> }
  /** Part 2 §6: no rental subscription (a 401, a 403 for the subscription, or an account without rental expansion). */
  | { status: 'denied' }
  /** Part 2 §8 "Rental search failure": logged; the table shows an empty result. */
  | { status: 'failed' };

/** One search of the table: the filters applied and a count, so Search runs again even unchanged. */
export interface AppliedSearch {
  filters: HistoryFilters;
  run: number;
}

/**
 * Loads one building's rental history for the applied filters (part 2 §7). It is fetched here on
 * the UI thread rather than by the engine worker: one building answers at most one row per month
 * of the rental range (48 in the seeded data) with a sub row per unit type, a few kilobytes that
 * need no filtering, rollup or sorting on the client (the server computes every figure).
 *
 * An account without rental expansion is not asked for data the server refuses it. A refusal for
 * want of the subscription shows its message in the table (part 2 §6); a 403 for an ended session
 * has sent the user to login (the HTTP client reports it, src/http/forbidden.ts) and leaves the
 * table empty meanwhile.
 */
export function useRentalHistory(source: RentalHistorySource, search: AppliedSearch): RentalHistoryState {
  const { userInfo } = useSnapshot(sessionStore);
  const withoutExpansion = userInfo?.rental_expansion === false;
  const [state, setState] = useState<RentalHistoryState>({ status: 'loading' });
  const url = `${historyPath(source)}?${historyQuery(search.filters).toString()}`;

  useEffect(() => {
    if (withoutExpansion) {
      setState({ status: 'denied' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    apiGet<SearchResponse<RentalHistoryRow>>(url, controller.signal).then(
      (response) => {
        if (controller.signal.aborted) return;
        // Part 2 §8: a server clamp shows its message as an alert.
        if (response.clamped && response.clamped_message) showAlert(response.clamped_message);
        setState({ status: 'loaded', response });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && isSubscriptionRefusal(error.status, error.body)) {
          setState({ status: 'denied' });
          return;
        }
        console.warn('The rental history could not be loaded', error);
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [url, search.run, withoutExpansion]);

  return state;
}
