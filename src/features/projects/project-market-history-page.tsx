import { useSearch } from '@tanstack/react-router';
import { ProjectsAdvancedSearch } from './projects-advanced-search';
import { useProjectViewNavigation } from './project-view-navigation';
import type { ProjectSearch } from './project-search-state';

/** /project/market-history (part 1 §2 Projects advanced search page). */
export function ProjectMarketHistoryPage() {
  const search = useSearch({ from: '/project/market-history' }) as ProjectSearch;
  const navigate = useProjectViewNavigation();
  return <ProjectsAdvancedSearch searchType="market-history" routeSearch={search} navigate={navigate} />;
}
