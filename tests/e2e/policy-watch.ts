import type { Page } from '@playwright/test';

/**
 * The Content-Security-Policy the server sends (server/http/security-headers.ts) must let every
 * page of the app work: the map (maplibre and its worker, deck.gl), the engine's module workers,
 * the provider pages. The link check (link-check.spec.ts) watches every page it crawls with this;
 * security.spec.ts proves the watch notices a violation.
 */
export interface PolicyWatch {
  violations: string[];
  errors: string[];
}

/** Collects CSP violations (DOM events of every document, CSP console messages) and page errors. */
export async function watchPolicy(page: Page): Promise<PolicyWatch> {
  const watch: PolicyWatch = { violations: [], errors: [] };
  await page.exposeBinding('reportPolicyViolation', (_source, text: string) => {
    watch.violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|connect|create|apply|frame)/i.test(text)) {
      watch.violations.push(`console: ${text}`);
    }
  });
  page.on('pageerror', (error) => watch.errors.push(`${page.url()}: ${error.message}`));
  return watch;
}
