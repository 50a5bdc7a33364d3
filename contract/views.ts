/**
 * The app's results views, each declared once: its route, its page title, its entry in the
 * navigation, who may open it, whether a view of it can be saved, and the kind of result set the
 * engine keeps for it. The navigation, the route guards, saved views, the worker's per-kind tables
 * and the search views read it from here.
 */
import type { ResultKind } from './engine';
import { sectionAccess, type AppAccess } from './access';

export interface ViewDescriptor {
  /** The router's full path (part 1 §2.1, part 2 §2.1). */
  path: string;
  /** The page title, word for word from the spec; the shell appends the brand. */
  title: string;
  /** The entry's text in the navigation's sub-menu (part 2 §2.1), when it differs from the title. */
  navLabel: string;
  /** Who may open it (contract/access.ts). */
  access: AppAccess;
  /** Whether the shell offers Save view on it (beyond the spec). */
  savable: boolean;
  /**
   * The result sets the engine keeps for it (contract/engine.ts); Map Search shows the three
   * searches of its tabs.
   */
  resultKinds: readonly ResultKind[];
}

const PROJECTS = sectionAccess('project-search');
const RENTALS = sectionAccess('rental-search');
const SALES = sectionAccess('property-sales');

export const VIEWS = {
  landing: {
    path: '/landing-page',
    title: 'Map Search',
    navLabel: 'Map Search',
    access: sectionAccess('landing'),
    savable: true,
    resultKinds: ['projects', 'rentals', 'sales'],
  },
  projectSearch: {
    path: '/project/project-search',
    title: 'Projects',
    navLabel: 'Project Search',
    access: PROJECTS,
    savable: true,
    resultKinds: ['projects'],
  },
  projectMarketData: {
    path: '/project/market-data',
    title: 'Project Market Data',
    navLabel: 'Project Market Data',
    access: PROJECTS,
    savable: true,
    resultKinds: ['projectMarket'],
  },
  projectMarketHistory: {
    path: '/project/market-history',
    title: 'Market History',
    navLabel: 'Market History',
    access: PROJECTS,
    savable: true,
    resultKinds: ['marketHistory'],
  },
  rentalSearch: {
    path: '/rental/rental-search',
    title: 'Rental Properties',
    navLabel: 'Rental Properties',
    access: RENTALS,
    savable: true,
    resultKinds: ['rentals'],
  },
  rentalMarketData: {
    path: '/rental/market-data',
    title: 'Rental Market Totals',
    navLabel: 'Rental Market Totals',
    access: RENTALS,
    savable: true,
    resultKinds: ['rentalMarket'],
  },
  rentalMarketHistory: {
    path: '/rental/market-history',
    title: 'Rental Market History',
    navLabel: 'Rental Market History',
    access: RENTALS,
    savable: true,
    resultKinds: ['rentalHistory'],
  },
  sales: {
    path: '/property/sales',
    title: 'Sales',
    navLabel: 'Property Sales',
    access: SALES,
    savable: true,
    resultKinds: ['sales'],
  },
  salesMarketData: {
    path: '/property/market-data',
    title: 'Sales Market Data',
    navLabel: 'Sales Market Data',
    access: SALES,
    savable: true,
    resultKinds: ['salesMarket'],
  },
} as const satisfies Readonly<Record<string, ViewDescriptor>>;

export type ViewId = keyof typeof VIEWS;
export type ViewPath = (typeof VIEWS)[ViewId]['path'];

export const VIEW_IDS = Object.keys(VIEWS) as ViewId[];
