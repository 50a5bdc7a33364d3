/**
 * The UI-thread work when a Rental Market History answer arrives (every region, every month;
 * bench/scale-search.ts step 3 alone): the longest long-animation-frame scripts from the click on
 * Search to two seconds after the rows, and the page's CPU profile over the same span (written to
 * `--profile FILE` when given, for attribution by source through the build's source maps; with
 * `--filter-runs`, the profile is the last filter change's, with `--sort` the sort's).
 *
 * Then `--filter-runs N` filter changes as bench/scale-search.ts times them (Year Built From, a
 * year more each run so the engine holds no answer for it, then Search: the server applies it,
 * part 2 §7), each split into the page's share and the call's: from the click to the API call's
 * start (the engine worker's fetch), the call itself (server and transfer, to its last byte), and
 * from its last byte to the repainted rows (the engine's parse and view, React's render).
 *
 * `--sort` then sorts on Avg Rent as bench/scale-search.ts does, and reports that step's long scripts.
 *
 *   npx tsx bench/history-ui-task.ts --seeded FILE [--dist DIR] [--runs N] [--profile FILE] [--filter-runs N] [--sort]
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import { addMonths, isoMonth } from '@contract/months';
import { column } from '../server/columns/measures';
import type { RentalOptionsBasicResponse } from '@contract/rental-options';
import { monthLabel } from '../src/components/rental-historical-table/history-filters';
import { SELECT_START_MONTH_LABEL } from '../src/components/rental-historical-table/rental-historical-table-constants';
import {
  buttonNamed,
  clickButtonStartingWith,
  clickUntil,
  fillLabelled,
  logInAt,
  longFrameScriptsSince,
  recordLongTasks,
  startSearchBench,
} from './browser/search-bench';

const { values: args } = parseArgs({
  options: {
    seeded: { type: 'string' },
    dist: { type: 'string' },
    runs: { type: 'string', default: '3' },
    profile: { type: 'string' },
    'filter-runs': { type: 'string', default: '0' },
    sort: { type: 'boolean', default: false },
  },
});
const bench = await startSearchBench('history-ui', { seeded: args.seeded });
const { server, browser } = bench;
const TABLE = 'section table[aria-busy]';
const FIRST_ROW = `(document.querySelector('${TABLE} tbody tr')?.textContent ?? null)`;
try {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  await recordLongTasks(page);
  await logInAt(page, server.origin, '/database/rental/rental-search');
  const options = (await (
    await page.request.get(`${server.origin}/api/v1/rental/options/basic`)
  ).json()) as RentalOptionsBasicResponse;
  const { dates } = options.baseConfiguration;
  const regions = (await (await page.request.get(`${server.origin}/api/v1/urban/options/regions`)).json()) as {
    regions: Array<{ id: number }>;
  };
  const firstMonth = isoMonth(dates.min_year, dates.min_month);
  const query = new URLSearchParams({
    queryMonthStart: firstMonth,
    queryMonthEnd: isoMonth(dates.max_year, dates.max_month),
    timeRange: options.timePeriodOptions[0]!.value,
  });
  for (const region of regions.regions) query.append('regionId', String(region.id));
  await page.goto(`${server.origin}/database/rental/market-history?${query}`);
  const ready = `document.querySelector('${TABLE}')?.getAttribute('aria-busy') === 'false' && ${FIRST_ROW} !== null`;
  await page.waitForFunction(ready, undefined, { timeout: 300_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const runs = Number(args.runs);
  const filterRuns = Number(args['filter-runs']);
  for (let run = 0; run < runs; run += 1) {
    // Alternate the start month, so each Search is one the engine does not hold.
    const start = addMonths(firstMonth, run % 2 === 0 ? 1 : 0);
    await page.getByRole('combobox', { name: SELECT_START_MONTH_LABEL }).click();
    await page.getByRole('option', { name: monthLabel(start), exact: true }).click();
    await page.waitForTimeout(1_000);
    const rowsBefore = await page.locator(TABLE).getAttribute('aria-rowcount');
    const since = await page.evaluate(() => performance.now());
    const profiled = run === runs - 1 && args.profile !== undefined && filterRuns === 0;
    if (profiled) await cdp.send('Profiler.start');
    const ms = await clickUntil(
      page,
      buttonNamed('Search'),
      `(() => { const t = document.querySelector('${TABLE}'); return t?.getAttribute('aria-busy') === 'false' && t.getAttribute('aria-rowcount') !== '${rowsBefore}' && ${FIRST_ROW} !== null; })()`,
    );
    await page.waitForTimeout(2_000);
    if (profiled) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(args.profile!, JSON.stringify(profile));
    }
    const scripts = (await longFrameScriptsSince(page, since)).filter((s) => s.invoker !== 'FrameRequestCallback');
    console.log(
      `run ${run + 1}: rows in ${Math.round(ms)} ms; long scripts: ` +
        scripts
          .slice(0, 4)
          .map((s) => `${Math.round(s.duration)} ms ${s.invoker}`)
          .join(', ') +
        `; load ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
  }
  if (filterRuns > 0) await clickButtonStartingWith(page, 'Open Advanced Filters');
  for (let run = 0; run < filterRuns; run += 1) {
    await fillLabelled(page, 'Year Built From', String(1970 + run));
    await page.waitForTimeout(1_000);
    const rowBefore = await page.evaluate(FIRST_ROW);
    // The history call the Search starts (from the engine worker: the context sees it).
    const call = context.waitForEvent('requestfinished', {
      predicate: (request) => new URL(request.url()).pathname === '/api/v1/rental/markethistory',
      timeout: 300_000,
    });
    const since = await page.evaluate(() => performance.now());
    const profiled = run === filterRuns - 1 && args.profile !== undefined && !args.sort;
    if (profiled) await cdp.send('Profiler.start');
    const clickedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
    const ms = await clickUntil(
      page,
      buttonNamed('Search'),
      `document.querySelector('${TABLE}')?.getAttribute('aria-busy') === 'false' && ${FIRST_ROW} !== null && ${FIRST_ROW} !== ${JSON.stringify(rowBefore)}`,
    );
    const timing = (await call).timing();
    await page.waitForTimeout(1_000);
    if (profiled) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(args.profile!, JSON.stringify(profile));
    }
    const scripts = (await longFrameScriptsSince(page, since)).filter((s) => s.invoker !== 'FrameRequestCallback');
    // clickedAt is read just before the click's evaluate: the wait before the call is at most this.
    const beforeCall = timing.startTime - clickedAt;
    const lastByte = timing.startTime + timing.responseEnd - clickedAt;
    console.log(
      `filter ${run + 1}: repaint ${Math.round(ms)} ms = ${Math.round(beforeCall)} ms to the call's start + ` +
        `${Math.round(timing.responseEnd)} ms the call + ${Math.round(ms - lastByte)} ms from its last byte to the rows; ` +
        `long scripts: ${scripts
          .slice(0, 3)
          .map((s) => `${Math.round(s.duration)} ms ${s.invoker}`)
          .join(', ')}; load ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
  }
  if (args.sort) {
    // The sort step of bench/scale-search.ts: Avg Rent descending, then the sort written to the address.
    const rowBefore = await page.evaluate(FIRST_ROW);
    const since = await page.evaluate(() => performance.now());
    if (args.profile !== undefined) await cdp.send('Profiler.start');
    const ms = await clickUntil(
      page,
      `[...document.querySelectorAll('${TABLE} th[aria-sort] button')].find((b) => b.textContent?.startsWith(${JSON.stringify(column('avg_rate').label)}))`,
      `document.querySelector('${TABLE} th[aria-sort="descending"]') !== null && ${FIRST_ROW} !== ${JSON.stringify(rowBefore)}`,
    );
    await page.waitForTimeout(1_000);
    if (args.profile !== undefined)
      writeFileSync(args.profile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    const scripts = (await longFrameScriptsSince(page, since)).filter((s) => s.invoker !== 'FrameRequestCallback');
    console.log(
      `sort: repaint ${Math.round(ms)} ms; long scripts: ${scripts
        .slice(0, 3)
        .map((s) => `${Math.round(s.duration)} ms ${s.invoker} ${s.file}`)
        .join(', ')}; load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  }
} finally {
  await bench.close();
}
