import { Stack, Title } from '@mantine/core';
import { usePageTitle } from '../../components/shell/use-page-title';
import { QuarterlyReportView } from './quarterly-report-view';
import { CURRENT_REPORT_TITLE } from './reports-constants';
import { useQuarterlyReports } from './use-quarterly-reports';

/** /analysis/current (part 2 §2.13): the current report, without past reports. */
export function CurrentReportPage() {
  usePageTitle(CURRENT_REPORT_TITLE);
  const reports = useQuarterlyReports();
  return (
    <Stack gap="md">
      <Title order={1}>{CURRENT_REPORT_TITLE}</Title>
      {reports?.current_report && <QuarterlyReportView report={reports.current_report} />}
    </Stack>
  );
}
