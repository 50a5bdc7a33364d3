import type { ProjectQuarterRow } from './project-quarter-rows';
import { ratio, round2 } from '../numbers';

/**
 * The market figures of a group of project quarters (one submarket for market data, one
 * quarter for market history), per MEASURES.md "Project market data": sums are sums, prices
 * and psf are weighted averages by the named weight, rates come from counts and derived
 * figures are recomputed from the group's own sums.
 */
export type MarketFigures = Record<string, number | null>;

type Figure = (row: ProjectQuarterRow) => number | null;

const SUMMED: Record<string, Figure> = {
  suite_count: (row) => row.quarter.suite_count,
  quarter_sales: (row) => row.quarter.quarter_sales,
  quarter_sales_last_year: (row) => row.quarter.quarter_sales_last_year,
  four_qtr_sales: (row) => row.quarter.four_qtr_sales,
  four_qtr_sales_last_year: (row) => row.quarter.four_qtr_sales_last_year,
  total_sales: (row) => row.quarter.total_sales,
  total_sales_last_year: (row) => row.quarter.total_sales_last_year,
  unsold_inventory_last_year: (row) => row.quarter.unsold_inventory_last_year,
  total_listings: (row) => row.quarter.total_listings,
  total_active_listings: (row) => row.quarter.total_active_listings,
  sum_size: (row) => row.quarter.sum_size,
  sum_size_last_year: (row) => row.quarter.sum_size_last_year,
  surveyed_units: (row) => row.quarter.surveyed_units,
  surveyed_units_annual: (row) => row.quarter.surveyed_units_annual,
  available_units: (row) => row.quarter.available_units,
  vacant_units: (row) => row.quarter.vacant_units,
  rental_unit_monthly_total: (row) => row.quarter.rental_unit_monthly_total,
  total_buildings: (row) => row.project.total_buildings,
  nsa_nla: (row) => row.project.nsa_nla,
  residential_gfa_sf: (row) => row.project.residential_gfa_sf,
  total_gfa: (row) => row.project.total_gfa,
  proposed_gfa: (row) => row.project.proposed_gfa,
  parking_total: (row) => row.project.parking_total,
};

const unsoldUnits: Figure = (row) =>
  row.quarter.total_sales === null ? null : row.quarter.suite_count - row.quarter.total_sales;

/** [measure, value, weight] per MEASURES.md. */
const WEIGHTED: Array<[string, Figure, Figure]> = [
  ['sold_psf', (row) => row.quarter.sold_psf, (row) => row.quarter.quarter_sales],
  ['sold_psf_last_year', (row) => row.quarter.sold_psf_last_year, (row) => row.quarter.quarter_sales_last_year],
  ['unsold_psf', (row) => row.quarter.unsold_psf, unsoldUnits],
  ['unsold_psf_last_year', (row) => row.quarter.unsold_psf_last_year, (row) => row.quarter.unsold_inventory_last_year],
  ['average_sale_price', (row) => row.quarter.average_sale_price, (row) => row.quarter.quarter_sales],
  ['average_dom', (row) => row.quarter.average_dom, (row) => row.quarter.quarter_sales],
  ['average_psf', (row) => row.quarter.average_psf, (row) => row.quarter.sum_size],
  ['avg_psf_last_year', (row) => row.quarter.avg_psf_last_year, (row) => row.quarter.sum_size_last_year],
  ['maintenance_fee_psf', (row) => row.quarter.maintenance_fee_psf, (row) => row.quarter.sum_size],
  ['avg_unit_size', (row) => row.quarter.avg_unit_size, (row) => row.quarter.surveyed_units],
  ['avg_monthly_rent', (row) => row.quarter.avg_monthly_rent, (row) => row.quarter.surveyed_units],
  ['avg_monthly_psf', (row) => row.quarter.avg_monthly_psf, (row) => row.quarter.surveyed_units],
  [
    'availability_rate_annual',
    (row) => row.quarter.availability_rate_annual,
    (row) => row.quarter.surveyed_units_annual,
  ],
  ['vacancy_rate_annual', (row) => row.quarter.vacancy_rate_annual, (row) => row.quarter.surveyed_units_annual],
  ['avg_unit_size_annual', (row) => row.quarter.avg_unit_size_annual, (row) => row.quarter.surveyed_units_annual],
  ['avg_monthly_rent_annual', (row) => row.quarter.avg_monthly_rent_annual, (row) => row.quarter.surveyed_units_annual],
  ['avg_monthly_psf_annual', (row) => row.quarter.avg_monthly_psf_annual, (row) => row.quarter.surveyed_units_annual],
];

export function sumOf(rows: ProjectQuarterRow[], figure: Figure): number | null {
  let total: number | null = null;
  for (const row of rows) {
    const value = figure(row);
    if (value !== null) total = (total ?? 0) + value;
  }
  return total;
}

export function weightedAverage(rows: ProjectQuarterRow[], value: Figure, weight: Figure): number | null {
  let weighted = 0;
  let weights = 0;
  for (const row of rows) {
    const x = value(row);
    const w = weight(row);
    if (x === null || w === null) continue;
    weighted += x * w;
    weights += w;
  }
  return weights === 0 ? null : round2(weighted / weights);
}

export function marketFigures(rows: ProjectQuarterRow[]): MarketFigures {
  const figures: MarketFigures = { project_count: rows.length, units: sumOf(rows, SUMMED.suite_count as Figure) };
  for (const [measure, figure] of Object.entries(SUMMED)) figures[measure] = sumOf(rows, figure);
  for (const [measure, value, weight] of WEIGHTED) figures[measure] = weightedAverage(rows, value, weight);
  const floors = rows.map((row) => row.project.number_of_floors);
  figures.number_of_floors = floors.length === 0 ? null : round2(floors.reduce((a, b) => a + b, 0) / floors.length);

  const suites = figures.suite_count ?? null;
  const totalSales = figures.total_sales ?? null;
  const fourQuarterSales = figures.four_qtr_sales ?? null;
  const unsold = suites === null || totalSales === null ? null : suites - totalSales;
  figures.unsold_inventory = unsold;
  figures.total_sales_percentage = ratio(totalSales, suites, 100);
  figures.quarter_sales_annual_change = ratio(
    figures.quarter_sales ?? null,
    figures.quarter_sales_last_year ?? null,
    100,
    -100,
  );
  figures.four_qtr_sales_annual_change = ratio(fourQuarterSales, figures.four_qtr_sales_last_year ?? null, 100, -100);
  figures.sold_psf_annual_change = ratio(figures.sold_psf ?? null, figures.sold_psf_last_year ?? null, 100, -100);
  figures.unsold_psf_annual_change = ratio(figures.unsold_psf ?? null, figures.unsold_psf_last_year ?? null, 100, -100);
  figures.avg_psf_annual_change_percentage = ratio(
    figures.average_psf ?? null,
    figures.avg_psf_last_year ?? null,
    100,
    -100,
  );
  figures.sales_listings_percentage = ratio(figures.quarter_sales ?? null, figures.total_listings ?? null, 100);
  figures.average_suite_size = ratio(figures.sum_size ?? null, figures.quarter_sales ?? null);
  // Months of supply (part 1 §9): unsold units, or active listings for resale and rental, over monthly sales.
  const supply = figures.total_listings !== null ? (figures.total_active_listings ?? null) : unsold;
  figures.months_of_supply = ratio(supply, fourQuarterSales, 12);
  figures.availability_rate = ratio(figures.available_units ?? null, figures.surveyed_units ?? null, 100);
  figures.vacancy_rate = ratio(figures.vacant_units ?? null, figures.surveyed_units ?? null, 100);
  return figures;
}
