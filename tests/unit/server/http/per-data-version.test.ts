import { describe, expect, test } from 'vitest';
import { perDataVersion } from '@server/http/per-data-version';

describe('perDataVersion (options kept until the data changes)', () => {
  test('loads once per data version, again after it changes, and retries a failed load', async () => {
    let version = 'v1';
    let loads = 0;
    let fail = false;
    const options = perDataVersion(
      async () => version,
      async () => {
        loads++;
        if (fail) throw new Error('database gone');
        return { version, loads };
      },
    );
    expect(await options()).toEqual({ version: 'v1', loads: 1 });
    expect(await Promise.all([options(), options()])).toEqual([
      { version: 'v1', loads: 1 },
      { version: 'v1', loads: 1 },
    ]);
    expect(loads).toBe(1);

    version = 'v2';
    fail = true;
    await expect(options()).rejects.toThrow('database gone');
    fail = false;
    expect(await options()).toEqual({ version: 'v2', loads: 3 });
    expect(await options()).toEqual({ version: 'v2', loads: 3 });
  });
});
