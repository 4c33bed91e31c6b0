import type { SessionTokenPayload } from '@agent-portal/api-client/wire';
import { ThemeModeProvider, ToastProvider, type ThemeMode } from '@agent-portal/ui-kit';
import { renderInRouter, type RenderInRouterOptions, type RenderInRouterResult } from '@agent-portal/vitest-config/harness';
import type { Store } from '@reduxjs/toolkit';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createTestStore, type TestStore } from './store.js';

/** Options of {@link renderWithProviders}. */
export interface RenderWithProvidersOptions<S extends Store = TestStore> extends Omit<RenderInRouterOptions, 'providers'> {
  /** The store to render with (the portal passes its own `createStore()`). Default a fresh {@link createTestStore}. */
  store?: S;
  /** The session of the fresh store when `store` is not given: `null` for none. Default agent 7 (`testPayload`). */
  session?: SessionTokenPayload | null;
  /** The theme mode when the agent has not chosen one (`ThemeModeProvider` `defaultMode`). Default `'light'`. */
  mode?: ThemeMode;
}

/** What {@link renderWithProviders} returns: Testing Library's result plus the harness's parts. */
export interface RenderWithProvidersResult<S extends Store = TestStore> extends RenderInRouterResult {
  /** The real store the UI renders with. */
  store: S;
}

/**
 * Renders `ui` the way the portal shell does (apps/portal/src/app/App.tsx): a real Redux
 * store, the ui-kit `ThemeModeProvider` (light unless told) and `ToastProvider`, and a
 * memory data router at `route` with `ui` mounted at `path` (`renderInRouter` of
 * `@agent-portal/vitest-config/harness`).
 * i18n is initialised in English by the setup file. `rerender(otherUi)` keeps the
 * providers, the store and the router.
 * @param ui - the element under test.
 * @param options - see {@link RenderWithProvidersOptions}.
 * @returns Testing Library's result with `store`, `router`, `location()` and `user`.
 * @example
 * const { user, location } = renderWithProviders(<NotificationBell />, { route: '/dashboard', path: '/dashboard' });
 * await user.click(screen.getByRole('button', { name: 'Notifications' }));
 * await waitFor(() => expect(location()).toBe('/notification'));
 */
export function renderWithProviders<S extends Store = TestStore>(
  ui: ReactElement,
  { store: given, session, mode = 'light', ...routing }: RenderWithProvidersOptions<S> = {},
): RenderWithProvidersResult<S> {
  const store = (given ?? createTestStore({ session })) as S;
  function Providers({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <ThemeModeProvider defaultMode={mode}>
          <ToastProvider>{children}</ToastProvider>
        </ThemeModeProvider>
      </Provider>
    );
  }
  return { ...renderInRouter(ui, { ...routing, providers: Providers }), store };
}
