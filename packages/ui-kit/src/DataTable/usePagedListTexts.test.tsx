import { i18n } from '@agent-portal/i18n';
import { renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePagedListTexts } from './usePagedListTexts.js';

const NS = 'pagedListTextsTest';

beforeAll(() => {
  i18n.addResourceBundle('en', NS, {
    list: { loadError: 'The clients could not be loaded.', empty: 'No clients yet', noMatch: 'No clients match', pagination: 'Client pages', goToPage: 'Client page {{page}}' },
    filters: { clear: 'Clear search and filters' },
    agents: { loadError: 'Not loaded.', empty: 'No agents', pagination: 'Agent pages' },
  });
});
afterAll(() => i18n.removeResourceBundle('en', NS));

describe('usePagedListTexts (issue #30)', () => {
  it('reads each text under the prefix, another key where told, and the optional ones the namespace has', () => {
    const { result } = renderHook(() => usePagedListTexts(NS, 'list', { reset: 'filters.clear' }));
    const { goToPage, ...texts } = result.current;
    expect(texts).toEqual({ loadError: 'The clients could not be loaded.', empty: 'No clients yet', noMatch: 'No clients match', reset: 'Clear search and filters', pagination: 'Client pages' });
    expect(goToPage?.(3)).toBe('Client page 3');
  });

  it('leaves out what the namespace does not have: no no-match state, ui-kit’s own page links', () => {
    const { result } = renderHook(() => usePagedListTexts(NS, 'agents'));
    expect(result.current).toEqual({ loadError: 'Not loaded.', empty: 'No agents', pagination: 'Agent pages' });
  });
});
