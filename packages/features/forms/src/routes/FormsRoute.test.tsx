import { renderWithProviders } from '@agent-portal/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveForms } from '../test/formsServer.js';
import { Component as FormsRoute } from './FormsRoute.js';

const tile = (family: string) => document.querySelector<HTMLElement>(`[data-family="${family}"]`)!;

describe('forms (issue #11; spec §2 forms and its sub-routes)', { timeout: 30_000 }, () => {
  it('shows the three families with their counts (limit 1 queries), each a link to its page', async () => {
    const api = serveForms();
    const { user, location } = renderWithProviders(<FormsRoute />, { route: '/forms', path: '/forms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Forms' })).toBeInTheDocument();
    await waitFor(() => expect(within(tile('complianceForms')).getByTestId('family-count')).toHaveTextContent('12forms available'));
    expect(within(tile('policy')).getByTestId('family-count')).toHaveTextContent('5forms available');
    expect(within(tile('backOffice')).getByTestId('family-count')).toHaveTextContent('11forms available');
    expect(api.queries.map((q) => Object.fromEntries(q.entries()))).toEqual(
      expect.arrayContaining([{ category: 'POLICY_FORMS', limit: '1' }, { category: 'BACK_OFFICE', limit: '1' }, { category: 'COMPLIANCE_FORMS', limit: '1' }]),
    );
    expect(within(tile('policy')).getByRole('link')).toHaveAttribute('href', '/forms/policy-forms');
    expect(within(tile('complianceForms')).getByRole('link')).toHaveAttribute('href', '/forms/compliance-forms');
    await user.click(within(tile('backOffice')).getByRole('link', { name: /Back Office Forms/ }));
    await waitFor(() => expect(location()).toBe('/forms/back-office'));
  });

  it('a failed count says so; the tile still links to its page', async () => {
    serveForms({ formsFail: true });
    renderWithProviders(<FormsRoute />, { route: '/forms', path: '/forms' });
    await waitFor(() => expect(within(tile('policy')).getByTestId('family-count')).toHaveTextContent('The number of forms could not be loaded.'));
    expect(within(tile('policy')).getByRole('link')).toHaveAttribute('href', '/forms/policy-forms');
  });
});
