import type { Page, Request } from '@playwright/test';

/**
 * Watches one page for what a visitor would call a broken page: uncaught errors, same-origin
 * requests that failed or answered 400 or more, and warnings the app logs when a download or a
 * load fails (part 1 §8, part 2 §8 log those failures instead of showing them). It also knows
 * when the page has settled: no request in flight for a moment and nothing marked busy.
 */

/** How long the network must stay quiet before the page counts as settled (one chained request starts well within it). */
const QUIET_MS = 150;
/** A page that is still loading after this long is reported as such. */
const SETTLE_TIMEOUT_MS = 30_000;

export class PageWatch {
  private readonly inflight = new Set<Request>();
  private lastActivity = Date.now();
  private problems: string[] = [];
  private warnings: string[] = [];
  /** Same-origin API answers seen since `begin`, with their status (for the id classes' API templates). */
  private apiCalls: Array<{ url: string; status: number; method: string }> = [];
  /** Where the page set out to go outside the app since `begin` (the test answers such requests with 204, so it stays). */
  private left: string | null = null;

  constructor(
    private readonly page: Page,
    private readonly origin: string,
  ) {
    page.on('request', (request) => {
      this.inflight.add(request);
      this.lastActivity = Date.now();
      if (request.isNavigationRequest() && !this.isOwn(request.url()) && request.frame() === page.mainFrame()) {
        this.left = request.url();
      }
    });
    page.on('requestfinished', (request) => this.finished(request));
    page.on('requestfailed', (request) => {
      this.finished(request);
      const failure = request.failure()?.errorText ?? 'failed';
      // A request the page itself abandoned (navigation, an overtaken search) is not a failure.
      if (this.isOwn(request.url()) && !/ERR_ABORTED|NS_BINDING_ABORTED/.test(failure)) {
        this.problems.push(`${request.method()} ${this.path(request.url())} failed (${failure})`);
      }
    });
    page.on('response', (response) => {
      const url = response.url();
      if (!this.isOwn(url)) return;
      const path = this.path(url);
      if (path.startsWith('/api/')) {
        this.apiCalls.push({ url: path, status: response.status(), method: response.request().method() });
      }
      if (response.status() >= 400)
        this.problems.push(`${response.request().method()} ${path} answered ${response.status()}`);
    });
    page.on('pageerror', (error) => this.problems.push(`page error: ${error.message.split('\n')[0]}`));
    page.on('console', (message) => {
      // The app's own warnings (its scripts), not the browser's (e.g. a header it does not know).
      const fromApp = message.location().url.startsWith(`${this.origin}/database/assets/`);
      if (fromApp && (message.type() === 'warning' || message.type() === 'error')) {
        this.warnings.push(`console ${message.type()}: ${message.text().split('\n')[0]}`);
      }
    });
  }

  /** Starts a new window: problems, warnings and API calls are counted from here. */
  begin(): void {
    // What starts now (a navigation, a click) may take a moment to send its first request.
    this.lastActivity = Date.now();
    this.left = null;
    this.problems = [];
    this.warnings = [];
    this.apiCalls = [];
  }

  /** The address outside the app the page set out for since `begin`, if any. */
  get leftFor(): string | null {
    return this.left;
  }

  /** Problems since `begin`. */
  get failures(): readonly string[] {
    return this.problems;
  }

  /** Console warnings and errors since `begin`. */
  get consoleWarnings(): readonly string[] {
    return this.warnings;
  }

  get apiAnswers(): ReadonlyArray<{ url: string; status: number; method: string }> {
    return this.apiCalls;
  }

  /**
   * Waits until the router has finished the navigation (TanStack Router's own state, which it
   * keeps on `window.__TSR_ROUTER__`), no request is in flight for QUIET_MS, and the page marks
   * nothing busy (a table loading rows, a loader, the loading overlay). With `results`, a results
   * table must also be shown: a search view works out its rows in the engine worker, which shows
   * no busy mark before the table appears. False when that did not happen in time.
   */
  async settle(
    { results = false, stuckRowsMs }: { results?: boolean; stuckRowsMs?: number } = {},
    timeoutMs = SETTLE_TIMEOUT_MS,
  ): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const quietFor = Date.now() - this.lastActivity;
      if (this.inflight.size > 0 || quietFor < QUIET_MS) {
        await this.page.waitForTimeout(Math.max(10, QUIET_MS - quietFor));
        continue;
      }
      const state = await this.pageState();
      if (state.ready && (!results || state.resultsShown)) return true;
      // With `stuckRowsMs`: only table rows still loading, and no request for that long.
      const onlyRows = state.routed && state.busy.length > 0 && state.busy.every((what) => what === 'tr');
      if (stuckRowsMs !== undefined && onlyRows && quietFor >= stuckRowsMs) return false;
      await this.page.waitForTimeout(QUIET_MS);
    }
    return false;
  }

  private pending(): string[] {
    return [...this.inflight].map((request) => this.path(request.url()));
  }

  private finished(request: Request): void {
    this.inflight.delete(request);
    this.lastActivity = Date.now();
  }

  /** Why the page is not settled, in words (for the report of a page that never settled). */
  async unsettledBecause(): Promise<string> {
    const state = await this.pageState();
    const pending = this.pending();
    if (pending.length > 0) return `waiting for ${pending.slice(0, 3).join(', ')}`;
    if (!state.routed) return 'the router is still loading the route';
    if (state.busy.length > 0) return `busy: ${state.busy.join(', ')}`;
    if (!state.resultsShown) return 'no results table shown';
    return 'settled late';
  }

  private async pageState(): Promise<{ ready: boolean; routed: boolean; busy: string[]; resultsShown: boolean }> {
    try {
      return await this.page.evaluate(() => {
        type RouterState = {
          status: string;
          isLoading: boolean;
          location: { href: string };
          resolvedLocation?: { href: string };
        };
        const router = (window as unknown as { __TSR_ROUTER__?: { state: RouterState } }).__TSR_ROUTER__;
        const state = router?.state;
        // Idle, and done with the location it is at (not still showing the one before).
        const routed =
          state === undefined ||
          (state.status === 'idle' &&
            !state.isLoading &&
            (state.resolvedLocation === undefined || state.resolvedLocation.href === state.location.href));
        const shown = (element: Element) => (element as HTMLElement).offsetParent !== null;
        const busy = [
          ...[...document.querySelectorAll('[aria-busy="true"], .mantine-Loader-root')].filter(shown),
          ...document.querySelectorAll('[role="status"][aria-label="Loading"]'),
        ].map(
          (element) =>
            `${element.tagName.toLowerCase()}${element.getAttribute('aria-label') ? ` "${element.getAttribute('aria-label')}"` : ''}`,
        );
        const resultsShown = [...document.querySelectorAll('table[aria-rowcount]')].some(shown);
        return { ready: routed && busy.length === 0, routed, busy: [...new Set(busy)], resultsShown };
      });
    } catch {
      // The page is navigating: it is not settled.
      return { ready: false, routed: false, busy: ['(navigating)'], resultsShown: false };
    }
  }

  private isOwn(url: string): boolean {
    return url.startsWith(this.origin);
  }

  private path(url: string): string {
    return url.startsWith(this.origin) ? url.slice(this.origin.length) : url;
  }
}
