import type { LinkName } from '@contract/session';

/**
 * The demo accounts as the README describes them, written here apart from server/auth/demo-accounts.ts
 * so the access tests check the code against what was promised, not against itself. `visitor` has
 * no session.
 */
export type Account = 'visitor' | 'demo' | 'sales-only' | 'no-rental';
export const ACCOUNTS: readonly Account[] = ['visitor', 'demo', 'sales-only', 'no-rental'];
const ALL_LINKS: readonly LinkName[] = ['landing', 'project-search', 'property-sales', 'rental-search'];

export const HOLDERS: Record<Account, { links: readonly LinkName[]; rentalExpansion: boolean } | null> = {
  visitor: null,
  demo: { links: ALL_LINKS, rentalExpansion: true },
  'sales-only': { links: ['landing', 'property-sales'], rentalExpansion: false },
  'no-rental': { links: ALL_LINKS, rentalExpansion: false },
};
