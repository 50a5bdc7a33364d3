import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { quarterLabel } from '@contract/months';
import type { QuarterlyReport } from '@contract/urban-reports';
import { usePageTitle } from '../../components/shell/use-page-title';
import { QuarterlyReportView } from './quarterly-report-view';
import { AVAILABLE_REPORTS_TITLE, PAST_REPORTS_TITLE } from './reports-constants';
import { useQuarterlyReports } from './use-quarterly-reports';

/** Reports by year, newest year first, each year's quarters newest first. */
function byYear(reports: readonly QuarterlyReport[]): Array<[number, QuarterlyReport[]]> {
  const years = new Map<number, QuarterlyReport[]>();
  for (const report of reports) years.set(report.year, [...(years.get(report.year) ?? []), report]);
  return [...years.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, list]) => [year, [...list].sort((a, b) => b.quarter - a.quarter)]);
}

/**
 * /analysis/available (part 2 §2.13): the selected report (the current one at first), then Past
 * Reports grouped by year; a quarter's button selects its report and scrolls to the top, and the
 * selected quarter's button is in the secondary colour.
 */
export function AvailableReportsPage() {
  usePageTitle(AVAILABLE_REPORTS_TITLE);
  const reports = useQuarterlyReports();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  if (reports === null) return <Title order={1}>{AVAILABLE_REPORTS_TITLE}</Title>;

  const selected =
    reports.active_reports.find((report) => report.id === selectedId) ??
    reports.current_report ??
    reports.active_reports[0] ??
    null;
  const select = (report: QuarterlyReport) => {
    setSelectedId(report.id);
    window.scrollTo({ top: 0 });
  };

  return (
    <Stack gap="md">
      <Title order={1}>{AVAILABLE_REPORTS_TITLE}</Title>
      {selected && <QuarterlyReportView report={selected} />}
      <Stack gap="sm" component="section" aria-label={PAST_REPORTS_TITLE}>
        <Title order={2}>{PAST_REPORTS_TITLE}</Title>
        {byYear(reports.active_reports).map(([year, list]) => (
          <Group key={year} gap="sm">
            <Text fw={700} w={60}>
              {year}
            </Text>
            {list.map((report) => {
              const isSelected = report.id === selected?.id;
              return (
                <Button
                  key={report.id}
                  color={isSelected ? 'secondary' : 'primary'}
                  variant={isSelected ? 'filled' : 'outline'}
                  aria-pressed={isSelected}
                  aria-label={quarterLabel({ year, quarter: report.quarter })}
                  onClick={() => select(report)}
                >
                  Q{report.quarter}
                </Button>
              );
            })}
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
