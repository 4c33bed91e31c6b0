import { configureGateway, configureStorage, usersApi } from '@agent-portal/api-client';
import { configureSession, intakeSsoToken, redirectToSignIn, selectUserId } from '@agent-portal/auth-session';
import { i18n, initI18n } from '@agent-portal/i18n';
import { showToast } from '@agent-portal/ui-kit';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { leaveForSignIn } from './app/pwa/leaveForSignIn';
import { createStore } from './app/store';
import { registerPortalTranslations } from './app/translations';
import { navigateInApp } from './bootstrap/appNavigation';
import { syncDocumentTitle } from './bootstrap/documentTitle';
import { createGatewayErrorHandler } from './bootstrap/gatewayErrors';
import { portalLanguage, refetchGatewayOnLanguageChange } from './bootstrap/gatewayLanguage';
import { loadRuntimeConfig } from './bootstrap/runtimeConfig';
import { SIGN_IN_REFUSED_PATH } from './pages/signInRefusedPath';

const rootElement = document.getElementById('root') as HTMLElement;

/**
 * Start-up (loaded by `main.ts` once the static shell has painted): runtime config (written into index.html by the server, issue #8) →
 * gateway, storage and session configured → `?sso=` intake (the token leaves the
 * URL before anything renders; a token without the state of a sign-in started here is refused and
 * the page explaining it shown instead, issue #26) → the signed-in agent's profile requested at once
 * (the top bar and the dashboard need it; issue #8 §4) → the features' translations registered → i18n (then a language change refetches the
 * gateway's content on screen, and every call carries the language, issue #29) → render over the
 * static shell of index.html, in a transition (time-sliced).
 */
async function start() {
  const config = await loadRuntimeConfig();
  configureGateway({
    gatewayUrl: config.gatewayUrl,
    // The toast says a refusal's reason in the agent's language; BLOCKED also leads to the
    // profile's recurring transactions (issue #26, spec §4).
    onError: createGatewayErrorHandler({ toast: (text) => showToast(text, 'error'), navigate: navigateInApp }),
    onUnauthorized: () => redirectToSignIn('unauthorized'),
    // Every call says the agent's language (Accept-Language), so the gateway's content follows it (issue #29, spec §2).
    getLanguage: portalLanguage,
  });
  configureStorage({ hubBucketUrl: config.hubBucketUrl, publicBucketUrl: config.publicBucketUrl });
  // Every logout and session end leaves through `navigate`: the portal's caches go first (issue #32 §6).
  configureSession({ signInUrl: config.signInUrl, clientId: config.clientId, tenantId: config.tenantId, navigate: leaveForSignIn });
  if (intakeSsoToken().outcome === 'refused') window.history.replaceState(null, '', SIGN_IN_REFUSED_PATH);
  const store = createStore();
  const userId = selectUserId(store.getState());
  if (userId) void store.dispatch(usersApi.util.prefetch('getProfile', userId, {}));
  // Every feature's translations, ui-kit's and pay-cycle's, before i18n starts (issue #30).
  registerPortalTranslations();
  await initI18n();
  // A language change refetches the gateway's content on screen in the new language (issue #29).
  refetchGatewayOnLanguageChange(store.dispatch);
  syncDocumentTitle();
  const root = createRoot(rootElement);
  // A transition: React renders the first tree in slices of a few milliseconds, yielding to the
  // browser between them, instead of one long task (issue #8: the first render was the largest
  // blocking task of the first load). The static shell stays on screen until it commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App config={config} store={store} />
      </StrictMode>,
    );
  });
}

start().catch((error: unknown) => {
  console.error(error);
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.style.cssText = 'font: 16px system-ui, sans-serif; padding: 24px';
  // In the agent's language once i18n has started (issue #29); before that (a missing runtime
  // config, for the operator) the error's own English text.
  message.textContent = i18n.isInitialized
    ? i18n.t('errors.startFailed', { ns: 'common' })
    : error instanceof Error
      ? error.message
      : 'The portal failed to start.';
  rootElement.replaceChildren(message);
});
