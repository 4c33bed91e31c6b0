import { captureInstallPrompt } from './bootstrap/installPromptCapture';

/**
 * The entry (issue #8 §4): the static shell of index.html paints from HTML and CSS before any
 * of the portal's code runs. The browser already downloads the start-up code beside this file
 * (`vite/preloadLandingRoute.ts` adds `<link rel="modulepreload">` for `boot.tsx`'s chunk and
 * the dashboard's); it is evaluated only after the first frame, so parsing and evaluating
 * ~200 KB of JavaScript never delays the first paint. A hidden tab gets no animation frames:
 * the timer starts it anyway. This file imports nothing else but the install offer's capture (itself
 * importing nothing), so it stays a few hundred bytes; it also starts the `Intl` warm-up worker at
 * once (see `warmIntl`) and keeps the browser's offer to install the portal (issue #32 §4).
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      setTimeout(resolve, 0);
    });
  });
}

/**
 * Loads the start-up code; when its files fail to arrive (offline, a deploy in between) the
 * static shell stays and the load is tried again — after 1, 2, 4… s (at most 30 s), and at once
 * when the browser comes back online (as ui-kit's `loadWithRetry` does for later chunks).
 */
function boot(delayMs = 1_000): void {
  import('./boot').catch(() => {
    const retry = () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
      boot(Math.min(delayMs * 2, 30_000));
    };
    const timer = setTimeout(retry, delayMs);
    window.addEventListener('online', retry);
  });
}

/**
 * Starts the `Intl` warm-up worker (`bootstrap/intlWarmup.worker.ts`) with the agent's languages:
 * the `lang` cookie (the portal's stored choice) and the browser's, so ICU's data is loaded on
 * another thread while the start-up code downloads. Without workers, the first formatter pays it.
 * The cookie is i18n's `LANG_COOKIE`, read here by hand: importing the i18n package would make
 * this entry import the start-up code, which would then run before the first paint.
 */
function warmIntl(): void {
  try {
    const worker = new Worker(new URL('./bootstrap/intlWarmup.worker.ts', import.meta.url), { type: 'module' });
    const chosen = /(?:^|;\s*)lang=([^;]+)/.exec(document.cookie)?.[1];
    worker.postMessage([...(chosen ? [decodeURIComponent(chosen)] : []), ...navigator.languages].slice(0, 3));
  } catch {
    // No workers here (or the script was refused): the main thread loads ICU on first use.
  }
}

captureInstallPrompt();
warmIntl();
void afterFirstPaint().then(() => boot());
