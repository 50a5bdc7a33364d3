/** Every project view's search answered by two projects in West (project-fixtures.ts), as a fixture server would. */
import type { ColumnDefinition } from '@contract/columns';
import { RENTAL_EXPANSION_MESSAGE } from '@contract/messages';
import type { SearchResponse } from '@contract/search';

const COLUMNS: ColumnDefinition[] = [
  { key: 'name', label: 'Project Name', format: 'text', total: { kind: 'none' }, link: 'project', alwaysVisible: true },
  { key: 'suite_count', label: 'Suites', format: 'integer', total: { kind: 'sum' } },
];

function project(id: number, name: string, submarketId: number, submarketName: string) {
  return {
    id,
    project_id: id,
    name,
    suite_count: 100 + id,
    region_id: 1,
    region_name: 'West',
    municipality_id: 11,
    municipality_name: 'West City',
    submarket_id: submarketId,
    submarket_name: submarketName,
    latitude: 43.65,
    longitude: -79.45,
  };
}

const RESPONSE: SearchResponse = {
  data: [project(1, 'Harbour Tower', 111, 'West South'), project(2, 'North Yard', 112, 'West North')],
  tableHeaders: { data: COLUMNS },
  clamped: false,
  clamped_message: null,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export async function projectFetch(url: string): Promise<Response> {
  const parsed = new URL(url, 'http://fixture.local');
  // Old-stock market history is rental history: refused as the server refuses an account without
  // the rental expansion (part 2 §6).
  if (parsed.pathname === '/api/v1/urban/markethistory/purpose-built/oldstock') {
    return json(
      { statusCode: 403, error: 'Forbidden', message: RENTAL_EXPANSION_MESSAGE, reason: 'subscription' },
      403,
    );
  }
  if (parsed.pathname.startsWith('/api/v1/urban/')) return json(RESPONSE);
  return json({ statusCode: 404, error: 'Not Found', message: `No fixture for ${parsed.pathname}` }, 404);
}
