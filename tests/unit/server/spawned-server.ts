import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { connectPostgres } from '@server/db/connection';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface SpawnedServer {
  child: ChildProcess;
  origin: string;
  output: () => string;
}

/** The environment of `npm run serve` for a test: loopback, a small seed, no built app. */
export function serverEnv(settings: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    SEED_SCALE: '0.02',
    SEED_AS_OF: '2026-09-30',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    DEMO_PASSWORD: 'demo',
  };
  delete env.DATABASE_URL;
  for (const [name, value] of Object.entries(settings)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

/** `node --import tsx server/main.ts` as `npm run serve` runs it; resolves once it listens. */
export function startServer(env: NodeJS.ProcessEnv): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Marketview is running at http:\/\/localhost:(\d+)\/database\//.exec(output);
      if (match?.[1]) resolve({ child, origin: `http://127.0.0.1:${match[1]}`, output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
}

/** Runs the server to its exit (a start that must fail); resolves with its exit code and output. */
export function runUntilExit(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

export function killed(server: SpawnedServer, signal: NodeJS.Signals): Promise<NodeJS.Signals | null> {
  return new Promise((resolve) => {
    server.child.on('exit', (_code, received) => resolve(received));
    server.child.kill(signal);
  });
}

/**
 * A schema of its own in DATABASE_URL's database for the test file (created before its tests,
 * dropped after), and the URL that confines a server to it; null without DATABASE_URL.
 */
export function privatePostgresSchema(prefix: string): { schema: string; url: string } | null {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return null;
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  beforeAll(async () => {
    const admin = connectPostgres(databaseUrl).db;
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    await admin.destroy();
  });
  afterAll(async () => {
    const admin = connectPostgres(databaseUrl).db;
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin);
    await admin.destroy();
  });
  return { schema, url: url.toString() };
}
