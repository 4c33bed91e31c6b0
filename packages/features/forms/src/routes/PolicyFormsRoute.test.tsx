import { renderWithProviders } from '@agent-portal/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveForms } from '../test/formsServer.js';
import { Component as ComplianceFormsRoute } from './ComplianceFormsRoute.js';
import { Component as PolicyFormsRoute } from './PolicyFormsRoute.js';

const rowTitles = (name: string) =>
  waitFor(() => {
    const table = screen.getByRole('table', { name });
    expect(screen.queryAllByTestId('data-table-skeleton-row')).toHaveLength(0);
    const titles = within(table).getAllByTestId('form-title').map((el) => el.textContent);
    expect(titles.length).toBeGreaterThan(0);
    return titles;
  });

describe('forms/policy-forms and forms/compliance-forms share the list (issue #11)', { timeout: 30_000 }, () => {
  it('policy forms ask category=POLICY_FORMS (the forms with a product line, issue #28 item 6) and filter by their product-type tags', async () => {
    const api = serveForms();
    const { user } = renderWithProviders(<PolicyFormsRoute />, { route: '/forms/policy-forms', path: '/forms/policy-forms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Policy Forms' })).toBeInTheDocument();
    expect(await rowTitles('Policy Forms')).toEqual([
      'Fixed Annuity Application',
      'Term Life Application',
      'Term Life Beneficiary Change',
      'Whole Life Application',
      'Whole Life Policy Loan Request',
    ]);
    expect(api.last()).toEqual({ category: 'POLICY_FORMS', page: '1', limit: '10' });
    await user.click(screen.getByRole('combobox', { name: 'Tag' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All tags', 'Fixed Annuity (1)', 'Term Life (2)', 'Whole Life (2)']);
    await user.click(screen.getByRole('option', { name: 'Whole Life (2)' }));
    await waitFor(() => expect(api.last()).toEqual({ category: 'POLICY_FORMS', tag: 'Whole Life', page: '1', limit: '10' }));
  });

  it('compliance forms ask category=COMPLIANCE_FORMS', async () => {
    const api = serveForms();
    renderWithProviders(<ComplianceFormsRoute />, { route: '/forms/compliance-forms?page=2', path: '/forms/compliance-forms' });
    expect(await rowTitles('Compliance Forms')).toEqual(['Medicare Marketing Guidelines Attestation', 'Producer Code of Conduct']);
    expect(api.last()).toEqual({ category: 'COMPLIANCE_FORMS', page: '2', limit: '10' });
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
  });
});
