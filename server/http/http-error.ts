import { STATUS_CODES } from 'node:http';
import type { ForbiddenReason } from '@contract/session';

/** An error whose message is safe to show the client; the error handler sends it as JSON. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent as the body's `reason` (403 only): the client tells a lost session from a missing subscription by it. */
    readonly reason?: ForbiddenReason,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The JSON body of every error response. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  reason?: ForbiddenReason;
}

export function errorBody(statusCode: number, message: string, reason?: ForbiddenReason): ErrorBody {
  const body: ErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (reason !== undefined) body.reason = reason;
  return body;
}

export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (message: string, reason: ForbiddenReason) => new HttpError(403, message, reason);
export const notFound = (message: string) => new HttpError(404, message);
