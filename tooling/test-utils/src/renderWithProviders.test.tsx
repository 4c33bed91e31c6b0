import { usersApi } from '@agent-portal/api-client';
import { useThemeMode } from '@agent-portal/ui-kit';
import { screen } from '@testing-library/react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { forgeToken } from '@agent-portal/vitest-config/harness';
import { samplePayload, serveProfile, testPayload, testProfile } from './fixtures.js';
import { renderWithProviders } from './renderWithProviders.js';
import { createTestStore, type TestRootState } from './store.js';

function SessionUser() {
  const userId = useSelector((state: TestRootState) => state.session.payload?.user_id ?? 'none');
  const { mode } = useThemeMode();
  return <p>{`user ${userId}, ${mode}`}</p>;
}

describe('renderWithProviders', () => {
  it('mounts ui at path; a navigation elsewhere shows the location probe', async () => {
    const { user, location } = renderWithProviders(<Link to="/notification?page=2#top">go</Link>, { route: '/dashboard', path: '/dashboard' });
    expect(location()).toBe('/dashboard');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'go' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/notification\?page=2#top$/);
    expect(location()).toBe('/notification?page=2#top');
  });

  it('renders with a fresh store holding agent 7\'s session, the light theme, and keeps them on rerender', () => {
    const { store, rerender } = renderWithProviders(<SessionUser />);
    expect(screen.getByText('user 7, light')).toBeInTheDocument();
    rerender(<SessionUser />);
    expect(screen.getByText('user 7, light')).toBeInTheDocument();
    expect(store.getState().session.payload).toEqual(testPayload);
  });

  it('takes a session, a theme mode or a whole store', () => {
    renderWithProviders(<SessionUser />, { session: null, mode: 'dark' });
    expect(screen.getByText('user none, dark')).toBeInTheDocument();
    const store = createTestStore({ session: samplePayload({ user_id: 12 }) });
    const view = renderWithProviders(<SessionUser />, { store });
    expect(view.store).toBe(store);
    expect(screen.getByText('user 12, light')).toBeInTheDocument();
  });

  it('a component that throws fails the render (no router error page)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('broken');
    }
    expect(() => renderWithProviders(<Broken />)).toThrow('broken');
  });
});

describe('createTestStore + MSW', () => {
  it('answers gateway queries from the shared server (gateway configured by the setup file)', async () => {
    const requested = serveProfile(testProfile(false));
    const store = createTestStore();
    const result = await store.dispatch(usersApi.endpoints.getProfile.initiate(7));
    expect(result.data).toEqual(testProfile(false));
    expect(requested).toEqual([7]);
  });
});

describe('setup file', () => {
  it('leaves a cookie, storage and a URL behind…', () => {
    document.cookie = `access_token=${forgeToken()}; path=/`;
    localStorage.setItem('k', 'v');
    sessionStorage.setItem('k', 'v');
    window.history.replaceState(null, '', '/my-team?x=1');
    expect(document.cookie).toContain('access_token=');
  });

  it('…which the next test does not see', () => {
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/');
  });
});
