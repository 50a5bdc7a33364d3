import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { Crawler, type CrawlReport, type DeadLink } from './crawl/crawler';
import { removeScratch } from './crawl/file-check';
import { SOURCES } from './crawl/sources';
import { logIn } from './e2e-session';
import { watchPolicy } from './policy-watch';

/**
 * Every link and download of the app, followed, and axe-core on every route (part 1 §2, part 2
 * §2.1 route table): the crawl opens each kind of page with results (crawl/sources.ts), keeps
 * every anchor and tries every download control, then follows every link: an app route must
 * render its own page (not Not found, not /unauth, no uncaught error, no failed API call), a
 * file must answer 200 as the type it claims and open (pdfinfo, exceljs, a CSV parse), a link
 * out of the app must be well formed. Links of one route shape beyond the first few rendered
 * are checked through the API calls their page makes. Every route of the route table must be
 * rendered by the crawl, and each is run through axe-core once.
 *
 * The crawl runs once for both tests: its report is kept beside the run's database (the data
 * folder is the run's own and is removed after it), so the second test, which Playwright runs in
 * a new worker after the first fails, reads it instead of crawling again.
 */

// The crawl takes minutes; a retry would only repeat it (the report is kept), so none.
test.describe.configure({ retries: 0, timeout: 600_000 });

/** The crawl's report, and what the Content-Security-Policy watch saw on every page it crawled. */
type LinkCheckReport = CrawlReport & { policyViolations: string[] };

async function crawlOnce(browser: Browser, baseURL: string): Promise<LinkCheckReport> {
  const saved = join(process.env.E2E_DATA_DIR ?? '', 'link-check-report.json');
  if (process.env.E2E_DATA_DIR && existsSync(saved)) return JSON.parse(readFileSync(saved, 'utf8')) as LinkCheckReport;
  const context = await browser.newContext({ baseURL, acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  // No internet here: a request for another site (the provider's pages a route leaves for) is
  // answered with 204 No Content, so the browser stays on the app; the crawl sees where it set
  // out to go and checks that address for form.
  await context.route(
    (url) => url.origin !== new URL(baseURL).origin,
    (route) => route.fulfill({ status: 204 }),
  );
  const page = await context.newPage();
  const policy = await watchPolicy(page);
  const started = Date.now();
  const times: string[] = [];
  try {
    await page.goto('/database/landing-page');
    await logIn(page);
    await page.waitForURL(/\/database\/landing-page/);
    const crawler = new Crawler(page, baseURL);
    // LINK_CHECK_SOURCES=name,name runs only those sources (to work on one; the route coverage then fails).
    const only = process.env.LINK_CHECK_SOURCES?.split(',');
    for (const source of SOURCES.filter((candidate) => only === undefined || only.includes(candidate.name))) {
      const at = Date.now();
      await source.run(crawler);
      times.push(`${source.name} ${((Date.now() - at) / 1000).toFixed(1)} s`);
    }
    let at = Date.now();
    await crawler.followAll();
    times.push(`following links ${((Date.now() - at) / 1000).toFixed(1)} s`);
    at = Date.now();
    await crawler.visitRemainingRoutes();
    times.push(`other routes ${((Date.now() - at) / 1000).toFixed(1)} s`);
    at = Date.now();
    await crawler.checkFiles();
    times.push(`opening the files ${((Date.now() - at) / 1000).toFixed(1)} s`);
    const report: LinkCheckReport = { ...crawler.finish(), policyViolations: policy.violations };
    report.stats['crawl seconds'] = Math.round((Date.now() - started) / 1000);
    console.log(`link check: ${times.join(', ')}; ${JSON.stringify(report.stats)}`);
    for (const line of report.classes) console.log(`  ${line}`);
    for (const line of report.unsettledInApp) console.log(`  did not settle after the router's navigation: ${line}`);
    if (process.env.E2E_DATA_DIR) writeFileSync(saved, JSON.stringify(report));
    return report;
  } finally {
    await context.close();
    await removeScratch();
  }
}

/** The dead links grouped by their reason with the numbers taken out (one cause, one group), each with where it was found. */
function deadLinksText(dead: readonly DeadLink[]): string {
  const groups = new Map<string, DeadLink[]>();
  for (const link of dead) {
    const cause = link.reason.replace(/\d+/g, 'N');
    groups.set(cause, [...(groups.get(cause) ?? []), link]);
  }
  return [...groups]
    .map(([cause, links]) =>
      [
        `${links.length} × ${cause}`,
        ...links.map(
          (link) =>
            `    ${link.href}${link.text ? ` "${link.text}"` : ''}: ${link.reason}\n      found on ${link.foundOn.join('; ')}`,
        ),
      ].join('\n'),
    )
    .join('\n  ');
}

test('every link and download leads somewhere', async ({ browser, baseURL }) => {
  const report = await crawlOnce(browser, baseURL!);
  expect
    .soft(report.dead.length, `${report.dead.length} dead links and downloads:\n  ${deadLinksText(report.dead)}\n`)
    .toBe(0);
  expect(report.routesNotVisited, 'routes of the route table the crawl never showed').toEqual([]);
  // The server's Content-Security-Policy lets every page work (server/http/security-headers.ts).
  expect(report.policyViolations, 'Content-Security-Policy violations while crawling').toEqual([]);
});

test('axe-core finds no WCAG 2.1 A/AA violation on any route', async ({ browser, baseURL }) => {
  const report = await crawlOnce(browser, baseURL!);
  const lines = report.axe.map(
    (finding) => `${finding.route} (on ${finding.url}):\n    ${finding.violations.join('\n    ')}`,
  );
  expect(lines.length, `axe-core violations on ${lines.length} pages:\n  ${lines.join('\n  ')}\n`).toBe(0);
});
