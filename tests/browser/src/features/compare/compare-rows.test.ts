import { describe, expect, test } from 'vitest';
import { compareRows } from '@src/features/compare/compare-rows';

function entry(id: number, values: Array<[string, string | number | null]>) {
  return {
    id,
    name: { key: 'name', label: 'Name', value: `Project ${id}` },
    metadata: { projectStanding: 'active' },
    values: values.map(([key, value]) => ({ key, label: key.toUpperCase(), value })),
  };
}

describe('compare page rows (part 2 §2.12)', () => {
  test('only keys present in every project are shown, in the first project order', () => {
    const rows = compareRows([
      entry(1, [
        ['suites', 100],
        ['storeys', 20],
        ['developer', 'A'],
      ]),
      entry(2, [
        ['developer', 'B'],
        ['suites', 50],
      ]),
    ]);
    expect(rows).toEqual([
      { key: 'suites', label: 'SUITES', values: [100, 50] },
      { key: 'developer', label: 'DEVELOPER', values: ['A', 'B'] },
    ]);
  });

  test('an empty list has no rows; a single project shows all its rows', () => {
    expect(compareRows([])).toEqual([]);
    expect(compareRows([entry(3, [['suites', null]])])).toEqual([{ key: 'suites', label: 'SUITES', values: [null] }]);
  });
});
