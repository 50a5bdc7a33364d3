/**
 * The engine worker of the whole app under test: every search page's calls answered by its own
 * fixtures while the fixture server is up (server-switch.ts); 500 while it is down; and once the
 * session has ended, 403 with the reason 'session', as the server answers a request without a
 * session (part 1 §6, §8).
 */
import type { ForbiddenReason } from '@contract/session';
import { exposeEngine } from '@workers/expose-engine';
import { landingFetch } from '@test-support/browser/landing-fixture-fetch';
import { projectFetch } from '@test-support/browser/project-fixture-fetch';
import { rentalFetch } from '@test-support/browser/rental-fixture-fetch';
import { salesFetch } from '@test-support/browser/sales-fixture-fetch';
import { askServerState } from './server-switch';

const SESSION_ENDED: ForbiddenReason = 'session';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

exposeEngine(async (url) => {
  const state = await askServerState(self.name);
  if (state === 'session-ended')
    return json({ statusCode: 403, error: 'Forbidden', message: 'You are not logged in.', reason: SESSION_ENDED }, 403);
  if (state === 'down')
    return json({ statusCode: 500, error: 'Internal Server Error', message: 'fixture server down' }, 500);
  const path = new URL(url, 'http://fixture.local').pathname;
  if (path === '/api/v1/urban/project/byregionlanding') return landingFetch(url);
  if (path.startsWith('/api/v1/urban/')) return projectFetch(url);
  if (path.startsWith('/api/v1/rental/')) return rentalFetch(url);
  if (path.startsWith('/api/v1/sales/')) return salesFetch(url);
  return json({ statusCode: 404, error: 'Not Found', message: `No fixture for ${path}` }, 404);
});
