import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Download, Locator, Page, Request } from '@playwright/test';
import { APP_BASE_PATH, NOT_FOUND_TITLE, notFoundMessage, pageTitle } from '@contract/shell-constants';
import { NO_PROPERTIES_MESSAGE } from '@contract/messages';
import type { AttachmentResponse } from '@contract/urban-reports';
import { NO_PROJECT_MESSAGE } from '@src/features/profiles/project-profile-constants';
import { SAVE_AS_PDF_LABEL } from '@src/components/pdf-export/pdf-constants';
import { EXPORT_FORMAT_LABEL } from '@src/components/results-table/results-table-constants';
import { AXE_WCAG_TAGS } from '@test-support/axe-tags';
import { appRoutes, routeOf, staticPath, type AppRoute } from './app-routes';
import { collectAnchors, downloadControls, type DownloadControl, type FoundAnchor } from './collect';
import { fileProblem, kindOfContentType, kindOfName } from './file-check';
import {
  appLinkFormProblem,
  appPathOf,
  escapeRegExp,
  externalFormProblem,
  isAppPath,
  isResultsPath,
  linkShape,
  paramValues,
  splitQuery,
} from './link-rules';
import { PageWatch } from './page-watch';

/**
 * The crawler behind the link check: it opens pages the way a subscriber does (the sources),
 * keeps every anchor and tries every download control on them, then follows every link it found
 * and the links of the pages those open, and runs axe-core once on each route it shows.
 */

/** A link or download control that leads nowhere, where it was found and why it is dead. */
export interface DeadLink {
  href: string;
  text: string;
  foundOn: string[];
  reason: string;
}

export interface AxeFinding {
  route: string;
  url: string;
  violations: string[];
}

export interface CrawlReport {
  dead: DeadLink[];
  axe: AxeFinding[];
  /** Routes of the route table the crawl never showed (each must be reached by a source, a link or a visit). */
  routesNotVisited: string[];
  /** Counts for the test's log. */
  stats: Record<string, number>;
  /** How each class of app links was checked (rendered, through API calls, for form). */
  classes: string[];
  /** Pages that did not settle after the router's navigation and were then loaded afresh. */
  unsettledInApp: string[];
}

interface LinkEntry {
  href: string;
  url: URL;
  text: string;
  foundOn: string[];
}

/**
 * Links of one shape (route and query keys) rendered in the browser; the others of the shape are
 * checked through the API calls the rendered ones made (a record route: /sale/{id} is
 * /api/v1/sales/sale/{id}/display) or for form (a search route: the same route and keys with
 * other values).
 */
const RENDERS_PER_CLASS = 1;
/** The report names the first pages a dead link was found on. */
const FOUND_ON_SHOWN = 3;
const DOWNLOAD_TIMEOUT_MS = 60_000;
const NOT_SETTLED = 'not settled';
/**
 * After the router's navigation from one search to another, the results table sometimes keeps
 * its rows as placeholders (measured: still after 20 s, with nothing in flight); the same page
 * loaded afresh shows them. A link's first try gives up on rows that stay so this long.
 */
const STUCK_ROWS_MS = 5_000;
/** An attachment control whose click has fetched nothing after this long fetches nothing. */
const FETCH_START_MS = 5_000;

/** LINK_CHECK_VERBOSE=1 logs each step with its time, to see where a slow crawl spends it. */
const verbose = process.env.LINK_CHECK_VERBOSE === '1';
const startedAt = Date.now();
export function trace(message: string): void {
  if (verbose) console.log(`[${((Date.now() - startedAt) / 1000).toFixed(1)} s] ${message}`);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export class Crawler {
  readonly watch: PageWatch;
  readonly origin: string;
  readonly routes: AppRoute[] = appRoutes();
  private readonly links = new Map<string, LinkEntry>();
  private readonly dead: DeadLink[] = [];
  private readonly axeFindings: AxeFinding[] = [];
  private readonly shownRoutes = new Set<string>();
  private readonly axeDone = new Set<string>();
  /** App paths opened without a query whose page filled in a query of its own (Map Search's view). */
  private readonly filledIn = new Set<string>();
  /** App paths opened by the sources, and what went wrong when they were (a link to one is not opened again). */
  private readonly openedBySource = new Map<string, string[]>();
  private readonly pdfSavedOn = new Set<string>();
  private readonly stats: Record<string, number> = {};
  private readonly classes: string[] = [];
  private readonly unsettledInApp: string[] = [];
  /** Files saved by download controls, opened in parallel once the crawl is done (pdfinfo, exceljs). */
  private readonly files: Array<{ fileName: string; body: Download | Buffer; name: string; origin: string }> = [];
  /** Whether attachment controls have been tried to the saved file once (then their answers are read). */
  private savedAttachments = false;

  constructor(
    readonly page: Page,
    baseURL: string,
  ) {
    this.origin = new URL(baseURL).origin;
    this.watch = new PageWatch(page, this.origin);
  }

  private count(name: string, by = 1): void {
    this.stats[name] = (this.stats[name] ?? 0) + by;
  }

  /** The route of the page shown now (null outside the app or on no route). */
  currentRoute(): AppRoute | null {
    const url = new URL(this.page.url());
    if (url.origin !== this.origin || !isAppPath(url.pathname)) return null;
    return routeOf(this.routes, appPathOf(url.pathname));
  }

  /**
   * Opens an app path (with its query) the way the app's own links do: the router navigates
   * inside the running app (no reload); a page load when the app is not running. Waits until the
   * page has settled, and with `results` until a results table shows. Returns what went wrong
   * while it loaded.
   */
  private async open(
    appPath: string,
    { results = false, load = false, stuckRowsMs }: { results?: boolean; load?: boolean; stuckRowsMs?: number } = {},
  ): Promise<string[]> {
    trace(`open ${appPath}${load ? ' (page load)' : ''}`);
    this.watch.begin();
    const running =
      !load &&
      (await this.page
        .evaluate(() => (window as unknown as { __TSR_ROUTER__?: unknown }).__TSR_ROUTER__ !== undefined)
        .catch(() => false));
    if (running && new URL(this.page.url()).origin === this.origin) {
      // Not awaited in the page: a route that leaves the app replaces the document meanwhile.
      await this.page.evaluate((href) => {
        const router = (
          window as unknown as { __TSR_ROUTER__: { navigate: (options: { href: string }) => Promise<void> } }
        ).__TSR_ROUTER__;
        void router.navigate({ href });
      }, appPath);
    } else {
      await this.page.goto(`${APP_BASE_PATH}${appPath}`);
    }
    let settled = await this.watch.settle({ results, stuckRowsMs });
    if (await this.leaving()) {
      // A route that leaves the app shows "Redirecting to …" until the browser leaves: for another
      // site until it asks for it (answered with 204, so the app stays), for a server page of
      // ours (the provider's login) until it is there.
      settled = false;
      for (const started = Date.now(); !settled && Date.now() - started < 10_000;) {
        if (this.watch.leftFor !== null || !isAppPath(new URL(this.page.url()).pathname)) {
          settled = await this.watch.settle();
        } else {
          await this.page.waitForTimeout(50);
        }
      }
    }
    const problems = [...this.watch.failures];
    if (!settled) problems.push(`${NOT_SETTLED} (${await this.watch.unsettledBecause()})`);
    if (!appPath.includes('?') && new URL(this.page.url()).search !== '') this.filledIn.add(appPath);
    return problems;
  }

  /**
   * Opens a page of the sources (crawl/sources.ts) and judges it as a link target: a source that
   * does not show its page is reported, and a link to the same path is not opened again.
   */
  async visit(appPath: string): Promise<void> {
    const reasons = [...(await this.open(appPath)), ...(await this.judgeShownPage(appPath))];
    this.openedBySource.set(appPath, reasons);
    if (reasons.length > 0) {
      const href = `${APP_BASE_PATH}${appPath}`;
      this.dead.push({ href, text: '', foundOn: ['the pages the crawl starts from'], reason: reasons.join('; ') });
    }
  }

  /** The app's page that stands for the moment before the browser leaves it (src/components/shell/leaving-page.tsx). */
  private async leaving(): Promise<boolean> {
    return this.page
      .evaluate(() =>
        [...document.querySelectorAll('[role="status"]')].some((status) =>
          status.textContent?.startsWith('Redirecting to'),
        ),
      )
      .catch(() => false);
  }

  /** Waits for the page to settle after an action (a click, a tab); `results` as for `open`. */
  async settle(results = false): Promise<void> {
    await this.watch.settle({ results });
  }

  /**
   * Keeps the anchors of the page as it is now (label: where we are), checks its in-page links,
   * tries its download controls and runs axe-core once per route.
   */
  async collect(
    label: string,
    {
      downloads = true,
      scroll = true,
      axe = true,
    }: {
      downloads?: boolean;
      scroll?: boolean;
      /** false: no axe-core here (a passing state); a text: axe-core once for this state of the shell. */
      axe?: boolean | string;
    } = {},
  ): Promise<void> {
    const origin = `${label} (${this.appRelative(this.page.url())})`;
    trace(`collect ${origin}`);
    const anchors = await collectAnchors(this.page, scroll);
    this.count('anchors seen', anchors.length);
    for (const anchor of anchors) this.keep(anchor, origin);
    if (downloads) await this.tryDownloads(origin);
    const route = this.currentRoute();
    if (route !== null) this.shownRoutes.add(route.pattern);
    if (axe !== false) await this.axe(origin, typeof axe === 'string' ? axe : undefined);
  }

  private appRelative(url: string): string {
    const parsed = new URL(url);
    return parsed.origin === this.origin ? `${parsed.pathname}${parsed.search}` : url;
  }

  private keep(anchor: FoundAnchor, origin: string): void {
    let url: URL;
    try {
      url = new URL(anchor.href, this.page.url());
    } catch {
      this.dead.push({ href: anchor.href, text: anchor.text, foundOn: [origin], reason: 'not a valid URL' });
      return;
    }
    // An in-page link (#main-content): its target must be on this page.
    if (anchor.href.startsWith('#')) {
      this.count('in-page links checked');
      if (anchor.targetExists !== true) {
        this.dead.push({
          href: anchor.href,
          text: anchor.text,
          foundOn: [origin],
          reason: 'no element with that id on the page',
        });
      }
      return;
    }
    const entry = this.links.get(url.href);
    if (entry === undefined) this.links.set(url.href, { href: anchor.href, url, text: anchor.text, foundOn: [origin] });
    else if (!entry.foundOn.includes(origin)) entry.foundOn.push(origin);
  }

  /**
   * Runs axe-core on the page once per route, and on a results page once without a search (its
   * hint or empty state) and once with its results. The pointer is moved off the page and the
   * page's transitions are let finish first: a tooltip fading out is not the page.
   */
  private async axe(origin: string, shellState?: string): Promise<void> {
    const route = this.currentRoute();
    if (route === null) return;
    const url = new URL(this.page.url());
    // A results page without a query shows its hint; with one, its results.
    const state = isResultsPath(appPathOf(url.pathname))
      ? url.search === ''
        ? ' (no search)'
        : ' (with results)'
      : '';
    const key = shellState ?? `${route.pattern}${state}`;
    if (this.axeDone.has(key)) return;
    this.axeDone.add(key);
    trace(`  axe ${key}`);
    // The pointer off the page, so no hover state is checked; kept where it is for a state of the
    // shell (the navigation's menus also open on hover).
    if (shellState === undefined) await this.page.mouse.move(0, 0);
    // axe-core's own bundle, evaluated once per document as the developer tools evaluate a
    // script (the app's CSP allows no eval in the page, and a page script would not be 'self').
    if (!(await this.page.evaluate(() => 'axe' in window))) await this.page.evaluate(axeSource);
    const violations = await this.page.evaluate(
      async ({ tags }) => {
        for (let i = 0; i < 100; i++) {
          const running = document
            .getAnimations()
            .filter(
              (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
            );
          if (running.length === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        type Axe = {
          run: (
            context: Element,
            options: object,
          ) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ html: string }> }> }>;
        };
        const { axe } = window as unknown as { axe: Axe };
        const results = await axe.run(document.body, { runOnly: { type: 'tag', values: tags } });
        return results.violations.map((violation) => {
          const shown = violation.nodes.slice(0, 3).map((node) => node.html.replace(/\s+/g, ' ').slice(0, 160));
          const more = violation.nodes.length > 3 ? ` | and ${violation.nodes.length - 3} more` : '';
          return `${violation.id}: ${violation.help} [${violation.nodes.length}] ${shown.join(' | ')}${more}`;
        });
      },
      { tags: [...AXE_WCAG_TAGS] },
    );
    this.count('pages checked by axe');
    if (violations.length > 0) this.axeFindings.push({ route: key, url: origin, violations });
  }

  /**
   * Every download control of the page: each format of an export (one after the other: a new
   * export cancels a running one), Save as PDF once per route, and the rest (the reports'
   * attachments) all at once.
   */
  private async tryDownloads(origin: string): Promise<void> {
    const route = this.currentRoute()?.pattern ?? this.page.url();
    const together: DownloadControl[] = [];
    for (const control of await downloadControls(this.page, EXPORT_FORMAT_LABEL)) {
      if (control.name === SAVE_AS_PDF_LABEL) {
        // The PDF is drawn from the page in the browser (3-4 s a page here): once per route.
        if (this.pdfSavedOn.has(route)) continue;
        this.pdfSavedOn.add(route);
        await this.tryDownload(control.locator, control.name, origin);
      } else if (control.formats !== null) {
        // An export: each format of its select (results-table/export-control.tsx).
        const select = control.locator.locator('xpath=..').getByLabel(EXPORT_FORMAT_LABEL);
        for (const format of control.formats) {
          await select.selectOption(format.value);
          await this.tryDownload(control.locator, `${control.name} (${format.label})`, origin);
        }
      } else {
        together.push(control);
      }
    }
    if (together.length === 0) return;
    if (this.savedAttachments) return this.tryAttachments(together, origin);
    this.savedAttachments = true;
    for (const { locator, name } of together) await this.tryDownload(locator, name, origin);
  }

  /**
   * The reports' attachment controls (part 2 §7: each fetches its file from
   * /api/v1/urban/attachment/{reference} and saves it). The first page's are each tried to the
   * saved file. On later pages they are clicked all at once, and each file is read from the
   * answer its click fetched: its `data`, saved under its `fileName` (contract/urban-reports.ts).
   * The browser lets a page start only so many downloads in a row without a click of its own, so
   * waiting for each saved file would take a second each.
   */
  private async tryAttachments(controls: DownloadControl[], origin: string): Promise<void> {
    trace(`  ${controls.length} attachments: ${controls.map((entry) => entry.name).join(', ')}`);
    this.watch.begin();
    const requests: Request[] = [];
    const onRequest = (request: Request) => {
      if (request.url().startsWith(`${this.origin}/api/`)) requests.push(request);
    };
    this.page.on('request', onRequest);
    try {
      // Each click fetches at once, in the order of the clicks.
      await this.page.evaluate(
        (selectors) => selectors.forEach((selector) => document.querySelector<HTMLElement>(selector)?.click()),
        controls.map((control) => control.selector),
      );
      const answered = await Promise.all(
        controls.map(async (_, index) => {
          for (const started = Date.now(); requests[index] === undefined;) {
            if (Date.now() - started > FETCH_START_MS) return null;
            await this.page.waitForTimeout(20);
          }
          const request = requests[index]!;
          return { request, response: await request.response().catch(() => null) };
        }),
      );
      this.count('downloads tried', controls.length);
      for (const [index, control] of controls.entries()) {
        const fail = (reason: string) =>
          this.dead.push({ href: `[button] ${control.name}`, text: control.name, foundOn: [origin], reason });
        const answer = answered[index];
        if (answer === null || answer === undefined) {
          fail('no file: the click fetched nothing');
          continue;
        }
        const path = answer.request.url().slice(this.origin.length);
        if (answer.response === null) {
          fail(`no file: GET ${path} failed (${answer.request.failure()?.errorText ?? 'no answer'})`);
          continue;
        }
        if (answer.response.status() !== 200) {
          fail(`no file: GET ${path} answered ${answer.response.status()}`);
          continue;
        }
        const file = (await answer.response.json().catch(() => null)) as Partial<AttachmentResponse> | null;
        if (typeof file?.data !== 'string' || typeof file.fileName !== 'string') {
          fail(`no file: GET ${path} answered no file (data and fileName)`);
          continue;
        }
        this.files.push({
          fileName: file.fileName,
          body: Buffer.from(file.data, 'base64'),
          name: control.name,
          origin,
        });
      }
    } finally {
      this.page.off('request', onRequest);
      await this.watch.settle();
    }
  }

  private async tryDownload(control: Locator, name: string, origin: string): Promise<void> {
    trace(`  download ${name}`);
    this.watch.begin();
    this.count('downloads tried');
    let saved: Download | null = null;
    const waiting = this.page.waitForEvent('download', { timeout: DOWNLOAD_TIMEOUT_MS }).then(
      (download) => (saved = download),
      () => null,
    );
    await control.click();
    // A failed download is only logged by the app (part 1 §8, part 2 §8): stop waiting as soon as
    // a request fails or the app warns.
    const started = Date.now();
    while (saved === null && Date.now() - started < DOWNLOAD_TIMEOUT_MS) {
      if (this.watch.failures.length > 0 || this.watch.consoleWarnings.length > 0) break;
      await Promise.race([waiting, this.page.waitForTimeout(50)]);
    }
    const download = saved as Download | null;
    const fail = (reason: string) =>
      this.dead.push({ href: `[button] ${name}`, text: name, foundOn: [origin], reason });
    if (download === null) {
      const why = [...this.watch.failures, ...this.watch.consoleWarnings];
      fail(why.length > 0 ? `no file: ${why.join('; ')}` : `no file within ${DOWNLOAD_TIMEOUT_MS / 1000} s`);
    } else {
      this.files.push({ fileName: download.suggestedFilename(), body: download, name, origin });
    }
    // Save as PDF keeps its button disabled until it has finished.
    await this.watch.settle();
  }

  /** Follows every link kept so far, and the links of the pages they open, until none is left. */
  async followAll(): Promise<void> {
    const done = new Set<string>();
    const samples = new Map<string, { rendered: number; sources: Set<string>; templates: Set<string> }>();
    const deferred = new Map<string, LinkEntry[]>();
    for (;;) {
      const next = [...this.links.values()].filter((entry) => !done.has(entry.url.href));
      if (next.length === 0) break;
      // Within a shape, links found on a page no rendered link came from go first: the samples
      // of a shape come from as many different pages as they can.
      const ordered = [...next].sort(
        (a, b) => Number(this.sampledFrom(samples, a)) - Number(this.sampledFrom(samples, b)),
      );
      for (const entry of ordered) {
        done.add(entry.url.href);
        const target = this.classify(entry.url);
        if (target.kind === 'external') {
          this.count('links out of the app checked for form');
          const problem = externalFormProblem(entry.url);
          if (problem !== null) this.report(entry, problem);
          continue;
        }
        if (target.kind === 'document') {
          this.count('server links requested');
          const problem = await this.requestDocument(target.path);
          // A path the app has a route for, written without the app's base path.
          const appRoute = routeOf(this.routes, splitQuery(target.path)[0]);
          const hint =
            appRoute === null ? '' : ` (the app's route ${appRoute.pattern} without the ${APP_BASE_PATH} base)`;
          if (problem !== null) this.report(entry, `${problem}${hint}`);
          continue;
        }
        const form = appLinkFormProblem(target.route, target.path);
        if (form !== null) {
          this.count('app links dead by their form');
          this.report(entry, form);
          continue;
        }
        const bySource = this.openedBySource.get(target.path);
        if (bySource !== undefined) {
          // The crawl opened this very page as a source and judged it then.
          this.count('app links to pages the crawl started from');
          if (bySource.length > 0) this.report(entry, bySource.join('; '));
          continue;
        }
        const shape = linkShape(target.route!, target.path);
        const sample = samples.get(shape) ?? { rendered: 0, sources: new Set<string>(), templates: new Set<string>() };
        samples.set(shape, sample);
        if (sample.rendered >= RENDERS_PER_CLASS) {
          deferred.set(shape, [...(deferred.get(shape) ?? []), entry]);
          continue;
        }
        sample.rendered++;
        sample.sources.add(sourcePage(entry));
        this.count('app links rendered');
        for (const template of await this.render(target.path, entry)) sample.templates.add(template);
      }
    }
    for (const [shape, { rendered, templates }] of samples) {
      const rest = deferred.get(shape) ?? [];
      const learned = [...templates];
      const how =
        rest.length === 0
          ? 'all rendered'
          : learned.length > 0
            ? `${rest.length} more checked through ${learned.join(', ')}`
            : `${rest.length} more checked for form (same route and query keys)`;
      this.classes.push(`${shape}: ${rendered} rendered, ${how}`);
      this.count(
        learned.length > 0 ? 'app links checked through API calls' : 'app links checked for form',
        rest.length,
      );
      // A few requests at a time: the server answers them in parallel.
      const queue = [...rest];
      const check = async () => {
        for (let entry = queue.shift(); entry !== undefined; entry = queue.shift()) {
          const problem = await this.checkThroughApi(entry, learned);
          if (problem !== null) this.report(entry, problem);
        }
      };
      await Promise.all(Array.from({ length: 8 }, check));
    }
  }

  private sampledFrom(samples: Map<string, { sources: Set<string> }>, entry: LinkEntry): boolean {
    const target = this.classify(entry.url);
    if (target.kind !== 'app' || target.route === null) return false;
    return samples.get(linkShape(target.route, target.path))?.sources.has(sourcePage(entry)) ?? false;
  }

  /** The API calls a rendered link of the same shape made, with this link's values (its record exists). */
  private async checkThroughApi(entry: LinkEntry, templates: string[]): Promise<string | null> {
    const target = this.classify(entry.url);
    if (target.kind !== 'app' || target.route === null) return null;
    const values = paramValues(target.route, target.path);
    for (const template of templates) {
      const url = template.replace(/\{(\d+)\}/g, (_, index: string) => encodeURIComponent(values[Number(index)] ?? ''));
      const response = await this.page.request.get(url, { maxRedirects: 0 });
      if (response.status() !== 200) return `GET ${url} (a call its page makes) answered ${response.status()}`;
    }
    return null;
  }

  private report(entry: LinkEntry, reason: string): void {
    this.dead.push({ href: entry.href, text: entry.text, foundOn: entry.foundOn, reason });
  }

  private classify(
    url: URL,
  ): { kind: 'external' } | { kind: 'document'; path: string } | { kind: 'app'; path: string; route: AppRoute | null } {
    if (url.origin !== this.origin) return { kind: 'external' };
    if (!isAppPath(url.pathname)) return { kind: 'document', path: `${url.pathname}${url.search}` };
    const path = appPathOf(url.pathname);
    return { kind: 'app', path: `${path}${url.search}`, route: routeOf(this.routes, path) };
  }

  /** A same-origin file or page outside the app: 200, and a body that opens as the type it claims. */
  private async requestDocument(path: string): Promise<string | null> {
    const response = await this.page.request.get(path);
    if (response.status() !== 200) return `GET ${path} answered ${response.status()}`;
    const contentType = response.headers()['content-type'];
    const kind = kindOfContentType(contentType);
    const claimed = kindOfName(new URL(path, this.origin).pathname);
    if (kind === null) return `GET ${path} answered an unknown content type (${contentType ?? 'none'})`;
    if (claimed !== null && claimed !== kind)
      return `GET ${path} claims ${claimed} by its name but answered ${contentType}`;
    const problem = await fileProblem(kind, await response.body());
    return problem === null ? null : `GET ${path}: ${problem}`;
  }

  /**
   * Renders an app path as its link does and judges the page: the route's own page, not the
   * not-found page, /unauth, the error page or a "nothing under this id" message; no uncaught
   * error and no failed request while it loaded. Keeps the page's anchors and runs axe-core.
   * Returns the page's API calls that carry the link's values, as templates (`/x/{0}/y`).
   */
  private async render(path: string, entry: LinkEntry): Promise<string[]> {
    // A link to a results page carries its search: the page must show its results.
    const [pathname, query] = splitQuery(path);
    const results = isResultsPath(pathname) && query !== '';
    let problems = await this.open(path, { results, stuckRowsMs: STUCK_ROWS_MS });
    if (problems.some((problem) => problem.startsWith(NOT_SETTLED))) {
      // The app's links open their pages in a new tab, a fresh page load: a page that did not
      // settle after the router's navigation is judged as that load shows it.
      this.count('renders done again as a page load');
      this.unsettledInApp.push(`${path}: ${problems.join('; ')}`);
      problems = await this.open(path, { results, load: true });
    }
    const reasons = [...(await this.judgeShownPage(path)), ...problems];
    if (reasons.length > 0) this.report(entry, reasons.join('; '));
    const landed = new URL(this.page.url());
    if (this.watch.leftFor !== null || !isAppPath(landed.pathname)) {
      // A route that leaves the app (the provider's login and site) has no page of ours to check
      // (after our server's login page, the next link opens with a page load).
      const route = routeOf(this.routes, splitQuery(path)[0]);
      if (route !== null) this.shownRoutes.add(route.pattern);
      return [];
    }
    const templates: string[] = [];
    const route = routeOf(this.routes, appPathOf(landed.pathname));
    if (route !== null && route.params > 0) {
      const values = paramValues(route, path);
      for (const call of this.watch.apiAnswers) {
        if (call.method !== 'GET' || call.url.startsWith('/api/v1/media/')) continue;
        let template = call.url;
        values.forEach((value, index) => {
          template = template.replace(
            new RegExp(`/${escapeRegExp(encodeURIComponent(value))}(?=[/?]|$)`),
            `/{${index}}`,
          );
        });
        if (template !== call.url && !templates.includes(template)) templates.push(template);
      }
    }
    // The rows of a link's page are a subset of a source's (the same view, fewer regions or
    // one record), whose tables are read whole: here the rows in view are enough.
    await this.collect(`the page of ${entry.href}`, { downloads: false, scroll: false });
    return templates;
  }

  /** What is wrong with the page shown now, opened for `path`. */
  private async judgeShownPage(path: string): Promise<string[]> {
    const leftFor = this.watch.leftFor;
    if (leftFor !== null) {
      // The app leaves for another site (the provider's pages): that site is checked for form only.
      this.count('app links that leave for another site');
      const problem = externalFormProblem(new URL(leftFor));
      return problem === null ? [] : [`leads to ${leftFor}: ${problem}`];
    }
    const landed = new URL(this.page.url());
    if (!isAppPath(landed.pathname)) {
      const problem = await this.requestDocument(`${landed.pathname}${landed.search}`);
      return problem === null ? [] : [`leads to ${landed.pathname}: ${problem}`];
    }
    const shown = await this.page.evaluate(() => ({
      title: document.title,
      text: document.querySelector('main')?.textContent ?? '',
    }));
    const landedPath = appPathOf(landed.pathname);
    const reasons: string[] = [];
    if (shown.title === pageTitle(NOT_FOUND_TITLE) || shown.text.includes(notFoundMessage(landedPath))) {
      reasons.push('the Not found page');
    }
    if (landedPath === '/unauth' && !path.startsWith('/unauth')) reasons.push('sent to /unauth');
    if (shown.title === pageTitle('Error')) reasons.push(`the error page (${shown.text.slice(0, 200)})`);
    for (const message of [NO_PROJECT_MESSAGE, NO_PROPERTIES_MESSAGE]) {
      if (shown.text.includes(message)) reasons.push(`the page says "${message}"`);
    }
    return reasons;
  }

  /**
   * Shows every route of the route table the crawl has not shown yet, by its own path (routes
   * with `$` segments are reached through links only), and judges it as a link target.
   */
  async visitRemainingRoutes(): Promise<void> {
    for (const route of this.routes) {
      const path = staticPath(route);
      if (path === null) continue;
      // A results page is also checked without a search (its hint), as its menu link opens it.
      const bareSeen =
        !isResultsPath(path) || this.axeDone.has(`${route.pattern} (no search)`) || this.filledIn.has(path);
      if (this.shownRoutes.has(route.pattern) && bareSeen) continue;
      this.count('routes visited by their path');
      const problems = await this.open(path);
      const entry: LinkEntry = {
        href: `${APP_BASE_PATH}${path}`,
        url: new URL(`${APP_BASE_PATH}${path}`, this.origin),
        text: '',
        foundOn: ['the route table (visited by its path)'],
      };
      const reasons = [...(await this.judgeShownPage(path)), ...problems];
      if (reasons.length > 0) this.report(entry, reasons.join('; '));
      const landed = new URL(this.page.url());
      if (this.watch.leftFor !== null || !isAppPath(landed.pathname)) {
        // A route that leaves the app (the provider's login and site) has no page of ours to check.
        this.shownRoutes.add(route.pattern);
        continue;
      }
      // A redirect shows another route: the redirecting one counts as shown.
      this.shownRoutes.add(route.pattern);
      await this.collect(`the route ${route.pattern}`, { downloads: false, scroll: false });
    }
  }

  /** Opens every saved file (a few at a time: pdfinfo runs as a process). */
  async checkFiles(): Promise<void> {
    const queue = [...this.files];
    const worker = async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const { fileName, body, name, origin } = next;
        const kind = kindOfName(fileName);
        const bytes = Buffer.isBuffer(body) ? body : readFileSync(await body.path());
        const problem = kind === null ? `the file "${fileName}" has no known type` : await fileProblem(kind, bytes);
        this.count('files opened');
        if (problem !== null) {
          this.dead.push({
            href: `[button] ${name}`,
            text: name,
            foundOn: [origin],
            reason: `${fileName}: ${problem}`,
          });
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
  }

  finish(): CrawlReport {
    return {
      dead: this.dead.map((link) => ({
        ...link,
        foundOn:
          link.foundOn.length > FOUND_ON_SHOWN
            ? [...link.foundOn.slice(0, FOUND_ON_SHOWN), `and ${link.foundOn.length - FOUND_ON_SHOWN} more pages`]
            : link.foundOn,
      })),
      axe: this.axeFindings,
      routesNotVisited: this.routes.map((route) => route.pattern).filter((pattern) => !this.shownRoutes.has(pattern)),
      stats: { ...this.stats, 'unique links': this.links.size },
      classes: this.classes,
      unsettledInApp: this.unsettledInApp,
    };
  }

  /** App paths of the links kept so far that match, by the label of the page (state) they were found on, for pages whose label starts with `foundOn`. */
  linksByPage(pattern: RegExp, foundOn: string): Map<string, string[]> {
    const byPage = new Map<string, string[]>();
    for (const entry of this.links.values()) {
      const url = entry.url;
      if (url.origin !== this.origin || !isAppPath(url.pathname)) continue;
      const path = `${appPathOf(url.pathname)}${url.search}`;
      if (!pattern.test(path)) continue;
      for (const on of entry.foundOn) {
        if (!on.startsWith(foundOn)) continue;
        const label = on.slice(0, on.lastIndexOf(' ('));
        byPage.set(label, [...(byPage.get(label) ?? []), path]);
      }
    }
    return byPage;
  }

  /** App paths (with query) of the links kept so far that match, found on a page whose label starts with `foundOn`. */
  linksTo(pattern: RegExp, foundOn?: string): string[] {
    return [...this.links.values()]
      .filter((entry) => foundOn === undefined || entry.foundOn.some((on) => on.startsWith(foundOn)))
      .map((entry) => entry.url)
      .filter((url) => url.origin === this.origin && isAppPath(url.pathname))
      .map((url) => `${appPathOf(url.pathname)}${url.search}`)
      .filter((path) => pattern.test(path));
  }
}

/** The page a link was first found on, without the state that was shown (for spreading samples). */
function sourcePage(entry: LinkEntry): string {
  return /\(([^?)]*)/.exec(entry.foundOn[0] ?? '')?.[1] ?? '';
}
