import type { PortalRuntimeConfig } from '@agent-portal/api-client/wire';
import { ThemeModeProvider } from '@agent-portal/ui-kit';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AppNavigationBridge } from '../bootstrap/appNavigation';
import { RuntimeConfigProvider } from '../bootstrap/RuntimeConfigContext';
import { PortalToasts } from './PortalToasts';
import { PortalRoutes } from './router';
import { createStore, type AppStore } from './store';

/** Props of {@link App}. */
export interface AppProps {
  config: PortalRuntimeConfig;
  /** A store to use (tests); a new one otherwise. */
  store?: AppStore;
}

/** The portal: runtime config, store, theme, toasts and the router. */
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
          </PortalToasts>
        </ThemeModeProvider>
      </Provider>
    </RuntimeConfigProvider>
  );
}
