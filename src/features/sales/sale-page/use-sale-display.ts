import { useEffect, useState } from 'react';
import type { SaleDisplayPayload } from '@contract/sales-display';
import { apiGet } from '../../../http/api-client';

export type SaleDisplayState =
  | { status: 'loading' }
  | { status: 'loaded'; sale: SaleDisplayPayload }
  /** Part 2 §8: on a failed fetch the page stays empty (the failure is only logged). */
  | { status: 'failed' };

/** GET /api/v1/sales/sale/{id}/display (part 2 §7), again whenever the id changes. */
export function useSaleDisplay(saleId: string): SaleDisplayState {
  const [state, setState] = useState<SaleDisplayState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    apiGet<SaleDisplayPayload>(`/sales/sale/${encodeURIComponent(saleId)}/display`, controller.signal).then(
      (sale) => setState({ status: 'loaded', sale }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Sale fetch failed', error);
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [saleId]);
  return state;
}
