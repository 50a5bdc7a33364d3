import type { ViewId } from '@contract/views';

/**
 * The pages that show the results map with pins (MarketMap in markers mode), each by its view
 * (contract/views.ts) and the component file that renders its map. The keyboard-only browser
 * tests (tests/browser/src/map-pages-keyboard.test.tsx) open every page listed here, and
 * tests/unit/src/components/map/map-pages.test.ts fails when a component renders a MarketMap
 * that is not listed: a new map page is covered without a new test.
 */
export const MAP_PAGE_FILES = {
  landing: 'src/features/landing/landing-map.tsx',
  projectSearch: 'src/features/projects/project-search-map.tsx',
  rentalSearch: 'src/features/rentals/rental-search-view.tsx',
  sales: 'src/features/sales/search/sales-search-view.tsx',
} as const satisfies Partial<Record<ViewId, string>>;

export type MapPageView = keyof typeof MAP_PAGE_FILES;

/**
 * The other results views, each by the file that renders its map: the market history maps
 * (MarketMap in market history mode: boundaries only, no pins, no polygon; part 1 §4) and
 * Project Market Data, whose pins and polygon are project search's component's (listed above).
 * The keyboard-only tests reach a boundary through Go to area on each, and the unit test fails
 * when a results view (VIEWS) is in neither list.
 */
export const OTHER_MAP_VIEW_FILES = {
  projectMarketData: 'src/features/projects/project-search-map.tsx',
  projectMarketHistory: 'src/features/projects/project-search-map.tsx',
  rentalMarketData: 'src/features/rentals/rental-search-view.tsx',
  rentalMarketHistory: 'src/features/rentals/rental-search-view.tsx',
  salesMarketData: 'src/features/sales/search/sales-search-view.tsx',
} as const satisfies Partial<Record<ViewId, string>>;

export type OtherMapView = keyof typeof OTHER_MAP_VIEW_FILES;
