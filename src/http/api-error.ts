/**
 * Every failed call raises this one error type, carrying the HTTP status and the server's
 * message (or `data.error`), per the error catalogue (part 1 §8). Status 0 means the request
 * never got an answer (network failure).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The server answers `{ message }` (Fastify) or `{ data: { error } }`; fall back to the status text. */
export function messageFromBody(body: unknown, fallback: string): string {
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message !== '') return record.message;
    const data = record.data;
    if (typeof data === 'object' && data !== null) {
      const error = (data as Record<string, unknown>).error;
      if (typeof error === 'string' && error !== '') return error;
    }
    if (typeof record.error === 'string' && record.error !== '') return record.error;
  }
  return fallback;
}
