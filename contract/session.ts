/** GET /api/v1/urban/options/whoami */
export interface WhoAmIResponse {
  logged_in: boolean;
  user_info?: UserInfo;
}

export interface UserInfo {
  name: string;
  full_name: string;
  organization: string;
  /** Epoch seconds. */
  member_since: number;
  /** Link names granted to the account (see LINK_NAMES); the server enforces them too. */
  links: LinkName[];
  rental_expansion: boolean;
}

/** Section access names (part 2 §1, §6). */
export type LinkName = 'landing' | 'project-search' | 'property-sales' | 'rental-search';
export const LINK_NAMES: readonly LinkName[] = ['landing', 'project-search', 'property-sales', 'rental-search'];

/**
 * Why the server answered 403: the `reason` of its error body. `session`: no session (never
 * logged in, logged out or expired); `section`: the account lacks the route's landing link;
 * `subscription`: rental history without the rental expansion (part 2 §6); `origin`: a
 * state-changing call from another site.
 */
export const FORBIDDEN_REASONS = ['session', 'section', 'subscription', 'origin'] as const;
export type ForbiddenReason = (typeof FORBIDDEN_REASONS)[number];

/**
 * Part 1 §6, §8: a 403 on any call sends the user to login, except the one part 2 §6 answers with
 * its own message: rental history refused for want of the rental expansion, which shows
 * 'Data available with Rental Expansion subscription' where the data would be.
 */
export function forbiddenSendsToLogin(body: unknown): boolean {
  const reason = typeof body === 'object' && body !== null ? (body as { reason?: unknown }).reason : undefined;
  return reason !== 'subscription';
}

/** GET /api/v1/urban/landingLinks: the account's tabs. */
export interface LandingLinksResponse {
  tabs: LandingTab[];
}

export interface LandingTab {
  /** One of LINK_NAMES for section tabs, or another id for tabs like reports. */
  id: string;
  text: string;
  /** App path under /database/ (e.g. "/project/project-search") or an absolute external URL. */
  url: string;
  sub_nav: Array<{ id: string; text: string; url: string }>;
}

/** GET /api/v1/urban/footerLinks */
export interface FooterLinksResponse {
  'main-nav-links': Array<{ text: string; url: string }>;
  'contact-info': {
    /** Email first, then phone (part 1 §7). */
    contact: Array<{ type: 'email' | 'phone'; value: string }>;
    address: Array<{ name: string; lines: string[] }>;
  };
  'footer-nav-links': Array<{ text: string; url: string }>;
  copyright: string;
  'footer-logo': { url: string; alt: string };
}

/** GET /api/v1/urban/howto/{id} */
export interface HowToResponse {
  id: string;
  title: string;
  /** HTML; always sanitized with DOMPurify before rendering. */
  body: string;
}
