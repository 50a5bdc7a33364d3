import { ComingSoonPage } from '../../components/shell/coming-soon-page';

/** Placeholder for /project/$projectId until its feature issue replaces it. */
export function ProjectProfilePage() {
  return (
    <ComingSoonPage title="Project Profile" description="A project profile with its details and update history." />
  );
}
