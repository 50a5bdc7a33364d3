import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { LatLng } from '@contract/geo-filter';
import {
  isAreaPolygon,
  SAVED_AREA_LIMIT,
  SAVED_AREA_MESSAGES,
  SAVED_AREA_NAME_MAX_LENGTH,
  SAVED_AREAS_PATH,
  savedAreaName,
  type SavedArea,
  type SavedAreasResponse,
} from '@contract/saved-areas';
import { ANY_SESSION } from '@contract/access';
import { routeAccess } from '../auth/request-access';
import type { Database } from '../db/database';
import { badRequest, HttpError, notFound } from '../http/http-error';

const conflict = (message: string) => new HttpError(409, message);

const name = z
  .string({ error: SAVED_AREA_MESSAGES.nameRequired })
  .transform(savedAreaName)
  .refine((text) => text !== '', SAVED_AREA_MESSAGES.nameRequired)
  .refine((text) => text.length <= SAVED_AREA_NAME_MAX_LENGTH, SAVED_AREA_MESSAGES.nameTooLong);

/** A `{lat, lng}` point and nothing else. */
function isPointObject(value: unknown): value is LatLng {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const { lat, lng } = value as Record<string, unknown>;
  return keys.length === 2 && typeof lat === 'number' && typeof lng === 'number';
}

/** The polygon: `{lat, lng}` points, checked by the one rule of an area (contract/saved-areas.ts). */
const points = z.custom<LatLng[]>(
  (value) => Array.isArray(value) && value.every(isPointObject) && isAreaPolygon(value),
  { error: SAVED_AREA_MESSAGES.badPolygon },
);

const saveBody = z.object({ name, points });
const renameBody = z.object({ name });
const idParams = z.object({ id: z.coerce.number().int().positive() });

function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw badRequest(result.error.issues[0]?.message ?? 'Invalid saved area');
}

/** Stored as [lat, lng] pairs, as a geoFilter lists them. */
function storedPoints(list: readonly LatLng[]): string {
  return JSON.stringify(list.map((point) => [point.lat, point.lng]));
}

function areaOf(row: { id: number; name: string; points: string; saved_at: number }): SavedArea {
  // Only polygons that passed `points` are ever stored (saveBody).
  const pairs = JSON.parse(row.points) as Array<[number, number]>;
  return {
    id: row.id,
    name: row.name,
    points: pairs.map(([lat, lng]) => ({ lat, lng })),
    savedAt: new Date(Number(row.saved_at)).toISOString(),
  };
}

function accountIdOf(request: FastifyRequest): number {
  // Every saved-areas route declares ANY_SESSION (server/auth/request-access.ts enforces it).
  return request.account!.id;
}

/**
 * Saved areas (contract/saved-areas.ts), per account, with the saved views' limit and name
 * rules: another account's areas are never read, renamed or deleted (a foreign id answers 404
 * as a missing one does).
 */
export async function savedAreaRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const columns = ['id', 'name', 'points', 'saved_at'] as const;
  // Any logged-in account keeps its own areas (beyond the spec).
  const session = routeAccess(ANY_SESSION);

  // Given the transaction's executor inside one: SQLite's one connection is held by it.
  const nameTaken = async (
    executor: Kysely<Database>,
    accountId: number,
    areaName: string,
    exceptId: number | null,
  ) => {
    let select = executor
      .selectFrom('saved_areas')
      .select('id')
      .where('account_id', '=', accountId)
      .where('name', '=', areaName);
    if (exceptId !== null) select = select.where('id', '!=', exceptId);
    return (await select.executeTakeFirst()) !== undefined;
  };

  app.get(SAVED_AREAS_PATH, session, async (request, reply): Promise<SavedAreasResponse> => {
    reply.header('cache-control', 'private, no-store');
    const rows = await db
      .selectFrom('saved_areas')
      .select(columns)
      .where('account_id', '=', accountIdOf(request))
      .orderBy('name')
      .orderBy('id')
      .execute();
    return { areas: rows.map(areaOf) };
  });

  app.post(SAVED_AREAS_PATH, session, async (request, reply) => {
    const body = parsed(saveBody, request.body);
    const accountId = accountIdOf(request);
    const row = await db.transaction().execute(async (trx) => {
      const { count } = await trx
        .selectFrom('saved_areas')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= SAVED_AREA_LIMIT) throw conflict(SAVED_AREA_MESSAGES.limit);
      if (await nameTaken(trx, accountId, body.name, null)) throw conflict(SAVED_AREA_MESSAGES.nameTaken);
      return trx
        .insertInto('saved_areas')
        .values({ account_id: accountId, name: body.name, points: storedPoints(body.points), saved_at: Date.now() })
        .returning(columns)
        .executeTakeFirstOrThrow();
    });
    return reply.code(201).send({ area: areaOf(row) });
  });

  app.patch(`${SAVED_AREAS_PATH}/:id`, session, async (request) => {
    const { id } = parsed(idParams, request.params);
    const body = parsed(renameBody, request.body);
    const accountId = accountIdOf(request);
    if (await nameTaken(db, accountId, body.name, id)) throw conflict(SAVED_AREA_MESSAGES.nameTaken);
    const row = await db
      .updateTable('saved_areas')
      .set({ name: body.name, saved_at: Date.now() })
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .returning(columns)
      .executeTakeFirst();
    if (row === undefined) throw notFound(SAVED_AREA_MESSAGES.notFound);
    return { area: areaOf(row) };
  });

  app.delete(`${SAVED_AREAS_PATH}/:id`, session, async (request, reply) => {
    const { id } = parsed(idParams, request.params);
    const result = await db
      .deleteFrom('saved_areas')
      .where('id', '=', id)
      .where('account_id', '=', accountIdOf(request))
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound(SAVED_AREA_MESSAGES.notFound);
    return reply.code(204).send();
  });
}
