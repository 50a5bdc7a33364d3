import { useEffect, useState } from 'react';
import type { RentalChart } from '@contract/rental-display';
import { apiGet } from '../../../http/api-client';

export interface MonthActivity {
  /** The month the Select Month picker shows ('YYYY-MM'). */
  month: string;
  pickMonth: (month: string) => void;
  /** The charts with the first one replaced by the picked month's activity once it arrived. */
  charts: readonly RentalChart[];
}

/**
 * The Select Month picker's effect (part 2 §2.8, §7): a picked month's
 * /rental/property/{id}/activity/{month} replaces the first chart's data. A failure is logged only
 * (part 2 §8 "Other fetch failures (… activity …)") and the chart stays as it was; a newer pick
 * drops an older one still in flight.
 */
export function useMonthActivity(
  propertyId: number,
  charts: readonly RentalChart[],
  firstMonth: string,
): MonthActivity {
  const [month, setMonth] = useState(firstMonth);
  const [replacement, setReplacement] = useState<RentalChart | null>(null);

  useEffect(() => {
    if (month === firstMonth) {
      setReplacement(null);
      return;
    }
    const controller = new AbortController();
    apiGet<RentalChart>(`/rental/property/${propertyId}/activity/${month}`, controller.signal).then(
      (chart) => {
        if (!controller.signal.aborted) setReplacement(chart);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn(`Could not load the activity of ${month}`, error);
      },
    );
    return () => controller.abort();
  }, [propertyId, month, firstMonth]);

  const [first, ...rest] = charts;
  const shown = replacement !== null && first !== undefined ? [replacement, ...rest] : charts;
  return { month, pickMonth: setMonth, charts: shown };
}
