/**
 * The provider's own site, outside this app (part 2 §2.1: external redirects). The server has
 * the same setting (PROVIDER_SITE_URL, same default); a deployment sets VITE_PROVIDER_SITE_URL
 * at build time.
 */
const DEFAULT_PROVIDER_SITE_URL = 'https://www.marketview.example';

export const PROVIDER_SITE_URL = (import.meta.env.VITE_PROVIDER_SITE_URL ?? DEFAULT_PROVIDER_SITE_URL).replace(
  /\/$/,
  '',
);

/** The app paths that leave for the provider's site, and the page each one opens there. */
export const PROVIDER_SITE_PAGES = {
  '/contact-us': '/contact-us',
  '/membership': '/membership',
  '/consulting': '/consulting',
  '/latest-trends': '/latest-trends',
  '/about': '/about',
  '/home': '/',
} as const;

export type ProviderSitePath = keyof typeof PROVIDER_SITE_PAGES;

export function providerSiteUrl(path: ProviderSitePath): string {
  return `${PROVIDER_SITE_URL}${PROVIDER_SITE_PAGES[path]}`;
}
