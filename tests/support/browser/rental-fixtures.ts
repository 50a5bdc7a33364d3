import { vi } from 'vitest';
import type { RentalPopupResponse } from '@contract/rental-display';
import type { LabelledValue } from '@contract/urban-project';
import { dismissRentalCompareDialog } from '@src/state/rental-compare-rules';
import { setProjectCompareList, setRentalCompareList } from '@src/state/compare-lists';
import { dismissProjectCompareDialog } from '@src/state/compare-list-rules';
import { hideSnackbar } from '@src/state/snackbar';

/** Rental 404 stands for a property the server has no popup for: it answers {} (part 1 §7). */
export const RENTAL_WITHOUT_POPUP = 404;
/** Rental 500 stands for a popup call that fails. */
export const RENTAL_POPUP_FAILING = 500;

const value = (key: string, label: string, of: string | number | null): LabelledValue => ({ key, label, value: of });

/** A popup shaped like the server's (server/queries/rental/property-display.ts). */
export function rentalPopup(id: number, values?: LabelledValue[]): RentalPopupResponse {
  return {
    id,
    name: value('name', 'Name', `Rental ${id}`),
    values: values ?? [
      value('address', 'Address', `${id} Queen St W`),
      value('suite_count', 'Suites', id * 10),
      value('vacancy_rate', 'Vacancy Rate', 2.5),
    ],
  };
}

/** Stubs fetch with the rental popup endpoint; returns the list of URLs requested. */
export function stubRentalPopups(): string[] {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      requested.push(url);
      const id = Number(/rental\/property\/(\d+)\/popup/.exec(url)?.[1]);
      if (id === RENTAL_POPUP_FAILING) {
        return new Response(JSON.stringify({ message: 'boom' }), { status: 500 });
      }
      const body = Number.isFinite(id) && id !== RENTAL_WITHOUT_POPUP ? rentalPopup(id) : {};
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return requested;
}

/** Both lists empty, no dialog, no snackbar, fetch restored. */
export function resetCompareState(): void {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  dismissRentalCompareDialog();
  dismissProjectCompareDialog();
  setRentalCompareList([]);
  setProjectCompareList([]);
  hideSnackbar();
}
