import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Options of {@link lazyWithFallback}. */
export interface LazyWithFallbackOptions {
  /** Wait before the one retry of a failed load, in ms. Default 1,500 ms. */
  retryDelayMs?: number;
}

/**
 * `React.lazy` for code that is not worth a broken page: when the module fails to load (the
 * server restarted, the network dropped, a new deployment replaced the chunk), it tries once
 * more after `retryDelayMs`, then renders `Fallback` instead of throwing to the route's error
 * boundary. Use it for decorative parts (a chart beside the figures) and for error screens
 * themselves, whose own failed chunk would otherwise leave a blank page (issue #13 §5).
 * @param load - the dynamic import, e.g. `() => import('./TrendChart.js')`.
 * @param Fallback - rendered with the same props when both tries fail (may render nothing).
 * @returns a lazy component; wrap it in `Suspense` as usual. Never rejects.
 */
export function lazyWithFallback<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Fallback: ComponentType<P>,
  { retryDelayMs = 1_500 }: LazyWithFallbackOptions = {},
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().catch(() =>
      new Promise<void>((resolve) => setTimeout(resolve, retryDelayMs))
        .then(load)
        .catch(() => ({ default: Fallback })),
    ),
  );
}
