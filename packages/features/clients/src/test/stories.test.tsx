import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as backStories from '../components/BackToClients/BackToClients.stories.js';
import * as contactStories from '../components/ClientContactCard/ClientContactCard.stories.js';
import * as detailStories from '../components/ClientDetailView/ClientDetailView.stories.js';
import * as filterStories from '../components/ClientFilters/ClientFilters.stories.js';
import * as notFoundStories from '../components/ClientNotFound/ClientNotFound.stories.js';
import * as summaryStories from '../components/ClientSummaryFigures/ClientSummaryFigures.stories.js';
import * as tableStories from '../components/ClientTable/ClientTable.stories.js';
import * as chipStories from '../components/PolicyStatusChip/PolicyStatusChip.stories.js';
import * as policyStories from '../components/PolicyTable/PolicyTable.stories.js';

const filters = composeStories(filterStories);
const table = composeStories(tableStories);
const chip = composeStories(chipStories);
const contact = composeStories(contactStories);
const summary = composeStories(summaryStories);
const policies = composeStories(policyStories);
const detail = composeStories(detailStories);
const notFound = composeStories(notFoundStories);
const back = composeStories(backStories);

const bodyRows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent);
const figure = (testId: string) => within(screen.getByTestId(testId)).getByTestId('figure-value');

describe('clients stories render their states (issue #11)', { timeout: 30_000 }, () => {
  it('ClientFilters Unfiltered, Filtered, LoadingOptions and Phone', () => {
    const unfiltered = render(<filters.Unfiltered />);
    expect(screen.getByRole('combobox', { name: 'Product type' })).toHaveTextContent('All');
    expect(screen.getByRole('combobox', { name: 'Policy status' })).toHaveTextContent('All');
    expect(screen.getByRole('searchbox', { name: 'Search clients' })).toHaveValue('');
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Name, email, phone or policy number');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).not.toBeInTheDocument();
    unfiltered.unmount();
    const filtered = render(<filters.Filtered />);
    expect(screen.getByRole('combobox', { name: 'Product type' })).toHaveTextContent('Term Life');
    expect(screen.getByRole('combobox', { name: 'Policy status' })).toHaveTextContent('Active');
    expect(screen.getByRole('searchbox', { name: 'Search clients' })).toHaveValue('hernandez');
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear search and filters' })).toBeInTheDocument();
    filtered.unmount();
    const loading = render(<filters.LoadingOptions />);
    expect(screen.getByRole('combobox', { name: 'Product type' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('combobox', { name: 'Policy status' })).not.toHaveAttribute('aria-disabled');
    loading.unmount();
    render(<filters.Phone />);
    expect(screen.getByRole('group', { name: 'Filters' })).toBeInTheDocument();
  });

  it('ClientTable Rows, SortedByPremium, Loading, Empty, NoMatch, Failed and Phone', () => {
    const rows = render(<table.Rows />);
    const body = bodyRows('Clients');
    expect(body).toHaveLength(10);
    expect(body[0]).toHaveAccessibleName('Open the details of Sofía Hernández');
    expect(cells(body[0]!)).toEqual(['Sofía Hernándezclient101@example.test', '(512) 555-0001', 'Austin, TX', 'Whole Life', '1', '$98.72', 'Dec 2, 2026']);
    // Client 3 has no phone; client 4 has no policies.
    expect(cells(body[2]!)[1]).toBe('—');
    expect(cells(body[3]!).slice(3)).toEqual(['—', '0', '$0.00', '—']);
    expect(screen.getByText('1–10 of 24')).toBeInTheDocument();
    rows.unmount();
    const sorted = render(<table.SortedByPremium />);
    expect(screen.getByRole('columnheader', { name: /Annual premium/ })).toHaveAttribute('aria-sort', 'descending');
    sorted.unmount();
    const loading = render(<table.Loading />);
    expect(screen.getAllByTestId('data-table-skeleton-row')).toHaveLength(10);
    loading.unmount();
    const empty = render(<table.Empty />);
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No clients yet');
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).not.toBeInTheDocument();
    empty.unmount();
    const noMatch = render(<table.NoMatch />);
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No clients match your search');
    expect(screen.getByRole('button', { name: 'Clear search and filters' })).toBeInTheDocument();
    noMatch.unmount();
    const failed = render(<table.Failed />);
    expect(screen.getByText('Your clients could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    failed.unmount();
    render(<table.Phone />);
    expect(within(bodyRows('Clients')[0]!).getAllByRole('cell')[0]).toHaveAttribute('data-label', 'Client');
  });

  it('PolicyStatusChip Active and AllStatuses: text with a theme colour', () => {
    const active = render(<chip.Active />);
    expect(screen.getByText('Active').closest('[data-status]')).toHaveClass('MuiChip-colorSuccess');
    active.unmount();
    render(<chip.AllStatuses />);
    expect(Array.from(document.querySelectorAll('[data-status]'), (el) => [el.textContent, el.getAttribute('data-status')])).toEqual([
      ['Pending', 'PENDING'],
      ['Active', 'ACTIVE'],
      ['Lapsed', 'LAPSED'],
      ['Cancelled', 'CANCELLED'],
    ]);
    expect(screen.getByText('Lapsed').closest('[data-status]')).toHaveClass('MuiChip-colorError');
  });

  it('ClientContactCard Typical, Unknowns and Phone', () => {
    const typical = render(<contact.Typical />);
    expect(screen.getByRole('link', { name: /^Email Sofía Hernández,/ })).toHaveAttribute('href', 'mailto:sofia.hernandez@example.test');
    const call = screen.getByRole('link', { name: /^Call Sofía Hernández,/ });
    expect(call).toHaveAttribute('href', 'tel:+15125550111');
    expect(call).toHaveTextContent('(512) 555-0111');
    expect(Array.from(screen.getByTestId('client-address').children, (line) => line.textContent)).toEqual(['101 Main Street', 'Apt 4', 'Austin, TX 78701']);
    expect(screen.getByText('Apr 9, 1972')).toBeInTheDocument();
    expect(screen.getByText('Feb 10, 2025')).toBeInTheDocument();
    typical.unmount();
    const unknowns = render(<contact.Unknowns />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('client-contact')).getAllByText('—')).toHaveLength(4);
    unknowns.unmount();
    render(<contact.Phone />);
    expect(screen.getByRole('region', { name: 'Contact' })).toBeInTheDocument();
  });

  it('ClientSummaryFigures Typical, NoPolicies and Phone', () => {
    const typical = render(<summary.Typical />);
    expect(figure('figure-policies')).toHaveTextContent('3');
    expect(figure('figure-active')).toHaveTextContent('1');
    expect(figure('figure-premium')).toHaveTextContent('$1,481.40');
    expect(figure('figure-due')).toHaveTextContent('Dec 1, 2026');
    typical.unmount();
    const none = render(<summary.NoPolicies />);
    expect(figure('figure-policies')).toHaveTextContent('0');
    expect(figure('figure-premium')).toHaveTextContent('$0.00');
    expect(figure('figure-due')).toHaveTextContent('—');
    none.unmount();
    render(<summary.Phone />);
    expect(screen.getAllByRole('group')).toHaveLength(4);
  });

  it('PolicyTable Typical, Empty and Phone', () => {
    const typical = render(<policies.Typical />);
    expect(bodyRows('Policies').map(cells)).toEqual([
      ['TL-0000011', 'Term Life', 'Northwind Term LifeNorthwind Mutual', 'Active', '$123.45 / month', '$500,000.00', 'Mar 1, 2024', 'Dec 1, 2026'],
      ['WL-0000012', 'Whole Life', 'Contoso Whole LifeContoso Life', 'Pending', '$450.00 / quarter', '$250,000.00', 'Jun 15, 2023', 'Jan 15, 2027'],
      ['AN-0000013', 'Annuity', 'Fabrikam Fixed AnnuityFabrikam Insurance', 'Lapsed', '$1,000.00 / year', '—', 'Jan 10, 2022', '—'],
    ]);
    typical.unmount();
    const empty = render(<policies.Empty />);
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No policies yet');
    empty.unmount();
    render(<policies.Phone />);
    expect(within(bodyRows('Policies')[0]!).getAllByRole('cell')[0]).toHaveAttribute('data-label', 'Policy number');
  });

  it('ClientDetailView Typical, NoPolicies and Phone', () => {
    const typical = render(<detail.Typical />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sofía Hernández' })).toBeInTheDocument();
    expect(screen.getByText('Client since Feb 10, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Commissions on this client' })).toHaveAttribute('href', '/reports/commissions?client_id=101');
    expect(bodyRows('Policies')).toHaveLength(3);
    typical.unmount();
    const none = render(<detail.NoPolicies />);
    expect(screen.getByRole('heading', { level: 1, name: 'Hugo Lee' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Commissions on this client' })).toHaveAttribute('href', '/reports/commissions?client_id=200');
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No policies yet');
    none.unmount();
    render(<detail.Phone />);
    expect(screen.getByRole('region', { name: 'Summary' })).toBeInTheDocument();
  });

  it('ClientNotFound and BackToClients', () => {
    const missing = render(<notFound.NotFound />);
    expect(screen.getByRole('heading', { name: 'Client not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my clients' })).toHaveAttribute('href', '/my-clients');
    missing.unmount();
    const phone = render(<notFound.Phone />);
    expect(screen.getByText('This client does not exist or is not one of your clients.')).toBeInTheDocument();
    phone.unmount();
    const toList = render(<back.ToList />);
    expect(screen.getByRole('link', { name: 'Back to my clients' })).toHaveAttribute('href', '/my-clients');
    toList.unmount();
    render(<back.ToSearchedList />);
    expect(screen.getByRole('link', { name: 'Back to my clients' })).toHaveAttribute('href', '/my-clients?search=sofia&page=2');
  });
});
