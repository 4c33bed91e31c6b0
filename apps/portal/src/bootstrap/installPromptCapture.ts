/**
 * The capture of the browser's offer to install the portal (issue #32 §4), run by the entry
 * (`main.ts`): this file imports nothing, so the entry stays a few hundred bytes.
 */

/**
 * Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types): the browser offers to
 * install the portal; `prompt()` shows its dialog once, `userChoice` tells what the agent chose.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

declare global {
  interface Window {
    /**
     * The deferred `beforeinstallprompt` event, captured by the entry (`main.ts`) as soon as the
     * page starts, before any of the portal's code has loaded; null once the portal is installed.
     */
    agentPortalInstallPrompt?: BeforeInstallPromptEvent | null;
  }
}

/**
 * Captures the browser's offer to install (issue #32 §4): `beforeinstallprompt` is kept (its
 * default mini-infobar prevented) on `window.agentPortalInstallPrompt`, and forgotten on
 * `appinstalled`. Called by the entry, `main.ts`, so no offer made while the start-up code
 * downloads is missed; the mobile-app menu reads it with `useInstallPrompt` (`app/pwa/installPrompt.ts`).
 */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    target.agentPortalInstallPrompt = event as BeforeInstallPromptEvent;
  });
  target.addEventListener('appinstalled', () => {
    target.agentPortalInstallPrompt = null;
  });
}

