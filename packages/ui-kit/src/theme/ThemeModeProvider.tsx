import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_KIT_NS } from '../i18n/index.js';
import { createPortalTheme } from './createPortalTheme.js';
import type { ThemeMode } from './createPortalTheme.js';

/** Local storage key holding the chosen mode, `'light'` or `'dark'` (CONTRACTS.md). */
export const THEME_MODE_STORAGE_KEY = 'agent-portal.theme-mode';

/** What {@link useThemeMode} returns. */
export interface ThemeModeContextValue {
  /** The active mode. */
  mode: ThemeMode;
  /** Switch light ↔ dark and remember the choice. */
  toggleMode: () => void;
  /** Set a mode and remember the choice. */
  setMode: (mode: ThemeMode) => void;
}

const ThemeModeContext = createContext<ThemeModeContextValue | null>(null);

const DARK_QUERY = '(prefers-color-scheme: dark)';

function readStoredMode(): ThemeMode | null {
  try {
    const value = window.localStorage.getItem(THEME_MODE_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

/** Props of {@link ThemeModeProvider}. */
export interface ThemeModeProviderProps {
  children?: ReactNode;
  /**
   * Mode used when the user has not chosen one yet (nothing in local storage).
   * Without it the operating system's `prefers-color-scheme` decides, else light.
   */
  defaultMode?: ThemeMode;
}

/**
 * The portal's theme root: MUI `ThemeProvider` with {@link createPortalTheme} and
 * `CssBaseline` (`enableColorScheme`). The mode comes from local storage
 * (`agent-portal.theme-mode`), else `defaultMode`, else `prefers-color-scheme`;
 * while the user has not chosen, it follows the system setting live. The active
 * mode is mirrored on `<html data-theme="light|dark">`. MUI's own default words (an `Alert`'s
 * "Close", an `Autocomplete`'s "Open", "Clear", "No options") follow the page's language
 * (`uiKit:mui`, issue #29).
 */
export function ThemeModeProvider({ children, defaultMode }: ThemeModeProviderProps) {
  const [chosen, setChosen] = useState<ThemeMode | null>(readStoredMode);
  // MUI's useMediaQuery reads the query through useSyncExternalStore: a change of the system
  // setting between the first render and the subscription is not missed (it was with a listener
  // added in an effect: the page stayed in the old mode until the next change).
  const systemDark = useMediaQuery(DARK_QUERY, { noSsr: true });
  const mode: ThemeMode = chosen ?? defaultMode ?? (systemDark ? 'dark' : 'light');

  useEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);

  const setMode = useCallback((next: ThemeMode) => {
    setChosen(next);
    try {
      window.localStorage.setItem(THEME_MODE_STORAGE_KEY, next);
    } catch {
      // storage unavailable (private mode, quota): the choice lasts for this page only
    }
  }, []);

  const toggleMode = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);

  // MUI's default words (Alert's "Close", Autocomplete's "Open"…) in the page's language (issue #29).
  const { t } = useTranslation(UI_KIT_NS);
  const theme = useMemo(
    () => createPortalTheme(mode, { close: t('mui.close'), open: t('mui.open'), clear: t('mui.clear'), noOptions: t('mui.noOptions'), loading: t('loading') }),
    // `t` is a new function when the language changes and when its texts arrive.
    [mode, t],
  );
  const value = useMemo(() => ({ mode, toggleMode, setMode }), [mode, toggleMode, setMode]);

  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

/**
 * The active colour mode and its setters.
 * @throws {Error} when used outside {@link ThemeModeProvider}.
 */
export function useThemeMode(): ThemeModeContextValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside <ThemeModeProvider>');
  return value;
}
