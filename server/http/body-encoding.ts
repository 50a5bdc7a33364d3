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
