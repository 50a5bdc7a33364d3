/** The engine worker with every project view's search answered by two projects in West (project-fixture-fetch.ts). */
import { exposeEngine } from '@workers/expose-engine';
import { projectFetch } from '@test-support/browser/project-fixture-fetch';

exposeEngine(projectFetch);
