import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { parseLinks, type SessionAccount } from './accounts';

const TOKEN_BYTES = 32;

/** Only the hash is stored, so reading the sessions table does not hand out live cookies. */
function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface StartedSession {
  token: string;
  expiresAt: number;
}

export async function startSession(
  db: Kysely<Database>,
  accountId: number,
  lifetimeMs: number,
): Promise<StartedSession> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const now = Date.now();
  const expiresAt = now + lifetimeMs;
  await db
    .insertInto('sessions')
    .values({ id: sessionId(token), account_id: accountId, created_at: now, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

/** The account behind a cookie token, or null when the session is unknown or expired. */
export async function findSessionAccount(db: Kysely<Database>, token: string): Promise<SessionAccount | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select(['accounts.id', 'accounts.username', 'accounts.links', 'accounts.rental_expansion'])
    .where('sessions.id', '=', sessionId(token))
    .where('sessions.expires_at', '>', Date.now())
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    links: parseLinks(row.links),
    rentalExpansion: row.rental_expansion === 1,
  };
}

export async function endSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId(token)).execute();
}

/** After a password change every other device has to log in again. */
export async function endOtherSessions(db: Kysely<Database>, accountId: number, keepToken: string): Promise<void> {
  await db.deleteFrom('sessions').where('account_id', '=', accountId).where('id', '!=', sessionId(keepToken)).execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', Date.now()).execute();
}
