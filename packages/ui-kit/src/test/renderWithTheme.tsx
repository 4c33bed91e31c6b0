import { renderWithProviders, type RenderWithProvidersResult } from '@agent-portal/test-utils';
import type { ReactElement } from 'react';
import type { ThemeMode } from '../theme/createPortalTheme.js';

/**
 * Renders `ui` with the one test harness (theme, toasts, store, router) in `mode` (light unless told).
 * @deprecated Use `renderWithProviders(ui, { mode })` from `@agent-portal/test-utils`; this alias only
 * keeps the ui-kit tests written against it working until they import the harness directly.
 */
export function renderWithTheme(ui: ReactElement, { mode = 'light' }: { mode?: ThemeMode } = {}): RenderWithProvidersResult {
  return renderWithProviders(ui, { mode });
}
