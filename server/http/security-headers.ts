import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

/**
 * Headers every response carries: the SPA's HTML and assets under /database/, the API under
 * /api/v1/, the provider pages under /user/, redirects and errors alike.
 *
 * - No page of ours may be framed (clickjacking): `frame-ancestors 'none'` plus the legacy
 *   `X-Frame-Options` for older browsers.
 * - `nosniff`: a JSON body or an SVG is never run as a script or rendered as HTML by guesswork.
 * - `strict-origin-when-cross-origin`: search parameters in our URLs never leave the origin; a
 *   configured basemap host still sees our origin, which tile providers' key restrictions read.
 * - Powerful features the app never uses are switched off, so injected code cannot ask for them.
 */
const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=()',
  'cross-origin-opener-policy': 'same-origin',
};

/** JSON, SVG pictures and files of the API are data, never documents: nothing may load from them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The single-page app's policy. Scripts come only from our origin (index.html has no inline
 * script; Vite emits module files). Workers: the engine's Comlink module workers and maplibre's
 * worker are files of our origin (market-map.tsx passes maplibre its worker URL), so neither
 * needs `blob:`. deck.gl draws with WebGL, which CSP does not govern. PDF export (jspdf +
 * html2canvas) draws the page into canvases and embeds them as data: and blob: images.
 *
 * style-src needs 'unsafe-inline': Mantine injects its CSS variables as <style> elements at run
 * time and its components (and maplibre's controls) set `style` attributes; a nonce would need
 * the static index.html rewritten per response and still not cover style attributes. Style
 * injection cannot run script, and script-src stays strict.
 */
export function appContentSecurityPolicy(mapStyleUrl: string | null): string {
  const basemapOrigin = originOf(mapStyleUrl);
  const external = basemapOrigin ? ` ${basemapOrigin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${external}`,
    "font-src 'self' data:",
    `connect-src 'self' data: blob:${external}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origin of a configured basemap style URL; null when unset or not an http(s) URL. */
function originOf(url: string | null): string | null {
  if (url === null) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Adds the headers in onSend, after the route ran: a route that sets its own, stricter policy
 * (the provider pages, server/auth/provider-pages.ts) keeps it.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<ServerConfig, 'mapStyleUrl'>): void {
  const appPolicy = appContentSecurityPolicy(config.mapStyleUrl);
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (!reply.hasHeader('content-security-policy')) {
      const isApi = (request.routeOptions.url ?? request.url).startsWith('/api/');
      reply.header('content-security-policy', isApi ? API_CSP : appPolicy);
    }
    return payload;
  });
}
