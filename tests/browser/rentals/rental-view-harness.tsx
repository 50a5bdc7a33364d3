import { SearchView } from '../../../src/components/search-page/search-view-page';
import type { RentalSearchType } from '../../../src/features/rentals/rental-search-constants';
import { RentalSearchView } from '../../../src/features/rentals/rental-search-view';
import { RENTAL_VIEWS } from '../../../src/features/rentals/rental-search-views';
import type { RentalSearch } from '../../../src/routes/-search-params';
import {
  disposeSearchViews,
  renderSearchView,
  type SearchViewHarness,
  type SearchViewProps,
} from '../search-view-harness';
import { RENTAL_OPTIONS } from './rental-search-fixtures';

export type RentalViewHarness = SearchViewHarness<RentalSearchType, RentalSearch>;

export const disposeRentalViews = disposeSearchViews;

const VIEWS = Object.values(RENTAL_VIEWS);

function RentalView({ searchType, routeSearch, engine, navigate }: SearchViewProps<RentalSearchType, RentalSearch>) {
  return (
    <SearchView
      descriptor={RENTAL_VIEWS[searchType]}
      Loaded={RentalSearchView}
      routeSearch={routeSearch}
      navigate={(view, search) => {
        const to = VIEWS.find((descriptor) => descriptor.view === view);
        // The kit writes a rental view's search to a rental view's route.
        if (to !== undefined) navigate(to.searchType as RentalSearchType, search as RentalSearch);
      }}
      engine={engine}
    />
  );
}

/** A rental view with the rental options and the fixture worker's searches (rental-search-fixtures.ts). */
export function renderRentalView(searchType: RentalSearchType, start: RentalSearch): Promise<RentalViewHarness> {
  return renderSearchView(
    {
      link: 'rental-search',
      payloads: { '/api/v1/rental/options/basic': RENTAL_OPTIONS },
      createWorker: () => new Worker(new URL('./rental-fixture.worker.ts', import.meta.url), { type: 'module' }),
      View: RentalView,
    },
    searchType,
    start,
  );
}
