import { describe, expect, it } from 'vitest';
import type { ColumnDefinition } from '@contract/columns';
import type { EngineReply } from '@contract/engine';
import { createEngineService } from '@workers/engine-service';

const NONE = { kind: 'none' } as const;
const COLUMNS: ColumnDefinition[] = [
  { key: 'period', label: 'Period', format: 'text', total: NONE, alwaysVisible: true },
  { key: 'available', label: 'Available Units', format: 'integer', total: NONE },
  { key: 'vacancy_rate', label: 'Vacancy', format: 'percent', percentScale: 100, total: NONE },
];

// Rental market history as the server sends it (part 2 §2.7): periods in order, unit types below.
const ROWS = [
  {
    period: 'Jan 2025',
    available: 12,
    vacancy_rate: 2.5,
    subRows: [
      { period: 'Bachelor', available: 4, vacancy_rate: 3 },
      { period: '1 Bed', available: 8, vacancy_rate: 2 },
    ],
  },
  {
    period: 'Feb 2025',
    available: 30,
    vacancy_rate: null,
    subRows: [{ period: '1 Bed', available: 9, vacancy_rate: 1 }],
  },
  {
    period: 'Mar 2025',
    available: '7',
    vacancy_rate: 1.5,
    subRows: [
      { period: '2 Bed', available: 2, vacancy_rate: 4 },
      { period: 'Bachelor', available: 5, vacancy_rate: 2 },
    ],
  },
];

function value<T>(reply: EngineReply<T>): T {
  if (!reply.ok) throw new Error(`${reply.error.name}: ${reply.error.message}`);
  return reply.value;
}

async function historyView() {
  const engine = createEngineService({
    fetcher: async () =>
      new Response(
        JSON.stringify({ data: ROWS, tableHeaders: { data: COLUMNS }, clamped: false, clamped_message: null }),
        {
          headers: { 'Content-Type': 'application/json' },
        },
      ),
    warn: () => undefined,
  });
  const dataset = value(
    await engine.openDataset(1, { endpoint: '/api/v1/rental/markethistory', apiParams: {}, kind: 'rentalHistory' }),
  );
  const view = value(
    await engine.createView(2, dataset.datasetId, { clientParams: {}, sort: null, visibleColumns: null }),
  );
  return { engine, viewId: view.viewId };
}

describe('engine getSeries: market history chart series', () => {
  it("returns the rows' values of the measure in period order, and one series per sub row name", async () => {
    const { engine, viewId } = await historyView();
    const series = value(await engine.getSeries(3, viewId, 'available'));
    expect(series.labels).toEqual(['Jan 2025', 'Feb 2025', 'Mar 2025']);
    expect([...series.values]).toEqual([12, 30, 7]);
    expect(series.subSeries.map((sub) => sub.name)).toEqual(['Bachelor', '1 Bed', '2 Bed']);
    expect(series.subSeries.map((sub) => [...sub.values])).toEqual([
      [4, NaN, 5],
      [8, 9, NaN],
      [NaN, NaN, 2],
    ]);
  });

  it('keeps the periods in order when the table is sorted by the measure, and a missing value is NaN', async () => {
    const { engine, viewId } = await historyView();
    value(
      await engine.updateView(4, viewId, {
        clientParams: {},
        sort: { key: 'available', direction: 'desc' },
        visibleColumns: null,
      }),
    );
    const series = value(await engine.getSeries(5, viewId, 'vacancy_rate'));
    expect(series.measure).toBe('vacancy_rate');
    expect(series.labels).toEqual(['Jan 2025', 'Feb 2025', 'Mar 2025']);
    expect([...series.values]).toEqual([2.5, NaN, 1.5]);
  });

  it('refuses a column that is not a measure', async () => {
    const { engine, viewId } = await historyView();
    const reply = await engine.getSeries(6, viewId, 'period');
    expect(reply.ok).toBe(false);
    const unknown = await engine.getSeries(7, viewId, 'nope');
    expect(unknown.ok).toBe(false);
  });
});
