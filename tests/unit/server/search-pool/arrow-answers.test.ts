import { Type, tableFromIPC } from '@uwdata/flechette';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARROW_ENVELOPE,
  ARROW_FROM_ROW,
  ARROW_GROUP_KEY,
  ARROW_LINES_FIELD,
  ARROW_ROWS_PATH,
  ARROW_STREAM_TYPE,
  rowsPathKeys,
} from '@contract/arrow-search';
import type { ResultKind } from '@contract/engine';
import { TYPE_STANDINGS } from '@contract/product-facts';
import { SEARCH_ROWS } from '@server/search-pool/searches';
import { buildDataset, cellAt, type ColumnarDataset } from '@contract/columnar-dataset';
import { readArrowGroups } from '@workers/service/arrow-groups';
import { IpcMessageSplitter } from '@contract/arrow-ipc-messages';
import { readArrowSearch } from '@workers/service/arrow-response';
import { parseSearchResponse } from '@workers/service/search-response';
import { walkApi } from '@test-support/api-answers';
import { createTestApp, TEST_AS_OF, type TestApp } from '@test-support/test-app';
import { SALES_QUERY } from '@contract/sales-search';
import type { SalesOptionsBasicResponse } from '@contract/sales-options';
import { warmUpAnswer } from '@workers/service/arrow-warm-up';

/**
 * The engine's columnar transport (contract/arrow-search.ts) over every GET route of the API on
 * the seeded data: a search with rows answers Arrow to a client that asks for it, and the Arrow
 * answer holds exactly the JSON answer (envelope, rows, values, nulls, nested lists, dates); the
 * engine's columns read from it equal the columns it builds from the JSON. Every other answer,
 * and every answer to a client that does not ask, is the spec's JSON, the same bytes whatever
 * was asked before.
 */
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.loginAs('demo');
  await t.app.ready();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const TYPE_NAMES = new Map(Object.entries(Type).map(([name, id]) => [id as number, name]));

/** The engine's warm-up answer's days of sales (workers/service/arrow-warm-up.ts). */
const WARM_UP_DAYS = 10;

const ARROW_ACCEPT = `${ARROW_STREAM_TYPE}, application/json;q=0.5`;

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response;
}

/**
 * The answer the Arrow stream holds as the engine reads it (its own encodings, texts sent as lines
 * and items taking their row's values, are read back by the engine's reader), rebuilt as JSON
 * would give it: the envelope with the rows in place.
 */
function answerOfArrow(bytes: Uint8Array, kind: ResultKind): unknown {
  const table = tableFromIPC(bytes, { useProxy: false });
  const envelope = JSON.parse(table.schema.metadata!.get(ARROW_ENVELOPE)!) as Record<string, unknown>;
  const keys = rowsPathKeys(table.schema.metadata!.get(ARROW_ROWS_PATH)!);
  const { dataset } = readArrowSearch(bytes, kind);
  const rows: Array<Record<string, unknown>> = [];
  for (let row = 0; row < dataset.rowCount; row++) {
    const record: Record<string, unknown> = {};
    for (const field of dataset.fieldOrder) record[field] = cellAt(dataset.fields.get(field), row);
    rows.push(record);
  }
  let holder: Record<string, unknown> = envelope;
  for (const key of keys.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
  holder[keys[keys.length - 1]!] = rows;
  return envelope;
}

interface SchemaField {
  name: string;
  type: { typeId: number; id?: number; children?: SchemaField[] };
  metadata?: Map<string, string> | null;
}

/** The encodings of a row's repeated values a schema uses (server/http/arrow-columns.ts). */
function redundancyEncodings(fields: readonly SchemaField[]): string[] {
  const found: string[] = [];
  const dictionaryIds: number[] = [];
  const visit = (field: SchemaField) => {
    if (field.type.typeId === Type.Dictionary) dictionaryIds.push(field.type.id!);
    if (field.metadata?.get(ARROW_LINES_FIELD) !== undefined) {
      found.push('text as lines');
      if (field.type.children?.[0]?.metadata?.get(ARROW_FROM_ROW) !== undefined) found.push('line from the row');
    } else if (field.metadata?.get(ARROW_FROM_ROW) !== undefined) found.push('item child from the row');
    for (const child of field.type.children ?? []) visit(child);
  };
  for (const field of fields) visit(field);
  if (new Set(dictionaryIds).size < dictionaryIds.length) found.push('dictionary shared by fields');
  return found;
}

/** JSON rows with every field of the answer present: a field a row leaves out is null in a column. */
function withEveryField(answer: unknown, rowsPath: string): unknown {
  const copy = structuredClone(answer) as Record<string, unknown>;
  const keys = rowsPathKeys(rowsPath);
  let holder: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
  const rows = holder[keys[keys.length - 1]!] as Array<Record<string, unknown>>;
  const fields = new Set<string>();
  for (const row of rows) for (const field in row) fields.add(field);
  holder[keys[keys.length - 1]!] = rows.map((row) => {
    const full: Record<string, unknown> = {};
    for (const field of fields) full[field] = row[field] ?? null;
    return full;
  });
  return copy;
}

/** Every cell, field order and pin of two datasets. */
function expectSameColumns(where: string, fromArrow: ColumnarDataset, fromJson: ColumnarDataset): void {
  expect(fromArrow.rowCount, where).toBe(fromJson.rowCount);
  expect(fromArrow.fieldOrder, where).toEqual(fromJson.fieldOrder);
  for (const field of fromJson.fieldOrder) {
    const arrow = fromArrow.fields.get(field)!;
    const json = fromJson.fields.get(field)!;
    expect(arrow.type, `${where} ${field}`).toBe(json.type);
    const arrowCells: unknown[] = [];
    const jsonCells: unknown[] = [];
    for (let row = 0; row < fromJson.rowCount; row++) {
      arrowCells.push(cellAt(arrow, row));
      jsonCells.push(cellAt(json, row));
    }
    expect(arrowCells, `${where} ${field}`).toEqual(jsonCells);
  }
  expect(fromArrow.points, where).toEqual(fromJson.points);
  expect(fromArrow.columns, where).toEqual(fromJson.columns);
}

/** The streams of a grouped answer (contract/arrow-search.ts ARROW_GROUP_KEY), each to its end-of-stream marker. */
function streamsOf(bytes: Uint8Array): Uint8Array[] {
  const streams: Uint8Array[] = [];
  for (let at = 0; at < bytes.length;) {
    const splitter = new IpcMessageSplitter();
    splitter.push(bytes.subarray(at));
    expect(splitter.ended).toBe(true);
    streams.push(bytes.slice(at, at + splitter.consumed));
    at += splitter.consumed;
  }
  return streams;
}

/**
 * A grouped answer (the landing search): each group's stream holds exactly the group, and the
 * engine's columns of each group are the ones it builds from the group's JSON rows.
 */
function expectSameGroups(url: string, bytes: Uint8Array, answer: Record<string, Record<string, unknown>>): number {
  const rebuilt: Record<string, unknown> = {};
  const expected: Record<string, unknown> = {};
  for (const stream of streamsOf(bytes)) {
    const metadata = tableFromIPC(stream).schema.metadata!;
    const key = metadata.get(ARROW_GROUP_KEY)!;
    rebuilt[key] = answerOfArrow(stream, 'projects');
    expected[key] = withEveryField(answer[key], metadata.get(ARROW_ROWS_PATH)!);
  }
  // Every group, in the answer's order.
  expect(Object.keys(rebuilt), url).toEqual(Object.keys(answer));
  expect(rebuilt, url).toEqual(expected);
  let rows = 0;
  for (const { key, group, search } of readArrowGroups(bytes, 'projects')) {
    const parsed = parseSearchResponse(answer[key], 'projects');
    expect({ ...group, data: [] }, url).toEqual({ ...answer[key], data: [] });
    expect({ ...search.envelope, rows: [] }, url).toEqual({ ...parsed, rows: [] });
    expectSameColumns(`${url} ${key}`, search.dataset, buildDataset(parsed.rows, parsed.columns));
    rows += search.dataset.rowCount;
  }
  return rows;
}

/** A URL's route: the project searches take each type and standing as path segments. */
function routeOf(pathname: string): string {
  for (const { projectType, standing } of TYPE_STANDINGS)
    if (pathname.endsWith(`/${projectType}/${standing}`))
      return pathname.slice(0, -`/${projectType}/${standing}`.length) + '/:projectType/:projectStanding';
  return pathname;
}

describe('Arrow answers for the engine (contract/arrow-search.ts)', () => {
  it(
    'every search with rows answers Arrow holding exactly its JSON; everything else stays JSON',
    { timeout: 300_000 },
    async () => {
      const arrowPaths = new Set<string>();
      const encodings = new Set<string>();
      const sharedEncodings = new Set<string>();
      let arrowRows = 0;
      const { uncalled } = await walkApi(
        t,
        async <T = unknown>(url: string): Promise<T> => {
          // Arrow first, so a JSON answer built after it (and cached per format) shows it is unchanged.
          const asked = await get(url, { accept: ARROW_ACCEPT });
          const plainJson = await get(url);
          const asJson = await get(url, { accept: 'application/json' });
          expect(plainJson.headers['content-type'], url).toMatch(/^application\/json/);
          expect(asJson.rawPayload.equals(plainJson.rawPayload), url).toBe(true);
          const answer = plainJson.json<T>();
          if (!String(asked.headers['content-type']).startsWith(ARROW_STREAM_TYPE)) {
            // A route without rows: the same JSON whatever the client asked for.
            expect(asked.rawPayload.equals(plainJson.rawPayload), url).toBe(true);
            return answer;
          }
          expect(String(asked.headers.vary), url).toMatch(/\baccept\b/);
          const bytes = new Uint8Array(asked.rawPayload);
          const arrowTable = tableFromIPC(bytes);
          for (const field of arrowTable.schema.fields) encodings.add(TYPE_NAMES.get(field.type.typeId)!);
          for (const encoding of redundancyEncodings(arrowTable.schema.fields)) sharedEncodings.add(encoding);
          if (arrowTable.schema.metadata?.has(ARROW_GROUP_KEY) === true) {
            arrowRows += expectSameGroups(url, bytes, answer as Record<string, Record<string, unknown>>);
            arrowPaths.add(routeOf(new URL(url, 'http://x').pathname));
            return answer;
          }
          const rowsPath = new Map(arrowTable.schema.metadata!).get(ARROW_ROWS_PATH)!;
          const kind: ResultKind = rowsPath === 'data' ? 'projects' : 'sales';
          expect(answerOfArrow(bytes, kind), url).toEqual(withEveryField(answer, rowsPath));
          // The engine's columns from the Arrow buffers are the ones it builds from the JSON rows.
          const parsed = parseSearchResponse(answer, kind);
          const { envelope, dataset } = readArrowSearch(bytes, kind);
          expect({ ...envelope, rows: [] }, url).toEqual({ ...parsed, rows: [] });
          expectSameColumns(url, dataset, buildDataset(parsed.rows, parsed.columns));
          arrowPaths.add(routeOf(new URL(url, 'http://x').pathname));
          arrowRows += dataset.rowCount;
          return answer;
        },
        () => undefined,
      );
      expect(uncalled).toEqual([]);
      // Every search of the server's registry (each one the engine loads, the landing search's
      // groups included) answered Arrow on its route (the project searches share one route
      // pattern per kind).
      expect(arrowPaths.size, [...arrowPaths].join('\n')).toBe(Object.keys(SEARCH_ROWS).length);
      expect(arrowRows).toBeGreaterThan(1000);
      // The seeded answers use every encoding the server chooses (server/http/arrow-columns.ts).
      expect([...encodings].sort()).toEqual(
        expect.arrayContaining(['Decimal', 'Dictionary', 'Float', 'Int', 'List', 'Utf8']),
      );
      // And every encoding of what a row repeats, so the comparison above covers each of them.
      expect([...sharedEncodings].sort()).toEqual([
        'dictionary shared by fields',
        'item child from the row',
        'line from the row',
        'text as lines',
      ]);
    },
  );

  /**
   * The engine worker's warm-up answer (workers/service/arrow-warm-up.ts) is what the server
   * answers now to a sales search of the newest ten days on the seeded data: the same column kinds
   * and encodings as the widest search's, so the warm-up compiles the code the first real answer
   * runs. When the encoder or the data change, `npx vitest run <this file> --project unit -u`
   * writes it again.
   */
  it("is the server's Arrow answer to a sales search of the newest ten days of every sub-type, and the engine reads it", async () => {
    const options = (
      await t.app.inject({ url: '/api/v1/sales/options/basic', headers: { cookie } })
    ).json<SalesOptionsBasicResponse>();
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const query = new URLSearchParams({
      [SALES_QUERY.from]: day(new Date(TEST_AS_OF.getTime() - WARM_UP_DAYS * 86_400_000)),
      [SALES_QUERY.to]: day(TEST_AS_OF),
    });
    for (const type of options.propertyTypes)
      for (const subType of type.sub_property_types) query.append(SALES_QUERY.subPropertyType, String(subType.id));
    const response = await t.app.inject({
      url: `/api/v1/sales/sales?${query}`,
      headers: { cookie, accept: ARROW_STREAM_TYPE, 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-type']).toContain(ARROW_STREAM_TYPE);
    const source =
      "// Written by tests/unit/server/search-pool/arrow-answers.test.ts (vitest -u): the server's Arrow answer to a\n" +
      '// sales search of the newest ten days on the seeded data, base64 (workers/service/arrow-warm-up.ts).\n' +
      `export const WARM_UP_SALES_ANSWER =\n  '${response.rawPayload.toString('base64')}';\n`;
    await expect(source).toMatchFileSnapshot('../../../../workers/service/arrow-warm-up-answer.ts');
    const { dataset } = readArrowSearch(warmUpAnswer(), 'sales');
    expect(dataset.rowCount).toBeGreaterThan(0);
  });
});
