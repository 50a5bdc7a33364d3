import { ComingSoonPage } from '../../components/shell/coming-soon-page';

/** Placeholder for /project/project-search until its feature issue replaces it. */
export function ProjectSearchPage() {
  return (
    <ComingSoonPage
      title="Projects"
      description="Search condo and purpose-built projects by type, standing, quarter and geography."
    />
  );
}
