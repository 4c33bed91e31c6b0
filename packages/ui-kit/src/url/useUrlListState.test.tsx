import { act, renderHook } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ListParamsState } from './useUrlListState.js';
import { useUrlListState, type UrlListStateOptions } from './useUrlListState.js';

/** A stand-in for react-router's `useSearchParams()`: the query string in state, each write a history entry. */
function renderListState(query: string, options?: UrlListStateOptions) {
  const history: string[] = [query];
  const view = renderHook(
    ({ keepPageFor, sortColumns }: UrlListStateOptions) => {
      const [params, setParams] = useState(() => new URLSearchParams(query));
      const write = useCallback<ListParamsState[1]>(
        (next) =>
          setParams((previous) => {
            const written = next(previous);
            history.push(written.toString());
            return written;
          }),
        [],
      );
      return useUrlListState([params, write], { keepPageFor, sortColumns });
    },
    { initialProps: options ?? {} },
  );
  return { ...view, history };
}

describe('useUrlListState', () => {
  it('reads page and limit with the §9 defaults and fallbacks', () => {
    expect(renderListState('').result.current).toMatchObject({ page: 1, pageSize: 10 });
    expect(renderListState('page=3&limit=25').result.current).toMatchObject({ page: 3, pageSize: 25 });
    expect(renderListState('page=-2&limit=7').result.current).toMatchObject({ page: 1, pageSize: 10 });
  });

  it('pages keep the size; a new size or filter goes back to page 1; each write is an entry', () => {
    const { result, history } = renderListState('page=2&limit=25&tag=a');
    act(() => result.current.pagination.onPageChange(3));
    expect(result.current.params.toString()).toBe('page=3&limit=25&tag=a');
    act(() => result.current.update({ tag: 'b' }));
    expect(result.current.params.toString()).toBe('limit=25&tag=b');
    act(() => result.current.pagination.onPageSizeChange(50));
    expect(result.current).toMatchObject({ page: 1, pageSize: 50 });
    expect(history).toEqual(['page=2&limit=25&tag=a', 'page=3&limit=25&tag=a', 'limit=25&tag=b', 'limit=50&tag=b']);
  });

  it('a keepPageFor-only patch stays on the page', () => {
    const { result } = renderListState('page=4', { keepPageFor: ['agent'] });
    act(() => result.current.update({ agent: 'AG-7' }));
    expect(result.current.params.toString()).toBe('page=4&agent=AG-7');
    act(() => result.current.update({ search: 'anna' }));
    expect(result.current.params.toString()).toBe('agent=AG-7&search=anna');
  });

  it('update and pagination stay the same objects across renders while nothing changes', () => {
    const { result, rerender } = renderListState('page=2', { keepPageFor: ['agent'] });
    const { update, pagination } = result.current;
    rerender({ keepPageFor: ['agent'] });
    expect(result.current.update).toBe(update);
    expect(result.current.pagination).toBe(pagination);
  });

  it('sortColumns: ?sort is read for those columns; a new sort is written as column:dir and goes back to page 1', () => {
    const { result } = renderListState('page=3&sort=rank:desc', { sortColumns: ['name', 'rank'] });
    expect(result.current.sort).toEqual({ by: 'rank', direction: 'desc' });
    expect(result.current.sortArg).toBe('rank:desc');
    act(() => result.current.onSortChange({ by: 'name', direction: 'asc' }));
    expect(result.current.params.toString()).toBe('sort=name%3Aasc');
    expect(result.current.sort).toEqual({ by: 'name', direction: 'asc' });
    expect(renderListState('sort=email:asc', { sortColumns: ['name'] }).result.current.sort).toBeUndefined();
    expect(renderListState('sort=name:asc').result.current.sortArg).toBeUndefined();
  });
});
