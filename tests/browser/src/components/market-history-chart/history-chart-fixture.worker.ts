/** The engine worker answering project market history from history-chart-fixtures.ts. */
import { exposeEngine } from '@workers/expose-engine';
import {
  HISTORY_ENDPOINT,
  HISTORY_RESPONSE,
  LONG_HISTORY_ENDPOINT,
  LONG_HISTORY_RESPONSE,
} from './history-chart-fixtures';

const ANSWERS: Record<string, unknown> = {
  [HISTORY_ENDPOINT]: HISTORY_RESPONSE,
  [LONG_HISTORY_ENDPOINT]: LONG_HISTORY_RESPONSE,
};

exposeEngine(async (url) => {
  const answer = ANSWERS[new URL(url, 'http://fixture.local').pathname];
  return answer === undefined
    ? new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: url }), { status: 404 })
    : new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
});
