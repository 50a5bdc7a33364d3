import { QUARTERS_A_YEAR } from '@contract/months';
/**
 * Price and rent levels of the demo market: a GTA-wide index over time times a regional factor.
 * Calibrated so Toronto condos sell at about $600-1,600 psf today (lower outside), resale
 * prices follow, and purpose-built rents sit at about $1,800-3,500 a month.
 */

/** Condo price index at Q1 of each year, relative to 2022 (the peak). Linear between years. */
const CONDO_INDEX_BY_YEAR: ReadonlyArray<readonly [number, number]> = [
  [2000, 0.36],
  [2004, 0.42],
  [2008, 0.5],
  [2010, 0.52],
  [2014, 0.6],
  [2016, 0.68],
  [2017, 0.8],
  [2019, 0.86],
  [2021, 0.92],
  [2022, 1.0],
  [2023, 0.97],
  [2024, 0.9],
  [2025, 0.86],
  [2027, 0.85],
  [2040, 1.0],
];

/** Rent index relative to 2023. */
const RENT_INDEX_BY_YEAR: ReadonlyArray<readonly [number, number]> = [
  [2000, 0.5],
  [2004, 0.55],
  [2010, 0.62],
  [2016, 0.74],
  [2019, 0.88],
  [2020, 0.9],
  [2021, 0.86],
  [2023, 1.0],
  [2024, 1.01],
  [2025, 0.97],
  [2027, 0.96],
  [2040, 1.1],
];

function interpolate(table: ReadonlyArray<readonly [number, number]>, yearFraction: number): number {
  const first = table[0];
  const last = table[table.length - 1];
  if (!first || !last) throw new Error('empty index table');
  if (yearFraction <= first[0]) return first[1];
  if (yearFraction >= last[0]) return last[1];
  for (let i = 1; i < table.length; i++) {
    const [x1, y1] = table[i] as readonly [number, number];
    const [x0, y0] = table[i - 1] as readonly [number, number];
    if (yearFraction <= x1) return y0 + ((y1 - y0) * (yearFraction - x0)) / (x1 - x0);
  }
  return last[1];
}

const condoCache = new Map<number, number>();
const rentCache = new Map<number, number>();

/** `quarterIdx` as counted by quarterIndex (contract/months.ts). */
export function condoIndex(quarterIdx: number): number {
  let value = condoCache.get(quarterIdx);
  if (value === undefined) {
    value = interpolate(CONDO_INDEX_BY_YEAR, quarterIdx / QUARTERS_A_YEAR);
    condoCache.set(quarterIdx, value);
  }
  return value;
}

export function rentIndex(quarterIdx: number): number {
  let value = rentCache.get(quarterIdx);
  if (value === undefined) {
    value = interpolate(RENT_INDEX_BY_YEAR, quarterIdx / QUARTERS_A_YEAR);
    rentCache.set(quarterIdx, value);
  }
  return value;
}

/**
 * Peak (2022) new-condo psf and 2023 rent psf per month by region; submarkets vary around it.
 * Unknown regions fall back to the outer-ring level.
 */
const REGION_LEVELS: Record<string, { condoPsf: number; rentPsf: number; activity: number }> = {
  Toronto: { condoPsf: 1250, rentPsf: 3.9, activity: 3.2 },
  York: { condoPsf: 1050, rentPsf: 3.3, activity: 1.6 },
  Peel: { condoPsf: 950, rentPsf: 3.1, activity: 1.4 },
  Halton: { condoPsf: 980, rentPsf: 3.1, activity: 1.0 },
  Durham: { condoPsf: 780, rentPsf: 3.0, activity: 0.8 },
  Hamilton: { condoPsf: 720, rentPsf: 2.9, activity: 0.8 },
};
const OUTER_LEVEL = { condoPsf: 640, rentPsf: 2.95, activity: 0.35 };

export interface MarketLevel {
  /** New condo psf at the 2022 peak. */
  condoPsf: number;
  /** Monthly rent per sq ft in 2023. */
  rentPsf: number;
  /** Relative share of projects, rentals and sales. */
  activity: number;
}

export function regionLevel(regionName: string): MarketLevel {
  return REGION_LEVELS[regionName] ?? OUTER_LEVEL;
}
