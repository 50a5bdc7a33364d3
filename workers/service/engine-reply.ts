/**
 * The engine never throws across the worker boundary: every answer is an EngineReply, and an
 * error keeps its name and HTTP status so a 403 reaches the session logic (part 1 §8).
 */
import type { EngineErrorData, EngineReply } from '@contract/engine';

/** An error whose data crosses the boundary as it is (HTTP status and body included). */
export class ReplyError extends Error {
  constructor(readonly data: EngineErrorData) {
    super(data.message);
  }
}

function errorData(error: unknown): EngineErrorData {
  if (error instanceof ReplyError) return error.data;
  if (error instanceof Error && error.name === 'AbortError') return { name: 'AbortError', message: error.message };
  return { name: 'EngineError', message: error instanceof Error ? error.message : String(error) };
}

/** Runs `work` and answers its value or its error as data. */
export async function reply<T>(work: () => T | Promise<T>): Promise<EngineReply<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error: errorData(error) };
  }
}
