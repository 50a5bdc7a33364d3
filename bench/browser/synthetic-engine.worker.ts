/**
 * The engine worker for the browser benchmark: the real engine, with fetches of the synthetic
 * endpoint answered by a JSON body built in the worker (the engine still parses it itself).
 */
import { exposeEngine } from '../../workers/expose-engine';
import { syntheticResponse } from '../synthetic-results';

exposeEngine(async (url) => {
  const rows = Number(new URL(url, 'http://bench.local').searchParams.get('rows') ?? '100000');
  return new Response(JSON.stringify(syntheticResponse(rows)), { headers: { 'Content-Type': 'application/json' } });
});
