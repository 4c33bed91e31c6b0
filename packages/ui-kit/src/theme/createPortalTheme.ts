import { createTheme } from '@mui/material/styles';
import type { Theme, ThemeOptions } from '@mui/material/styles';

/** The two colour modes of the portal. */
export type ThemeMode = 'light' | 'dark';

/**
 * System font stack, Inter first when the machine has it: no web-font download
 * on the critical path.
 */
export const FONT_STACK =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/**
 * Brand palettes. Every text/background pair below meets WCAG AA (≥ 4.5:1),
 * checked in `createPortalTheme.test.ts`.
 */
const palettes = {
  light: {
    primary: { main: '#0B5C73', light: '#3F8799', dark: '#06404F', contrastText: '#FFFFFF' },
    secondary: { main: '#B3470C', light: '#D9692E', dark: '#7F3008', contrastText: '#FFFFFF' },
    success: { main: '#1E7B3A', contrastText: '#FFFFFF' },
    error: { main: '#C62828', contrastText: '#FFFFFF' },
    warning: { main: '#A35200', contrastText: '#FFFFFF' },
    info: { main: '#1D5FB8', contrastText: '#FFFFFF' },
    background: { default: '#F4F6F9', paper: '#FFFFFF' },
    text: { primary: '#15222E', secondary: '#4A5A6A' },
    divider: 'rgba(21, 34, 46, 0.12)',
  },
  dark: {
    primary: { main: '#6CCCE0', light: '#9ADDEB', dark: '#3DA9C0', contrastText: '#04232C' },
    secondary: { main: '#F7A66E', light: '#FAC39C', dark: '#E07F3C', contrastText: '#2B1202' },
    success: { main: '#6FCF8A', contrastText: '#06230F' },
    error: { main: '#FF8A80', contrastText: '#2D0604' },
    warning: { main: '#FFB74D', contrastText: '#2A1700' },
    info: { main: '#82B6FF', contrastText: '#051A38' },
    background: { default: '#0C141B', paper: '#131F29' },
    text: { primary: '#E7EEF4', secondary: '#A8B6C4' },
    divider: 'rgba(231, 238, 244, 0.14)',
  },
} as const;

/**
 * The words MUI's own components show or say by default (English in MUI), in the page's
 * language (issue #29): the close button of an `Alert`, the open / close / clear buttons and the
 * empty and loading texts of an `Autocomplete`. {@link ThemeModeProvider} gives them from the
 * `uiKit:mui` texts.
 */
export interface MuiTexts {
  /** `Alert`'s and `Autocomplete`'s close button ("Close"). */
  close: string;
  /** `Autocomplete`'s popup button ("Open"). */
  open: string;
  /** `Autocomplete`'s clear button ("Clear"). */
  clear: string;
  /** `Autocomplete` without options ("No options"). */
  noOptions: string;
  /** `Autocomplete` while loading ("Loading…"). */
  loading: string;
}

/**
 * Build the portal's MUI theme for a colour mode: deep-teal brand, 8 px corners,
 * system font stack, AA contrast in both modes, visible keyboard focus.
 *
 * @param mode `'light'` or `'dark'`.
 * @param texts MUI's default words in the page's language; without them MUI's English ones.
 * @returns a complete MUI `Theme` for `ThemeProvider`.
 */
export function createPortalTheme(mode: ThemeMode, texts?: MuiTexts): Theme {
  const palette = palettes[mode];
  const focusRing = `2px solid ${palette.primary.main}`;
  const options: ThemeOptions = {
    palette: { mode, ...palette },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontSize: '2rem', fontWeight: 700, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.5rem', fontWeight: 700 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
      h4: { fontSize: '1.125rem', fontWeight: 600 },
      h5: { fontSize: '1rem', fontWeight: 600 },
      h6: { fontSize: '0.9375rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
          ':focus-visible': { outline: focusRing, outlineOffset: 2 },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 8, paddingInline: 16 } },
      },
      MuiPaper: {
        styleOverrides: { root: { backgroundImage: 'none' } },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
      },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: { root: { borderBottom: `1px solid ${palette.divider}` } },
      },
      MuiTextField: {
        defaultProps: { fullWidth: true },
      },
      MuiLink: {
        defaultProps: { underline: 'hover' },
      },
      MuiTooltip: {
        defaultProps: { arrow: true },
      },
      ...(texts
        ? {
            MuiAlert: { defaultProps: { closeText: texts.close } },
            MuiAutocomplete: {
              defaultProps: { openText: texts.open, closeText: texts.close, clearText: texts.clear, noOptionsText: texts.noOptions, loadingText: texts.loading },
            },
          }
        : {}),
    },
  };
  return createTheme(options);
}
