import { afterAll, beforeAll, expect, it } from 'vitest';
import { ARROW_STREAM_TYPE } from '@contract/arrow-search';
import { SALES_QUERY } from '@contract/sales-search';
import type { SalesOptionsBasicResponse } from '@contract/sales-options';
import { readArrowSearch } from '@workers/service/arrow-response';
import { warmUpAnswer } from '@workers/service/arrow-warm-up';
import { createTestApp, TEST_AS_OF, type TestApp } from '@test-support/test-app';

/**
 * The engine worker's warm-up answer (workers/service/arrow-warm-up.ts) is what the server
 * answers now to a sales search of the newest ten days on the seeded data: the same column kinds and encodings
 * as the widest search's, so the warm-up compiles the code the first real answer runs. When the
 * encoder or the data change, `npx vitest run --project unit -u <this file>` writes it again.
 */
const WARM_UP_DAYS = 10;

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.loginAs('demo');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

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
    "// Written by tests/unit/workers/service/arrow-warm-up.test.ts (vitest -u): the server's Arrow answer to a\n" +
    '// sales search of the newest ten days on the seeded data, base64 (workers/service/arrow-warm-up.ts).\n' +
    `export const WARM_UP_SALES_ANSWER =\n  '${response.rawPayload.toString('base64')}';\n`;
  await expect(source).toMatchFileSnapshot('../../../../workers/service/arrow-warm-up-answer.ts');
  const { dataset } = readArrowSearch(warmUpAnswer(), 'sales');
  expect(dataset.rowCount).toBeGreaterThan(0);
});
