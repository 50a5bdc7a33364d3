import { describe, expect, it } from 'vitest';
import {
  CHART_DOTS_MAX_POINTS,
  lineDrawsDots,
  lineStretches,
  shownPeriodIndexes,
  valueAxis,
} from '@contract/market-history-chart';

const line = (length: number, value: (index: number) => number | null = (index) => index) =>
  Array.from({ length }, (_, index) => value(index));

describe('lineDrawsDots (the page chart and the PDF chart)', () => {
  it('marks every point of a line up to CHART_DOTS_MAX_POINTS periods', () => {
    expect(lineDrawsDots(line(1))).toBe(true);
    expect(lineDrawsDots(line(CHART_DOTS_MAX_POINTS))).toBe(true);
    expect(lineDrawsDots(line(CHART_DOTS_MAX_POINTS, () => null))).toBe(true);
  });

  it('draws a longer line bare, gaps included', () => {
    expect(lineDrawsDots(line(CHART_DOTS_MAX_POINTS + 1))).toBe(false);
    expect(lineDrawsDots(line(48, (index) => (index % 10 < 2 ? null : index)))).toBe(false);
  });

  it('keeps the dots of a longer line with a point between two gaps, which only its dot shows', () => {
    expect(lineDrawsDots(line(48, (index) => (index === 20 ? 1 : null)))).toBe(true);
    expect(lineDrawsDots(line(48, (index) => (index === 0 ? 1 : index === 1 ? null : index)))).toBe(true);
    expect(lineDrawsDots(line(48, (index) => (index === 47 ? 1 : index === 46 ? null : index)))).toBe(true);
  });
});

describe('the axes and the stretches (the page chart and the PDF chart)', () => {
  it('steps the value axis in round steps from 0 past the largest value, below 0 for negative values', () => {
    expect(valueAxis([])).toEqual([0, 1]);
    expect(valueAxis([3, 97])).toEqual([0, 20, 40, 60, 80, 100]);
    expect(valueAxis([-12, 40])).toEqual([-20, 0, 20, 40]);
    // Thousands of values (eight lines over every month) are no arguments list.
    expect(valueAxis(Array.from({ length: 200_000 }, (_, index) => index)).at(-1)).toBe(200_000);
  });

  it('labels as many periods as fit, evenly spaced, the last always and none too close to it', () => {
    expect(shownPeriodIndexes(0, 10, 100)).toEqual([]);
    expect(shownPeriodIndexes(1, 10, 100)).toEqual([0]);
    expect(shownPeriodIndexes(5, 10, 400)).toEqual([0, 1, 2, 3, 4]);
    // 11 periods 10 px apart, labels 25 px wide: every third, then the last (9 is too close to 10).
    expect(shownPeriodIndexes(11, 25, 100)).toEqual([0, 3, 6, 10]);
  });

  it('breaks a line at a period with no value; a point between gaps is a stretch of one', () => {
    expect(lineStretches([1, 2, null, 4, null, null, 7, 8])).toEqual([
      [
        [0, 1],
        [1, 2],
      ],
      [[3, 4]],
      [
        [6, 7],
        [7, 8],
      ],
    ]);
    expect(lineStretches([null, null])).toEqual([]);
  });
});
