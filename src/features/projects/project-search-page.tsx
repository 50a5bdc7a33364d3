import { useSearch } from '@tanstack/react-router';
import { ProjectsAdvancedSearch } from './projects-advanced-search';
import { useProjectViewNavigation } from './project-view-navigation';

/** /project/project-search (part 1 §2 Projects advanced search page). */
export function ProjectSearchPage() {
  const search = useSearch({ from: '/project/project-search' });
  const navigate = useProjectViewNavigation();
  return <ProjectsAdvancedSearch searchType="project-search" routeSearch={search} navigate={navigate} />;
}
