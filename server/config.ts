import os from 'node:os';
import path from 'node:path';

/** Everything the server reads from its environment, resolved once at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the default SQLite database file. */
  dataDir: string;
  /** `postgres://...` selects PostgreSQL; null means the SQLite file in `dataDir`. */
  databaseUrl: string | null;
  /** Folder of the built SPA served under /database/. */
  distDir: string;
  production: boolean;
  /** Whether the three demo accounts are created (always outside production). */
  seedDemoAccounts: boolean;
  demoPassword: string;
  seed: number;
  seedScale: number;
  /** The seed's "today" (SEED_AS_OF, yyyy-mm-dd); null means the day the database is seeded. */
  seedAsOf: Date | null;
  /** A real basemap style; null means the app builds its own offline style. */
  mapStyleUrl: string | null;
  /** The provider's own site, target of the external redirects (/contact-us, /about, ...). */
  providerSiteUrl: string;
  sessionLifetimeMs: number;
  passwordMinLength: number;
  loginThrottle: LoginThrottleConfig;
  /** Forwarded by a load balancer: trust X-Forwarded-Proto/For so cookies get `Secure` behind TLS. */
  trustProxy: boolean;
  /** Pino log level, or false to log nothing (tests). */
  logLevel: string | false;
  /** Search threads of the server (SEARCH_THREADS); 0 runs searches on the request thread. */
  searchThreads: number;
  /** Bytes of encoded search bodies kept for repeated searches (SEARCH_CACHE_MB); 0 turns the cache off. */
  searchCacheBytes: number;
}

export interface LoginThrottleConfig {
  /** Failed attempts allowed within the window, per username and per client address. */
  maxFailures: number;
  windowMs: number;
}

const HOUR_MS = 60 * 60 * 1000;
const DEFAULT_PROVIDER_SITE_URL = 'https://www.marketview.example';

export type Environment = Readonly<Record<string, string | undefined>>;

/** Reads and validates the environment; an invalid value stops the start with a clear message. */
export function loadConfig(env: Environment = process.env, cwd: string = process.cwd()): ServerConfig {
  const production = env.NODE_ENV === 'production';
  return {
    port: readInteger(env, 'PORT', 8080, { min: 0, max: 65535 }),
    host: readText(env, 'HOST') ?? '0.0.0.0',
    dataDir: path.resolve(cwd, readText(env, 'DATA_DIR') ?? 'data'),
    databaseUrl: readDatabaseUrl(env),
    distDir: path.resolve(cwd, readText(env, 'DIST_DIR') ?? 'dist'),
    production,
    seedDemoAccounts: !production || env.SEED_DEMO === '1',
    demoPassword: readText(env, 'DEMO_PASSWORD') ?? 'demo',
    seed: readInteger(env, 'SEED', 2026, { min: 0, max: Number.MAX_SAFE_INTEGER }),
    seedScale: readPositiveNumber(env, 'SEED_SCALE', 1),
    seedAsOf: readDate(env, 'SEED_AS_OF'),
    mapStyleUrl: readText(env, 'MAP_STYLE_URL') ?? null,
    providerSiteUrl: readText(env, 'PROVIDER_SITE_URL') ?? DEFAULT_PROVIDER_SITE_URL,
    sessionLifetimeMs: readPositiveNumber(env, 'SESSION_LIFETIME_HOURS', 12) * HOUR_MS,
    passwordMinLength: readInteger(env, 'PASSWORD_MIN_LENGTH', 8, { min: 1, max: 256 }),
    loginThrottle: {
      maxFailures: readInteger(env, 'LOGIN_MAX_FAILURES', 5, { min: 1, max: 1000 }),
      windowMs: readPositiveNumber(env, 'LOGIN_THROTTLE_MINUTES', 15) * 60 * 1000,
    },
    trustProxy: env.TRUST_PROXY === '1',
    logLevel: readText(env, 'LOG_LEVEL') ?? 'info',
    searchThreads: readInteger(env, 'SEARCH_THREADS', os.availableParallelism(), { min: 0, max: 64 }),
    searchCacheBytes:
      env.SEARCH_CACHE?.trim() === 'off'
        ? 0
        : readInteger(env, 'SEARCH_CACHE_MB', 256, { min: 0, max: 65536 }) * 2 ** 20,
  };
}

function readText(env: Environment, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readInteger(env: Environment, name: string, fallback: number, range: { min: number; max: number }): number {
  const text = readText(env, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < range.min || value > range.max) {
    throw new Error(`${name} must be a whole number from ${range.min} to ${range.max}, got "${text}"`);
  }
  return value;
}

function readPositiveNumber(env: Environment, name: string, fallback: number): number {
  const text = readText(env, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number, got "${text}"`);
  }
  return value;
}

function readDate(env: Environment, name: string): Date | null {
  const text = readText(env, name);
  if (text === undefined) return null;
  const date = new Date(`${text}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(date.getTime())) {
    throw new Error(`${name} must be a date as yyyy-mm-dd, got "${text}"`);
  }
  return date;
}

function readDatabaseUrl(env: Environment): string | null {
  const url = readText(env, 'DATABASE_URL');
  if (url === undefined) return null;
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new Error('DATABASE_URL must be a postgres:// URL (leave it unset for the SQLite file in DATA_DIR)');
  }
  return url;
}
