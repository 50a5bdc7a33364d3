import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { LinkName } from '@contract/session';
import { checkSession, hasLink } from '../state/session';

/**
 * Part 2 §2.1: a route that needs login waits for the authentication check, then sends a
 * visitor without a session to /login, carrying where they were going.
 */
export async function requireLogin(location: ParsedLocation): Promise<void> {
  const status = await checkSession();
  if (status !== 'logged-in') {
    throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  }
}

/** Part 2 §2.1, §6: a route that needs a landing link the account lacks leads to /unauth. */
export function requireSection(link: LinkName) {
  return async ({ location }: { location: ParsedLocation }): Promise<void> => {
    await requireLogin(location);
    if (!hasLink(link)) throw redirect({ to: '/unauth', replace: true });
  };
}

/** Routes that need login and no section (sale detail, reports). */
export async function requireLoginOnly({ location }: { location: ParsedLocation }): Promise<void> {
  await requireLogin(location);
}

/**
 * Part 2 §2.1 for "/": the landing page, or the first section the account has when it lacks
 * the landing link: project search, else property sales, else rental search.
 */
export function homePathFor(links: readonly LinkName[]) {
  if (links.includes('landing')) return '/landing-page' as const;
  if (links.includes('project-search')) return '/project/project-search' as const;
  if (links.includes('property-sales')) return '/property/sales' as const;
  if (links.includes('rental-search')) return '/rental/rental-search' as const;
  return '/unauth' as const;
}
