import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';

/** The offline sentence alone, while `OfflineState` loads or where its code cannot (no worker, no network). */
function OfflineText() {
  const { t } = useTranslation('common');
  return (
    <p role="status" aria-live="polite" style={{ textAlign: 'center' }}>
      {t('pwa.offline')}
    </p>
  );
}

const OfflineStateLazy = lazy(() =>
  import('./OfflineState').then(
    (module) => ({ default: module.OfflineState }),
    () => ({ default: OfflineText }),
  ),
);

/**
 * The page's place without a network (issue #32 §5): {@link OfflineState}, whose code is in the
 * service worker's precache (off the first load: `vite/pwa.ts` `SHELL_MODULES`); until it has
 * loaded, or if it cannot (a tab without the worker that lost its network), the same sentence
 * as plain text.
 */
export function OfflineFallback() {
  return (
    <Suspense fallback={<OfflineText />}>
      <OfflineStateLazy />
    </Suspense>
  );
}
