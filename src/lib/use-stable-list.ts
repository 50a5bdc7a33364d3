import { useMemo } from 'react';

/**
 * The same array while its items are the same: derived id lists rebuilt on every render keep
 * their identity, so a memoized child given one renders only when the ids change.
 */
export function useStableList<Item extends string | number>(items: readonly Item[]): readonly Item[] {
  const key = items.join('\u0000');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- key is the content of items
  return useMemo(() => items, [key]);
}
