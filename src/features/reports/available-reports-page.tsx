import { ComingSoonPage } from '../../components/shell/coming-soon-page';

/** Placeholder for /analysis/available until its feature issue replaces it. */
export function AvailableReportsPage() {
  return (
    <ComingSoonPage title="Quarterly Reports" description="Quarterly reports, with past reports listed by year." />
  );
}
