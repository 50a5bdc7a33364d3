import { describe, expect, test } from 'vitest';
import { baselineDeltas, formatDelta } from '@src/features/compare/baseline-deltas';
import type { CompareRow } from '@src/features/compare/compare-rows';

const row = (values: CompareRow['values'], extra: Partial<CompareRow> = {}): CompareRow => ({
  key: 'k',
  label: 'K',
  values,
  ...extra,
});

/** The delta lines of a row, '' where there is none. */
const lines = (of: CompareRow, baselineIndex: number): string[] =>
  baselineDeltas(of, baselineIndex).map((delta) => (delta === null ? '' : formatDelta(of, delta)));

describe('baseline deltas on the compare pages', () => {
  test('a currency row: difference and percent of the baseline, both ways', () => {
    const price = row([300_000, 312_000, 288_000, null], { format: 'currency' });
    expect(baselineDeltas(price, 0)).toEqual([
      null,
      { difference: 12_000, unit: 'amount', percent: 4, direction: 'up' },
      { difference: -12_000, unit: 'amount', percent: -4, direction: 'down' },
      null,
    ]);
    expect(lines(price, 0)).toEqual(['', '+$12,000 (+4.0%)', '\u2212$12,000 (\u22124.0%)', '']);
    // Against 312,000: -12,000 / 312,000 = -3.846…%; -24,000 / 312,000 = -7.692…%.
    const fromSecond = baselineDeltas(price, 1);
    expect(fromSecond[0]?.percent).toBeCloseTo(-3.846, 3);
    expect(lines(price, 1)).toEqual(['\u2212$12,000 (\u22123.8%)', '', '\u2212$24,000 (\u22127.7%)', '']);
  });

  test('a percent row sent x100 is compared in percentage points, with no relative change', () => {
    const vacancy = row([1.5, 1.8, 1.5, 0.25], { format: 'percent', percentScale: 100 });
    const deltas = baselineDeltas(vacancy, 0);
    expect(deltas[1]?.unit).toBe('points');
    expect(deltas[1]?.difference).toBeCloseTo(0.3, 10);
    expect(deltas[1]?.percent).toBeNull();
    expect(deltas[2]).toEqual({ difference: 0, unit: 'points', percent: null, direction: 'same' });
    expect(lines(vacancy, 0)).toEqual(['', '+0.3 pts', 'No change', '\u22121.3 pts']);
  });

  test('a percent row of fractions is converted to points', () => {
    const share = row([0.125, 0.1], { format: 'percent' });
    expect(baselineDeltas(share, 0)[1]?.difference).toBeCloseTo(-2.5, 10);
    expect(lines(share, 0)).toEqual(['', '\u22122.5 pts']);
  });

  test('formatted strings: "$1,234" compares as currency, "12.5%" as points', () => {
    const dollars = row(['$1,234', '$1,000']);
    const fromThousand = baselineDeltas(dollars, 1)[0];
    expect(fromThousand).toMatchObject({ difference: 234, unit: 'amount', direction: 'up' });
    expect(fromThousand?.percent).toBeCloseTo(23.4, 10);
    expect(lines(dollars, 1)).toEqual(['+$234 (+23.4%)', '']);
    const rates = row(['12.5%', '10%']);
    expect(lines(rates, 0)).toEqual(['', '\u22122.5 pts']);
    expect(lines(row(['-3.25', '1']), 0)).toEqual(['', '+4.25 (+130.8%)']);
  });

  test('no relative change on a zero baseline or for a year; a negative baseline keeps the sign', () => {
    expect(baselineDeltas(row([0, 5]), 0)[1]).toEqual({
      difference: 5,
      unit: 'amount',
      percent: null,
      direction: 'up',
    });
    expect(lines(row([0, 5]), 0)).toEqual(['', '+5']);
    expect(lines(row([1968, 1971], { format: 'year' }), 0)).toEqual(['', '+3']);
    // -5 is 5 above -10: +50% of |-10|.
    expect(baselineDeltas(row([-10, -5]), 0)[1]?.percent).toBe(50);
    expect(lines(row([1200, 1000], { format: 'integer' }), 1)).toEqual(['+200 (+20.0%)', '']);
  });

  test('text, dates, mixed rows, a missing baseline or an unknown index get no deltas', () => {
    expect(baselineDeltas(row(['A', 'B']), 0)).toEqual([null, null]);
    expect(baselineDeltas(row(['2024-06', '2024-05'], { format: 'month' }), 0)).toEqual([null, null]);
    expect(baselineDeltas(row([1990, 1995], { format: 'text' }), 0)).toEqual([null, null]);
    expect(baselineDeltas(row([100, 'n/a']), 0)).toEqual([null, null]);
    expect(baselineDeltas(row([null, 5, 6]), 0)).toEqual([null, null, null]);
    expect(baselineDeltas(row(['', 5]), 0)).toEqual([null, null]);
    expect(baselineDeltas(row([4, 5]), 2)).toEqual([null, null]);
    expect(baselineDeltas(row([4, 5]), -1)).toEqual([null, null]);
  });
});
