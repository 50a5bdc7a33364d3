import { ComingSoonPage } from '../../components/shell/coming-soon-page';

/** Placeholder for /property/sales until its feature issue replaces it. */
export function SalesSearchPage() {
  return <ComingSoonPage title="Sales" description="Search commercial and land property sales." />;
}
