import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  isSavedViewPage,
  SAVED_VIEW_LIMIT,
  SAVED_VIEW_MESSAGES,
  SAVED_VIEW_NAME_MAX_LENGTH,
  SAVED_VIEW_QUERY_MAX_LENGTH,
  SAVED_VIEWS_PATH,
  savedViewName,
  type SavedView,
  type SavedViewsResponse,
} from '@contract/saved-views';
import { ANY_SESSION } from '@contract/access';
import { routeAccess } from '../auth/request-access';
import type { Database } from '../db/database';
import { badRequest, HttpError, notFound } from '../http/http-error';

const conflict = (message: string) => new HttpError(409, message);

const name = z
  .string({ error: SAVED_VIEW_MESSAGES.nameRequired })
  .transform(savedViewName)
  .refine((text) => text !== '', SAVED_VIEW_MESSAGES.nameRequired)
  .refine((text) => text.length <= SAVED_VIEW_NAME_MAX_LENGTH, SAVED_VIEW_MESSAGES.nameTooLong);

/** A query the app writes: empty, or '?' and URL-encoded pairs; no fragment, no line breaks. */
const query = z
  .string({ error: SAVED_VIEW_MESSAGES.badQuery })
  .refine(
    (text) => text === '' || (text.length <= SAVED_VIEW_QUERY_MAX_LENGTH && /^\?[^#\s]*$/.test(text)),
    SAVED_VIEW_MESSAGES.badQuery,
  );

const saveBody = z.object({
  name,
  page: z.string({ error: SAVED_VIEW_MESSAGES.badPage }).refine(isSavedViewPage, SAVED_VIEW_MESSAGES.badPage),
  query,
});
const renameBody = z.object({ name });
const idParams = z.object({ id: z.coerce.number().int().positive() });

function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw badRequest(result.error.issues[0]?.message ?? 'Invalid saved view');
}

function viewOf(row: { id: number; name: string; page: string; query: string; saved_at: number }): SavedView {
  // Only pages of SAVED_VIEW_PAGES are ever stored (saveBody).
  return {
    id: row.id,
    name: row.name,
    page: row.page as SavedView['page'],
    query: row.query,
    savedAt: new Date(row.saved_at).toISOString(),
  };
}

function accountIdOf(request: FastifyRequest): number {
  // Every saved-views route declares ANY_SESSION (server/auth/request-access.ts enforces it).
  return request.account!.id;
}

/**
 * Saved views (contract/saved-views.ts), per account: another account's views are never read,
 * renamed or deleted (a foreign id answers 404 as a missing one does).
 */
export async function savedViewRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const columns = ['id', 'name', 'page', 'query', 'saved_at'] as const;
  // Any logged-in account keeps its own views (beyond the spec).
  const session = routeAccess(ANY_SESSION);

  // Given the transaction's executor inside one: SQLite's one connection is held by it.
  const nameTaken = async (
    executor: Kysely<Database>,
    accountId: number,
    viewName: string,
    exceptId: number | null,
  ) => {
    let select = executor
      .selectFrom('saved_views')
      .select('id')
      .where('account_id', '=', accountId)
      .where('name', '=', viewName);
    if (exceptId !== null) select = select.where('id', '!=', exceptId);
    return (await select.executeTakeFirst()) !== undefined;
  };

  app.get(SAVED_VIEWS_PATH, session, async (request, reply): Promise<SavedViewsResponse> => {
    reply.header('cache-control', 'private, no-store');
    const rows = await db
      .selectFrom('saved_views')
      .select(columns)
      .where('account_id', '=', accountIdOf(request))
      .orderBy('saved_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return { views: rows.map(viewOf) };
  });

  app.post(SAVED_VIEWS_PATH, session, async (request, reply) => {
    const body = parsed(saveBody, request.body);
    const accountId = accountIdOf(request);
    const row = await db.transaction().execute(async (trx) => {
      const { count } = await trx
        .selectFrom('saved_views')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= SAVED_VIEW_LIMIT) throw conflict(SAVED_VIEW_MESSAGES.limit);
      if (await nameTaken(trx, accountId, body.name, null)) throw conflict(SAVED_VIEW_MESSAGES.nameTaken);
      return trx
        .insertInto('saved_views')
        .values({ account_id: accountId, name: body.name, page: body.page, query: body.query, saved_at: Date.now() })
        .returning(columns)
        .executeTakeFirstOrThrow();
    });
    return reply.code(201).send({ view: viewOf(row) });
  });

  app.patch(`${SAVED_VIEWS_PATH}/:id`, session, async (request) => {
    const { id } = parsed(idParams, request.params);
    const body = parsed(renameBody, request.body);
    const accountId = accountIdOf(request);
    if (await nameTaken(db, accountId, body.name, id)) throw conflict(SAVED_VIEW_MESSAGES.nameTaken);
    const row = await db
      .updateTable('saved_views')
      .set({ name: body.name, saved_at: Date.now() })
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .returning(columns)
      .executeTakeFirst();
    if (row === undefined) throw notFound(SAVED_VIEW_MESSAGES.notFound);
    return { view: viewOf(row) };
  });

  app.delete(`${SAVED_VIEWS_PATH}/:id`, session, async (request, reply) => {
    const { id } = parsed(idParams, request.params);
    const result = await db
      .deleteFrom('saved_views')
      .where('id', '=', id)
      .where('account_id', '=', accountIdOf(request))
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound(SAVED_VIEW_MESSAGES.notFound);
    // Its visits (contract/visits.ts) go with it.
    await db
      .deleteFrom('visits')
      .where('account_id', '=', accountIdOf(request))
      .where('kind', '=', 'view')
      .where('target_id', '=', id)
      .execute();
    return reply.code(204).send();
  });
}
