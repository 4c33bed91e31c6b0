import { render, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { createContext, useContext, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useRouteError } from 'react-router';
import { vi } from 'vitest';

/**
 * Shows the router's current location (`pathname + search + hash`) in
 * `<output data-testid="location">`, for assertions on navigation. {@link renderInRouter}
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

/** Options of {@link renderInRouter}. */
export interface RenderInRouterOptions {
  /** The router's initial entry (path, query and hash), e.g. `/notification?page=2`. Default `/`. */
  route?: string;
  /**
   * The route path `ui` is mounted at, e.g. `/notification` or `/my-clients/:id`; every other
   * path renders the {@link LocationProbe}. Default `*`: `ui` at every path, no probe.
   */
  path?: string;
  /** The providers around the router (store, theme, toasts…), outermost first. Default none. */
  providers?: ComponentType<{ children: ReactNode }>;
  /**
   * Set when the test uses vitest fake timers: the returned `user` then advances them
   * (`userEvent.setup({ advanceTimers: vi.advanceTimersByTime })`) instead of waiting for real.
   */
  advanceTimers?: boolean;
}

/** The memory data router of {@link renderInRouter}. */
export type TestRouter = ReturnType<typeof createMemoryRouter>;

/** What {@link renderInRouter} returns: Testing Library's result plus the router's parts. */
export interface RenderInRouterResult extends RenderResult {
  /** The memory data router (`router.state.location`, `router.navigate(...)`). */
  router: TestRouter;
  /** The router's current location: `pathname + search + hash`, e.g. `/notification?page=1&limit=25`. */
  location: () => string;
  /** A user-event instance for this render (`userEvent.setup()`). */
  user: UserEvent;
}

/**
 * Renders `ui` in a memory data router (`createMemoryRouter`) at `route`, mounted at `path`,
 * inside `providers`: the part of every package's render helper that knows no workspace package.
 * `rerender(otherUi)` keeps the providers and the router.
 * @param ui - the element under test.
 * @param options - see {@link RenderInRouterOptions}.
 * @returns Testing Library's result with `router`, `location()` and `user`.
 */
export function renderInRouter(
  ui: ReactElement,
  { route = '/', path = '*', providers: Outer = ({ children }) => <>{children}</>, advanceTimers = false }: RenderInRouterOptions = {},
): RenderInRouterResult {
  const router = createMemoryRouter(
    path === '*'
      ? [{ path: '*', element: <MountedUi />, errorElement: <RethrowRouteError /> }]
      : [
          { path, element: <MountedUi />, errorElement: <RethrowRouteError /> },
          { path: '*', element: <LocationProbe /> },
        ],
    { initialEntries: [route] },
  );
  function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <Outer>
        <UiContext.Provider value={children}>
          <RouterProvider router={router} />
        </UiContext.Provider>
      </Outer>
    );
  }
  const user = userEvent.setup(advanceTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const result = render(ui, { wrapper: Wrapper });
  const location = () => {
    const { pathname, search, hash } = router.state.location;
    return `${pathname}${search}${hash}`;
  };
  return { ...result, router, location, user };
}
