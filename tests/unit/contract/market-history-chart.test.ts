import { describe, expect, it } from 'vitest';
import { CHART_DOTS_MAX_POINTS, lineDrawsDots } from '@contract/market-history-chart';

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
