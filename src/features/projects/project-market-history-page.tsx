import { useSearch } from '@tanstack/react-router';
import { withoutResultsView } from '../../routes/-search-params';
import { ProjectsAdvancedSearch } from './projects-advanced-search';
import { useProjectViewNavigation } from './project-view-navigation';

/** /project/market-history (part 1 §2 Projects advanced search page). */
export function ProjectMarketHistoryPage() {
  // The table's sort and hidden columns are the results table's to read (use-results-url-state.ts):
  // selected out with structural sharing, a sort does not render the page again.
  const featureSearch = useSearch({
    from: '/project/market-history',
    select: withoutResultsView,
    structuralSharing: true,
  });
  const navigate = useProjectViewNavigation();
  return <ProjectsAdvancedSearch searchType="market-history" routeSearch={featureSearch} navigate={navigate} />;
}
