import type { Kysely } from 'kysely';
import { LINK_NAMES, type LinkName } from '@contract/session';
import type { Database } from '../db/database';
import { hashPassword } from './password-hash';

/** What every request knows about its logged-in account (`request.account`). */
export interface SessionAccount {
  id: number;
  username: string;
  links: LinkName[];
  rentalExpansion: boolean;
}

export interface NewAccount {
  username: string;
  password: string;
  fullName: string;
  name: string;
  organization: string;
  /** Epoch seconds. */
  memberSince: number;
  links: readonly LinkName[];
  rentalExpansion: boolean;
}

/** Usernames are matched without regard to case or surrounding spaces. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export async function createAccount(db: Kysely<Database>, account: NewAccount): Promise<number> {
  const row = await db
    .insertInto('accounts')
    .values({
      username: normalizeUsername(account.username),
      password_hash: await hashPassword(account.password),
      full_name: account.fullName,
      name: account.name,
      organization: account.organization,
      member_since: account.memberSince,
      links: JSON.stringify(account.links),
      rental_expansion: account.rentalExpansion ? 1 : 0,
      password_changed_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findAccountByUsername(db: Kysely<Database>, username: string) {
  return db.selectFrom('accounts').selectAll().where('username', '=', normalizeUsername(username)).executeTakeFirst();
}

export async function setPassword(db: Kysely<Database>, accountId: number, password: string): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ password_hash: await hashPassword(password), password_changed_at: Date.now() })
    .where('id', '=', accountId)
    .execute();
}

/** Links are stored as JSON text; names this version does not know are dropped. */
export function parseLinks(json: string): LinkName[] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) return [];
  return LINK_NAMES.filter((name) => parsed.includes(name));
}
