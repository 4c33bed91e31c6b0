import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};
const snapshot = () => navigator.onLine;

/**
 * Whether the browser has a network (`navigator.onLine`), kept current by the `online` and
 * `offline` events (issue #32 §5). `false` is certain (no network at all); `true` is not a
 * promise that the gateway answers.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
