import { UNLICENSED_REASON } from '@agent-portal/auth-session';
import { changeLanguage, i18n } from '@agent-portal/i18n';
import { renderWithProviders } from '@agent-portal/test-utils';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Component as AccessDenied } from './AccessDeniedRoute';
import { createStore } from '../app/store';

describe('access-denied page (§2)', () => {
  it('shows the exact texts, the reason and the source URL from the query', async () => {
    renderWithProviders(<AccessDenied />, {
      store: createStore(),
      route: '/access-denied?reason=Un-Licensed%20Contractor&source=%2Fmy-clients',
    });
    expect(screen.getByRole('heading', { name: 'Sorry, Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have enough permission to access the page.")).toBeInTheDocument();
    expect(screen.getByTestId('access-denied-reason')).toHaveTextContent('Un-Licensed Contractor');
    expect(screen.getByTestId('access-denied-source')).toHaveTextContent('/my-clients');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('words the spec\'s reason in the page\'s language; an unknown reason as sent; the source path is translate="no" (issue #29)', async () => {
    await act(() => changeLanguage('de'));
    try {
      const german = i18n.t(['common:accessDenied.reasons.unlicensed', 'common:dashboard.unlicensed'], { lng: 'de' });
      expect(german).toMatch(/lizenz/i);
      const page = renderWithProviders(<AccessDenied />, {
        store: createStore(),
        route: `/access-denied?reason=${encodeURIComponent(UNLICENSED_REASON)}&source=%2Fmy-clients`,
      });
      expect(screen.getByTestId('access-denied-reason')).toHaveTextContent(german);
      expect(screen.getByTestId('access-denied-reason')).not.toHaveTextContent(UNLICENSED_REASON);
      expect(screen.getByText('/my-clients')).toHaveAttribute('translate', 'no');
      page.unmount();
      renderWithProviders(<AccessDenied />, { store: createStore(), route: '/access-denied?reason=Blocked%20by%20the%20carrier' });
      expect(screen.getByTestId('access-denied-reason')).toHaveTextContent('Blocked by the carrier');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('renders query text as text, never as HTML', async () => {
    renderWithProviders(<AccessDenied />, {
      store: createStore(),
      route: `/access-denied?reason=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
    });
    expect(screen.getByTestId('access-denied-reason')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
