/** The rental searches answered from fixtures (rental-search-fixtures.ts), as a fixture server would. */
import { RENTAL_EXPANSION_MESSAGE } from '@contract/messages';
import {
  DENIED_TIME_RANGE,
  historyResponse,
  marketResponse,
  propertyResponse,
} from '@test-support/browser/rental-search-fixtures';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** How long a history call filtered by Year Built takes the fixture, as a server's search would take a moment. */
export const FILTERED_HISTORY_DELAY_MS = 300;

/** Part 2 §7 rental calls, by their query names. */
export async function rentalFetch(url: string): Promise<Response> {
  const parsed = new URL(url, 'http://fixture.local');
  // A filtered history is a search of the server's (part 2 §7): the page shows it loading.
  if (
    parsed.pathname === '/api/v1/rental/markethistory' &&
    [...parsed.searchParams.keys()].some((key) => key.startsWith('yearbuilt'))
  )
    await new Promise((resolve) => setTimeout(resolve, FILTERED_HISTORY_DELAY_MS));
  const regions = parsed.searchParams.getAll('region_filter[]').map(Number);
  if (parsed.pathname === '/api/v1/rental/propertydata') return json(propertyResponse(regions));
  if (parsed.pathname === '/api/v1/rental/marketdata') return json(marketResponse(regions));
  if (parsed.pathname === '/api/v1/rental/markethistory') {
    if (parsed.searchParams.get('timeRange') === DENIED_TIME_RANGE)
      return json(
        { statusCode: 403, error: 'Forbidden', message: RENTAL_EXPANSION_MESSAGE, reason: 'subscription' },
        403,
      );
    return json(
      historyResponse(
        parsed.searchParams.get('queryMonthStart') ?? '',
        parsed.searchParams.get('queryMonthEnd') ?? '',
        regions,
      ),
    );
  }
  return json({ statusCode: 404, error: 'Not Found', message: `No fixture for ${parsed.pathname}` }, 404);
}
