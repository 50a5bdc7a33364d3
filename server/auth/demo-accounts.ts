import type { Kysely } from 'kysely';
import { LINK_NAMES, type LinkName } from '@contract/session';
import type { Database } from '../db/database';
import { createAccount, findAccountByUsername } from './accounts';

export interface DemoAccount {
  username: string;
  fullName: string;
  links: readonly LinkName[];
  rentalExpansion: boolean;
  /** What the account shows, for the start-up console. */
  description: string;
}

/** Issue 2: one account per access case the app must handle. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'demo', fullName: 'Dana Demo', links: LINK_NAMES, rentalExpansion: true, description: 'every section' },
  {
    username: 'sales-only',
    fullName: 'Sam Sales',
    links: ['landing', 'property-sales'],
    rentalExpansion: false,
    description: 'landing and property sales only',
  },
  {
    username: 'no-rental',
    fullName: 'Nora Norental',
    links: LINK_NAMES,
    rentalExpansion: false,
    description: 'every section, no rental expansion',
  },
];

const DEMO_ORGANIZATION = 'Marketview Demo Realty';
/** 2018-01-15, a plausible member-since date that does not move between starts. */
const DEMO_MEMBER_SINCE = Date.UTC(2018, 0, 15) / 1000;

/** Creates the demo accounts that do not exist yet; returns those created. */
export async function ensureDemoAccounts(db: Kysely<Database>, password: string): Promise<DemoAccount[]> {
  const created: DemoAccount[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (await findAccountByUsername(db, account.username)) continue;
    await createAccount(db, {
      username: account.username,
      password,
      fullName: account.fullName,
      name: account.fullName.split(' ')[0] ?? account.fullName,
      organization: DEMO_ORGANIZATION,
      memberSince: DEMO_MEMBER_SINCE,
      links: account.links,
      rentalExpansion: account.rentalExpansion,
    });
    created.push(account);
  }
  return created;
}
