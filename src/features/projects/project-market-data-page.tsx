import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { withoutResultsView } from '../../routes/-search-params';
import { ProjectsAdvancedSearch } from './projects-advanced-search';
import { useProjectViewNavigation } from './project-view-navigation';

/** /project/market-data (part 1 §2 Projects advanced search page). */
export function ProjectMarketDataPage() {
  const search = useSearch({ from: '/project/market-data' });
  // The table's sort and hidden columns are the results table's to read (use-results-url-state.ts).
  const featureSearch = useMemo(() => withoutResultsView(search), [search]);
  const navigate = useProjectViewNavigation();
  return <ProjectsAdvancedSearch searchType="market-data" routeSearch={featureSearch} navigate={navigate} />;
}
