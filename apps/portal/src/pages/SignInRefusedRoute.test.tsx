import { configureSessionForTest, forgeToken, renderWithProviders, samplePayload } from '@agent-portal/test-utils';
import { storeSessionToken } from '@agent-portal/auth-session';
import { changeLanguage } from '@agent-portal/i18n';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStore } from '../app/store';
import { Component as SignInRefused } from './SignInRefusedRoute';

let navigate: ReturnType<typeof configureSessionForTest>;
beforeEach(() => {
  navigate = configureSessionForTest();
});
afterEach(async () => {
  await changeLanguage('en');
});

const render = () => renderWithProviders(<SignInRefused />, { store: createStore(), route: '/sign-in-refused' });

describe('the refused sign-in link page (issue #26)', () => {
  it('explains, without a session, and its Sign in button starts a sign-in of this browser (cause sso-refused, with a state)', async () => {
    const { user } = render();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'This sign-in link was not started here' })).toBeInTheDocument();
    expect(screen.getByText(/started somewhere else, not in this browser/)).toBeInTheDocument();
    expect(screen.getByText(/nothing was changed/)).toBeInTheDocument();
    expect(screen.getByText('If you meant to sign in, sign in here.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue to the dashboard' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(navigate).toHaveBeenCalledTimes(1);
    const url = new URL(navigate.mock.calls[0][0]);
    expect(url.searchParams.get('cause')).toBe('sso-refused');
    expect(url.searchParams.get('redirect_url')).toBe('https://localhost/dashboard');
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('with a session of their own, says as whom (as text) and offers Continue to the dashboard', () => {
    storeSessionToken(forgeToken(samplePayload({ identity: '<b>ava</b>@agent-portal.test' })));
    render();
    expect(screen.getByTestId('sign-in-refused-identity')).toHaveTextContent('You are still signed in as <b>ava</b>@agent-portal.test.');
    expect(document.querySelector('main b')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('speaks the agent’s language', async () => {
    await changeLanguage('de');
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Dieser Anmeldelink wurde nicht hier gestartet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
  });
});
