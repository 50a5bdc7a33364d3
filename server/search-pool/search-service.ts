import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionAccount } from '../auth/accounts';
import { ARROW_STREAM_TYPE } from '@contract/arrow-search';
import { searchBodyEncoding, searchBodyFormat, type BodyFormat } from '../http/body-encoding';
import { HttpError } from '../http/http-error';
import type { SearchCache } from '../http/search-cache';
import type { BodyHead, BuiltBody } from './built-body';
import type { SearchRunner } from './search-runner';
import type { SearchName, SearchParams } from './searches';

/** Answers a search route: from the cache, or from the runner (a search thread), with an ETag. */
export interface SearchService {
  send<Name extends SearchName>(
    request: FastifyRequest,
    reply: FastifyReply,
    name: Name,
    params: SearchParams<Name>,
  ): Promise<FastifyReply>;
  /** What identifies the data the searches read (data-version.ts), for answers kept per version. */
  dataVersion(): Promise<string>;
}

export interface SearchServiceOptions {
  runner: SearchRunner;
  /** null: every search is built again (SEARCH_CACHE=off, as the load benchmark runs). */
  cache: SearchCache | null;
  dataVersion: () => Promise<string>;
}

/**
 * The request thread's part of a search, after the session and section checks of
 * request-access.ts and the route's parameter validation: pick the encoding, look the search up
 * by what decides its answer, else run it, then answer 304 to a matching If-None-Match or send
 * the encoded bytes. The key holds the account's permission set, never its session, so two
 * accounts with the same sections share entries and an account never gets another set's data.
 */
export function createSearchService({ runner, cache, dataVersion }: SearchServiceOptions): SearchService {
  let cachedVersion: string | null = null;

  /**
   * The answer from the cache, else from the runner. An Arrow answer's head (buildArrowBody) is
   * given to `onHead` as soon as it is encoded; the answer then resolves with the whole body,
   * which the cache keeps.
   */
  async function built(
    name: SearchName,
    params: unknown,
    encoding: BuiltBody['encoding'],
    format: BodyFormat,
    key: string | null,
    onHead: (head: BodyHead) => void,
  ) {
    const hit = key === null ? undefined : cache?.get(key);
    if (hit) return hit;
    const outcome = await runner.run({ name, params, encoding, format }, format === 'arrow' ? onHead : undefined);
    if (!outcome.ok) throw new HttpError(outcome.statusCode, outcome.message);
    const body: BuiltBody = { body: outcome.body, encoding: outcome.encoding, etag: outcome.etag };
    if (key !== null) cache?.set(key, body);
    return body;
  }

  return {
    dataVersion,
    async send(request, reply, name, params) {
      const encoding = searchBodyEncoding(request.headers['accept-encoding']);
      // The engine asks for Arrow columns (SEARCH_ROWS); every other client gets the spec's JSON.
      const format = searchBodyFormat(request.headers.accept);
      let key: string | null = null;
      if (cache) {
        const version = await dataVersion();
        if (version !== cachedVersion) {
          cache.clear();
          cachedVersion = version;
        }
        key = JSON.stringify([version, permissionSet(request.account), name, params, encoding, format]);
      }
      /** Set once the reply was started with an answer's head: the rest of the body follows it. */
      const sent: { started: { rest: PassThrough | null; headLength: number } | null } = { started: null };
      const onHead = (head: BodyHead) => {
        if (sent.started !== null) return;
        if (!startReply(reply, request, head, format)) {
          sent.started = { rest: null, headLength: head.body.byteLength };
          return;
        }
        const rest = new PassThrough();
        rest.write(toBuffer(head.body));
        sent.started = { rest, headLength: head.body.byteLength };
        void reply.send(rest);
      };
      let whole: BuiltBody;
      try {
        whole = await built(name, params, encoding, format, key, onHead);
      } catch (error) {
        if (sent.started === null) throw error;
        // The status and the head are sent: the body is cut short, which the engine reports as a
        // failed transfer (workers/service/arrow-stream-reader.ts).
        request.log.error(error);
        sent.started.rest?.destroy(error instanceof Error ? error : new Error(String(error)));
        return reply;
      }
      if (sent.started !== null) {
        const { rest, headLength } = sent.started;
        // A client gone since the head (its connection closed) had its stream destroyed by Fastify.
        if (rest !== null && !rest.destroyed) rest.end(toBuffer(whole.body.subarray(headLength)));
        return reply;
      }
      if (!startReply(reply, request, whole, format)) return reply;
      return reply.send(toBuffer(whole.body));
    },
  };
}

/**
 * The status and headers of a search answer: its ETag, and 304 (sent, false returned) to a
 * matching If-None-Match; else the type and encoding of the body that follows (true).
 */
function startReply(reply: FastifyReply, request: FastifyRequest, body: BuiltBody, format: BodyFormat): boolean {
  reply
    .header('etag', body.etag)
    .header('vary', 'accept, accept-encoding, cookie')
    // Per account: no shared cache may keep it; the browser revalidates with If-None-Match.
    .header('cache-control', 'private, no-cache');
  if (matchesIfNoneMatch(request.headers['if-none-match'], body.etag)) {
    void reply.code(304).send();
    return false;
  }
  reply.type(format === 'arrow' ? ARROW_STREAM_TYPE : 'application/json; charset=utf-8');
  if (body.encoding !== 'identity') reply.header('content-encoding', body.encoding);
  return true;
}

function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function permissionSet(account: SessionAccount | null): string {
  if (!account) return 'anonymous';
  return `${[...account.links].sort().join(',')}|rental-expansion:${account.rentalExpansion}`;
}

/** RFC 9110 §13.1.2: a list of entity tags or `*`, compared weakly. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}
