import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { renderWithProviders, type RenderWithProvidersOptions, type RenderWithProvidersResult } from './renderWithProviders.js';

/** Options of a {@link routeRenderer}'s render: those of {@link renderWithProviders} but the route and path. */
export interface RouteRenderOptions extends Omit<RenderWithProvidersOptions, 'route' | 'path'> {
  /**
   * Render under vitest fake timers that also follow real time (`shouldAdvanceTime`), for a test
   * that moves the clock itself (`advanceTime`, `changeAndAdvance`); the lifecycle turns them off.
   */
  fakeClock?: boolean;
}

/**
 * The render function of a route test: `ui` (the route's `Component`) mounted at `path`, opened
 * at `path` + `search` (other paths show the `LocationProbe`), with {@link renderWithProviders}.
 * @param ui - the route element, e.g. `<MyTeamRoute />`.
 * @param path - the route path, e.g. `'/my-team'`.
 * @returns `(search = '', options) => renderWithProviders(…)`.
 * @example
 * const renderPage = routeRenderer(<MyTeamRoute />, '/my-team');
 * const { user, location } = renderPage('?page=2', { advanceTimers: true });
 */
export function routeRenderer(ui: ReactElement, path: string): (search?: string, options?: RouteRenderOptions) => RenderWithProvidersResult {
  return (search = '', { fakeClock = false, ...options } = {}) => {
    if (fakeClock) vi.useFakeTimers({ shouldAdvanceTime: true });
    return renderWithProviders(ui, { route: `${path}${search}`, path, ...options });
  };
}
