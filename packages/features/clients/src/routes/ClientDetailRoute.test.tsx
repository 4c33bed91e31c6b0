import { inLanguage, renderWithProviders } from '@agent-portal/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeClientDetail, sampleClient, serveClients } from '../test/clientsServer.js';
import { Component as ClientDetailRoute } from './ClientDetailRoute.js';

const clients = [sampleClient, makeClientDetail(5), makeClientDetail(7)];

const renderPage = (id: string) => renderWithProviders(<ClientDetailRoute />, { route: `/my-clients/${id}`, path: '/my-clients/:id' });

const policyRows = () => within(screen.getByRole('table', { name: 'Policies' })).getAllByRole('row').slice(1);

describe('my-clients/{id} page (issue #11; spec §2 client detail)', { timeout: 30_000 }, () => {
  it('shows the client: name, contact links, figures and policies', async () => {
    const api = serveClients({ clients });
    renderPage('101');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sofía Hernández' })).toBeInTheDocument();
    expect(api.details).toEqual(['101']);
    expect(screen.getByText('Client since Feb 10, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Email Sofía Hernández,/ })).toHaveAttribute('href', 'mailto:sofia.hernandez@example.test');
    expect(screen.getByRole('link', { name: /^Call Sofía Hernández,/ })).toHaveAttribute('href', 'tel:+15125550111');
    expect(within(screen.getByTestId('figure-premium')).getByTestId('figure-value')).toHaveTextContent('$1,481.40');
    expect(policyRows().map((row) => row.getAttribute('data-policy-no'))).toEqual(['TL-0000011', 'WL-0000012', 'AN-0000013']);
    expect(within(policyRows()[0]!).getByText('$123.45 / month')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my clients' })).toHaveAttribute('href', '/my-clients');
  });

  it('marks the name, the address, plans and carriers translate="no"; product types in the page\'s language (issue #29)', async () => {
    serveClients({ clients });
    renderPage('101');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sofía Hernández' });
    // The <h1> holds only the name, in a translate="no" span (ui-kit PageHeader).
    expect(heading.firstElementChild).toHaveAttribute('translate', 'no');
    expect(heading.firstElementChild).toHaveTextContent(heading.textContent ?? '');
    expect(screen.getByTestId('client-address')).toHaveAttribute('translate', 'no');
    const first = policyRows()[0]!;
    expect(within(first).getByText('Term Life')).not.toHaveAttribute('translate');
    expect(within(first).getByText('Northwind Term Life')).toHaveAttribute('translate', 'no');
    expect(within(first).getByText('Northwind Mutual')).toHaveAttribute('translate', 'no');
    await inLanguage('de', async () => {
      expect(await within(first).findByText('Risiko\u00ADlebens\u00ADversicherung')).toBeInTheDocument();
      expect(within(first).queryByText('Term Life')).not.toBeInTheDocument();
    });
  });

  it('"Commissions on this client" opens the commission report filtered by the client id', async () => {
    serveClients({ clients });
    const { user, location } = renderPage('105');
    const link = await screen.findByRole('link', { name: 'Commissions on this client' });
    expect(link).toHaveAttribute('href', '/reports/commissions?client_id=105');
    await user.click(link);
    await waitFor(() => expect(location()).toBe('/reports/commissions?client_id=105'));
  });

  it('moving to another client (as the global search does) shows that client, never the previous one', async () => {
    serveClients({ clients });
    const { router } = renderPage('105');
    expect(await screen.findByRole('heading', { level: 1, name: 'Olivia Novak' })).toBeInTheDocument();
    await act(async () => {
      await router.navigate('/my-clients/107', { state: { listSearch: '?search=mia&page=2' } });
    });
    expect(screen.queryByRole('heading', { level: 1, name: 'Olivia Novak' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Schmidt' })).toBeInTheDocument();
    // Opened from the list: the back link returns to the list as it was left.
    expect(screen.getByRole('link', { name: 'Back to my clients' })).toHaveAttribute('href', '/my-clients?search=mia&page=2');
  });

  it('a non-numeric id is "Client not found" without a request', async () => {
    const api = serveClients({ clients });
    renderPage('abc');
    expect(screen.getByRole('heading', { name: 'Client not found' })).toBeInTheDocument();
    expect(api.details).toEqual([]);
  });

  it('a 404 (unknown or another agent’s client) is "Client not found" with a way back', async () => {
    const api = serveClients({ clients });
    const { user, location } = renderPage('999');
    expect(await screen.findByRole('heading', { name: 'Client not found' })).toBeInTheDocument();
    expect(api.details).toEqual(['999']);
    const emptyState = screen.getByTestId('empty-state');
    await user.click(within(emptyState).getByRole('link', { name: 'Back to my clients' }));
    await waitFor(() => expect(location()).toBe('/my-clients'));
  });

  it('another error offers "Try again", which loads the client', async () => {
    serveClients({ clients, detail: 'error' });
    const { user } = renderPage('101');
    expect(await screen.findByText('This client could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Client not found' })).not.toBeInTheDocument();
    serveClients({ clients });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sofía Hernández' })).toBeInTheDocument();
  });
});
