import { changeLanguage } from '@agent-portal/i18n';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADER_DELAY_MS, LoaderOverlay } from './LoaderOverlay.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LoaderOverlay', () => {
  it('appears only after 150 ms, then hides at once when closed', () => {
    const { rerender } = render(<LoaderOverlay open />);
    expect(screen.queryByTestId('loader-overlay')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(LOADER_DELAY_MS - 1));
    expect(screen.queryByTestId('loader-overlay')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('loader-overlay')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    rerender(<LoaderOverlay open={false} />);
    expect(screen.queryByTestId('loader-overlay')).not.toBeInTheDocument();
  });

  it('never flashes for a request shorter than the delay', () => {
    const { rerender } = render(<LoaderOverlay open />);
    act(() => vi.advanceTimersByTime(100));
    rerender(<LoaderOverlay open={false} />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByTestId('loader-overlay')).not.toBeInTheDocument();
  });

  it('is named in the page’s language by default (issue #29)', async () => {
    vi.useRealTimers();
    await act(() => changeLanguage('de'));
    try {
      render(<LoaderOverlay open />);
      expect(await screen.findByRole('progressbar', { name: 'Wird geladen…' })).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('uses the given label', () => {
    render(<LoaderOverlay open label="Cargando" />);
    act(() => vi.advanceTimersByTime(LOADER_DELAY_MS));
    expect(screen.getByRole('progressbar', { name: 'Cargando' })).toBeInTheDocument();
  });
});
