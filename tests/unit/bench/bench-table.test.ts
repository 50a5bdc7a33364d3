import { describe, expect, it } from 'vitest';
import { lastJsonLine, payloadLines, rentalLines, salesLines, type BenchOutcome } from '@bench/bench-table';

/** Figures as the benches print them on their last line (bench/sales-search.ts, bench/rental-search.ts, measure-payloads.ts). */
const SALES = {
  rowCount: 10_000,
  firstRowsMs: 480,
  apiCallMs: 140,
  cachedFirstRowsMs: 290,
  cachedApiCallMs: 30,
  filterMs: 90,
  sortMs: 40,
  exportMs: 650,
  progressSeen: true,
  budgets: { firstRowsMs: 500, cachedFirstRowsMs: 300, apiCallMs: 150, filterMs: 100, sortMs: 50, exportMs: 700 },
};
const RENTAL = {
  rowCount: 7_704,
  firstRowsMs: 390,
  apiCallMs: 100,
  filterMs: 120,
  sortMs: 80,
  budgets: { firstRowsMs: 400, filterMs: 300, sortMs: 300 },
};
const PAYLOADS = {
  runs: 5,
  widestSalesNotCached: {
    json: { cpuMs: 169, wallMs: 302, bytes: 2_629_238, rows: 10_000, bytesPerRow: 263 },
    arrow: { cpuMs: 95, wallMs: 150, bytes: 1_500_000, rows: 10_000, bytesPerRow: 150 },
  },
  widestSalesCachedCpuMs: { json: 4, arrow: 3 },
  budgets: { notCachedCpuMs: 100, wireBytesARow: 160, cachedCpuMs: 5 },
};
const BENCHES = [
  ['sales', salesLines, SALES, 6],
  ['rental', rentalLines, RENTAL, 2],
  ['payloads', payloadLines, PAYLOADS, 3],
] as const;

const ran = (figures: object): BenchOutcome => ({
  ok: true,
  figures: structuredClone(figures) as Record<string, unknown>,
});

describe('the bench:check table rows of the child benches', () => {
  it.each(BENCHES)('%s: every row, met when every figure is within its budget', (_, lines, figures, rows) => {
    const table = lines(ran(figures));
    expect(table).toHaveLength(rows);
    for (const line of table) {
      expect(line.pass, line.step).toBe(true);
      expect(line.budget).toMatch(/^<= \d/);
      expect(line.measured).not.toMatch(/not measured/);
    }
  });

  it.each(BENCHES)('%s: every row, failed, when the bench did not run', (_, lines, __, rows) => {
    const table = lines({ ok: false, reason: 'bench/x.ts exited with code 1' });
    expect(table).toHaveLength(rows);
    for (const line of table) {
      expect(line.pass).toBe(false);
      expect(line.measured).toBe('not measured: bench/x.ts exited with code 1');
    }
  });

  it.each(BENCHES)('%s: a row fails when its figure passes its budget, or is missing', (_, lines, figures) => {
    const steps = lines(ran(figures)).map((line) => line.step);
    // Each budget in turn is set one below the figure it checks: exactly one row fails.
    const budgets = Object.keys(figures.budgets);
    for (const budget of budgets) {
      const over = ran(figures) as { ok: true; figures: { budgets: Record<string, number> } };
      over.figures.budgets[budget] = -1;
      const failed = lines(over as BenchOutcome).filter((line) => line.pass === false);
      expect(failed.length, budget).toBe(1);
      expect(steps).toContain(failed[0]!.step);
    }
    const missing = ran(figures) as { ok: true; figures: Record<string, unknown> };
    delete missing.figures.budgets;
    for (const line of lines(missing)) expect(line.pass, line.step).toBe(false);
  });

  it('holds the XLSX export to its progress bar too', () => {
    const table = salesLines(ran({ ...SALES, progressSeen: false }));
    expect(table.filter((line) => line.pass === false).map((line) => line.step)).toEqual([
      'XLSX of the 10,000 table rows',
    ]);
  });

  it('reads the last line of JSON of a bench’s output', () => {
    expect(lastJsonLine('| a | b |\n{"x": 1}\n[PASS] y\n{"figures": 2}\n')).toEqual({ figures: 2 });
    expect(lastJsonLine('{"x": 1}\n{ not json\n')).toEqual({ x: 1 });
    expect(lastJsonLine('no json here\n')).toBeUndefined();
  });
});
