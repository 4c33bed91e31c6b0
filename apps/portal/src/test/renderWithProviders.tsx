import { initI18n } from '@agent-portal/i18n';
import { ThemeModeProvider } from '@agent-portal/ui-kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createStore, type AppStore } from '../app/store';

/** Renders UI with a fresh real store, the theme, i18n (en) and a memory router. */
export async function renderWithProviders(ui: ReactElement, { route = '/', store = createStore() }: { route?: string; store?: AppStore } = {}) {
  await initI18n({ lng: 'en' });
  const view = render(
    <Provider store={store}>
      <ThemeModeProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </ThemeModeProvider>
    </Provider>,
  );
  return { store, ...view };
}
