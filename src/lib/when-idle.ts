/**
 * Runs `work` once the UI thread is idle, or after `timeoutMs` at most; returns a cancel
 * function. Safari has no requestIdleCallback: there it runs after the timeout.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, timeoutMs);
  return () => clearTimeout(handle);
}
