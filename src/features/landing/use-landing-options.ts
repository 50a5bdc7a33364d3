import { useEffect, useState } from 'react';
import type { ByRegionOptionsResponse } from '@contract/urban-landing';
import { apiGet } from '../../http/api-client';
import { whileLoading } from '../../state/loading';

export type LandingOptionsState =
  { status: 'loading' } | { status: 'loaded'; options: ByRegionOptionsResponse } | { status: 'failed' };

/** The landing regions and filter categories, fetched when the page loads (part 1 §4, §7). */
export function useLandingOptions(): LandingOptionsState {
  const [state, setState] = useState<LandingOptionsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    whileLoading(apiGet<ByRegionOptionsResponse>('/urban/project/byregionoptions', controller.signal)).then(
      (options) => {
        if (!controller.signal.aborted) setState({ status: 'loaded', options });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Configuration load failures are logged only (part 1 §8); a 403 has gone to login.
        console.error('Problem fetching the landing options', error);
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
