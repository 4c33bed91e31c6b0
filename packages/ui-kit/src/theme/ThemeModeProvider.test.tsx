import { changeLanguage } from '@agent-portal/i18n';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_MODE_STORAGE_KEY, ThemeModeProvider, useThemeMode } from './ThemeModeProvider.js';

function Probe() {
  const { mode, toggleMode, setMode } = useThemeMode();
  const theme = useTheme();
  return (
    <div>
      <span data-testid="mode">{mode}</span>
      <span data-testid="palette">{theme.palette.mode}</span>
      <button onClick={toggleMode}>toggle</button>
      <button onClick={() => setMode('light')}>light</button>
    </div>
  );
}

/**
 * Stubs `matchMedia` with one system setting, `dark` or not; returns `emit(dark)`, which changes
 * the setting and notifies the listeners, as the browser does. `onSubscribe` runs when a listener
 * is added (to change the setting in between, without an event).
 */
function stubSystemDark(dark: boolean, onSubscribe?: (set: (dark: boolean) => void) => void) {
  const state = { dark };
  const listeners: Array<(e: MediaQueryListEvent) => void> = [];
  const set = (next: boolean) => {
    state.dark = next;
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return query.includes('dark') ? state.dark : false;
      },
      media: query,
      addEventListener: (_: string, l: (e: MediaQueryListEvent) => void) => {
        listeners.push(l);
        onSubscribe?.(set);
      },
      removeEventListener: vi.fn(),
    })),
  );
  return (matches: boolean) => {
    set(matches);
    listeners.forEach((l) => l({ matches } as MediaQueryListEvent));
  };
}

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ThemeModeProvider', () => {
  it('defaults to the system preference and follows its changes until the user chooses', () => {
    const emit = stubSystemDark(true);
    render(<ThemeModeProvider><Probe /></ThemeModeProvider>);
    expect(screen.getByTestId('mode')).toHaveTextContent('dark');
    expect(screen.getByTestId('palette')).toHaveTextContent('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    act(() => emit(false));
    expect(screen.getByTestId('mode')).toHaveTextContent('light');
  });

  it('does not miss a system change between the first render and the subscription', () => {
    // The e2e suite met it: a page loaded in dark, switched to light before React subscribed,
    // stayed dark.
    stubSystemDark(true, (set) => set(false));
    render(<ThemeModeProvider><Probe /></ThemeModeProvider>);
    expect(screen.getByTestId('mode')).toHaveTextContent('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('falls back to light without matchMedia, or to defaultMode', () => {
    const { unmount } = render(<ThemeModeProvider><Probe /></ThemeModeProvider>);
    expect(screen.getByTestId('mode')).toHaveTextContent('light');
    unmount();
    render(<ThemeModeProvider defaultMode="dark"><Probe /></ThemeModeProvider>);
    expect(screen.getByTestId('mode')).toHaveTextContent('dark');
  });

  it('remembers the choice in local storage and sets <html data-theme>', () => {
    stubSystemDark(false);
    const { unmount } = render(<ThemeModeProvider><Probe /></ThemeModeProvider>);
    act(() => screen.getByText('toggle').click());
    expect(screen.getByTestId('palette')).toHaveTextContent('dark');
    expect(localStorage.getItem(THEME_MODE_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    unmount();
    render(<ThemeModeProvider defaultMode="light"><Probe /></ThemeModeProvider>);
    expect(screen.getByTestId('mode')).toHaveTextContent('dark');
    act(() => screen.getByText('light').click());
    expect(localStorage.getItem(THEME_MODE_STORAGE_KEY)).toBe('light');
  });

  it('ignores a corrupt stored value', () => {
    localStorage.setItem(THEME_MODE_STORAGE_KEY, 'purple');
    render(<ThemeModeProvider defaultMode="dark"><Probe /></ThemeModeProvider>);
    expect(screen.getByTestId('mode')).toHaveTextContent('dark');
  });

  it('useThemeMode throws outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow(/ThemeModeProvider/);
  });
});

describe('ThemeModeProvider: MUI’s own words in the page’s language (issue #29)', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('names an Alert’s close button and an Autocomplete’s popup button in the chosen language', async () => {
    stubSystemDark(false);
    render(
      <ThemeModeProvider>
        <Alert onClose={() => undefined}>x</Alert>
        <Autocomplete options={['a']} renderInput={(params) => <TextField {...params} label="Agent" />} />
      </ThemeModeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
    await act(() => changeLanguage('de'));
    expect(await screen.findByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Öffnen' })).toBeInTheDocument();
  });
});
