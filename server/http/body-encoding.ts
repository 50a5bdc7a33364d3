import { ARROW_STREAM_TYPE } from '@contract/arrow-search';
import type { BodyEncoding } from '../search-pool/built-body';

/**
 * The encoding a search body is built in for a request's Accept-Encoding: brotli, else gzip,
 * else none (a deflate-only client then gets @fastify/compress's deflate of the plain body).
 * A coding listed with q=0 is refused (RFC 9110 §12.5.3).
 */
export function searchBodyEncoding(acceptEncoding: string | undefined): BodyEncoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** What a search body is written as: the spec's JSON, or Arrow IPC for the engine (contract/arrow-search.ts). */
export type BodyFormat = 'json' | 'arrow';

/**
 * The format a request's Accept asks for (RFC 9110 §12.5.1): Arrow when it names
 * ARROW_STREAM_TYPE with a q above 0 and at least the q JSON gets (`application/json`,
 * `application/*` or `*\/*`); JSON otherwise, including a missing or malformed header.
 */
export function searchBodyFormat(accept: string | undefined): BodyFormat {
  let arrow = 0;
  let json = 0;
  for (const part of (accept ?? '').split(',')) {
    const [range = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(weight) || weight < 0 || weight > 1) continue;
    const type = range.trim();
    if (type === ARROW_STREAM_TYPE) arrow = Math.max(arrow, weight);
    else if (type === 'application/json' || type === 'application/*' || type === '*/*') json = Math.max(json, weight);
  }
  return arrow > 0 && arrow >= json ? 'arrow' : 'json';
}
