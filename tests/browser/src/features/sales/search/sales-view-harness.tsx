import type { SalesSearchType } from '@contract/sales-options';
import { SalesSearchView } from '@src/features/sales/search/sales-search-view';
import { SALES_VIEWS } from '@src/features/sales/search/sales-search-views';
import type { SalesSearch } from '@contract/sales-search-request';
import {
  disposeSearchViews,
  kitSearchView,
  renderSearchView,
  type SearchViewHarness,
} from '@test-support/browser/search-view-harness';
import { SALES_OPTIONS } from '@test-support/browser/sales-search-fixtures';

export type SalesViewHarness = SearchViewHarness<SalesSearchType, SalesSearch>;

export const disposeSalesViews = disposeSearchViews;

/** A sales view with the sales options and the fixture worker's searches (sales-search-fixtures.ts). */
export function renderSalesView(
  searchType: SalesSearchType,
  start: SalesSearch,
  initialPath?: string,
): Promise<SalesViewHarness> {
  return renderSearchView(
    {
      link: 'property-sales',
      payloads: {
        '/api/v1/sales/options/basic': SALES_OPTIONS,
        '/api/v1/urban/landingLinks': { tabs: [] },
      },
      createWorker: () => new Worker(new URL('./sales-fixture.worker.ts', import.meta.url), { type: 'module' }),
      View: kitSearchView(SALES_VIEWS, SalesSearchView),
    },
    searchType,
    start,
    initialPath,
  );
}
