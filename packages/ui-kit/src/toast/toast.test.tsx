import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeModeProvider } from '../theme/ThemeModeProvider.js';
import { TOAST_DURATION_MS, ToastProvider, closeToast, showToast } from './toast.js';

function renderProvider() {
  return render(
    <ThemeModeProvider defaultMode="light">
      <ToastProvider dismissLabel="Dismiss">
        <main>app</main>
      </ToastProvider>
    </ThemeModeProvider>,
  );
}

/** Renders the provider and lets its lazily loaded toaster (notistack) mount. */
async function setup() {
  const view = renderProvider();
  await act(async () => {
    await import('./Toaster.js');
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
  return view;
}

/** Shows toasts and lets the toaster, loaded on first use, mount and take them. */
async function showNow(show: () => void) {
  act(show);
  await act(async () => {
    await import('./Toaster.js');
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

/** Advance fake time in small steps, letting React commit between notistack's chained transition timers. */
function flush(ms: number) {
  for (let t = 0; t < ms; t += 50) act(() => vi.advanceTimersByTime(50));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => {
    closeToast();
    vi.runOnlyPendingTimers();
  });
  vi.useRealTimers();
});

describe('ToastProvider / showToast', () => {
  it('a toaster that unmounts forgets its toasts: the same message shows again under the next one', async () => {
    const first = await setup();
    await showNow(() => {
      showToast('Address saved', 'success');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Address saved');
    first.unmount();
    await setup();
    await showNow(() => {
      showToast('Address saved', 'success');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Address saved');
  });

  it('shows a toast from outside React, as plain text', async () => {
    await setup();
    await showNow(() => {
      showToast('<b>Server</b> said <img src=x onerror=alert(1)>', 'error');
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('<b>Server</b> said <img src=x onerror=alert(1)>');
    expect(alert.querySelector('b, img')).toBeNull();
    expect(alert.className).toMatch(/error/);
  });

  it(`hides after ${TOAST_DURATION_MS} ms`, async () => {
    await setup();
    await showNow(() => {
      showToast('Saved', 'success');
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    flush(TOAST_DURATION_MS - 100);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    flush(2000);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('has a named dismiss button that closes the toast', async () => {
    await setup();
    await showNow(() => {
      showToast('Heads up');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    flush(1000);
    expect(screen.queryByText('Heads up')).not.toBeInTheDocument();
  });

  it('keeps at most three toasts', async () => {
    await setup();
    await showNow(() => {
      ['one', 'two', 'three', 'four'].forEach((t) => showToast(t, 'warning'));
    });
    flush(1000);
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    expect(screen.queryByText('one')).not.toBeInTheDocument();
  });

  it('shows the same message once while it is on screen, and again after it has gone (issue #28 item 7)', async () => {
    await setup();
    let keys: Array<string | number> = [];
    await showNow(() => {
      keys = [showToast('Blocked: pay the failed invoices', 'warning'), showToast('Blocked: pay the failed invoices', 'warning')];
    });
    flush(500);
    expect(keys[0]).toBe(keys[1]);
    expect(screen.getAllByText('Blocked: pay the failed invoices')).toHaveLength(1);
    flush(TOAST_DURATION_MS + 2000);
    expect(screen.queryByText('Blocked: pay the failed invoices')).not.toBeInTheDocument();
    await showNow(() => {
      showToast('Blocked: pay the failed invoices', 'warning');
    });
    flush(500);
    expect(screen.getAllByText('Blocked: pay the failed invoices')).toHaveLength(1);
  });

  it('queues toasts shown before the toaster has loaded, then shows them', async () => {
    showToast('Queued early', 'warning');
    await setup();
    expect(screen.getByText('Queued early')).toBeInTheDocument();
  });
});
