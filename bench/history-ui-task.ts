/**
 * The UI-thread work when a Rental Market History answer arrives (every region, every month;
 * bench/scale-search.ts step 3 alone): the longest long-animation-frame scripts from the click on
 * Search to two seconds after the rows, and the page's CPU profile over the same span (written to
 * `--profile FILE` when given, for attribution by source through the build's source maps).
 *
 *   npx tsx bench/history-ui-task.ts --seeded FILE [--dist DIR] [--runs N] [--profile FILE]
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import { addMonths, isoMonth } from '@contract/months';
import type { RentalOptionsBasicResponse } from '@contract/rental-options';
import { monthLabel } from '../src/components/rental-historical-table/history-filters';
import { SELECT_START_MONTH_LABEL } from '../src/components/rental-historical-table/rental-historical-table-constants';
import {
  buttonNamed,
  clickUntil,
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
  for (let run = 0; run < runs; run += 1) {
    // Alternate the start month, so each Search is one the engine does not hold.
    const start = addMonths(firstMonth, run % 2 === 0 ? 1 : 0);
    await page.getByRole('combobox', { name: SELECT_START_MONTH_LABEL }).click();
    await page.getByRole('option', { name: monthLabel(start), exact: true }).click();
    await page.waitForTimeout(1_000);
    const rowsBefore = await page.locator(TABLE).getAttribute('aria-rowcount');
    const since = await page.evaluate(() => performance.now());
    if (run === runs - 1 && args.profile !== undefined) await cdp.send('Profiler.start');
    const ms = await clickUntil(
      page,
      buttonNamed('Search'),
      `(() => { const t = document.querySelector('${TABLE}'); return t?.getAttribute('aria-busy') === 'false' && t.getAttribute('aria-rowcount') !== '${rowsBefore}' && ${FIRST_ROW} !== null; })()`,
    );
    await page.waitForTimeout(2_000);
    if (run === runs - 1 && args.profile !== undefined) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(args.profile, JSON.stringify(profile));
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
} finally {
  await bench.close();
}
