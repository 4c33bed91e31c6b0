import { renderInRouter, type RenderInRouterOptions, type RenderInRouterResult } from '@agent-portal/vitest-config/harness';
import type { ReactElement, ReactNode } from 'react';
import type { ThemeMode } from '../theme/createPortalTheme.js';
import { ThemeModeProvider } from '../theme/ThemeModeProvider.js';
import { ToastProvider } from '../toast/toast.js';

/**
 * Renders `ui` as the portal shell's providers of this package do: `ThemeModeProvider` in
 * `mode` (light unless told) and `ToastProvider`, in a memory router (`renderInRouter` of
 * `@agent-portal/vitest-config/harness`: `route`, `path`, `advanceTimers`). ui-kit sits below
 * `@agent-portal/test-utils`, so its tests render with this instead of `renderWithProviders`.
 * @returns Testing Library's result with `router`, `location()` and `user`.
 */
export function renderWithTheme(
  ui: ReactElement,
  { mode = 'light', ...routing }: Omit<RenderInRouterOptions, 'providers'> & { mode?: ThemeMode } = {},
): RenderInRouterResult {
  const providers = ({ children }: { children: ReactNode }) => (
    <ThemeModeProvider defaultMode={mode}>
      <ToastProvider>{children}</ToastProvider>
    </ThemeModeProvider>
  );
  return renderInRouter(ui, { ...routing, providers });
}
