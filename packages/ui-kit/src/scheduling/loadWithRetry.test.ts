import { expectCountsOverTime } from '@agent-portal/vitest-config/harness';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWithRetry } from './loadWithRetry.js';

afterEach(() => vi.useRealTimers());

const failing = (failures: number, value = 'module') => {
  let calls = 0;
  const load = vi.fn(() => (++calls <= failures ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(value)));
  return load;
};

describe('loadWithRetry (issue #13 §5)', () => {
  it('calls onLoaded with what the first successful try resolved to', async () => {
    const onLoaded = vi.fn();
    loadWithRetry(failing(0), onLoaded);
    await vi.waitFor(() => expect(onLoaded).toHaveBeenCalledWith('module'));
  });

  it('tries again after 2 s, then 4 s, … up to the maximum, and never rejects', async () => {
    vi.useFakeTimers();
    const load = failing(3);
    const onLoaded = vi.fn();
    loadWithRetry(load, onLoaded, { firstDelayMs: 2_000, maxDelayMs: 3_000 });
    // at once, 2 s later, then 4 s capped at 3 s, twice
    await expectCountsOverTime(() => load.mock.calls.length, [[0, 1], [1_999, 1], [1, 2], [3_000, 3], [3_000, 4]]);
    expect(onLoaded).toHaveBeenCalledTimes(1);
  });

  it('tries again at once when the browser comes back online', async () => {
    vi.useFakeTimers();
    const load = failing(1);
    const onLoaded = vi.fn();
    loadWithRetry(load, onLoaded, { firstDelayMs: 60_000 });
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect(onLoaded).toHaveBeenCalledWith('module');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('cancel stops the tries and onLoaded', async () => {
    vi.useFakeTimers();
    const load = failing(1);
    const onLoaded = vi.fn();
    const cancel = loadWithRetry(load, onLoaded);
    await vi.advanceTimersByTimeAsync(0);
    cancel();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(onLoaded).not.toHaveBeenCalled();
  });
});
