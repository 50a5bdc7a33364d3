import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COLUMN_FORMATS, isNumericColumn, type CellFormat, type ColumnDefinition } from '@contract/columns';
import { hasRawMonth } from '@contract/dates';
import { formatCell, MISSING_VALUE } from '@contract/format';
import { URBAN_ACTION_FIELD } from '@contract/project-display';
import { STANDING_LABELS } from '@contract/product-facts';
import type { RentalChart } from '@contract/rental-display';
import type { SaleDisplayPayload } from '@contract/sales-display';
import type {
  ChartTable,
  LabelledValue,
  ProfileDetailGroup,
  ProjectDetailsSection,
  ProjectDisplayResponse,
  ProjectHistoryResponse,
} from '@contract/urban-project';
import { chartTexts, detailValueText } from '@src/components/profile/shown-text';
import { loadPinDetails } from '@src/components/map/pin-details';
import { compareRows, compareValueText } from '@src/features/compare/compare-rows';
import { comparisonHeadings, comparisonValueText, versionRowTexts } from '@src/features/profiles/update-history-text';
import { rentalChartTable } from '@src/features/rentals/profile/rental-chart-table';
import {
  mortgagePairs,
  saleDateText,
  salePriceText,
  splitAtSign,
  withSquareMetres,
} from '@src/features/sales/sale-page/sale-display-text';
import { detailItemHref, websiteHref } from '@src/lib/website-href';
import { LINKED, seededCalls, walkAnswer, walkApi, type AnswerShapes } from '@test-support/api-answers';
import { createTestApp, type TestApp } from '@test-support/test-app';

/**
 * Every number and date the product shows reads in its format (part 1 §9: table dates 'MMM yyyy',
 * popup dates yyyy-MM-dd, missing '-', percent fields divided by 100; part 2 §9: currency with
 * thousands separators and no decimals, land acres 2 decimals). The test calls every GET route of
 * the API on the seeded database (search views for every project type and standing, the rental and
 * sales views, profiles of every standing, their chart histories, rental months, popups, sales),
 * finds in the answers every column definition, chart, profile block, labelled value, update
 * history and sale page, writes each value through the functions the UI writes it with, and
 * fails on raw output. A route it cannot call, a column or chart without formats, or a number
 * whose format is not numeric fails it too.
 */

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.loginAs('demo');
  await t.app.ready();
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});

async function getJson<T = unknown>(url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.json<T>();
}

// ---- What raw output looks like ----------------------------------------------------------------

const GROUPED = String.raw`\d{1,3}(?:,\d{3})*`;
/** The shape each format writes (contract/format.ts); '-' is a missing value in every format. */
const SHAPES: Readonly<Record<Exclude<(typeof COLUMN_FORMATS)[number], 'text' | 'period'>, RegExp>> = {
  integer: new RegExp(`^-?${GROUPED}$`),
  year: /^\d{4}$/,
  decimal: new RegExp(`^-?${GROUPED}(?:\\.\\d{1,2})?$`),
  currency: new RegExp(`^-?\\$${GROUPED}$`),
  currencyWithCents: new RegExp(`^-?\\$${GROUPED}\\.\\d{2}$`),
  percent: new RegExp(`^-?${GROUPED}\\.\\d%$`),
  acres: new RegExp(`^-?${GROUPED}\\.\\d{2}$`),
  date: /^[A-Z][a-z]{2} \d{4}$/,
  month: /^[A-Z][a-z]{2} \d{4}$/,
};

/** A unit after a figure ("1,265 sq ft", "12 units", "2.10 acres"). */
const UNIT = String.raw`(?:sq ft|units?|m2|m²|acres?|ft|spaces|%)`;

/**
 * Raw output in a text: a `yyyy-MM` month, or a dollar amount, a figure with a unit or a text that
 * is a figure alone, of 1000 or more without thousands separators or with more than 2 decimals.
 * (A house number or a file number is neither: it has no unit and is not alone.)
 */
function proseProblem(text: string): string | null {
  if (hasRawMonth(text)) return 'a yyyy-MM month';
  if (/\$\d{4,}/.test(text) || /\$[\d,]*\.\d{3,}/.test(text)) return 'an unformatted dollar amount';
  const figure = String.raw`(?<![\d,.])\d{4,}(?:\.\d+)?`;
  if (
    new RegExp(String.raw`${figure}(?=(?:\s*-\s*[\d,.]+)?\s*${UNIT})`).test(text) ||
    new RegExp(`^-?${figure}$`).test(text.trim())
  )
    return 'a figure of 1000 or more without thousands separators';
  if (new RegExp(String.raw`\d\.\d{3,}\s*${UNIT}`).test(text) || /^-?[\d,]*\.\d{3,}$/.test(text.trim()))
    return 'a figure with more than 2 decimals';
  return null;
}

/** Raw output for a value written by `format`. */
function formatProblem(format: CellFormat['format'], text: string): string | null {
  if (text === MISSING_VALUE) return null;
  if (format === 'text' || format === 'period') return proseProblem(text);
  return SHAPES[format].test(text) ? null : `not written as ${format}`;
}

/** Problems found, as `where: "text" (problem)` lines: the test shows them all at once. */
const problems: string[] = [];
const seen = { columns: 0, rows: 0, charts: 0, details: 0, labelled: 0, histories: 0, sales: 0, popups: 0 };

function report(where: string, text: string, problem: string | null): void {
  if (problem !== null) problems.push(`${where}: "${text}" (${problem})`);
}

function checkFormatKnown(where: string, format: unknown): format is CellFormat['format'] {
  const known = typeof format === 'string' && (COLUMN_FORMATS as readonly string[]).includes(format);
  if (!known) problems.push(`${where}: no known format (${JSON.stringify(format)})`);
  return known;
}

/** A number (or numeric text) needs a numeric format. */
function checkNumberFormat(where: string, how: Partial<CellFormat>, value: unknown): void {
  const numeric = typeof value === 'number' || (typeof value === 'string' && /^-?\d+(?:\.\d+)?$/.test(value.trim()));
  if (numeric && (how.format === undefined || !isNumericColumn({ format: how.format })))
    problems.push(`${where}: the number ${JSON.stringify(value)} has no numeric format (${String(how.format)})`);
}

// ---- The shapes found in the answers -----------------------------------------------------------

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null;

/** Search answers (and landing groups): definitions and their rows, written as the tables write them. */
function checkSearchTable(where: string, definitions: ColumnDefinition[], data: Json): void {
  const rows = (Array.isArray(data) ? data : []).flatMap((row: Json) =>
    // The sales searches wrap their rows once more (part 2 §7).
    isObject(row) && Array.isArray(row.data) && !('tableHeaders' in row) ? (row.data as Json[]) : [row],
  );
  for (const definition of definitions) {
    seen.columns++;
    checkFormatKnown(`${where} column ${definition.key}`, definition.format);
  }
  const withSubRows = rows.flatMap((row) =>
    isObject(row) && Array.isArray(row.subRows) ? [row, ...row.subRows] : [row],
  );
  for (const row of withSubRows) {
    if (!isObject(row)) continue;
    seen.rows++;
    for (const definition of definitions) {
      const value = row[definition.key];
      if (value === undefined || !checkFormatKnown(`${where} ${definition.key}`, definition.format)) continue;
      // The UrbanAction column shows YES or the project's link, not its value (part 1 §3).
      if (definition.key === URBAN_ACTION_FIELD) continue;
      if (typeof value === 'boolean' || Array.isArray(value) || isObject(value)) continue;
      checkNumberFormat(`${where} ${definition.key}`, definition, value);
      report(
        `${where} ${definition.key}`,
        formatCell(definition, value),
        formatProblem(definition.format, formatCell(definition, value)),
      );
    }
  }
}

/** A profile chart, as the chart table writes it (src/components/profile/shown-text.ts). */
function checkChart(where: string, chart: ChartTable): void {
  seen.charts++;
  const { header, formats, rows } = chart.data;
  if (!Array.isArray(formats) || formats.length !== header.length) {
    problems.push(`${where} ${chart.name}: ${header.length} columns but formats ${JSON.stringify(formats)}`);
    return;
  }
  formats.forEach((format, index) => checkFormatKnown(`${where} ${chart.name} ${header[index]}`, format.format));
  const texts = chartTexts(chart);
  if (chart.data_as_of !== '')
    report(`${where} ${chart.name} Data as of`, texts.dataAsOf ?? '', formatProblem('month', texts.dataAsOf ?? ''));
  rows.forEach((row, rowIndex) =>
    row.forEach((value, index) => {
      const format = formats[index]!;
      const cell = `${where} ${chart.name} ${header[index]}`;
      checkNumberFormat(cell, format, value);
      const text = texts.rows[rowIndex]![index]!;
      report(cell, text, formatProblem(format.format, text));
    }),
  );
}

function checkRentalChart(where: string, chart: RentalChart): void {
  if (!Array.isArray(chart.formats)) problems.push(`${where} ${chart.name}: no formats`);
  checkChart(where, rentalChartTable(chart));
}

/** The figure of "1,265 sq ft": the value as its format wrote it, before the unit. */
function withoutUnit(text: string, unit: string | undefined): string {
  return unit !== undefined && text.endsWith(` ${unit}`) ? text.slice(0, -unit.length - 1) : text;
}

/** Profile detail blocks and detail tables (part 2 §2.8, §2.9), as the profile writes them. */
function checkDetails(where: string, groups: ProfileDetailGroup[], sections: ProjectDetailsSection[]): void {
  for (const group of groups)
    for (const item of group.data) {
      seen.details++;
      const cell = `${where} ${group.name} ${item.text}`;
      if (item.format !== undefined) checkFormatKnown(cell, item.format);
      checkNumberFormat(cell, item, item.value);
      const text = detailValueText(item);
      report(
        cell,
        text,
        item.format === undefined ? proseProblem(text) : formatProblem(item.format, withoutUnit(text, item.unit)),
      );
      // Part 2 §2.9, §5: every linked value is a link (a website with https:// when it has no scheme).
      if (item.url !== undefined && detailItemHref(item.url) === null)
        problems.push(`${cell}: the url ${JSON.stringify(item.url)} is no link`);
    }
  for (const section of sections)
    for (const row of section.data) {
      seen.details++;
      const cell = `${where} ${section.title} ${row.lbl}`;
      if (row.format !== undefined) checkFormatKnown(cell, row.format);
      checkNumberFormat(cell, row, row.value);
      const text = detailValueText(row);
      report(
        cell,
        text,
        row.format === undefined ? proseProblem(text) : formatProblem(row.format, withoutUnit(text, row.unit)),
      );
      if (row.ratio !== undefined && row.ratio !== null) report(`${cell} ratio`, row.ratio, proseProblem(row.ratio));
    }
}

/** Popup values (compare entries, part 2 §2.12): each carries its column's format. */
function checkLabelled(where: string, entry: { name?: LabelledValue; values: LabelledValue[] }): void {
  const rows = compareRows([entry as unknown as Record<string, unknown>]);
  for (const value of entry.values) {
    seen.labelled++;
    checkFormatKnown(`${where} ${value.key}`, value.format);
  }
  for (const row of rows) {
    const value = row.values[0] ?? null;
    checkNumberFormat(`${where} ${row.key}`, row, value);
    const text = compareValueText(row, value);
    report(`${where} ${row.key}`, text, row.format === undefined ? 'no format' : formatProblem(row.format, text));
  }
}

/** The update history (part 2 §2.10): standings by label, one comparison column per standing. */
function checkHistory(where: string, history: ProjectHistoryResponse): void {
  seen.histories++;
  const labels = new Set(Object.values(STANDING_LABELS));
  for (const version of history.summary) {
    const [, standing, updated] = versionRowTexts(version);
    if (!labels.has(standing)) problems.push(`${where} version ${version.version}: standing "${standing}" is no label`);
    report(
      `${where} version ${version.version} updated on`,
      updated,
      /^\d{4}-\d{2}-\d{2}$/.test(updated) ? null : 'not yyyy-MM-dd',
    );
  }
  const { standings, vid, rows } = history.compare;
  const headings = comparisonHeadings(standings);
  for (const heading of headings)
    if (!labels.has(heading)) problems.push(`${where}: comparison heading "${heading}" is no label`);
  if (new Set(standings).size !== standings.length) problems.push(`${where}: a standing has two comparison columns`);
  const went = [...new Set(history.summary.map((version) => version.standing))];
  if (JSON.stringify(went) !== JSON.stringify(standings))
    problems.push(
      `${where}: comparison columns ${standings.join(', ')} but the project went through ${went.join(', ')}`,
    );
  standings.forEach((standing, index) => {
    const newest = Math.max(
      ...history.summary.filter((version) => version.standing === standing).map((v) => v.version),
    );
    if (vid[index] !== newest)
      problems.push(`${where}: the ${standing} column shows version ${vid[index]}, not ${newest}`);
  });
  for (const row of rows) {
    if (row.values.length !== standings.length) problems.push(`${where} ${row.label}: ${row.values.length} values`);
    if (row.format !== undefined) checkFormatKnown(`${where} ${row.label}`, row.format);
    if (row.key === 'main_picture' || row.key === 'project_brochure') continue;
    row.values.forEach((value, index) => {
      checkNumberFormat(`${where} ${row.label}`, row, value);
      const text = comparisonValueText(row, value);
      report(
        `${where} ${row.label} ${headings[index]}`,
        text,
        row.format === undefined ? proseProblem(text) : formatProblem(row.format, text),
      );
    });
  }
}

/** The sale page's texts (part 2 §2.6), through the page's own text rules. */
function checkSale(where: string, sale: SaleDisplayPayload): void {
  seen.sales++;
  const texts: Array<[string, string]> = [
    ['price', salePriceText(sale.price)],
    ['sale date', saleDateText(sale.sale_date) ?? sale.sale_date],
    ...sale.landarea_data_summary.flatMap((line) =>
      splitAtSign(line).map((piece): [string, string] => ['land area', piece]),
    ),
    ...sale.landarea_data['row-data'].map((row): [string, string] => ['land area row', withSquareMetres(row.text)]),
    ...sale.landarea_data['aggregate-type-table'].rows.flatMap((row) =>
      Object.values(row).map((value): [string, string] => ['land area table', withSquareMetres(value ?? '')]),
    ),
    ...sale.saleparts.rows.map((row): [string, string] => ['sale price', salePriceText(row.price)]),
    ...sale.property_notes.property_features.data.map((feature): [string, string] => ['feature', feature.value]),
    ...sale.property_notes.property_parking_features.data.map((feature): [string, string] => [
      'parking',
      feature.value,
    ]),
    ...sale.property_notes.property_lots.rows.flatMap((row) =>
      row.slice(1).map((cell): [string, string] => ['lots', String(cell)]),
    ),
    ...sale.mortgage_info.flatMap((pairs) =>
      mortgagePairs(pairs)
        .filter((pair) => pair.label !== 'Notes')
        .map((pair): [string, string] => [`mortgage ${pair.label}`, pair.value]),
    ),
    ...sale.related_projects.map((project): [string, string] => [
      'related suites',
      formatCell({ format: 'integer' }, project.suite_count),
    ]),
  ];
  for (const [label, text] of texts) report(`${where} ${label}`, text, proseProblem(text));
  if (!/^\d{1,2} [A-Z][a-z]+ \d{4}$/.test(saleDateText(sale.sale_date) ?? ''))
    problems.push(`${where}: sale date ${sale.sale_date} is not day MONTH year`);
}

/** The checks of each shape the answers hold. */
const CHECKS: AnswerShapes = {
  searchTable: checkSearchTable,
  sale: checkSale,
  history: checkHistory,
  display(where, display) {
    checkDetails(where, display.profile_details, [
      ...display.project_details,
      ...display.project_residential_breakdown,
    ]);
    for (const key of ['website', 'rental_website'] as const) {
      const value = (display as Partial<ProjectDisplayResponse>)[key];
      if (typeof value === 'string' && websiteHref(value) === null)
        problems.push(`${where} ${key}: "${value}" is no link`);
    }
  },
  labelled: checkLabelled,
  chart(where, chart) {
    if ('data' in chart) checkChart(where, chart);
    else checkRentalChart(where, chart);
  },
};

describe('every number and date reads in its format (part 1 §9, part 2 §9)', () => {
  it('walks every GET route of the API and finds no raw output', { timeout: 240_000 }, async () => {
    const { routes, uncalled, walked, linked } = await walkApi(t, getJson, (url, body) =>
      walkAnswer(url, body, CHECKS),
    );
    expect(routes).toBeGreaterThan(20);
    expect(uncalled, 'routes the test cannot call: give them values or list them in NOT_FIGURES').toEqual([]);
    for (const [path, links] of linked) expect(links.size, path).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    // Every kind of answer was found and checked, so a change of shape cannot skip it silently.
    for (const [kind, count] of Object.entries(seen)) if (kind !== 'popups') expect(count, kind).toBeGreaterThan(0);
    expect([...walked]).toEqual(expect.arrayContaining(LINKED));
  });

  it('map popups write their figures as the tables do, dates as yyyy-MM-dd', { timeout: 120_000 }, async () => {
    // The popup loads through the app's own fetch; here that fetch reaches the test server.
    vi.stubGlobal('fetch', async (input: string | URL | Request) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      return new Response(response.body, {
        status: response.statusCode,
        headers: { 'content-type': 'application/json' },
      });
    });
    const calls = await seededCalls(t, getJson);
    const pins = [
      ...calls.projectIds.map((id) => ['projects', id] as const),
      ...calls.rentalIds.map((id) => ['rentals', id] as const),
      ...calls.saleIds.map((id) => ['sales', id] as const),
    ];
    problems.length = 0;
    for (const [kind, id] of pins) {
      const details = await loadPinDetails(kind, id, new AbortController().signal);
      seen.popups++;
      for (const line of details.lines)
        report(`${kind} popup ${id}`, line, /^\d{4}-\d{2}-\d{2}$/.test(line) ? null : proseProblem(line));
    }
    expect(seen.popups).toBe(pins.length);
    expect(problems).toEqual([]);
  });
});
