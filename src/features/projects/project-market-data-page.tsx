import { useSearch } from '@tanstack/react-router';
import { ProjectsAdvancedSearch } from './projects-advanced-search';
import { useProjectViewNavigation } from './project-view-navigation';

/** /project/market-data (part 1 §2 Projects advanced search page). */
export function ProjectMarketDataPage() {
  const search = useSearch({ from: '/project/market-data' });
  const navigate = useProjectViewNavigation();
  return <ProjectsAdvancedSearch searchType="market-data" routeSearch={search} navigate={navigate} />;
}
