import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithFallback } from './lazyWithFallback.js';

const Real = ({ label }: { label: string }) => <p>real {label}</p>;
const Fallback = ({ label }: { label: string }) => <p>fallback {label}</p>;

describe('lazyWithFallback (issue #13 §5: a failed chunk never blanks the page)', () => {
  it('renders the module when it loads', async () => {
    const Lazy = lazyWithFallback(() => Promise.resolve({ default: Real }), Fallback, { retryDelayMs: 1 });
    render(<Suspense fallback="…"><Lazy label="x" /></Suspense>);
    expect(await screen.findByText('real x')).toBeTruthy();
  });

  it('retries once after the delay, and uses the module if the retry loads', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ default: Real });
    const Lazy = lazyWithFallback(load, Fallback, { retryDelayMs: 1 });
    render(<Suspense fallback="…"><Lazy label="y" /></Suspense>);
    expect(await screen.findByText('real y')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders the fallback with the same props when both tries fail', async () => {
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const Lazy = lazyWithFallback(load, Fallback, { retryDelayMs: 1 });
    render(<Suspense fallback="…"><Lazy label="z" /></Suspense>);
    expect(await screen.findByText('fallback z')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
