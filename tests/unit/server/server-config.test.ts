import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/srv/marketview');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/marketview/data'),
      distDir: path.resolve('/srv/marketview/dist'),
      databaseUrl: null,
      seed: 2026,
      seedScale: 1,
      seedAsOf: null,
      mapStyleUrl: null,
      production: false,
      sessionLifetimeMs: 12 * 60 * 60 * 1000,
    });
  });

  it('reads the environment', () => {
    const config = loadConfig(
      {
        PORT: '9090',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/marketview',
        DATABASE_URL: 'postgres://u:p@db:5432/marketview',
        SEED: '7',
        SEED_SCALE: '0.5',
        SEED_AS_OF: '2026-09-30',
        MAP_STYLE_URL: 'https://tiles.example/style.json',
        PROVIDER_SITE_URL: 'https://provider.example',
        SESSION_LIFETIME_HOURS: '1',
        NODE_ENV: 'production',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      dataDir: '/var/lib/marketview',
      databaseUrl: 'postgres://u:p@db:5432/marketview',
      seed: 7,
      seedScale: 0.5,
      seedAsOf: new Date('2026-09-30T00:00:00Z'),
      mapStyleUrl: 'https://tiles.example/style.json',
      providerSiteUrl: 'https://provider.example',
      sessionLifetimeMs: 60 * 60 * 1000,
      production: true,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535, got "eighty"'],
    [{ PORT: '70000' }, 'PORT must be a whole number'],
    [{ SEED_SCALE: '0' }, 'SEED_SCALE must be a positive number'],
    [{ SEED_AS_OF: '2026-02-30x' }, 'SEED_AS_OF must be a date as yyyy-mm-dd'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// URL'],
  ])('stops on an invalid value %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
