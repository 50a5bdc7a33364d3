import type { MarketEngine } from '@src/engine/engine-api';
import type { createEnginePool } from '@src/engine/engine-pool';
import { answerServerQuestions } from './server-switch';

/**
 * The app's engine in the whole-app tests: the real pool on the fixture worker that answers every
 * search page (app-fixture.worker.ts) as `server.state` says. Each test file mocks the
 * engine-pool module's getEngine with `appFixtureEngine` (see app-harness.tsx).
 */
export const server = answerServerQuestions();

/** Every fixture worker the pool started, so a test can end one as a crash would. */
export const fixtureWorkers: Worker[] = [];

let engine: MarketEngine | null = null;

export function appFixtureEngine(createPool: typeof createEnginePool): MarketEngine {
  engine ??= createPool({
    size: 1,
    createWorker: () => {
      const worker = new Worker(new URL('./app-fixture.worker.ts', import.meta.url), {
        type: 'module',
        name: server.channelName,
      });
      fixtureWorkers.push(worker);
      return worker;
    },
  });
  return engine;
}

/** A fresh engine for the next test: nothing cached from the last one. */
export function disposeAppFixtureEngine(): void {
  engine?.dispose();
  engine = null;
  fixtureWorkers.length = 0;
}
