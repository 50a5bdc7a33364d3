/** The landing call answered from fixtures (landing-fixtures.ts), as a fixture server would. */
import { FAILING_REGION_ID, landingResponse } from '@test-support/browser/landing-fixtures';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export async function landingFetch(url: string): Promise<Response> {
  const parsed = new URL(url, 'http://fixture.local');
  if (parsed.pathname !== '/api/v1/urban/project/byregionlanding')
    return json({ statusCode: 404, error: 'Not Found', message: `No fixture for ${parsed.pathname}` }, 404);
  const regionIds = parsed.searchParams.getAll('regionId[]');
  if (regionIds.length === 1 && regionIds[0] === FAILING_REGION_ID)
    return json({ statusCode: 500, error: 'Internal Server Error', message: 'landing fixture failure' }, 500);
  return json(landingResponse(regionIds));
}
