import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ANONYMOUS } from '@contract/access';
import type { WhoAmIResponse } from '@contract/session';
import { routeAccess } from '../auth/request-access';
import type { Database } from '../db/database';

/** GET /api/v1/urban/options/whoami: answers without a session (`logged_in: false`). */
export async function sessionRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.get('/urban/options/whoami', routeAccess(ANONYMOUS), async (request, reply): Promise<WhoAmIResponse> => {
    // Per-user answer: a shared cache must never hand it to someone else.
    reply.header('cache-control', 'private, no-store');
    const account = request.account;
    if (!account) return { logged_in: false };
    const row = await db
      .selectFrom('accounts')
      .select(['full_name', 'name', 'organization', 'member_since'])
      .where('id', '=', account.id)
      .executeTakeFirst();
    if (!row) return { logged_in: false };
    return {
      logged_in: true,
      user_info: {
        name: row.name,
        full_name: row.full_name,
        organization: row.organization,
        member_since: row.member_since,
        links: account.links,
        rental_expansion: account.rentalExpansion,
      },
    };
  });
}
