/**
 * A 403 from any call sends the user to login (part 1 §6, §8). The HTTP layer only announces
 * it; the app decides where to go (the router installs the listener), which keeps this module
 * free of routing and state.
 */
type ForbiddenListener = () => void;

const listeners = new Set<ForbiddenListener>();

export function onForbidden(listener: ForbiddenListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Also for callers outside this client (the engine's worker errors keep their status). */
export function announceForbidden(): void {
  for (const listener of listeners) listener();
}
