/** The engine worker with its fetches answered from fixtures (see fixture-fetcher.ts). */
import { exposeEngine } from '@workers/expose-engine';
import { fixtureFetch } from '@test-support/browser/fixture-fetcher';

exposeEngine(fixtureFetch);
