/** The engine worker with the sales searches answered from fixtures (sales-fixture-fetch.ts). */
import { exposeEngine } from '@workers/expose-engine';
import { salesFetch } from '@test-support/browser/sales-fixture-fetch';

exposeEngine(salesFetch);
