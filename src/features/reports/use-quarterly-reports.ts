import { useEffect, useState } from 'react';
import type { QuarterlyReportsResponse } from '@contract/urban-reports';
import { apiGet } from '../../http/api-client';

/** GET /api/v1/urban/quarterly/reports; a failure is logged only and leaves nothing to show (part 2 §8). */
export function useQuarterlyReports(): QuarterlyReportsResponse | null {
  const [reports, setReports] = useState<QuarterlyReportsResponse | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiGet<QuarterlyReportsResponse>('/urban/quarterly/reports', controller.signal).then(
      (answer) => setReports(answer),
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not load the quarterly reports', error);
      },
    );
    return () => controller.abort();
  }, []);
  return reports;
}
