import { isSubscriptionRefusal } from '../http/forbidden';
import type { EngineErrorData } from '@contract/engine';

/** Every rejection of the engine client is an EngineError (or a subclass). */
export class EngineError extends Error {
  override name = 'EngineError';
}

/** An API call failed: `status` is the HTTP status (403 -> login), `message` the server's. */
export class HttpError extends EngineError {
  override name = 'HttpError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** The caller aborted the call through its AbortSignal. */
export class EngineAbortError extends EngineError {
  override name = 'AbortError';
}

/** A newer call on the same view overtook this one; its result was dropped. */
export class StaleResultError extends EngineError {
  override name = 'StaleResultError';
}

/** A handle was used after release (or after its worker expired). */
export class HandleError extends EngineError {
  override name = 'HandleError';
}

/**
 * The worker holding a handle crashed or was terminated while the call ran. The pool replaces the
 * worker and runs the call again once; this reaches the caller only when the replacement failed too.
 */
export class WorkerLostError extends EngineError {
  override name = 'WorkerLostError';
}

/** Aborted or overtaken calls are not failures: the UI ignores them. */
export function isCancellation(error: unknown): boolean {
  return error instanceof EngineAbortError || error instanceof StaleResultError;
}

export function engineErrorFrom(data: EngineErrorData): EngineError {
  switch (data.name) {
    case 'HttpError':
      return new HttpError(data.message, data.status ?? 0, data.body);
    case 'AbortError':
      return new EngineAbortError(data.message);
    case 'HandleError':
      return new HandleError(data.message);
    default:
      return new EngineError(data.message);
  }
}

/**
 * Part 2 §6, §8: rental history refused for want of the subscription (a 401, or a 403 whose reason
 * is `subscription`); the view shows RENTAL_EXPANSION_MESSAGE where the data would be. A 403 for an
 * ended session is not one: the engine pool has sent the user to login.
 */
export function isRentalHistoryDenial(error: unknown): boolean {
  return error instanceof HttpError && isSubscriptionRefusal(error.status, error.body);
}
