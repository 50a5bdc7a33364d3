import type { Kysely } from 'kysely';
import type { LoginThrottleConfig } from '../config';
import type { Database } from '../db/database';
import { normalizeUsername } from './accounts';

/**
 * Repeated failed logins are throttled per username (guessing one account's password) and per
 * client address (trying many usernames). An address gets more room than a username because
 * an office behind one NAT address may have several members mistyping.
 */
const ADDRESS_ALLOWANCE_FACTOR = 4;

export interface LoginAttempt {
  username: string;
  clientAddress: string;
}

/** Milliseconds until another attempt is allowed, or 0 when it is allowed now. */
export async function loginRetryDelay(
  db: Kysely<Database>,
  attempt: LoginAttempt,
  config: LoginThrottleConfig,
): Promise<number> {
  const now = Date.now();
  const since = now - config.windowMs;
  const byUsername = await failureTimes(db, 'username', normalizeUsername(attempt.username), since);
  const byAddress = await failureTimes(db, 'client_address', attempt.clientAddress, since);
  const delays = [
    delayAfter(byUsername, config.maxFailures, config.windowMs, now),
    delayAfter(byAddress, config.maxFailures * ADDRESS_ALLOWANCE_FACTOR, config.windowMs, now),
  ];
  return Math.max(...delays);
}

async function failureTimes(
  db: Kysely<Database>,
  column: 'username' | 'client_address',
  value: string,
  since: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('login_attempts')
    .select('attempted_at')
    .where(column, '=', value)
    .where('attempted_at', '>', since)
    .orderBy('attempted_at', 'desc')
    .execute();
  return rows.map((row) => row.attempted_at);
}

/** Blocked until the failure that filled the allowance leaves the window. */
function delayAfter(newestFirst: number[], allowance: number, windowMs: number, now: number): number {
  if (newestFirst.length < allowance) return 0;
  const limiting = newestFirst[allowance - 1] ?? now;
  return Math.max(0, limiting + windowMs - now);
}

export async function recordLoginFailure(
  db: Kysely<Database>,
  attempt: LoginAttempt,
  config: LoginThrottleConfig,
): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('login_attempts')
    .values({ username: normalizeUsername(attempt.username), client_address: attempt.clientAddress, attempted_at: now })
    .execute();
  // Attempts older than the window never matter again.
  await db
    .deleteFrom('login_attempts')
    .where('attempted_at', '<=', now - config.windowMs)
    .execute();
}

/** A successful login forgives the username's earlier typos (the address keeps its count). */
export async function clearUsernameFailures(db: Kysely<Database>, username: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('username', '=', normalizeUsername(username)).execute();
}
