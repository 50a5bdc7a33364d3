/** The sales searches answered from fixtures (sales-search-fixtures.ts), as a fixture server would. */
import { salesMarketResponse, salesResponse } from '@test-support/browser/sales-search-fixtures';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Part 2 §7 query names; a full-text search 'fail' answers 500 (part 2 §8 "Sales search failure"). */
export async function salesFetch(url: string): Promise<Response> {
  const parsed = new URL(url, 'http://fixture.local');
  const subTypes = parsed.searchParams.getAll('subproperty-type[]').map(Number);
  const text = parsed.searchParams.get('text-search');
  if (text === 'fail')
    return json({ statusCode: 500, error: 'Internal Server Error', message: 'fixture failure' }, 500);
  if (parsed.pathname === '/api/v1/sales/sales') return json(salesResponse(subTypes, text));
  if (parsed.pathname === '/api/v1/sales/marketdata') return json(salesMarketResponse(subTypes));
  return json({ statusCode: 404, error: 'Not Found', message: `No fixture for ${parsed.pathname}` }, 404);
}
