import type { SessionTokenPayload } from '@agent-portal/api-client/wire';
import { ThemeModeProvider, ToastProvider, type ThemeMode } from '@agent-portal/ui-kit';
import type { Store } from '@reduxjs/toolkit';
import { render, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation, useRouteError } from 'react-router';
import { vi } from 'vitest';
import { createTestStore, type TestStore } from './store.js';

/**
 * Shows the router's current location (`pathname + search + hash`) in
 * `<output data-testid="location">`, for assertions on navigation. {@link renderWithProviders}
 * renders it at every path other than `path`.
 */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/** Carries the element under test (Testing Library's `wrapper` children) into the route element, so `rerender` works. */
const UiContext = createContext<ReactNode>(null);

function MountedUi() {
  return <>{useContext(UiContext)}</>;
}

/**
 * The route's error element: throws the error on, so a component that throws fails the
 * render as it would without a router, instead of React Router's default error page.
 */
function RethrowRouteError(): never {
  throw useRouteError();
}

/** Options of {@link renderWithProviders}. */
export interface RenderWithProvidersOptions<S extends Store = TestStore> {
  /** The router's initial entry (path, query and hash), e.g. `/notification?page=2`. Default `/`. */
  route?: string;
  /**
   * The route path `ui` is mounted at, e.g. `/notification` or `/my-clients/:id`; every other
   * path renders the {@link LocationProbe}. Default `*`: `ui` at every path, no probe.
   */
  path?: string;
  /** The store to render with (the portal passes its own `createStore()`). Default a fresh {@link createTestStore}. */
  store?: S;
  /** The session of the fresh store when `store` is not given: `null` for none. Default agent 7 (`testPayload`). */
  session?: SessionTokenPayload | null;
  /** The theme mode when the agent has not chosen one (`ThemeModeProvider` `defaultMode`). Default `'light'`. */
  mode?: ThemeMode;
  /**
   * Set when the test uses vitest fake timers: the returned `user` then advances them
   * (`userEvent.setup({ advanceTimers: vi.advanceTimersByTime })`) instead of waiting for real.
   */
  advanceTimers?: boolean;
}

/** The memory data router of {@link renderWithProviders}. */
export type TestRouter = ReturnType<typeof createMemoryRouter>;

/** What {@link renderWithProviders} returns: Testing Library's result plus the harness's parts. */
export interface RenderWithProvidersResult<S extends Store = TestStore> extends RenderResult {
  /** The real store the UI renders with. */
  store: S;
  /** The memory data router (`router.state.location`, `router.navigate(...)`). */
  router: TestRouter;
  /** The router's current location: `pathname + search + hash`, e.g. `/notification?page=1&limit=25`. */
  location: () => string;
  /** A user-event instance for this render (`userEvent.setup()`). */
  user: UserEvent;
}

/**
 * Renders `ui` the way the portal shell does (apps/portal/src/app/App.tsx): a real Redux
 * store, the ui-kit `ThemeModeProvider` (light unless told) and `ToastProvider`, and a
 * memory data router (`createMemoryRouter`) at `route` with `ui` mounted at `path`.
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
  { route = '/', path = '*', store: given, session, mode = 'light', advanceTimers = false }: RenderWithProvidersOptions<S> = {},
): RenderWithProvidersResult<S> {
  const store = (given ?? createTestStore({ session })) as S;
  const router = createMemoryRouter(
    path === '*'
      ? [{ path: '*', element: <MountedUi />, errorElement: <RethrowRouteError /> }]
      : [
          { path, element: <MountedUi />, errorElement: <RethrowRouteError /> },
          { path: '*', element: <LocationProbe /> },
        ],
    { initialEntries: [route] },
  );
  function Providers({ children }: { children?: ReactNode }) {
    return (
      <Provider store={store}>
        <ThemeModeProvider defaultMode={mode}>
          <ToastProvider>
            <UiContext.Provider value={children}>
              <RouterProvider router={router} />
            </UiContext.Provider>
          </ToastProvider>
        </ThemeModeProvider>
      </Provider>
    );
  }
  const user = userEvent.setup(advanceTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const result = render(ui, { wrapper: Providers });
  const location = () => {
    const { pathname, search, hash } = router.state.location;
    return `${pathname}${search}${hash}`;
  };
  return { ...result, store, router, location, user };
}
