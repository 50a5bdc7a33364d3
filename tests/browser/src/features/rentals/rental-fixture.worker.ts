/** The engine worker with the rental searches answered from fixtures (rental-fixture-fetch.ts). */
import { exposeEngine } from '@workers/expose-engine';
import { rentalFetch } from '@test-support/browser/rental-fixture-fetch';

exposeEngine(rentalFetch);
