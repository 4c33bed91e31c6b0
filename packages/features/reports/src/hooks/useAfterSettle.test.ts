import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECONDARY_CONTENT_DELAY_MS, useAfterSettle } from './useAfterSettle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useAfterSettle (issue #8: secondary content after the page has settled)', () => {
  it('turns true only after the delay', () => {
    const { result } = renderHook(() => useAfterSettle());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(SECONDARY_CONTENT_DELAY_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('never turns true once unmounted', () => {
    const { result, unmount } = renderHook(() => useAfterSettle(100));
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(false);
  });
});
