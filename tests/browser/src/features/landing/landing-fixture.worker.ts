/** The engine worker with the landing call answered from fixtures (landing-fixture-fetch.ts). */
import { exposeEngine } from '@workers/expose-engine';
import { landingFetch } from '@test-support/browser/landing-fixture-fetch';

exposeEngine(landingFetch);
