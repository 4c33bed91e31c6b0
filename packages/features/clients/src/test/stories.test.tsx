import { bodyRows, cells, checkStories, expectButton, expectEmptyState, expectFilterBar, expectLoadFailed, expectSkeletonRows, figureValue } from '@agent-portal/test-utils';
import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
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
const contact = composeStories(contactStories);
const policies = composeStories(policyStories);

describe('clients stories render their states (issue #11)', { timeout: 30_000 }, () => {
  it('ClientFilters Unfiltered, Filtered, LoadingOptions and Phone', async () => {
    await checkStories(filters, {
      Unfiltered: () => {
        expectFilterBar({ 'Product type': 'All', 'Policy status': 'All' }, 'Clear search and filters', false);
        expect(screen.getByRole('searchbox', { name: 'Search clients' })).toHaveValue('');
        expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Name, email, phone or policy number');
        expectButton('Clear search', false);
      },
      Filtered: () => {
        expectFilterBar({ 'Product type': 'Term Life', 'Policy status': 'Active' }, 'Clear search and filters');
        expect(screen.getByRole('searchbox', { name: 'Search clients' })).toHaveValue('hernandez');
        expectButton('Clear search');
      },
      LoadingOptions: () => {
        expect(screen.getByRole('combobox', { name: 'Product type' })).toHaveAttribute('aria-disabled', 'true');
        expect(screen.getByRole('combobox', { name: 'Policy status' })).not.toHaveAttribute('aria-disabled');
      },
      Phone: () => expect(screen.getByRole('group', { name: 'Filters' })).toBeInTheDocument(),
    });
  });

  it('ClientTable Rows, SortedByPremium, Loading, Empty, NoMatch, Failed and Phone', async () => {
    await checkStories(composeStories(tableStories), {
      Rows: () => {
        const body = bodyRows('Clients');
        expect(body).toHaveLength(10);
        expect(body[0]).toHaveAccessibleName('Open the details of Sofía Hernández');
        expect(cells(body[0]!)).toEqual(['Sofía Hernándezclient101@example.test', '(512) 555-0001', 'Austin, TX', 'Whole Life', '1', '$98.72', 'Dec 2, 2026']);
        // Client 3 has no phone; client 4 has no policies.
        expect(cells(body[2]!)[1]).toBe('—');
        expect(cells(body[3]!).slice(3)).toEqual(['—', '0', '$0.00', '—']);
        expect(screen.getByText('1–10 of 24')).toBeInTheDocument();
      },
      SortedByPremium: () => expect(screen.getByRole('columnheader', { name: /Annual premium/ })).toHaveAttribute('aria-sort', 'descending'),
      Loading: () => expectSkeletonRows(10),
      Empty: () => expectEmptyState('No clients yet', 'Clear search and filters', false),
      NoMatch: () => expectEmptyState('No clients match your search', 'Clear search and filters'),
      Failed: () => expectLoadFailed('Your clients could not be loaded.'),
      Phone: () => expect(within(bodyRows('Clients')[0]!).getAllByRole('cell')[0]).toHaveAttribute('data-label', 'Client'),
    });
  });

  it('PolicyStatusChip Active and AllStatuses: text with a theme colour', async () => {
    await checkStories(composeStories(chipStories), {
      Active: () => expect(screen.getByText('Active').closest('[data-status]')).toHaveClass('MuiChip-colorSuccess'),
      AllStatuses: () => {
        expect(Array.from(document.querySelectorAll('[data-status]'), (el) => [el.textContent, el.getAttribute('data-status')])).toEqual([
          ['Pending', 'PENDING'],
          ['Active', 'ACTIVE'],
          ['Lapsed', 'LAPSED'],
          ['Cancelled', 'CANCELLED'],
        ]);
        expect(screen.getByText('Lapsed').closest('[data-status]')).toHaveClass('MuiChip-colorError');
      },
    });
  });

  it('ClientContactCard Typical, Unknowns and Phone', async () => {
    await checkStories(contact, {
      Typical: () => {
        expect(screen.getByRole('link', { name: /^Email Sofía Hernández,/ })).toHaveAttribute('href', 'mailto:sofia.hernandez@example.test');
        const call = screen.getByRole('link', { name: /^Call Sofía Hernández,/ });
        expect(call).toHaveAttribute('href', 'tel:+15125550111');
        expect(call).toHaveTextContent('(512) 555-0111');
        expect(Array.from(screen.getByTestId('client-address').children, (line) => line.textContent)).toEqual(['101 Main Street', 'Apt 4', 'Austin, TX 78701']);
        expect(screen.getByText('Apr 9, 1972')).toBeInTheDocument();
        expect(screen.getByText('Feb 10, 2025')).toBeInTheDocument();
      },
      Unknowns: () => {
        expect(screen.queryByRole('link')).not.toBeInTheDocument();
        expect(within(screen.getByTestId('client-contact')).getAllByText('—')).toHaveLength(4);
      },
      Phone: () => expect(screen.getByRole('region', { name: 'Contact' })).toBeInTheDocument(),
    });
  });

  it('ClientSummaryFigures Typical, NoPolicies and Phone', async () => {
    await checkStories(composeStories(summaryStories), {
      Typical: () => {
        expect(figureValue('figure-policies')).toHaveTextContent('3');
        expect(figureValue('figure-active')).toHaveTextContent('1');
        expect(figureValue('figure-premium')).toHaveTextContent('$1,481.40');
        expect(figureValue('figure-due')).toHaveTextContent('Dec 1, 2026');
      },
      NoPolicies: () => {
        expect(figureValue('figure-policies')).toHaveTextContent('0');
        expect(figureValue('figure-premium')).toHaveTextContent('$0.00');
        expect(figureValue('figure-due')).toHaveTextContent('—');
      },
      Phone: () => expect(screen.getAllByRole('group')).toHaveLength(4),
    });
  });

  it('PolicyTable Typical, Empty and Phone', async () => {
    await checkStories(policies, {
      Typical: () => {
        expect(bodyRows('Policies').map(cells)).toEqual([
          ['TL-0000011', 'Term Life', 'Northwind Term LifeNorthwind Mutual', 'Active', '$123.45 / month', '$500,000.00', 'Mar 1, 2024', 'Dec 1, 2026'],
          ['WL-0000012', 'Whole Life', 'Contoso Whole LifeContoso Life', 'Pending', '$450.00 / quarter', '$250,000.00', 'Jun 15, 2023', 'Jan 15, 2027'],
          ['AN-0000013', 'Annuity', 'Fabrikam Fixed AnnuityFabrikam Insurance', 'Lapsed', '$1,000.00 / year', '—', 'Jan 10, 2022', '—'],
        ]);
      },
      Empty: () => expectEmptyState('No policies yet'),
      Phone: () => expect(within(bodyRows('Policies')[0]!).getAllByRole('cell')[0]).toHaveAttribute('data-label', 'Policy number'),
    });
  });

  it('ClientDetailView Typical, NoPolicies and Phone', async () => {
    await checkStories(composeStories(detailStories), {
      Typical: () => {
        expect(screen.getByRole('heading', { level: 1, name: 'Sofía Hernández' })).toBeInTheDocument();
        expect(screen.getByText('Client since Feb 10, 2025')).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Commissions on this client' })).toHaveAttribute('href', '/reports/commissions?client_id=101');
        expect(bodyRows('Policies')).toHaveLength(3);
      },
      NoPolicies: () => {
        expect(screen.getByRole('heading', { level: 1, name: 'Hugo Lee' })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Commissions on this client' })).toHaveAttribute('href', '/reports/commissions?client_id=200');
        expectEmptyState('No policies yet');
      },
      Phone: () => expect(screen.getByRole('region', { name: 'Summary' })).toBeInTheDocument(),
    });
  });

  it('ClientNotFound and BackToClients', async () => {
    await checkStories(composeStories(notFoundStories), {
      NotFound: () => {
        expect(screen.getByRole('heading', { name: 'Client not found' })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Back to my clients' })).toHaveAttribute('href', '/my-clients');
      },
      Phone: () => expect(screen.getByText('This client does not exist or is not one of your clients.')).toBeInTheDocument(),
    });
    await checkStories(composeStories(backStories), {
      ToList: () => expect(screen.getByRole('link', { name: 'Back to my clients' })).toHaveAttribute('href', '/my-clients'),
      ToSearchedList: () => expect(screen.getByRole('link', { name: 'Back to my clients' })).toHaveAttribute('href', '/my-clients?search=sofia&page=2'),
    });
  });
});
