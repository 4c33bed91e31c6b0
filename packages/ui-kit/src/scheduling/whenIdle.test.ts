import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWhenIdle, whenIdle } from './whenIdle.js';

/** A window whose readyState and load event the test controls; idle callbacks come 50 ms later. */
function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  return Object.assign(target, {
    document: { readyState },
    requestIdleCallback: (cb: () => void) => setTimeout(cb, 50) as unknown as number,
    cancelIdleCallback: (id: number) => clearTimeout(id),
  }) as unknown as Window;
}

const DELAY_MS = 2000;
const options = { delayMs: DELAY_MS, idleTimeoutMs: 3000 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('whenIdle (issue #8: off the first paint’s path)', () => {
  it('with afterLoad waits for the load event, then the delay, then an idle moment', () => {
    const win = fakeWindow('loading');
    const task = vi.fn();
    whenIdle(task, { ...options, afterLoad: true, win });
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(DELAY_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(51);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('with afterLoad counts from now when the page has already loaded', () => {
    const task = vi.fn();
    whenIdle(task, { ...options, afterLoad: true, win: fakeWindow('complete') });
    vi.advanceTimersByTime(DELAY_MS + 50);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('without afterLoad does not wait for the load event', () => {
    const task = vi.fn();
    whenIdle(task, { ...options, win: fakeWindow('loading') });
    vi.advanceTimersByTime(DELAY_MS + 50);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const task = vi.fn();
    const cancel = whenIdle(task, { ...options, afterLoad: true, win: fakeWindow('complete') });
    vi.advanceTimersByTime(DELAY_MS + 10);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});

describe('useWhenIdle', () => {
  it('turns true only after the delay (jsdom has no requestIdleCallback: it runs at once then)', () => {
    const { result } = renderHook(() => useWhenIdle({ delayMs: 1500, idleTimeoutMs: 2000 }));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1499));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('never turns true once unmounted', () => {
    const { result, unmount } = renderHook(() => useWhenIdle({ delayMs: 100, idleTimeoutMs: 2000 }));
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(false);
  });
});
