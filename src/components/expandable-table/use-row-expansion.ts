import { useCallback, useEffect, useReducer, useRef } from 'react';
import { COLLAPSE_DELAY_MS, EXPAND_ANIMATION_MS, SUB_ROW_ANIMATION_THRESHOLD } from './expandable-table-constants';

/**
 * How a row's sub rows are shown (part 2 §2.7, §9): `animated` while they appear with the short
 * animation, `open` once shown (or at once, with 20 or more sub rows), `collapsing` during the
 * 600 ms between a collapse and their leaving the table. A row without an entry is collapsed.
 */
export type Expansion = 'animated' | 'open' | 'collapsing';

export interface RowExpansion {
  expansionOf(key: string): Expansion | undefined;
  /** Expands a collapsed (or collapsing) row, collapses an expanded one. */
  toggle(key: string, subRowCount: number): void;
}

/**
 * The expansion state of a table's rows. The state lives in a ref (with a render per change) so
 * the timers always see the current state, whatever render scheduled them.
 */
export function useRowExpansion(): RowExpansion {
  const states = useRef(new Map<string, Expansion>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const set = useCallback((key: string, next: Expansion | undefined, after?: { ms: number; then?: Expansion }) => {
    const timer = timers.current.get(key);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(key);
    if (next === undefined) states.current.delete(key);
    else states.current.set(key, next);
    if (after)
      timers.current.set(
        key,
        setTimeout(() => set(key, after.then), after.ms),
      );
    rerender();
  }, []);

  const toggle = useCallback(
    (key: string, subRowCount: number) => {
      const current = states.current.get(key);
      if (current === 'collapsing') {
        // Expanded again within the delay: the sub rows never left, so nothing animates.
        set(key, 'open');
      } else if (current === undefined) {
        if (subRowCount >= SUB_ROW_ANIMATION_THRESHOLD) set(key, 'open');
        else set(key, 'animated', { ms: EXPAND_ANIMATION_MS, then: 'open' });
      } else {
        set(key, 'collapsing', { ms: COLLAPSE_DELAY_MS });
      }
    },
    [set],
  );

  const expansionOf = useCallback((key: string) => states.current.get(key), []);
  return { expansionOf, toggle };
}
