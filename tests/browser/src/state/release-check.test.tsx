import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { NEW_VERSION_MESSAGE, VERSION_CHECK_INTERVAL_MS } from '@contract/shell-constants';
import { alertStore } from '@src/state/alert';
import { startReleaseCheck } from '@src/state/release-check';
import { resetShellState, stubFetch, POLL } from '@test-support/browser/shell-harness';

let stop: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

afterEach(() => {
  stop();
  resetShellState();
});

/** Only the interval is faked, so the stubbed fetch and the waits below still run on real time. */
async function advance(ms: number): Promise<void> {
  vi.advanceTimersByTime(ms);
  await new Promise((done) => setTimeout(done, 20));
}

describe('new-release check (part 1 §4, §8, §9)', () => {
  test('asks version.json without cache every 600000 ms and alerts on a mismatch', async () => {
    const calls = stubFetch({ '/database/version.json': { body: { version: 'build-2' } } });
    const fetchSpy = vi.mocked(fetch);
    stop = startReleaseCheck('build-1');

    await advance(VERSION_CHECK_INTERVAL_MS - 1);
    expect(calls).toEqual([]);
    expect(alertStore.message).toBeNull();

    await advance(1);
    expect(calls.map((call) => call.url)).toEqual(['/database/version.json']);
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
    await vi.waitFor(() => expect(alertStore.message).toBe(NEW_VERSION_MESSAGE), POLL);
  });

  test('the same version raises nothing, and checking goes on', async () => {
    const calls = stubFetch({ '/database/version.json': { body: { version: 'build-1' } } });
    stop = startReleaseCheck('build-1');
    await advance(VERSION_CHECK_INTERVAL_MS);
    await advance(VERSION_CHECK_INTERVAL_MS);
    expect(calls).toHaveLength(2);
    expect(alertStore.message).toBeNull();
  });

  test('an unreachable version file is not a new release', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = stubFetch({ '/database/version.json': { status: 503, body: { message: 'down' } } });
    stop = startReleaseCheck('build-1');
    await advance(VERSION_CHECK_INTERVAL_MS);
    await vi.waitFor(() => expect(calls).toHaveLength(1), POLL);
    expect(alertStore.message).toBeNull();
  });
});
