import type { RentalSearchType } from '@contract/rental-search-request';
import { RentalSearchView } from '@src/features/rentals/rental-search-view';
import { RENTAL_VIEWS } from '@src/features/rentals/rental-search-views';
import type { RentalSearch } from '@contract/search-params';
import {
  disposeSearchViews,
  kitSearchView,
  renderSearchView,
  type SearchViewHarness,
} from '@test-support/browser/search-view-harness';
import { RENTAL_OPTIONS } from '@test-support/browser/rental-search-fixtures';

export type RentalViewHarness = SearchViewHarness<RentalSearchType, RentalSearch>;

export const disposeRentalViews = disposeSearchViews;

/** A rental view with the rental options and the fixture worker's searches (rental-search-fixtures.ts). */
export function renderRentalView(searchType: RentalSearchType, start: RentalSearch): Promise<RentalViewHarness> {
  return renderSearchView(
    {
      link: 'rental-search',
      payloads: { '/api/v1/rental/options/basic': RENTAL_OPTIONS },
      createWorker: () => new Worker(new URL('./rental-fixture.worker.ts', import.meta.url), { type: 'module' }),
      View: kitSearchView(RENTAL_VIEWS, RentalSearchView),
    },
    searchType,
    start,
  );
}
