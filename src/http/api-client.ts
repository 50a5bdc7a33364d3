import { API_PATH } from '@contract/app-paths';
import { ApiError, messageFromBody } from './api-error';
import { reportRefusal } from './forbidden';

/** The API is same-origin under /api/v1 (served by the Node server, proxied by Vite in dev). */
export const API_BASE = API_PATH;

const NOT_JSON = Symbol('not JSON');

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/**
 * Sends the request with the session cookie and turns every non-2xx answer into an ApiError.
 * A 403 is reported before the error is raised, so the user goes to login first (part 1 §8)
 * unless the body says it refused a subscription (forbidden.ts).
 */
export async function request(url: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'include' });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, cause instanceof Error ? cause.message : String(cause), null);
  }
  const body = await readBody(response);
  if (!response.ok) {
    reportRefusal(response.status, body === NOT_JSON ? null : body);
    throw new ApiError(
      response.status,
      messageFromBody(body, response.statusText || `HTTP ${response.status}`),
      body === NOT_JSON ? null : body,
    );
  }
  // An HTML page where JSON was expected (a proxy's error page, the SPA fallback) is a failure,
  // not data: handing it on would break whoever reads it.
  if (body === NOT_JSON) throw new ApiError(response.status, `Expected JSON from ${url}`, null);
  return body;
}

/**
 * GET an API path (relative to /api/v1). The caller names the expected type; the server is
 * ours and typed by the shared contract in src/api, so no runtime validation happens here.
 */
export async function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return (await request(`${API_BASE}${path}`, signal ? { signal } : {})) as T;
}
