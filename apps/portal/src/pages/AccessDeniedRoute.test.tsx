import { renderWithProviders } from '@agent-portal/test-utils';
import { screen } from '@testing-library/react';
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

  it('renders query text as text, never as HTML', async () => {
    renderWithProviders(<AccessDenied />, {
      store: createStore(),
      route: `/access-denied?reason=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
    });
    expect(screen.getByTestId('access-denied-reason')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
