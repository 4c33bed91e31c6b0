import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePaging } from './usePaging.js';

describe('usePaging', () => {
  it('starts on page 1 with 10 rows (spec §9) and gives the DataTable pagination prop', () => {
    const { result } = renderHook(() => usePaging());
    expect(result.current.page).toBe(1);
    expect(result.current.pageSize).toBe(10);
    const pagination = result.current.pagination(42);
    expect(pagination).toMatchObject({ page: 1, pageSize: 10, total: 42 });
    act(() => pagination.onPageChange(3));
    expect(result.current.page).toBe(3);
  });

  it('goes back to page 1 when the page size changes', () => {
    const { result } = renderHook(() => usePaging({ pageSize: 10, page: 4, pageSizes: [5, 10, 25] }));
    expect(result.current.pagination(100).pageSizes).toEqual([5, 10, 25]);
    act(() => result.current.pagination(100).onPageSizeChange?.(25));
    expect(result.current.pageSize).toBe(25);
    expect(result.current.page).toBe(1);
  });
});
