import { checkStories, expectButton, expectEmptyState, expectLoadFailed, expectSkeletonRows } from '@agent-portal/vitest-config/harness';
import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as confirmStories from '../ConfirmDialog/ConfirmDialog.stories.js';
import * as tableStories from '../DataTable/DataTable.stories.js';
import * as pagedStories from '../DataTable/PagedDataTable.stories.js';
import * as sectionStories from '../form/EditableSectionForm.stories.js';
import * as filterBarStories from '../FilterBar/FilterBar.stories.js';
import * as queryStories from '../QueryState/QueryState.stories.js';
import * as searchStories from '../SearchField/SearchField.stories.js';
import { renderWithTheme } from './renderWithTheme.js';

// Stories double as fixtures: each state renders what it promises.
const table = composeStories(tableStories);
const search = composeStories(searchStories);
const paged = composeStories(pagedStories);
const section = composeStories(sectionStories);
const filterBar = composeStories(filterBarStories);

describe('DataTable stories', () => {
  it('Notifications: 10 rows, 3 unseen, 13 pages; opening a row marks it seen', async () => {
    const user = userEvent.setup();
    renderWithTheme(<table.Notifications />);
    const rows = within(screen.getByRole('table', { name: 'Notifications' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows.filter((row) => row.hasAttribute('data-unseen'))).toHaveLength(3);
    expect(screen.getByText('1–10 of 130')).toBeInTheDocument();
    await user.click(rows[0]!);
    expect(rows[0]).not.toHaveAttribute('data-unseen');
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByText('121–130 of 130')).toBeInTheDocument();
  });

  it('FirstLoad, Empty and Failed', async () => {
    await checkStories(table, {
      FirstLoad: () => expectSkeletonRows(4),
      Empty: () => expectEmptyState('No payments yet'),
      Failed: () => expectButton('Try again'),
    }, renderWithTheme);
  });
});

describe('QueryState and ConfirmDialog stories', () => {
  it('render their states', async () => {
    await checkStories(composeStories(queryStories), {
      Loading: () => expect(screen.getByTestId('busy-skeleton')).toBeInTheDocument(),
      Loaded: () => expect(screen.getByText('$105.11')).toBeInTheDocument(),
    }, renderWithTheme);
    await checkStories(composeStories(confirmStories), {
      Pay: async () => {
        // the dialog's code loads on first open
        expect(await screen.findByRole('dialog', { name: 'Pay now?' })).toHaveTextContent('$105.11');
      },
    }, renderWithTheme);
  });
});

describe('SearchField stories', () => {
  it('Empty: the hint, no clear button; WithSearch: the text and "Clear search"; Phone', async () => {
    await checkStories(search, {
      Empty: () => {
        expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Name, code or email');
        expectButton('Clear search', false);
      },
      WithSearch: () => {
        expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('sofia');
        expectButton('Clear search');
      },
      Phone: () => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('TL-0000011'),
    }, renderWithTheme);
  });
});

describe('PagedDataTable stories', () => {
  it('Loaded: 10 of 42 clients; a filter that matches nothing, then "Clear search and filters"', async () => {
    const user = userEvent.setup();
    renderWithTheme(<paged.Loaded />);
    expect(within(screen.getByRole('table', { name: 'Clients' })).getAllByRole('row').slice(1)).toHaveLength(10);
    expect(screen.getByText('1–10 of 42')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Paris' }));
    expectEmptyState('No clients match your search');
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(screen.getByText('1–10 of 42')).toBeInTheDocument();
  });

  it('FirstLoad, NothingYet and Failed', async () => {
    await checkStories(paged, {
      FirstLoad: () => expectSkeletonRows(10),
      NothingYet: () => {
        expectEmptyState('No clients yet');
        expect(screen.queryByRole('button', { name: 'Clear search and filters' })).toBeNull();
      },
      Failed: () => expectLoadFailed('The clients could not be loaded.'),
    }, renderWithTheme);
  });
});

describe('EditableSection stories', () => {
  it('View → Edit → an invalid Save keeps the form with the error → Save → the new address', async () => {
    const user = userEvent.setup();
    renderWithTheme(<section.View />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const city = screen.getByRole('textbox', { name: /City/ });
    await user.clear(city);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('City is required')).toBeInTheDocument();
    await user.type(city, 'Shelbyville');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('address-view')).toHaveTextContent('1 Main Street, Shelbyville');
  });

  it('SaveFails: the message shows and the form stays open', async () => {
    const user = userEvent.setup();
    renderWithTheme(<section.SaveFails />);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The address could not be saved.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Address' })).toBeInTheDocument();
  });
});

describe('FilterBar stories', () => {
  it('Unfiltered: the named group without a reset; Filtered: "Clear search and filters" clears the status', async () => {
    const user = userEvent.setup();
    const unfiltered = renderWithTheme(<filterBar.Unfiltered />);
    expect(screen.getByRole('group', { name: 'Client filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).toBeNull();
    unfiltered.unmount();
    renderWithTheme(<filterBar.Filtered />);
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).toBeNull();
  });
});
