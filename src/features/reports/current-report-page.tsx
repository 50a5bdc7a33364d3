import { ComingSoonPage } from '../../components/shell/coming-soon-page';

/** Placeholder for /analysis/current until its feature issue replaces it. */
export function CurrentReportPage() {
  return (
    <ComingSoonPage
      title="Current Quarterly Report"
      description="The current quarterly analysis report with its sections and attachments."
    />
  );
}
