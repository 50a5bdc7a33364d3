import { describe, expect, it } from 'vitest';
import { mulberry32 } from '@bench/synthetic-results';
import { dictionaryRanks, rowsInOrder, sortedOrder, sortRowsByKey } from '@workers/ops/sort';

/** The plain reference: a stable comparator sort, missing (NaN) last in both directions. */
function reference(rows: number[], keys: Float64Array, direction: 'asc' | 'desc'): number[] {
  return [...rows]
    .map((row, position) => ({ row, position }))
    .sort((a, b) => {
      const x = keys[a.row]!;
      const y = keys[b.row]!;
      if (Number.isNaN(x) || Number.isNaN(y)) {
        if (Number.isNaN(x) && Number.isNaN(y)) return a.position - b.position;
        return Number.isNaN(x) ? 1 : -1;
      }
      if (x !== y) return direction === 'asc' ? x - y : y - x;
      return a.position - b.position;
    })
    .map((entry) => entry.row);
}

describe('sorting', () => {
  it('radix and comparator paths, and a subset picked out of the sorted whole, equal a stable reference sort on random keys with duplicates, negatives, -0 and missing', () => {
    const random = mulberry32(9);
    for (const size of [10, 500, 5000, 40_000, 70_000]) {
      const keys = new Float64Array(size);
      for (let i = 0; i < size; i++) {
        const r = random();
        keys[i] = r < 0.1 ? NaN : r < 0.15 ? -0 : r < 0.3 ? Math.floor(random() * 5) : (random() - 0.5) * 1e6;
      }
      const rows = Array.from({ length: size }, (_, i) => i);
      // Shuffle so stability is checked against an order that is not the index order.
      for (let i = size - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [rows[i], rows[j]] = [rows[j]!, rows[i]!];
      }
      // A view's rows: a subset (any order) sorted as the whole, ties in the whole's order.
      const subset = rows.filter(() => random() < 0.3);
      const shuffled = Uint32Array.from(subset).sort().reverse();
      const cache = new Map();
      for (const direction of ['asc', 'desc'] as const) {
        expect(Array.from(sortRowsByKey(Uint32Array.from(rows), keys, direction))).toEqual(
          reference(rows, keys, direction),
        );
        const whole = sortedOrder(cache, Uint32Array.from(rows), 'key', keys, direction);
        expect(Array.from(rowsInOrder(whole, shuffled))).toEqual(reference(subset, keys, direction));
      }
    }
  });

  it('ranks strings locale-aware: case-insensitive, digits as numbers, accents next to their letter', () => {
    const dictionary = ['Project 10', 'project 9', 'Zeta', 'alpha', 'Élan', 'Eagle', 'Project 9'];
    const ranks = dictionaryRanks({ type: 'string', codes: new Int32Array(0), dictionary });
    const order = dictionary.map((entry, code) => ({ entry, rank: ranks[code]! })).sort((a, b) => a.rank - b.rank);
    expect(order.map((item) => item.entry)).toEqual([
      'alpha',
      'Eagle',
      'Élan',
      'project 9',
      'Project 9',
      'Project 10',
      'Zeta',
    ]);
    // Equal under the collation: same rank.
    expect(ranks[1]).toBe(ranks[6]);
    const ascii = dictionaryRanks({
      type: 'string',
      codes: new Int32Array(0),
      dictionary: ['b 2', 'B 10', 'a 007', 'a 7'],
    });
    expect(ascii[2]).toBe(ascii[3]);
    expect(ascii[0]).toBeLessThan(ascii[1]!);
    expect(ascii[3]).toBeLessThan(ascii[0]!);
  });
});
