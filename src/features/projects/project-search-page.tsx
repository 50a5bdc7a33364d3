import { useSearch } from '@tanstack/react-router';
import { ProjectsAdvancedSearch } from './projects-advanced-search';
import { useProjectViewNavigation } from './project-view-navigation';
import type { ProjectSearch } from './project-search-state';

/** /project/project-search (part 1 §2 Projects advanced search page). */
export function ProjectSearchPage() {
  const search = useSearch({ from: '/project/project-search' }) as ProjectSearch;
  const navigate = useProjectViewNavigation();
  return <ProjectsAdvancedSearch searchType="project-search" routeSearch={search} navigate={navigate} />;
}
