/**
 * The fixture engine worker plus a way to crash it from the test: a `{ crashTest: true }`
 * message throws an uncaught error, as a bug or a broken build would.
 */
import { exposeEngine } from '../../../workers/expose-engine';
import { fixtureFetch } from './fixture-fetcher';

exposeEngine(fixtureFetch);

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  const data = event.data as { crashTest?: boolean } | null;
  if (data?.crashTest) {
    setTimeout(() => {
      throw new Error('Simulated engine worker crash');
    });
  }
});
