import { useSearch } from '@tanstack/react-router';
import { ProjectsAdvancedSearch } from './projects-advanced-search';
import { useProjectViewNavigation } from './project-view-navigation';

/** /project/market-history (part 1 §2 Projects advanced search page). */
export function ProjectMarketHistoryPage() {
  const search = useSearch({ from: '/project/market-history' });
  const navigate = useProjectViewNavigation();
  return <ProjectsAdvancedSearch searchType="market-history" routeSearch={search} navigate={navigate} />;
}
