import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ANY_SESSION, sectionAccess } from '@contract/access';
import type { LinkName } from '@contract/session';
import {
  hasChanges,
  isTotalsEntity,
  isWatchedEntity,
  WATCHED_ENTITIES,
  TRACKED_ENTITIES,
  VISIT_MAX_ROWS,
  VISIT_MESSAGES,
  VISIT_TRACKED_LIMIT,
  VISITS_PATH,
  WATCHED_ENTITY_SECTION,
  WHATS_NEW_PATH,
  type TrackedEntity,
  type TrackedVisitResponse,
  type VisitDiff,
  type WatchedEntity,
  type WhatsNewItem,
  type WhatsNewResponse,
} from '@contract/visits';
import { mayRead, routeAccess, sectionNotIncludedMessage } from '../auth/request-access';
import type { Database } from '../db/database';
import { badRequest, forbidden, notFound } from '../http/http-error';
import type { Snapshot } from '../queries/visits/visit-diff';
import { loadWatchedRecords } from '../queries/visits/watched-records';
import { watchPeriodOf } from '../queries/visits/watch-period';
import { whatsNewCache } from '../queries/visits/whats-new-cache';
import type { StoredView } from '../queries/visits/saved-view-rows';
import {
  iso,
  projectVersions,
  recordChanges,
  recordVisitDiff,
  savedViewChanges,
  savedViewTotalsNow,
  totalsVisitDiff,
  type SavedViewChangesTask,
  type SavedViewTotalsTask,
  type StoredVisit,
} from '../queries/visits/visit-changes';
import type { SearchRunner } from '../search-pool/search-runner';

type VisitKind = 'view' | TrackedEntity;

/** The body of a view's visit: its record ids as Float64 (the engine's map ids), pins of one record repeating. */
const IDS_BODY_LIMIT = VISIT_MAX_ROWS * 8 * 16;
/** Ids named per tracked entity in What's new (a compare list holds at most 5, part 1 §4). */
const TRACKED_QUERY_MAX = 20;

const positiveId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
const viewParams = z.object({ id: positiveId, entity: z.string().refine(isWatchedEntity, VISIT_MESSAGES.badEntity) });
const trackedParams = z.object({
  entity: z.enum(TRACKED_ENTITIES as [TrackedEntity, ...TrackedEntity[]], { error: VISIT_MESSAGES.badEntity }),
  id: positiveId,
});
const idList = z
  .union([positiveId, z.array(positiveId).max(TRACKED_QUERY_MAX)])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));
const whatsNewQuery = z.object({ project: idList, rental: idList });

function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw badRequest(result.error.issues[0]?.message ?? VISIT_MESSAGES.badIds);
}

/** The distinct ids of a Float64 body; anything but whole positive ids is refused. */
function idsOfBody(body: unknown): number[] {
  if (!Buffer.isBuffer(body) || body.byteLength % 8 !== 0) throw badRequest(VISIT_MESSAGES.badIds);
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const ids = new Set<number>();
  for (let offset = 0; offset < body.byteLength; offset += 8) {
    const id = view.getFloat64(offset, true);
    if (!Number.isInteger(id) || id <= 0 || id > 2 ** 31 - 1) throw badRequest(VISIT_MESSAGES.badIds);
    ids.add(id);
  }
  if (ids.size > VISIT_MAX_ROWS) throw badRequest(VISIT_MESSAGES.tooManyRows);
  return [...ids].sort((a, b) => a - b);
}

/** Whether the account may read an entity's watched fields: its section's data (WATCHED_ENTITY_SECTION). */
function readsEntity(request: FastifyRequest, entity: WatchedEntity): boolean {
  return mayRead(request, sectionAccess(WATCHED_ENTITY_SECTION[entity]));
}

/** A visit answers the entity's values: refused, as its section's routes are, without the section. */
function requireEntity(request: FastifyRequest, entity: WatchedEntity): void {
  if (!readsEntity(request, entity)) {
    throw forbidden(sectionNotIncludedMessage(WATCHED_ENTITY_SECTION[entity]), 'section');
  }
}

/** The account's sections, in one order (they decide the Map Search groups a view's search answers). */
function linksOf(request: FastifyRequest): LinkName[] {
  return [...(request.account?.links ?? [])].sort();
}

function accountIdOf(request: FastifyRequest): number {
  // Every visits route declares ANY_SESSION (server/auth/request-access.ts enforces it).
  return request.account!.id;
}

/**
 * "Changed since my last visit" (contract/visits.ts), per account: a visit stores the watched
 * fields of the rows it showed and answers the difference from the visit before; What's new
 * compares each stored snapshot with the data now.
 */
export async function visitRoutes(
  app: FastifyInstance,
  {
    db,
    dataVersion,
    searchRunner,
  }: {
    db: Kysely<Database>;
    dataVersion: () => Promise<string>;
    /** The search threads: the saved views' searches run there, as the API's do (none: in this thread). */
    searchRunner?: SearchRunner | undefined;
  },
): Promise<void> {
  // Any logged-in account keeps its own visits (beyond the spec).
  const session = routeAccess(ANY_SESSION);
  /** A totals view's rows now, by its own search, on the search threads (server/queries/visits/visit-changes.ts). */
  const totalsNow = (task: SavedViewTotalsTask) =>
    searchRunner?.savedViewTotals?.(task) ?? savedViewTotalsNow(db, task);
  /** What moved in saved views' visits, on the search threads (server/queries/visits/visit-changes.ts). */
  const savedViewsChanges = (task: SavedViewChangesTask) =>
    searchRunner?.savedViewChanges?.(task) ?? savedViewChanges(db, task);
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: IDS_BODY_LIMIT },
    (_r, body, done) => done(null, body),
  );

  const storedVisit = (accountId: number, kind: VisitKind, targetId: number, entity: WatchedEntity) =>
    db
      .selectFrom('visits')
      .select(['id', 'target_id', 'entity', 'visited_at', 'snapshot', 'last_version'])
      .where('account_id', '=', accountId)
      .where('kind', '=', kind)
      .where('target_id', '=', targetId)
      .where('entity', '=', entity)
      .executeTakeFirst();

  async function saveVisit(
    accountId: number,
    kind: VisitKind,
    targetId: number,
    entity: WatchedEntity,
    snapshot: Snapshot,
    lastVersion: number,
  ) {
    const values = { visited_at: Date.now(), snapshot: JSON.stringify(snapshot), last_version: lastVersion };
    await db
      .insertInto('visits')
      .values({ account_id: accountId, kind, target_id: targetId, entity, ...values })
      .onConflict((conflict) => conflict.columns(['account_id', 'kind', 'target_id', 'entity']).doUpdateSet(values))
      .execute();
  }

  /** A saved view's visit of one entity: its records' ids (sent by the page), or its totals (read by its search). */
  async function viewVisitDiff(
    view: StoredView,
    entity: WatchedEntity,
    previous: StoredVisit | undefined,
    ids: () => readonly number[],
    links: readonly LinkName[],
  ) {
    if (isTotalsEntity(entity)) {
      const now = await totalsNow({ view: { page: view.page, query: view.query, entity }, links });
      return totalsVisitDiff(entity, previous, now);
    }
    // The rows' values of the quarter or months the view shows (its query), else the newest.
    return recordVisitDiff(db, entity, previous, ids(), watchPeriodOf(entity, view.query));
  }

  app.put(`${VISITS_PATH}/views/:id/:entity`, session, async (request, reply): Promise<VisitDiff> => {
    reply.header('cache-control', 'private, no-store');
    const { id, entity } = parsed(viewParams, request.params);
    requireEntity(request, entity);
    const accountId = accountIdOf(request);
    const view = await db
      .selectFrom('saved_views')
      .select(['id', 'page', 'query'])
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (view === undefined) throw notFound(VISIT_MESSAGES.notFound);
    const previous = await storedVisit(accountId, 'view', id, entity);
    const { diff, after } = await viewVisitDiff(
      view,
      entity,
      previous,
      () => idsOfBody(request.body),
      linksOf(request),
    );
    await saveVisit(accountId, 'view', id, entity, after, 0);
    return diff;
  });

  app.put(`${VISITS_PATH}/:entity/:id`, session, async (request, reply): Promise<TrackedVisitResponse> => {
    reply.header('cache-control', 'private, no-store');
    const { entity, id } = parsed(trackedParams, request.params);
    requireEntity(request, entity);
    const accountId = accountIdOf(request);
    const previous = await storedVisit(accountId, entity, id, entity);
    const { diff, after } = await recordVisitDiff(db, entity, previous, [id]);
    if (after[id] === undefined) throw notFound(VISIT_MESSAGES.notFound);
    const versions = entity === 'project' ? await projectVersions(db, id) : [];
    const newest = versions.at(-1)?.version ?? 0;
    const newVersions =
      previous === undefined ? [] : versions.map((v) => v.version).filter((version) => version > previous.last_version);
    await saveVisit(accountId, entity, id, entity, after, newest);
    // Bounded per account: the least recently visited tracked records go first.
    const stale = await db
      .selectFrom('visits')
      .select('id')
      .where('account_id', '=', accountId)
      .where('kind', '!=', 'view')
      .orderBy('visited_at', 'desc')
      .orderBy('id', 'desc')
      .offset(VISIT_TRACKED_LIMIT)
      .limit(1000)
      .execute();
    if (stale.length > 0)
      await db
        .deleteFrom('visits')
        .where(
          'id',
          'in',
          stale.map((row) => row.id),
        )
        .execute();
    return { ...diff, newVersions };
  });

  /**
   * What moved in each stored visit of the account: every snapshot is compared with the data (a
   * saved view's with the rows its search gives now, ../queries/visits/saved-view-rows.ts), so
   * the answer is kept (./whats-new-cache.ts) until the data version, the account's visits or its
   * saved views change.
   */
  const whatsNew = whatsNewCache<WhatsNewResponse>();

  /** What identifies the account's visits and saved views: any visit, save, rename or delete changes it. */
  async function accountStamp(accountId: number): Promise<string> {
    const [visits, views] = await Promise.all([
      db
        .selectFrom('visits')
        // The sum too: a visit stamped no later than the newest (a clock set back) still changes it.
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.max('visited_at').as('last'),
          eb.fn.sum('visited_at').as('sum'),
        ])
        .where('account_id', '=', accountId)
        .executeTakeFirst(),
      db
        .selectFrom('saved_views')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.max('saved_at').as('last'),
          eb.fn.max('id').as('newest'),
        ])
        .where('account_id', '=', accountId)
        .executeTakeFirst(),
    ]);
    // pg answers counts and bigints as text, SQLite as numbers: compared as numbers.
    return [visits?.count, visits?.last, visits?.sum, views?.count, views?.last, views?.newest].map(Number).join(':');
  }

  app.get(WHATS_NEW_PATH, session, async (request, reply): Promise<WhatsNewResponse> => {
    reply.header('cache-control', 'private, no-store');
    const query = parsed(whatsNewQuery, request.query);
    const accountId = accountIdOf(request);
    const tracked = TRACKED_ENTITIES.map((entity) => [...new Set(query[entity])].sort((a, b) => a - b));
    const [version, stamp] = await Promise.all([dataVersion(), accountStamp(accountId)]);
    // Only the entities the account may read now (its sections can change between visits).
    const readable = new Set(WATCHED_ENTITIES.filter((entity) => readsEntity(request, entity)));
    // The sections also decide a Map Search view's groups (part 1 §2).
    const links = linksOf(request);
    return whatsNew(accountId, JSON.stringify([version, stamp, tracked, [...readable], links]), () =>
      listWhatsNew(accountId, query, readable, links),
    );
  });

  async function listWhatsNew(
    accountId: number,
    query: z.output<typeof whatsNewQuery>,
    readable: ReadonlySet<WatchedEntity>,
    links: readonly LinkName[],
  ): Promise<WhatsNewResponse> {
    const items: WhatsNewItem[] = [];

    // Saved views: each view's snapshots (one per entity) together.
    const viewVisits = await db
      .selectFrom('visits')
      .innerJoin('saved_views', 'saved_views.id', 'visits.target_id')
      .select([
        'visits.id',
        'visits.target_id',
        'visits.entity',
        'visits.visited_at',
        'visits.snapshot',
        'visits.last_version',
        'saved_views.name',
        'saved_views.page',
        'saved_views.query',
      ])
      .where('visits.account_id', '=', accountId)
      .where('saved_views.account_id', '=', accountId)
      .where('visits.kind', '=', 'view')
      .execute();
    const byView = new Map<number, WhatsNewItem>();
    const watched = viewVisits.filter((visit) => readable.has(visit.entity as WatchedEntity));
    // Each view's rows now by its own search, diffed, on the search threads (bounded: an account
    // keeps SAVED_VIEW_LIMIT views), so a row new to a view counts as reopening it would show it.
    const changes = await savedViewsChanges({ visits: watched, links });
    for (const [index, visit] of watched.entries()) {
      const change = changes[index];
      if (change === null || change === undefined || change.added + change.changed + change.removed === 0) continue;
      const { changedOn } = change;
      const item = byView.get(visit.target_id) ?? {
        kind: 'savedView' as const,
        id: visit.target_id,
        name: visit.name,
        page: visit.page,
        query: visit.query,
        lastVisitAt: iso(visit.visited_at),
        addedRows: 0,
        changedRows: 0,
        removedRows: 0,
        newVersions: 0,
        changedOn: null,
      };
      item.addedRows += change.added;
      item.changedRows += change.changed;
      item.removedRows += change.removed;
      if (iso(visit.visited_at) > item.lastVisitAt) item.lastVisitAt = iso(visit.visited_at);
      if (changedOn !== null && (item.changedOn === null || changedOn > item.changedOn)) item.changedOn = changedOn;
      byView.set(visit.target_id, item);
    }
    items.push(...byView.values());

    // Tracked projects and rentals: those the compare lists hold now.
    for (const entity of TRACKED_ENTITIES) {
      if (!readable.has(entity)) continue;
      for (const id of new Set(query[entity])) {
        const visit = await storedVisit(accountId, entity, id, entity);
        if (visit === undefined) continue;
        const { diff, changedOn, newVersions } = await recordChanges(db, visit, true, null);
        if (!hasChanges(diff) && newVersions === 0) continue;
        const records = await loadWatchedRecords(db, entity, [id]);
        items.push({
          kind: entity,
          id,
          name: records.get(id)?.name ?? `#${id}`,
          lastVisitAt: iso(visit.visited_at),
          addedRows: 0,
          changedRows: diff.changed.length,
          removedRows: diff.removed.length,
          newVersions,
          changedOn,
        });
      }
    }
    items.sort(
      (a, b) =>
        (b.changedOn ?? '').localeCompare(a.changedOn ?? '') ||
        b.lastVisitAt.localeCompare(a.lastVisitAt) ||
        a.id - b.id,
    );
    return { items };
  }
}
