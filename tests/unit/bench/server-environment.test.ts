import { describe, expect, it } from 'vitest';
import { benchServerEnvironment } from '@bench/load/server-process';
import { loadConfig, type Environment } from '@server/config';

/** Every variable the server reads, found by letting it read an environment that records the names. */
function serverVariables(base: Environment): string[] {
  const names = new Set<string>();
  const recording = new Proxy(base, {
    get(target, name) {
      if (typeof name === 'string') names.add(name);
      return Reflect.get(target, name) as string | undefined;
    },
  });
  loadConfig(recording);
  return [...names];
}

describe('the benchmarks’ server environment', () => {
  it('passes none of the server’s settings from the shell, only the benchmark’s own', () => {
    // Both branches of the production switch, so names read only in production are found too.
    const names = new Set([...serverVariables({}), ...serverVariables({ NODE_ENV: 'production' })]);
    expect(names).toContain('DATABASE_URL');
    expect(names).toContain('SEED_DEMO');
    // A developer's shell with a value for each that would change the run or stop it.
    const shell: NodeJS.ProcessEnv = { PATH: '/usr/bin', HOME: '/home/dev' };
    for (const name of names) shell[name] = `from-the-shell-${name}`;
    const settings = { DATA_DIR: '/tmp/bench-data', SEARCH_CACHE: 'off' };
    const env = benchServerEnvironment(settings, shell);
    for (const name of names) expect(env[name] ?? '').not.toMatch(/^from-the-shell-/);
    expect(env.PATH).toBe('/usr/bin');
    const config = loadConfig(env, '/repo');
    expect(config).toMatchObject({
      dataDir: '/tmp/bench-data',
      databaseUrl: null,
      production: false,
      demoPassword: 'demo',
      searchCacheBytes: 0,
      host: '127.0.0.1',
      port: 0,
    });
  });
});
