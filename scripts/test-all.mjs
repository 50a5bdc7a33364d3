#!/usr/bin/env node
// `npm test`: the whole suite in tiers (unit in Node, browser components in Chromium, end-to-end
// journeys with Playwright against the real server), then one plain summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium is needed for the browser and end-to-end tests but was not found at ${chromium}.\n` +
      'Install it (as root): apt-get update && apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at an existing Chromium binary.',
  );
  process.exit(1);
}

const reports = mkdtempSync(join(tmpdir(), 'marketview-test-'));
const bin = (name) => join('node_modules', '.bin', name);

const tiers = [
  {
    name: 'unit',
    command: bin('vitest'),
    args: [
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'unit.json')}`,
    ],
    report: join(reports, 'unit.json'),
    kind: 'vitest',
  },
  {
    name: 'browser',
    command: bin('vitest'),
    args: [
      'run',
      '--project',
      'browser',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'browser.json')}`,
    ],
    report: join(reports, 'browser.json'),
    kind: 'vitest',
  },
  {
    name: 'e2e',
    command: bin('playwright'),
    args: ['test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
    report: join(reports, 'e2e.json'),
    kind: 'playwright',
  },
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
let anyTierFailed = false;
/** Failed tests by name, repeated at the very end: CI logs are often read from the tail only. */
const failures = [];

for (const tier of tiers) {
  if (only.length > 0 && !only.includes(tier.name)) continue;
  console.log(`\n=== ${tier.name} tests ===`);
  const result = spawnSync(tier.command, tier.args, { stdio: 'inherit', env: { ...process.env, ...tier.env } });
  if (result.status !== 0) anyTierFailed = true;
  const counts = readCounts(tier);
  if (!counts) {
    console.error(`The ${tier.name} tier produced no report (exit ${result.status}).`);
    anyTierFailed = true;
    continue;
  }
  failures.push(...failedTests(tier));
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  console.log(`${tier.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
}

if (failures.length > 0) console.log(`\nfailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(anyTierFailed || failed > 0 || passed === 0 ? 1 : 0);

function readCounts(tier) {
  if (!existsSync(tier.report)) return null;
  const json = JSON.parse(readFileSync(tier.report, 'utf8'));
  if (tier.kind === 'vitest') {
    return {
      passed: json.numPassedTests ?? 0,
      failed: (json.numFailedTests ?? 0) + countSuitesThatFailedToRun(json),
      skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
    };
  }
  const stats = json.stats ?? {};
  return {
    // A flaky test failed first and passed on Playwright's retry; Playwright lists it by name.
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

// A test file that failed to load or to set up has no failed test; count it as one failure.
function countSuitesThatFailedToRun(json) {
  return (json.testResults ?? []).filter(
    (suite) => suite.status === 'failed' && !(suite.assertionResults ?? []).some((t) => t.status === 'failed'),
  ).length;
}

/** "tier file › test: first line of the error" for each failed test or suite of a tier's report. */
function failedTests(tier) {
  if (!existsSync(tier.report)) return [];
  const json = JSON.parse(readFileSync(tier.report, 'utf8'));
  const firstLine = (text) =>
    String(text ?? '')
      .trim()
      .split('\n')[0]
      .slice(0, 300);
  if (tier.kind === 'vitest') {
    return (json.testResults ?? []).flatMap((suite) => {
      const file = String(suite.name ?? '').replace(`${process.cwd()}/`, '');
      const tests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
      if (tests.length === 0 && suite.status === 'failed') return [`${tier.name} ${file}: ${firstLine(suite.message)}`];
      return tests.map((t) => `${tier.name} ${file} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    });
  }
  const lines = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        lines.push(`${tier.name} ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of json.suites ?? []) visit(suite);
  return lines;
}
