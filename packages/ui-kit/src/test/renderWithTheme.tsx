import { render } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import type { ThemeMode } from '../theme/createPortalTheme';

/** Render inside the portal theme (light unless told). */
export function renderWithTheme(ui: ReactElement, { mode = 'light', ...options }: RenderOptions & { mode?: ThemeMode } = {}): RenderResult {
  const wrapper = ({ children }: { children?: ReactNode }) => <ThemeModeProvider defaultMode={mode}>{children}</ThemeModeProvider>;
  return render(ui, { wrapper, ...options });
}
