import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from './app';
import { ensureDemoAccounts, type DemoAccount } from './auth/demo-accounts';
import { deleteExpiredSessions } from './auth/sessions';
import { loadConfig, type ServerConfig } from './config';
import { openDatabase } from './db/connection';
import type { Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { withStartupLock } from './db/startup-lock';
import { ensureSaleRowTexts } from './queries/sales/sale-row-texts';
import { ensureRentalRollups } from './queries/rental/activity-rollups';
import { ensureSaleSearchTexts } from './queries/sales/sale-search-text';
import { seedDatabase } from './seed';
import { ACTIVITY_STORE_LINE, restartablePool, type SearchRunner } from './search-pool/search-runner';

/**
 * `npm run serve` / `npm start`: connect, migrate, seed an empty database, create the demo
 * accounts, listen. Stops gracefully on SIGINT/SIGTERM (in-flight requests finish first).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const { db, dialect, location } = await openDatabase(config);
  const threads = searchThreads(config, location);
  const searchRunner = threads?.runner;
  const app = await buildApp({ db, config, searchRunner });
  app.log.info({ dialect, location, searchThreads: searchRunner?.threads ?? 0 }, 'database connected');

  // Several processes may start together on one PostgreSQL database: one at a time writes.
  const { seeded, createdDemoAccounts } = await withStartupLock(db, async () => {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) app.log.info({ migrations: applied.map((m) => m.migrationName) }, 'database migrated');
    const seeded = await seedIfEmpty(db, config, app.log);
    const rowTexts = await ensureSaleRowTexts(db);
    if (rowTexts > 0) app.log.info({ sales: rowTexts }, 'sale row texts written');
    if (await ensureRentalRollups(db)) app.log.info('rental rollups written again from rental_activity');
    const searchTexts = await ensureSaleSearchTexts(db);
    if (searchTexts > 0) app.log.info({ sales: searchTexts }, 'sale search texts written');
    await deleteExpiredSessions(db);
    const createdDemoAccounts = config.seedDemoAccounts ? await ensureDemoAccounts(db, config.demoPassword) : [];
    return { seeded, createdDemoAccounts };
  });
  if (seeded) await threads?.restart();

  stopOnSignals(async () => {
    await app.close();
    await searchRunner?.close();
    await db.destroy();
  }, app.log);

  await app.listen({ port: config.port, host: config.host });
  // PORT=0 picks a free port; report the one actually bound.
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(startBanner(port, createdDemoAccounts, config.demoPassword));
  // The rental activity store is built in the background (search-runner.ts): said once it is in,
  // beside the banner, since until then a filtered rental market history reads SQL (seconds at
  // SEED_SCALE=10) and the build shares the machine with the first searches.
  // No search threads (SEARCH_THREADS=0): no store, the history reads SQL.
  void (searchRunner?.hasActivityStore?.() ?? Promise.resolve(false)).then((built) => {
    const seconds = Math.round(performance.now() / 100) / 10;
    console.log(
      built
        ? `${ACTIVITY_STORE_LINE} built (${seconds} s after the start)`
        : `${ACTIVITY_STORE_LINE} not built: no search threads, no rental activity, or its build failed (warned above)`,
    );
  });
}

/**
 * SEARCH_THREADS threads with a connection each (the SQLite file, or DATABASE_URL); none when 0.
 * Each thread warms up on the data when it starts (warm-up.ts). On a first start the database was
 * empty then, so the first searches after seeding ran cold (the widest rental search's API call:
 * 800-950 ms against 500-530 ms warm); `restart` starts fresh threads once the data is there.
 */
function searchThreads(
  config: ServerConfig,
  sqliteFile: string,
): { runner: SearchRunner; restart(): Promise<void> } | undefined {
  if (config.searchThreads === 0) return undefined;
  const database = config.databaseUrl
    ? { kind: 'postgres' as const, url: config.databaseUrl }
    : { kind: 'sqlite' as const, file: sqliteFile };
  return restartablePool(database, config.searchThreads);
}

/** One write, so the address and the accounts reach the console (and any reader) together. */
function startBanner(port: number, createdDemoAccounts: readonly DemoAccount[], demoPassword: string): string {
  const lines = ['', `Marketview is running at http://localhost:${port}/database/`];
  if (createdDemoAccounts.length > 0) {
    lines.push(`Demo accounts (password: ${demoPassword === 'demo' ? 'demo' : 'the DEMO_PASSWORD value'}):`);
    for (const account of createdDemoAccounts) lines.push(`  ${account.username.padEnd(12)} ${account.description}`);
  }
  return lines.join('\n');
}

/** Seeds the database when it has no regions; true when it did. */
async function seedIfEmpty(db: Kysely<Database>, config: ServerConfig, log: FastifyBaseLogger): Promise<boolean> {
  const { regionCount } = await db
    .selectFrom('regions')
    .select((eb) => eb.fn.countAll<number>().as('regionCount'))
    .executeTakeFirstOrThrow();
  if (Number(regionCount) > 0) return false;
  const asOf = config.seedAsOf ?? new Date();
  log.info(
    { seed: config.seed, scale: config.seedScale, asOf: asOf.toISOString().slice(0, 10) },
    'seeding the empty database',
  );
  const started = performance.now();
  const summary = await seedDatabase(db, { seed: config.seed, scale: config.seedScale, asOf });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log.info({ summary, seconds: Number(seconds) }, `database seeded in ${seconds} s`);
  return true;
}

/** Terminals and process managers may deliver a signal more than once; only the first counts. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

function stopOnSignals(stop: () => Promise<void>, log: FastifyBaseLogger): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // A request that never finishes must not keep the process alive forever.
    setTimeout(() => {
      log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

main().catch((error: unknown) => {
  console.error('Marketview failed to start:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause) console.error(error.cause);
  process.exit(1);
});
