import { forbiddenSendsToLogin } from '@contract/session';

/**
 * A 403 from any call sends the user to login (part 1 §6, §8), unless its body says it refused
 * rental history for want of the subscription (part 2 §6): `forbiddenSendsToLogin` in
 * contract/session.ts is the rule. The HTTP client and the engine pool both report the statuses
 * they receive here; this module only announces, the app decides where to go (the router installs
 * the listener), which keeps it free of routing and state.
 */
type ForbiddenListener = () => void;

const listeners = new Set<ForbiddenListener>();

export function onForbidden(listener: ForbiddenListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a refused call sends the user to login: every 403 but a refused subscription. */
export function sendsToLogin(status: number, body: unknown): boolean {
  return status === 403 && forbiddenSendsToLogin(body);
}

/**
 * Part 2 §6, §8: rental history answered 401, or 403 for want of the rental expansion, shows
 * 'Data available with Rental Expansion subscription'. A 403 for a lost session does not: the
 * user goes to login instead.
 */
export function isSubscriptionRefusal(status: number, body: unknown): boolean {
  return status === 401 || (status === 403 && !forbiddenSendsToLogin(body));
}

/**
 * Reports a failed call's status and error body; a call that sends the user to login is announced
 * to the listeners. Returns whether it was. The HTTP client (api-client.ts) calls it for its
 * calls, the engine pool (src/engine/engine-pool.ts) for the engine's, once per failed call.
 */
export function reportRefusal(status: number, body: unknown): boolean {
  if (!sendsToLogin(status, body)) return false;
  for (const listener of listeners) listener();
  return true;
}
