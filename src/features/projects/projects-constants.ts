import type { ProjectSearchType } from '@contract/product-facts';

/** Titles per view (part 1 §2). */
export const PROJECT_VIEW_TITLES: Readonly<Record<ProjectSearchType, string>> = {
  'project-search': 'Projects',
  'market-data': 'Project Market Data',
  'market-history': 'Market History',
};

/** The view toggle's buttons, by route name (part 1 §2). */
export const PROJECT_VIEW_LABELS: Readonly<Record<ProjectSearchType, string>> = {
  'project-search': 'Project Search',
  'market-data': 'Market Data',
  'market-history': 'Market History',
};
