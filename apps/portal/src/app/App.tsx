import type { PortalRuntimeConfig } from '@agent-portal/api-client/wire';
import { ThemeModeProvider } from '@agent-portal/ui-kit';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AppNavigationBridge } from '../bootstrap/appNavigation';
import { RuntimeConfigProvider } from '../bootstrap/RuntimeConfigContext';
import { PortalToasts } from './PortalToasts';
import { PwaUpdates } from './pwa/PwaUpdates';
import { PortalRoutes } from './router';
import { createStore, type AppStore } from './store';

/** Props of {@link App}. */
export interface AppProps {
  config: PortalRuntimeConfig;
  /** A store to use (tests); a new one otherwise. */
  store?: AppStore;
}

/**
 * The portal: runtime config, store, theme, toasts, the router, and the service worker with its
 * "new version" toast (issue #32, registered after the first render).
 */
export function App({ config, store: given }: AppProps) {
  const [store] = useState(() => given ?? createStore());
  return (
    <RuntimeConfigProvider value={config}>
      <Provider store={store}>
        <ThemeModeProvider>
          <PortalToasts>
            <BrowserRouter>
              <AppNavigationBridge />
              <PortalRoutes />
            </BrowserRouter>
            <PwaUpdates />
          </PortalToasts>
        </ThemeModeProvider>
      </Provider>
    </RuntimeConfigProvider>
  );
}
