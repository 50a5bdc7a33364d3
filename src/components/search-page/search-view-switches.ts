import type { ViewId } from '@contract/views';

/**
 * The switch between the views of a family, word for word: its buttons' labels are spec texts
 * that differ from the pages' titles (contract/views.ts). Part 1 §2: Project Search, Market Data
 * and Market History; part 2 §2.7: "Toggle buttons Properties and Market Totals" (market history
 * is not among them); part 2 §2.5: "Search Sales and Market Data".
 */
export const VIEW_SWITCHES = {
  projects: {
    label: 'Project views',
    views: [
      { value: 'projectSearch', label: 'Project Search' },
      { value: 'projectMarketData', label: 'Market Data' },
      { value: 'projectMarketHistory', label: 'Market History' },
    ],
  },
  rentals: {
    label: 'Rental views',
    views: [
      { value: 'rentalSearch', label: 'Properties' },
      { value: 'rentalMarketData', label: 'Market Totals' },
    ],
  },
  sales: {
    label: 'Sales views',
    views: [
      { value: 'sales', label: 'Search Sales' },
      { value: 'salesMarketData', label: 'Market Data' },
    ],
  },
} as const satisfies Readonly<
  Record<string, { label: string; views: ReadonlyArray<{ value: Exclude<ViewId, 'landing'>; label: string }> }>
>;

export type ViewSwitchName = keyof typeof VIEW_SWITCHES;
