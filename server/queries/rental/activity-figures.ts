import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database';
import type { RentalActivityFigures } from '@contract/rental-search';
import { ratio } from '../numbers';

/**
 * The old-stock rental measure, computed here only (MEASURES.md "Rental (old stock) market
 * totals"): the rental search, the old-stock project search, market data and history, and the
 * profiles all read a building's or a group's figures from figuresFromSums and combineFigures.
 */

/** Sums of rental_activity rows over some months (one SQL group). */
export interface ActivitySums {
  month_count: number;
  surveyed: number;
  available: number;
  rate_weighted: number;
  size_weighted: number;
  min_rate: number | null;
  max_rate: number | null;
  min_psf: number | null;
  max_psf: number | null;
  days_active_total: number;
  dom_unit_count: number;
}

/** The aggregates behind ActivitySums, for a query grouped as the caller needs. */
export function activitySumSelections(eb: ExpressionBuilder<Database, 'rental_activity'>) {
  return [
    eb.fn.count<number>('rental_activity.month').distinct().as('month_count'),
    eb.fn.sum<number>('rental_activity.units_surveyed_actual').as('surveyed'),
    eb.fn.sum<number>('rental_activity.available').as('available'),
    eb.fn
      .sum<number>(eb('rental_activity.avg_rate', '*', eb.ref('rental_activity.units_surveyed_actual')))
      .as('rate_weighted'),
    eb.fn
      .sum<number>(eb('rental_activity.size_sqft', '*', eb.ref('rental_activity.units_surveyed_actual')))
      .as('size_weighted'),
    eb.fn.min<number | null>('rental_activity.min_rate').as('min_rate'),
    eb.fn.max<number | null>('rental_activity.max_rate').as('max_rate'),
    eb.fn.min<number | null>('rental_activity.min_psf').as('min_psf'),
    eb.fn.max<number | null>('rental_activity.max_psf').as('max_psf'),
    eb.fn.sum<number>('rental_activity.days_active_total').as('days_active_total'),
    eb.fn.sum<number>('rental_activity.dom_unit_count').as('dom_unit_count'),
  ] as const;
}

/** Old-stock activity counts available units only: vacancy and availability are one figure, this. */
function vacancyRate(available: number, units: number): number | null {
  return ratio(available, units, 100);
}

/** pg returns aggregates of integer columns as numbers (server/db/connection.ts); SQLite too. */
function numeric(value: number | string | null | undefined): number {
  return Number(value ?? 0);
}

function optionalNumeric(value: number | string | null | undefined): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/**
 * The figures of a group of activity rows. Unit counts are monthly means (rounded); rent and size
 * are weighted by units surveyed, so a group with no unit surveyed has none ('-', MEASURES.md:
 * wavg with sum(w) = 0), not the plain mean of its rows.
 */
export function figuresFromSums(sums: ActivitySums): RentalActivityFigures {
  const months = Math.max(1, numeric(sums.month_count));
  const surveyed = numeric(sums.surveyed);
  const units = Math.round(surveyed / months);
  const available = Math.round(numeric(sums.available) / months);
  const days = numeric(sums.days_active_total);
  const domUnits = numeric(sums.dom_unit_count);
  const rate = vacancyRate(available, units);
  return {
    units_surveyed_actual: units,
    available,
    vacancy_rate: rate,
    availability_rate: rate,
    avg_rate: ratio(numeric(sums.rate_weighted), surveyed),
    min_rate: optionalNumeric(sums.min_rate),
    max_rate: optionalNumeric(sums.max_rate),
    min_psf: optionalNumeric(sums.min_psf),
    max_psf: optionalNumeric(sums.max_psf),
    size_sqft: ratio(numeric(sums.size_weighted), surveyed),
    days_active_total: days,
    dom_unit_count: domUnits,
    average_dom: ratio(days, domUnits),
  };
}

/** The lower of two figures, null when neither is known (Math.min's order of the known ones). */
function lower(known: number | null, figure: number | null): number | null {
  return figure === null ? known : known === null ? figure : Math.min(known, figure);
}

function higher(known: number | null, figure: number | null): number | null {
  return figure === null ? known : known === null ? figure : Math.max(known, figure);
}

/**
 * A group's figures from its members', by MEASURES.md "Rental (old stock) market totals": counts
 * sum, rent and size are weighted by units surveyed, vacancy is available / surveyed of the
 * group, average DOM is weighted by DOM unit count, min and max span the group. The client's
 * rollups apply the same rules to the column definitions, so server and client totals agree.
 * One pass without callbacks: the widest old-stock search combines 15,000 buildings' unit types,
 * and a closure per figure and building (with tsx's name for each) cost more than the sums.
 */
export function combineFigures(entries: readonly RentalActivityFigures[]): RentalActivityFigures {
  let units = 0;
  let available = 0;
  let days = 0;
  let domUnits = 0;
  // Rent and size: weighted by units surveyed over the entries that have the figure and units.
  let rateWeighted = 0;
  let rateWeight = 0;
  let sizeWeighted = 0;
  let sizeWeight = 0;
  let minRate: number | null = null;
  let maxRate: number | null = null;
  let minPsf: number | null = null;
  let maxPsf: number | null = null;
  for (const entry of entries) {
    const surveyed = entry.units_surveyed_actual;
    units += surveyed;
    available += entry.available;
    days += entry.days_active_total;
    domUnits += entry.dom_unit_count;
    if (entry.avg_rate !== null && surveyed > 0) {
      rateWeighted += entry.avg_rate * surveyed;
      rateWeight += surveyed;
    }
    if (entry.size_sqft !== null && surveyed > 0) {
      sizeWeighted += entry.size_sqft * surveyed;
      sizeWeight += surveyed;
    }
    minRate = lower(minRate, entry.min_rate);
    maxRate = higher(maxRate, entry.max_rate);
    minPsf = lower(minPsf, entry.min_psf);
    maxPsf = higher(maxPsf, entry.max_psf);
  }
  const rate = vacancyRate(available, units);
  return {
    units_surveyed_actual: units,
    available,
    vacancy_rate: rate,
    availability_rate: rate,
    avg_rate: ratio(rateWeighted, rateWeight),
    min_rate: minRate,
    max_rate: maxRate,
    min_psf: minPsf,
    max_psf: maxPsf,
    size_sqft: ratio(sizeWeighted, sizeWeight),
    days_active_total: days,
    dom_unit_count: domUnits,
    average_dom: ratio(days, domUnits),
  };
}

/** Adds the sums of several groups (e.g. the months of one history period). */
export function addSums(groups: readonly ActivitySums[], monthCount: number): ActivitySums {
  const total = (pick: (sums: ActivitySums) => number | null) =>
    groups.reduce((sum, sums) => sum + numeric(pick(sums)), 0);
  const present = (pick: (sums: ActivitySums) => number | null) =>
    groups
      .map(pick)
      .filter((value): value is number => value !== null && value !== undefined)
      .map(Number);
  const mins = (pick: (sums: ActivitySums) => number | null) => {
    const values = present(pick);
    return values.length > 0 ? Math.min(...values) : null;
  };
  const maxs = (pick: (sums: ActivitySums) => number | null) => {
    const values = present(pick);
    return values.length > 0 ? Math.max(...values) : null;
  };
  return {
    month_count: monthCount,
    surveyed: total((sums) => sums.surveyed),
    available: total((sums) => sums.available),
    rate_weighted: total((sums) => sums.rate_weighted),
    size_weighted: total((sums) => sums.size_weighted),
    min_rate: mins((sums) => sums.min_rate),
    max_rate: maxs((sums) => sums.max_rate),
    min_psf: mins((sums) => sums.min_psf),
    max_psf: maxs((sums) => sums.max_psf),
    days_active_total: total((sums) => sums.days_active_total),
    dom_unit_count: total((sums) => sums.dom_unit_count),
  };
}
