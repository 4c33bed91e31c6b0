import { renderWithProviders } from '@agent-portal/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockedState, compliantState, formTitled, serveForms } from '../test/formsServer.js';
import { captureSaves, restoreSaves } from '../test/saves.js';
import { Component as ComplianceRoute } from './ComplianceRoute.js';

const renderPage = (search = '') => renderWithProviders(<ComplianceRoute />, { route: `/compliance${search}`, path: '/compliance' });

/** The checks' rows as [check, status, expires, detail, action] texts. */
const checkRows = () =>
  waitFor(() => {
    const table = screen.getByRole('table', { name: 'Compliance checks' });
    return Array.from(table.querySelectorAll('tbody tr'), (row) => Array.from(row.querySelectorAll('td'), (td) => td.textContent));
  });

const aml = formTitled('Anti-Money Laundering (AML) Certification');

afterEach(() => {
  restoreSaves();
});

describe('compliance (issue #11; docs/CONTRACTS.md "Compliance")', { timeout: 30_000 }, () => {
  it('asks for the session agent’s state and shows the banner and each check with its status in words and its action', async () => {
    serveForms();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Compliance' })).toBeInTheDocument();
    expect(await checkRows()).toEqual([
      ['License', 'OK', '—', '—', ''],
      ['License certificate', 'OK', 'Mar 31, 2027', 'licence-certificate.pdf', ''],
      ['E&O policy', 'Expiring soon', 'Dec 20, 2026', 'eo-policy-2026.pdf', 'Renew'],
      ['ID card', 'Missing', '—', '—', 'Upload'],
      ['Payments', 'OK', '—', '—', ''],
    ]);
    expect(screen.getByTestId('compliance-banner')).toHaveTextContent('Action needed1 of 5 checks need your attention.');
    expect(screen.getByRole('link', { name: 'Upload: ID card' })).toHaveAttribute('href', '/my-profile#essential-documents');
    expect(screen.getByRole('link', { name: 'Renew: E&O policy' })).toHaveAttribute('href', '/my-profile#essential-documents');
    // A file name is the same in every language (issue #29).
    expect(screen.getByText('eo-policy-2026.pdf')).toHaveAttribute('translate', 'no');
  });

  it('an action link is a router link to the profile anchor; a license request waiting asks nothing', async () => {
    serveForms({ compliance: blockedState });
    const { user, location } = renderWithProviders(<ComplianceRoute />, { route: '/compliance', path: '/compliance' });
    await checkRows();
    expect(screen.getAllByRole('link', { name: /^(Upload|Renew|Request license|Pay now):/ }).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Renew', '/my-profile#essential-documents'],
      ['Pay now', '/my-profile#recurring-transactions'],
    ]);
    expect(within(document.querySelector('tr[data-check="LICENCE"]')!).getByText(/^Requested /)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Pay now: Payments' }));
    await waitFor(() => expect(location()).toBe('/my-profile#recurring-transactions'));
  });

  it('compliant with a document expiring soon: the banner follows the rows and names it, its row offers Renew (issue #28 item 5)', async () => {
    serveForms({ compliance: compliantState });
    renderPage();
    await checkRows();
    expect(screen.getByTestId('compliance-banner')).toHaveTextContent('You are compliant for nowRenew before it expires to stay compliant: E&O policy.');
    expect(screen.getAllByRole('link', { name: /^(Upload|Renew|Request license|Pay now):/ }).map((a) => a.getAttribute('aria-label'))).toEqual(['Renew: E&O policy']);
  });

  it('compliant, nothing expiring: the success banner and no action', async () => {
    serveForms({ compliance: { ...compliantState, checks: compliantState.checks.map((check) => ({ ...check, status: 'OK' as const })) } });
    renderPage();
    await checkRows();
    expect(screen.getByTestId('compliance-banner')).toHaveTextContent('You are compliant.');
    expect(screen.queryByRole('link', { name: /^(Upload|Renew|Request license|Pay now):/ })).not.toBeInTheDocument();
  });

  it('shows the compliance forms grouped by tag with their buttons; ?highlight= focuses one', async () => {
    serveForms();
    Element.prototype.scrollIntoView = vi.fn();
    const saved = captureSaves();
    const { user } = renderPage(`?highlight=${aml.id}`);
    const group = await screen.findByRole('region', { name: 'AML' });
    expect(within(group).getByRole('list', { name: 'AML' })).toBeInTheDocument();
    expect(Array.from(document.querySelectorAll('[data-tag]'), (el) => el.getAttribute('data-tag'))).toEqual([
      'AML',
      'CE',
      'CMS',
      'Complaints',
      'DNC',
      'E&O',
      'Ethics',
      'FCRA',
      'GLBA',
      'HIPAA',
      'Replacement',
      'Suitability',
    ]);
    const item = document.querySelector<HTMLElement>(`li[data-form-id="${aml.id}"]`)!;
    expect(item).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(item).toHaveFocus());
    await user.click(within(item).getByRole('button', { name: `Download sample of ${aml.title}` }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['SAMPLE-Anti-Money-Laundering-(AML)-Certification-sample.pdf']));
  });

  it('a failed state or form list shows its own error with "Try again"', async () => {
    serveForms({ compliance: 'error', complianceFormsFail: true });
    renderPage();
    expect(await screen.findByText('Your compliance state could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('The compliance forms could not be loaded.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  });
});
