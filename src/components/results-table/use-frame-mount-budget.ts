import { useCallback, useRef } from 'react';

/**
 * A budget of rows mounted per animation frame, shared by the renders of one table body. Several
 * renders can land in one frame (a scroll, a window of rows arriving, the next round of rows left
 * over), and each mounting its own share made that frame's style, layout and paint the long one;
 * counting what the committed renders mounted since the last frame bounds every frame instead.
 */
export function useFrameMountBudget(limit: number): {
  /** Rows the next render may mount. */
  remaining: number;
  /** Call after a commit with the rows it mounted. */
  record: (mounted: number) => void;
} {
  const used = useRef(0);
  const resetPending = useRef(false);
  const record = useCallback((mounted: number) => {
    if (mounted === 0) return;
    used.current += mounted;
    if (resetPending.current) return;
    resetPending.current = true;
    requestAnimationFrame(() => {
      used.current = 0;
      resetPending.current = false;
    });
  }, []);
  return { remaining: Math.max(0, limit - used.current), record };
}
