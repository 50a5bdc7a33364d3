import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { withoutResultsView } from '../../routes/-search-params';
import { ProjectsAdvancedSearch } from './projects-advanced-search';
import { useProjectViewNavigation } from './project-view-navigation';

/** /project/market-history (part 1 §2 Projects advanced search page). */
export function ProjectMarketHistoryPage() {
  const search = useSearch({ from: '/project/market-history' });
  // The table's sort and hidden columns are the results table's to read (use-results-url-state.ts).
  const featureSearch = useMemo(() => withoutResultsView(search), [search]);
  const navigate = useProjectViewNavigation();
  return <ProjectsAdvancedSearch searchType="market-history" routeSearch={featureSearch} navigate={navigate} />;
}
