import { useSyncExternalStore } from 'react';
import type { BeforeInstallPromptEvent } from '../../bootstrap/installPromptCapture';

/** Dispatched on `window` when the pending offer has been used (it can be used once). */
const USED_EVENT = 'agent-portal:install-prompt-used';

const subscribe = (listener: () => void) => {
  window.addEventListener('beforeinstallprompt', listener);
  window.addEventListener('appinstalled', listener);
  window.addEventListener(USED_EVENT, listener);
  return () => {
    window.removeEventListener('beforeinstallprompt', listener);
    window.removeEventListener('appinstalled', listener);
    window.removeEventListener(USED_EVENT, listener);
  };
};
const snapshot = () => window.agentPortalInstallPrompt ?? null;

/**
 * The browser's pending offer to install the portal, or null (none made, already used, or the
 * portal installed: `appinstalled`), kept current.
 */
export function useInstallPrompt(): BeforeInstallPromptEvent | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

/**
 * Shows the browser's install dialog for the pending offer (an offer can be used once: it is
 * forgotten whatever the agent chooses; the browser makes a new one if still installable).
 * @returns what the agent chose, or `'unavailable'` without a pending offer.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const offer = window.agentPortalInstallPrompt;
  if (!offer) return 'unavailable';
  window.agentPortalInstallPrompt = null;
  window.dispatchEvent(new Event(USED_EVENT));
  await offer.prompt();
  return (await offer.userChoice).outcome;
}
