import { Badge, Button, Group } from '@mantine/core';
import { memo, startTransition } from 'react';
import { SEARCH_ACTION_LABELS } from './search-action-labels';
import type { SearchButtons } from './search-view-kit';

export interface SearchActionsProps {
  buttons: SearchButtons;
  /** The advanced-filter badge (part 1 §2). */
  filterCount: number;
  filtersOpen: boolean;
  /** No advanced filter is defined for the type and standing: the toggle is disabled. */
  hasFilters: boolean;
  /**
   * Market history has no client-side Filter (part 1 §4: it always calls the API; its rows are
   * periods); nor have the sales views, whose Search re-filters (part 2 §4).
   */
  showFilter: boolean;
  onSearch: () => void;
  onClearFilters: () => void;
  onToggleFilters: () => void;
  onFilter: () => void;
}

/**
 * Search, Clear Filters, Open/Hide Advanced Filters with its count badge, and Filter (part 1 §2;
 * part 2 §2.5, §2.7). Memoized: a sort or a result of the page does not render the buttons again.
 */
export const SearchActions = memo(function SearchActions({
  buttons,
  filterCount,
  filtersOpen,
  hasFilters,
  showFilter,
  onSearch,
  onClearFilters,
  onToggleFilters,
  onFilter,
}: SearchActionsProps) {
  return (
    <Group gap="sm">
      <Button onClick={onSearch} disabled={!buttons.search}>
        {SEARCH_ACTION_LABELS.search}
      </Button>
      <Button variant="default" disabled={!buttons.clearFilters} onClick={onClearFilters}>
        {SEARCH_ACTION_LABELS.clearFilters}
      </Button>
      {/* A transition: the dozens of filter inputs mount in slices that yield to the browser. */}
      <Button variant="light" onClick={() => startTransition(onToggleFilters)} disabled={!hasFilters}>
        {filtersOpen ? SEARCH_ACTION_LABELS.hideAdvancedFilters : SEARCH_ACTION_LABELS.openAdvancedFilters}
        <Badge ml="xs" size="sm" circle aria-label={`${filterCount} advanced filters`}>
          {filterCount}
        </Badge>
      </Button>
      {showFilter && (
        <Button variant="outline" disabled={!buttons.filter} onClick={onFilter}>
          {SEARCH_ACTION_LABELS.filter}
        </Button>
      )}
    </Group>
  );
});
