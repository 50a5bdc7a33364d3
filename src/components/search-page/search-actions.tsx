import { Badge, Button, Group } from '@mantine/core';

/** Which of the search buttons are enabled; each view's rules decide (part 1 §2, §5; part 2 §4, §5). */
export interface SearchButtons {
  search: boolean;
  clearFilters: boolean;
  filter: boolean;
}

export interface SearchActionsProps {
  buttons: SearchButtons;
  /** The advanced-filter badge (part 1 §2). */
  filterCount: number;
  filtersOpen: boolean;
  /** No advanced filter is defined for the type and standing: the toggle is disabled. */
  hasFilters: boolean;
  /** Market history has no client-side Filter (part 1 §4: it always calls the API; its rows are periods). */
  showFilter: boolean;
  onSearch: () => void;
  onClearFilters: () => void;
  onToggleFilters: () => void;
  onFilter: () => void;
}

/** Search, Clear Filters, Open/Hide Advanced Filters with its count badge, and Filter (part 1 §2; part 2 §2.7). */
export function SearchActions({
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
        Search
      </Button>
      <Button variant="default" disabled={!buttons.clearFilters} onClick={onClearFilters}>
        Clear Filters
      </Button>
      <Button variant="light" onClick={onToggleFilters} disabled={!hasFilters}>
        {filtersOpen ? 'Hide Advanced Filters' : 'Open Advanced Filters'}
        <Badge ml="xs" size="sm" circle aria-label={`${filterCount} advanced filters`}>
          {filterCount}
        </Badge>
      </Button>
      {showFilter && (
        <Button variant="outline" disabled={!buttons.filter} onClick={onFilter}>
          Filter
        </Button>
      )}
    </Group>
  );
}
