import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CellFormat, TotalRule } from '@contract/columns';
import { declaredMeasures, isField, type DeclaredMeasure } from '@server/columns/measures';
import { walkAnswer, walkApi, type AnswerShapes } from '@test-support/api-answers';
import { createTestApp, type TestApp } from '@test-support/test-app';

/**
 * One field, one measure (server/columns/measures.ts, shared/design/MEASURES.md): the test calls
 * every GET route of the API on the seeded data (the walk of every-value-formatted.test.ts), takes
 * every column definition of every search answer and landing group, every profile chart column,
 * every popup value and every update-history comparison row, and groups them by field. A field
 * fails when it is not in the catalogue, or when it is sent with a label, a format (percent scale
 * included) or a total rule the catalogue does not declare for it: two labels, formats or total
 * rules under one field are allowed only as a declared variant. A column without a total (history
 * rows, unit-type rows) shows none; when it has one, it is the declared rule. Every declared variant
 * must be sent somewhere, so none is a stale override.
 */

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.loginAs('demo');
  await t.app.ready();
});

afterAll(async () => {
  await t.close();
});

async function getJson<T = unknown>(url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.json<T>();
}

/** One place a field is sent: its label and format, and its total rule where it is a column. */
interface Sent extends CellFormat {
  label: string;
  total?: TotalRule;
  where: string;
}

const sent = new Map<string, Sent[]>();
const problems: string[] = [];
const seen = { columns: 0, charts: 0, labelled: 0, comparisons: 0 };

/** The call without its ids and query, so one table's many calls read as one place. */
const placeOf = (where: string) => where.replace(/\?.*$/, '').replace(/\d+/g, 'N');

function send(key: string, value: Sent): void {
  sent.set(key, [...(sent.get(key) ?? []), value]);
}

const SHAPES: AnswerShapes = {
  searchTable(where, definitions) {
    for (const { key, label, format, percentScale, total } of definitions) {
      seen.columns++;
      send(key, { label, format, percentScale, total, where: `column of ${placeOf(where)}` });
    }
  },
  sale() {},
  history(where, history) {
    for (const { key, label, format, percentScale } of history.compare.rows) {
      seen.comparisons++;
      if (format === undefined) problems.push(`${placeOf(where)} comparison row ${key}: no format`);
      else send(key, { label, format, percentScale, where: `comparison of ${placeOf(where)}` });
    }
  },
  display() {},
  labelled(where, entry) {
    for (const { key, label, format, percentScale } of [entry.name, ...entry.values]) {
      seen.labelled++;
      if (format === undefined) problems.push(`${placeOf(where)} value ${key}: no format`);
      else send(key, { label, format, percentScale, where: `value of ${placeOf(where)}` });
    }
  },
  chart(where, chart) {
    const { header, keys, formats } = 'data' in chart ? chart.data : chart;
    if (!Array.isArray(keys) || keys.length !== header.length) {
      problems.push(`${placeOf(where)} ${chart.name}: ${header.length} columns but keys ${JSON.stringify(keys)}`);
      return;
    }
    seen.charts++;
    keys.forEach((key, index) =>
      send(key, {
        label: header[index]!,
        format: formats[index]!.format,
        percentScale: formats[index]!.percentScale,
        where: `${chart.name} chart of ${placeOf(where)}`,
      }),
    );
  },
};

function describeSent(value: Pick<Sent, 'label' | 'format' | 'percentScale' | 'total'>): string {
  const scale = value.percentScale === undefined ? '' : ` x${value.percentScale}`;
  const total = value.total === undefined ? '' : `, total ${JSON.stringify(value.total)}`;
  return `"${value.label}" (${value.format}${scale}${total})`;
}

const sameTotal = (a: TotalRule, b: TotalRule) => JSON.stringify(a) === JSON.stringify(b);

/** A column without a total shows none; with one, it is the measure's rule. */
function isOf(value: Sent, measure: DeclaredMeasure, byTotal: boolean): boolean {
  return (
    value.label === measure.label &&
    value.format === measure.format &&
    value.percentScale === measure.percentScale &&
    (!byTotal || value.total === undefined || value.total.kind === 'none' || sameTotal(value.total, measure.total))
  );
}

describe('one measure per field: one label, one format, one total rule (MEASURES.md)', () => {
  it(
    "every column, chart, popup value and comparison row of the API is its field's declared measure",
    {
      timeout: 240_000,
    },
    async () => {
      const { uncalled } = await walkApi(t, getJson, (url, body) => walkAnswer(url, body, SHAPES));
      expect(uncalled, 'routes the API walk cannot call').toEqual([]);
      for (const [kind, count] of Object.entries(seen)) expect(count, kind).toBeGreaterThan(0);

      const used = new Set<string>();
      for (const [key, values] of sent) {
        if (!isField(key)) {
          problems.push(
            `${key}: no measure in the catalogue (sent as ${describeSent(values[0]!)} in ${values[0]!.where})`,
          );
          continue;
        }
        const declared = declaredMeasures(key);
        // Grouped by what is sent under the field: each distinct label, format and total once.
        const distinct = new Map<string, Sent>();
        for (const value of values) distinct.set(describeSent(value), value);
        const undeclared = [...distinct.values()].filter((value) => {
          const matches = declared.filter((measure) => isOf(value, measure, true));
          const shown = value.total !== undefined && value.total.kind !== 'none';
          if (matches.length === 1 || shown) matches.forEach((measure) => used.add(`${key} ${describeSent(measure)}`));
          return matches.length === 0;
        });
        if (undeclared.length > 0)
          problems.push(
            `${key}: sent as ${[...distinct.values()].map((value) => `${describeSent(value)} in ${value.where}`).join('; ')}` +
              ` — undeclared: ${undeclared.map(describeSent).join(', ')}; the catalogue declares ${declared.map(describeSent).join(', ')}`,
          );
      }
      expect(problems).toEqual([]);

      // A declared variant no table, chart or popup sends is a stale override.
      const unsent = [...sent.keys()].filter(isField).flatMap((key) => {
        const declared = declaredMeasures(key);
        return declared.length === 1
          ? []
          : declared.map((measure) => `${key} ${describeSent(measure)}`).filter((measure) => !used.has(measure));
      });
      expect(unsent, 'declared measures of a field with variants that nothing sends').toEqual([]);
    },
  );
});
