import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// Its own file: it mocks the Toaster module and resets the module registry.
describe('ToastProvider', () => {
  it('loads the toaster on the first toast only, not with the page (issue #8)', async () => {
    const mounted = vi.fn();
    vi.doMock('./Toaster', () => ({
      Toaster: () => {
        mounted();
        return null;
      },
    }));
    try {
      const fresh = await import('./toast.js');
      render(
        <fresh.ToastProvider>
          <main>app</main>
        </fresh.ToastProvider>,
      );
      await act(async () => {
        for (let i = 0; i < 5; i += 1) await Promise.resolve();
      });
      expect(mounted).not.toHaveBeenCalled();
      act(() => {
        fresh.showToast('First');
      });
      await act(async () => {
        await import('./Toaster.js');
        for (let i = 0; i < 5; i += 1) await Promise.resolve();
      });
      expect(mounted).toHaveBeenCalled();
    } finally {
      vi.doUnmock('./Toaster');
    }
  });

});
