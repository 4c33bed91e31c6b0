import { loadWithRetry, whenIdle } from '@agent-portal/ui-kit';
import { Suspense, lazy, useEffect, useState } from 'react';

const UpdateToast = lazy(() => import('./UpdateToast').then((m) => ({ default: m.UpdateToast })));

/** What {@link PwaUpdates} needs of `serviceWorker.ts` (tests pass a fake). */
export interface ServiceWorkerModule {
  registerPortalServiceWorker: () => void;
  isUpdateReady: () => boolean;
  onUpdateReady: (listener: () => void) => () => void;
  applyUpdate: () => Promise<void>;
}

const loadServiceWorker = (): Promise<ServiceWorkerModule> => import('./serviceWorker');

/**
 * Registers the service worker after the first render, at an idle moment after the page's `load`
 * (issue #32 §1: its code — `workbox-window` — is off the first paint's path), and shows the
 * "A new version is ready — Reload" toast while a new release waits (issue #32 §2).
 * @param props.load - loads the registration module (default `./serviceWorker`; tests pass a fake).
 */
export function PwaUpdates({ load = loadServiceWorker }: { load?: () => Promise<ServiceWorkerModule> }) {
  const [worker, setWorker] = useState<ServiceWorkerModule | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    let cancelLoad: (() => void) | undefined;
    const cancelIdle = whenIdle(
      () => {
        cancelLoad = loadWithRetry(load, (module) => {
          if (cancelled) return;
          module.registerPortalServiceWorker();
          unsubscribe = module.onUpdateReady(() => setReady(true));
          setWorker(module);
          setReady(module.isUpdateReady());
        });
      },
      { afterLoad: true, delayMs: 0, idleTimeoutMs: 3000 },
    );
    return () => {
      cancelled = true;
      cancelIdle();
      cancelLoad?.();
      unsubscribe?.();
    };
  }, [load]);
  if (!worker || !ready) return null;
  return (
    <Suspense fallback={null}>
      <UpdateToast onReload={worker.applyUpdate} />
    </Suspense>
  );
}
