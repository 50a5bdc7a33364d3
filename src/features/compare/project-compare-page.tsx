import { ComingSoonPage } from '../../components/shell/coming-soon-page';

/** Placeholder for /project/compare until its feature issue replaces it. */
export function ProjectComparePage() {
  return (
    <ComingSoonPage title="Compare Selected Projects" description="The projects in your compare list, side by side." />
  );
}
