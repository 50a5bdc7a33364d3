/** The engine worker answering project market history from history-chart-fixtures.ts. */
import { exposeEngine } from '@workers/expose-engine';
import { HISTORY_ENDPOINT, HISTORY_RESPONSE } from './history-chart-fixtures';

exposeEngine(async (url) =>
  new URL(url, 'http://fixture.local').pathname === HISTORY_ENDPOINT
    ? new Response(JSON.stringify(HISTORY_RESPONSE), { headers: { 'Content-Type': 'application/json' } })
    : new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: url }), { status: 404 }),
);
