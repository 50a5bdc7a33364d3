import type { ProjectQuarterTable, StandingText } from '../db/domain-tables';
import { round2 } from '../queries/numbers';
import { quarterOfIndex } from '@contract/months';

/** A project_quarters row with every figure empty; each standing fills its own columns. */
export function emptyQuarterRow(
  projectId: number,
  quarterIdx: number,
  standing: StandingText,
  suiteCount: number,
): ProjectQuarterTable {
  const { year, quarter } = quarterOfIndex(quarterIdx);
  return {
    project_id: projectId,
    year,
    quarter,
    standing,
    suite_count: suiteCount,
    quarter_sales: null,
    quarter_sales_last_year: null,
    four_qtr_sales: null,
    four_qtr_sales_last_year: null,
    total_sales: null,
    total_sales_last_year: null,
    unsold_units: null,
    unsold_inventory_last_year: null,
    sold_psf: null,
    sold_psf_last_year: null,
    unsold_psf: null,
    unsold_psf_last_year: null,
    total_listings: null,
    total_active_listings: null,
    average_suite_size: null,
    average_sale_price: null,
    average_psf: null,
    avg_psf_last_year: null,
    avg_psf_annual_change_percentage: null,
    maintenance_fee_psf: null,
    average_dom: null,
    sum_size: null,
    sum_size_last_year: null,
    surveyed_units: null,
    surveyed_units_annual: null,
    available_units: null,
    vacant_units: null,
    availability_rate: null,
    availability_rate_annual: null,
    vacancy_rate: null,
    vacancy_rate_annual: null,
    avg_unit_size: null,
    avg_unit_size_annual: null,
    avg_monthly_rent: null,
    avg_monthly_rent_annual: null,
    avg_monthly_psf: null,
    avg_monthly_psf_annual: null,
    rental_unit_monthly_total: null,
  };
}

/**
 * Fills the derived columns of a consecutive series of one project and standing: four-quarter
 * sums and every `_last_year` value from the row four quarters earlier. The series may start
 * before 2004 Q1 (it is simulated from the project's launch); the caller stores only the rows from
 * 2004 Q1 on, which is why derived values are computed here, on the whole series.
 */
export function deriveSeriesColumns(series: ProjectQuarterTable[]): void {
  series.forEach((row, i) => {
    if (row.quarter_sales !== null) {
      let four = 0;
      for (let back = 0; back < 4 && i - back >= 0; back++) four += series[i - back]?.quarter_sales ?? 0;
      row.four_qtr_sales = four;
    }
    const lastYear = series[i - 4];
    if (!lastYear) return;
    row.quarter_sales_last_year = lastYear.quarter_sales;
    row.four_qtr_sales_last_year = lastYear.four_qtr_sales;
    row.total_sales_last_year = lastYear.total_sales;
    row.unsold_inventory_last_year = lastYear.unsold_units;
    row.sold_psf_last_year = lastYear.sold_psf;
    row.unsold_psf_last_year = lastYear.unsold_psf;
    row.avg_psf_last_year = lastYear.average_psf;
    row.sum_size_last_year = lastYear.sum_size;
    if (row.average_psf !== null && lastYear.average_psf !== null && lastYear.average_psf > 0) {
      row.avg_psf_annual_change_percentage = round2((row.average_psf / lastYear.average_psf - 1) * 100);
    }
  });
}

/** Completed rentals: the `_annual` figures are the means of this quarter and the three before. */
export function deriveAnnualRentalColumns(series: ProjectQuarterTable[]): void {
  series.forEach((row, i) => {
    const window = series.slice(Math.max(0, i - 3), i + 1);
    const mean = (pick: (r: ProjectQuarterTable) => number | null): number =>
      window.reduce((sum, r) => sum + (pick(r) ?? 0), 0) / window.length;
    row.surveyed_units_annual = Math.round(mean((r) => r.surveyed_units));
    row.availability_rate_annual = round2(mean((r) => r.availability_rate));
    row.vacancy_rate_annual = round2(mean((r) => r.vacancy_rate));
    row.avg_unit_size_annual = round2(mean((r) => r.avg_unit_size));
    row.avg_monthly_rent_annual = round2(mean((r) => r.avg_monthly_rent));
    row.avg_monthly_psf_annual = round2(mean((r) => r.avg_monthly_psf));
  });
}
