import type { DisplayRow } from '@contract/engine';
import { VIEWS } from '@contract/views';
import type { RowAction, RowActionsOf } from '../../components/results-table/row-actions';
import { appHref } from '../../components/links/link-target';
import { stringifySearch } from '@contract/search-string';
import type { RentalSearch } from '@contract/search-params';
import { rowGeography } from '../../components/results-table/row-geography';

/**
 * The Projects link of a rental market row (part 2 §2.7): rental property search for the row's
 * region, municipality and submarket ids, over the same month and time range.
 */
export function rentalPropertiesHref(search: RentalSearch, row: DisplayRow): string {
  const query: RentalSearch = { queryMonth: search.queryMonth, timeRange: search.timeRange, ...rowGeography(row) };
  return appHref(`${VIEWS.rentalSearch.path}${stringifySearch(query)}`);
}

export function rentalMarketRowActions(search: RentalSearch): RowActionsOf {
  return (row): readonly RowAction[] =>
    row.kind === 'header' ? [] : [{ kind: 'projects', href: rentalPropertiesHref(search, row) }];
}
