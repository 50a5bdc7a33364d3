import { describe, expect, it } from 'vitest';
import type { ResultKind } from '@contract/engine';
import { buildDataset } from '@contract/columnar-dataset';
import { exportFileName } from '@workers/ops/export-table';
import { RESULT_KINDS } from '@workers/ops/result-kinds';
import { prepareDataset } from '@workers/ops/view';
import { parseSearchResponse } from '@workers/service/search-response';

/** Every kind of result set, read through its one descriptor (workers/ops/result-kinds.ts). */
const KINDS = Object.keys(RESULT_KINDS) as ResultKind[];

const ROWS = [
  { id: 1, name: 'A', region_id: 1, region_name: 'Toronto', municipality_id: 2, municipality_name: 'Toronto' },
  { id: 2, name: 'B', region_id: 1, region_name: 'Toronto', municipality_id: 2, municipality_name: 'Toronto' },
];
const COLUMNS = [
  {
    key: 'name',
    label: 'Name',
    format: 'text' as const,
    total: { kind: 'none' as const },
    alwaysVisible: true,
  },
];

describe.each(KINDS)('result kind %s', (kind) => {
  const descriptor = RESULT_KINDS[kind];

  it('reads its rows where its envelope puts them', () => {
    const body = {
      data: descriptor.rows === 'nestedData' ? [{ data: ROWS }] : ROWS,
      tableHeaders: { data: COLUMNS },
      clamped: false,
      clamped_message: null,
    };
    expect(parseSearchResponse(body, kind).rows).toEqual(ROWS);
  });

  it('groups its rows by its subtotal levels and names its exports by its prefix', () => {
    const prepared = prepareDataset(buildDataset(ROWS, COLUMNS), kind);
    expect(prepared.tree.levels).toEqual(descriptor.subtotalLevels);
    expect(exportFileName(kind, Date.UTC(2026, 0, 2, 3, 4, 5), null, 'csv')).toBe(
      `${descriptor.filePrefix}20260102_030405.csv`,
    );
  });
});

it('each kind has its own export prefix', () => {
  const prefixes = KINDS.map((kind) => RESULT_KINDS[kind].filePrefix);
  expect(new Set(prefixes).size).toBe(prefixes.length);
});
