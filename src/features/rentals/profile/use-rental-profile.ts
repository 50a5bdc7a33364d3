import { useEffect, useState } from 'react';
import type { RentalPropertyDisplayResponse } from '@contract/rental-display';
import { apiGet } from '../../../http/api-client';

export type RentalProfileState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; display: RentalPropertyDisplayResponse };

/**
 * Loads /rental/property/{id}/display (part 2 §7). Any failure, an unknown id's 404 included,
 * shows the no-properties message (part 2 §2.8, §8); a 403 has already sent the user to login
 * (src/http/api-client.ts).
 */
export function useRentalProfile(propertyId: string): RentalProfileState {
  const [state, setState] = useState<RentalProfileState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    apiGet<RentalPropertyDisplayResponse>(
      `/rental/property/${encodeURIComponent(propertyId)}/display`,
      controller.signal,
    ).then(
      (display) => {
        if (!controller.signal.aborted) setState({ status: 'loaded', display });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`Could not load rental property ${propertyId}`, error);
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [propertyId]);
  return state;
}
