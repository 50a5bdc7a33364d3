import type { QuarterlyReport, QuarterlyReportsResponse, UrbanActionsResponse } from '@contract/urban-reports';

export function report(id: number, year: number, quarter: number, isCurrent: 0 | 1): QuarterlyReport {
  const name = `report-${year}-q${quarter}`;
  return {
    id,
    year,
    quarter,
    is_current: isCurrent,
    body: `<p>Summary of <b>${year} Q${quarter}</b> &amp; more.</p>`,
    attachment: `${name}.pdf`,
    sections: [
      {
        label: `New Sales ${year} Q${quarter}`,
        body: `<p>Sales body ${year} Q${quarter}</p>`,
        attachment: `${name}-new-sales.pdf`,
        xls_attachment: `${name}-new-sales.xlsx`,
      },
    ],
  };
}

/** Newest first, as the server answers; 2026 Q3 is the current report. */
export const REPORTS: QuarterlyReportsResponse = {
  current_report: report(6, 2026, 3, 1),
  active_reports: [
    report(6, 2026, 3, 1),
    report(5, 2026, 2, 0),
    report(4, 2026, 1, 0),
    report(3, 2025, 4, 0),
    report(2, 2025, 3, 0),
    report(1, 2024, 4, 0),
  ],
};

export const URBAN_ACTIONS: UrbanActionsResponse = {
  urbanactions: {
    '2024': [{ label: 'Old action', link: null, sales_date: '2024-05-02' }],
    '2026': [
      { label: 'Tower rezoning', link: 'https://actions.example/1', sales_date: '2026-02-11' },
      { label: 'Harbour Towers: sold for $48,000,000', link: '/sale/812', sales_date: '2026-02-03' },
      { label: 'Maple Court: 240 suites', link: '/api/v1/media/urbanaction/project/77.pdf', sales_date: '2026-01-28' },
      { label: 'Plain action', link: null, sales_date: '2026-01-20' },
    ],
    '2025': [{ label: 'Bad link action', link: 'javascript:alert(1)', sales_date: '2025-07-09' }],
  },
};
