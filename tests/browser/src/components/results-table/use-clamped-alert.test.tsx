import { describe, expect, test } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import type { DatasetSummary } from '@contract/engine';
import type { DatasetHandle } from '@src/engine/engine-api';
import { useClampedAlert } from '@src/components/results-table/use-clamped-alert';
import { alertStore, closeAlert } from '@src/state/alert';

const CLAMPED = 'Results are limited to 10,000 sales.';

function dataset(datasetId: number, summary: Partial<DatasetSummary>): DatasetHandle {
  return {
    type: 'dataset',
    summary: {
      datasetId,
      kind: 'sales',
      rowCount: 10_000,
      columns: [],
      clamped: false,
      clampedMessage: null,
      tableNote: null,
      tableNoteFooter: null,
      fromCache: false,
      presentOptions: { developers: [], propertyManagers: [], owners: [] },
      ...summary,
    },
  };
}

describe('useClampedAlert (part 1 §8, part 2 §8)', () => {
  test("a search's first rows and then its whole result alert once, when whole; a search not clamped closes it", async () => {
    closeAlert();
    const clamped = { clamped: true, clampedMessage: CLAMPED };
    const { rerender } = await renderHook((props?: { data: DatasetHandle | null }) => useClampedAlert(props!.data), {
      initialProps: { data: dataset(1, { ...clamped, partial: true }) },
    });
    // The first rows say nothing yet: the clamp is about the whole answer.
    expect(alertStore.message).toBeNull();
    await rerender({ data: dataset(2, clamped) });
    expect(alertStore.message).toBe(CLAMPED);
    // The user dismisses it; the next search's first rows do not bring it back.
    closeAlert();
    await rerender({ data: dataset(3, { ...clamped, partial: true }) });
    expect(alertStore.message).toBeNull();
    await rerender({ data: dataset(4, {}) });
    expect(alertStore.message).toBeNull();
    await rerender({ data: dataset(5, clamped) });
    expect(alertStore.message).toBe(CLAMPED);
    await rerender({ data: dataset(6, { partial: true }) });
    expect(alertStore.message).toBe(CLAMPED);
    await rerender({ data: dataset(7, {}) });
    expect(alertStore.message).toBeNull();
  });
});
