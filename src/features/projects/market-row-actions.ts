import type { DisplayRow } from '@contract/engine';
import { VIEWS } from '@contract/views';
import type { RowAction } from '../../components/results-table/row-actions';
import { rowGeography } from '../../components/results-table/row-geography';
import { appHref } from '../../components/links/link-target';
import { stringifySearch } from '@contract/search-string';
import { PROJECT_SEARCH_KEYS, type ProjectSearch } from '@contract/search-params';
import { searchOfKeys } from '@contract/search-query';

/**
 * The row actions of the project market table (part 1 §2, §4): Zoom searches the row's
 * region, municipality and submarket; Projects opens project search for the row's quarter,
 * type, standing and geography.
 */

/** What the Projects link carries of the search: its period, type and standing. */
const PROJECTS_LINK_KEYS = [...PROJECT_SEARCH_KEYS.quarter, ...PROJECT_SEARCH_KEYS.kind, ...PROJECT_SEARCH_KEYS.month];

/** The Projects link of a market row: project search for the row's quarter, type, standing and geography. */
export function projectsHref(search: ProjectSearch, row: DisplayRow): string {
  const query = { ...searchOfKeys(search, PROJECTS_LINK_KEYS), ...rowGeography(row) };
  return appHref(`${VIEWS.projectSearch.path}${stringifySearch(query)}`);
}

export function marketRowActions(
  search: ProjectSearch,
  row: DisplayRow,
  submit: (search: ProjectSearch) => void,
): readonly RowAction[] {
  if (row.kind === 'header') return [];
  return [
    { kind: 'zoom', onSelect: () => submit({ ...search, ...rowGeography(row) }) },
    { kind: 'projects', href: projectsHref(search, row) },
  ];
}
