/**
 * The rows `npm run bench:check` (bench/run.ts) prints for the benchmarks it runs as child
 * processes: the widest sales search and the rental properties search in Chromium against the
 * real server (bench/sales-search.ts, bench/rental-search.ts), and the server's answer to the
 * widest sales search (server/perf/measure-payloads.ts). Each bench prints its figures and its
 * budgets as its last line of JSON; the budgets are defined once, in the bench that measures them.
 *
 * A bench that could not run, or a figure missing from its line, still gives its rows, as failed:
 * the table always has every row, so a bench that stops starting is seen in the table, not only in
 * the log above it.
 */

/** One row of the table: a step, what was measured, its budget, and whether it was met (null: no budget). */
export interface TableLine {
  step: string;
  measured: string;
  budget: string;
  pass: boolean | null;
}

/** A child bench's outcome: the figures of its last JSON line, or why there are none. */
export type BenchOutcome = { ok: true; figures: Record<string, unknown> } | { ok: false; reason: string };

const count = (value: number) => value.toLocaleString('en-CA');

/** The number at `path` in a bench's figures, or undefined when it is not a finite number. */
function numberAt(figures: Record<string, unknown>, ...path: string[]): number | undefined {
  let value: unknown = figures;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

interface RowSpec {
  step: string;
  /** The figure checked against the budget, as a path in the bench's figures. */
  figure: readonly string[];
  /** The budget, as a path in the bench's figures (its `budgets`). */
  budget: readonly string[];
  unit: string;
  /** How the checked figure is shown, with the other figures beside it. */
  show?: (value: number, figures: Record<string, unknown>) => string;
  /** A further condition of the budget, and how it reads. */
  also?: { holds: (figures: Record<string, unknown>) => boolean; reads: string };
}

function rowsOf(outcome: BenchOutcome, specs: readonly RowSpec[]): TableLine[] {
  return specs.map((spec) => {
    if (!outcome.ok) return { step: spec.step, measured: `not measured: ${outcome.reason}`, budget: '?', pass: false };
    const { figures } = outcome;
    const value = numberAt(figures, ...spec.figure);
    const limit = numberAt(figures, ...spec.budget);
    const budget =
      limit === undefined
        ? `? (no ${spec.budget.join('.')} in the bench's figures)`
        : `<= ${count(limit)} ${spec.unit}${spec.also ? ` ${spec.also.reads}` : ''}`;
    if (value === undefined)
      return {
        step: spec.step,
        measured: `not measured: no ${spec.figure.join('.')} in the bench's figures`,
        budget,
        pass: false,
      };
    const measured = spec.show ? spec.show(value, figures) : `${count(value)} ${spec.unit}`;
    const pass = limit !== undefined && value <= limit && (spec.also?.holds(figures) ?? true);
    return { step: spec.step, measured, budget, pass };
  });
}

/** The bench's result rows as counted on its table, or undefined when it did not run. */
const rowCountOf = (outcome: BenchOutcome) => (outcome.ok ? numberAt(outcome.figures, 'rowCount') : undefined);

/** The widest sales search in Chromium (bench/sales-search.ts). */
export function salesLines(outcome: BenchOutcome): TableLine[] {
  const rows = rowCountOf(outcome);
  return rowsOf(outcome, [
    {
      step: `widest sales search${rows === undefined ? '' : ` (${count(rows)} table rows)`}: click to first rows, not cached`,
      figure: ['firstRowsMs'],
      budget: ['budgets', 'firstRowsMs'],
      unit: 'ms',
    },
    {
      step: 'widest sales search: click to first rows, the server has the answer cached',
      figure: ['cachedFirstRowsMs'],
      budget: ['budgets', 'cachedFirstRowsMs'],
      unit: 'ms',
      show: (value, figures) => `${count(value)} ms (API call ${numberAt(figures, 'cachedApiCallMs') ?? '?'} ms)`,
    },
    {
      step: 'of which the API call, not cached',
      figure: ['apiCallMs'],
      budget: ['budgets', 'apiCallMs'],
      unit: 'ms',
    },
    {
      step: 'filter repaint (Price From)',
      figure: ['filterMs'],
      budget: ['budgets', 'filterMs'],
      unit: 'ms',
    },
    {
      step: 'sort repaint (Price)',
      figure: ['sortMs'],
      budget: ['budgets', 'sortMs'],
      unit: 'ms',
    },
    {
      step: `XLSX of the${rows === undefined ? '' : ` ${count(rows)}`} table rows`,
      figure: ['exportMs'],
      budget: ['budgets', 'exportMs'],
      unit: 'ms',
      also: { holds: (figures) => figures.progressSeen === true, reads: 'with its progress shown' },
      show: (value, figures) => `${count(value)} ms, progress shown: ${String(figures.progressSeen)}`,
    },
  ]);
}

/** The rental properties search in Chromium (bench/rental-search.ts). */
export function rentalLines(outcome: BenchOutcome): TableLine[] {
  const rows = rowCountOf(outcome);
  return rowsOf(outcome, [
    {
      step: `rental properties${rows === undefined ? '' : ` (${count(rows)} unit-type rows)`}: first rows`,
      figure: ['firstRowsMs'],
      budget: ['budgets', 'firstRowsMs'],
      unit: 'ms',
      show: (value, figures) => `${count(value)} ms (API call ${numberAt(figures, 'apiCallMs') ?? '?'} ms)`,
    },
    {
      step: 'rental properties: filter repaint (Beds From) / sort repaint (Avg Rent)',
      figure: ['filterMs'],
      budget: ['budgets', 'filterMs'],
      unit: 'ms',
      also: {
        holds: (figures) => (numberAt(figures, 'sortMs') ?? Infinity) <= (numberAt(figures, 'budgets', 'sortMs') ?? -1),
        reads: 'each',
      },
      show: (value, figures) => `${count(value)} / ${numberAt(figures, 'sortMs') ?? '?'} ms`,
    },
  ]);
}

/** The server's answer to the widest sales search (server/perf/measure-payloads.ts), brotli, as the engine asks for it (Arrow). */
export function payloadLines(outcome: BenchOutcome): TableLine[] {
  const figures = outcome.ok ? outcome.figures : undefined;
  const rows = figures === undefined ? undefined : numberAt(figures, 'widestSalesNotCached', 'arrow', 'rows');
  const json = (key: string) =>
    figures === undefined ? undefined : numberAt(figures, 'widestSalesNotCached', 'json', key);
  const wall = figures === undefined ? undefined : numberAt(figures, 'widestSalesNotCached', 'arrow', 'wallMs');
  return rowsOf(outcome, [
    {
      step: `server, widest sales search${rows === undefined ? '' : ` (${count(rows)} rows)`} not cached, Arrow`,
      figure: ['widestSalesNotCached', 'arrow', 'cpuMs'],
      budget: ['budgets', 'notCachedCpuMs'],
      unit: 'ms CPU',
      show: (value) => `${count(value)} ms CPU, ${wall ?? '?'} ms wall (JSON: ${json('cpuMs') ?? '?'} ms CPU)`,
    },
    {
      step: 'server, widest sales search: on the wire (brotli)',
      figure: ['widestSalesNotCached', 'arrow', 'bytesPerRow'],
      budget: ['budgets', 'wireBytesARow'],
      unit: 'B a row',
      show: (value, all) => {
        const bytes = numberAt(all, 'widestSalesNotCached', 'arrow', 'bytes');
        const size = bytes === undefined ? '' : `, ${(bytes / 1e6).toFixed(2)} MB`;
        return `${count(value)} B a row${size} (JSON: ${json('bytesPerRow') ?? '?'} B a row)`;
      },
    },
    {
      step: 'server, the same search cached, Arrow',
      figure: ['widestSalesCachedCpuMs', 'arrow'],
      budget: ['budgets', 'cachedCpuMs'],
      unit: 'ms CPU',
      show: (value, all) =>
        `${count(value)} ms CPU (JSON: ${numberAt(all, 'widestSalesCachedCpuMs', 'json') ?? '?'} ms)`,
    },
  ]);
}

/** The last line of a bench's output that parses as a JSON object: its figures. */
export function lastJsonLine(output: string): Record<string, unknown> | undefined {
  const lines = output.trim().split('\n');
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index]!.trim();
    if (!line.startsWith('{')) continue;
    try {
      const value: unknown = JSON.parse(line);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // A line of the log that only starts like JSON; look further up.
    }
  }
  return undefined;
}
