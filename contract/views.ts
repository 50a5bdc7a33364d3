/**
 * The app's results views, each declared once: its route, its page title, its entry in the
 * navigation, who may open it, whether a view of it can be saved, and the kinds of result set the
 * engine keeps for it. The route guards (APP_ROUTE_ACCESS, contract/app-routes.ts), the
 * navigation the server serves (server/queries/urban/navigation.ts), saved views
 * (contract/saved-views.ts) and the search views read it from here.
 */
import type { ResultKind } from './engine';
import { sectionAccess, type AppAccess } from './access';

/**
 * The navigation tabs whose sub-menus list views (part 1 §2: project and rental routes are tab 2,
 * sale routes tab 3); a section's tab has the section's link name as its id.
 */
export type ViewNavTab = 'project-search' | 'property-sales';

export interface ViewDescriptor {
  /** The router's full path (part 1 §2.1, part 2 §2.1). */
  path: string;
  /** The page title, word for word from the spec; the shell appends the brand. */
  title: string;
  /** Its text in the navigation (part 1 §2): its sub-menu entry's, or its own tab's. */
  navLabel: string;
  /**
   * The tab whose sub-menu lists it, in the order of VIEWS; null for a view that is a tab of its
   * own (Map Search).
   */
  navTab: ViewNavTab | null;
  /** Who may open it (contract/access.ts). */
  access: AppAccess;
  /** Whether the shell offers Save view on it (beyond the spec). */
  savable: boolean;
  /**
   * The kinds of result set the engine keeps for it (contract/engine.ts; what each kind decides
   * in the worker: RESULT_KINDS, workers/ops/result-kinds.ts). Map Search opens its project
   * groups as projects and its sales group as sales; project search on the rental standing
   * (old stock) answers rental properties.
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
    navTab: null,
    access: sectionAccess('landing'),
    savable: true,
    resultKinds: ['projects', 'sales'],
  },
  projectSearch: {
    path: '/project/project-search',
    title: 'Projects',
    navLabel: 'Project Search',
    navTab: 'project-search',
    access: PROJECTS,
    savable: true,
    resultKinds: ['projects', 'rentals'],
  },
  projectMarketData: {
    path: '/project/market-data',
    title: 'Project Market Data',
    navLabel: 'Project Market Data',
    navTab: 'project-search',
    access: PROJECTS,
    savable: true,
    resultKinds: ['projectMarket'],
  },
  projectMarketHistory: {
    path: '/project/market-history',
    title: 'Market History',
    navLabel: 'Market History',
    navTab: 'project-search',
    access: PROJECTS,
    savable: true,
    resultKinds: ['marketHistory'],
  },
  rentalSearch: {
    path: '/rental/rental-search',
    title: 'Rental Properties',
    navLabel: 'Rental Properties',
    navTab: 'project-search',
    access: RENTALS,
    savable: true,
    resultKinds: ['rentals'],
  },
  rentalMarketData: {
    path: '/rental/market-data',
    title: 'Rental Market Totals',
    navLabel: 'Rental Market Totals',
    navTab: 'project-search',
    access: RENTALS,
    savable: true,
    resultKinds: ['rentalMarket'],
  },
  rentalMarketHistory: {
    path: '/rental/market-history',
    title: 'Rental Market History',
    navLabel: 'Rental Market History',
    navTab: 'project-search',
    access: RENTALS,
    savable: true,
    resultKinds: ['rentalHistory'],
  },
  sales: {
    path: '/property/sales',
    title: 'Sales',
    navLabel: 'Property Sales',
    navTab: 'property-sales',
    access: SALES,
    savable: true,
    resultKinds: ['sales'],
  },
  salesMarketData: {
    path: '/property/market-data',
    title: 'Sales Market Data',
    navLabel: 'Sales Market Data',
    navTab: 'property-sales',
    access: SALES,
    savable: true,
    resultKinds: ['salesMarket'],
  },
} as const satisfies Readonly<Record<string, ViewDescriptor>>;

export type ViewId = keyof typeof VIEWS;

export const VIEW_IDS = Object.keys(VIEWS) as ViewId[];
