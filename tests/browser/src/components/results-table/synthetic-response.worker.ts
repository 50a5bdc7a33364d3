/**
 * Builds a synthetic search response as a JSON Blob off the page's thread, so serializing
 * 100,000 rows (and collecting the garbage afterwards) never shows up as a page long task in
 * the table benchmark.
 */
import { syntheticResponse } from '@bench/synthetic-results';

self.onmessage = (event: MessageEvent<number>) => {
  self.postMessage(new Blob([JSON.stringify(syntheticResponse(event.data))], { type: 'application/json' }));
};
