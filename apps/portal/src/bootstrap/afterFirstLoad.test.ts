import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_START_DELAY_MS, afterFirstLoad } from './afterFirstLoad';

/** A window whose readyState and load event the test controls. */
function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  return Object.assign(target, {
    document: { readyState },
    requestIdleCallback: (cb: () => void) => setTimeout(cb, 50) as unknown as number,
    cancelIdleCallback: (id: number) => clearTimeout(id),
  }) as unknown as Window;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('afterFirstLoad (issue #8 §3)', () => {
  it('waits for the load event, then the delay, then an idle moment', () => {
    const win = fakeWindow('loading');
    const task = vi.fn();
    afterFirstLoad(task, win);
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(BACKGROUND_START_DELAY_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(51);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('counts from now when the page has already loaded', () => {
    const task = vi.fn();
    afterFirstLoad(task, fakeWindow('complete'));
    vi.advanceTimersByTime(BACKGROUND_START_DELAY_MS + 50);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const task = vi.fn();
    const cancel = afterFirstLoad(task, fakeWindow('complete'));
    vi.advanceTimersByTime(BACKGROUND_START_DELAY_MS + 10);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});
