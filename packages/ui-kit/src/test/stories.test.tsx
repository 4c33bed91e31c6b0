import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as confirmStories from '../ConfirmDialog/ConfirmDialog.stories.js';
import * as tableStories from '../DataTable/DataTable.stories.js';
import * as pagedStories from '../DataTable/PagedDataTable.stories.js';
import * as sectionStories from '../form/EditableSectionForm.stories.js';
import * as queryStories from '../QueryState/QueryState.stories.js';
import * as searchStories from '../SearchField/SearchField.stories.js';
import { renderWithTheme } from './renderWithTheme.js';

// Stories double as fixtures: each state renders what it promises.
const table = composeStories(tableStories);
const query = composeStories(queryStories);
const confirm = composeStories(confirmStories);
const search = composeStories(searchStories);
const paged = composeStories(pagedStories);
const section = composeStories(sectionStories);

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

  it('FirstLoad, Empty and Failed', () => {
    const first = renderWithTheme(<table.FirstLoad />);
    expect(screen.getAllByTestId('data-table-skeleton-row')).toHaveLength(4);
    first.unmount();
    const empty = renderWithTheme(<table.Empty />);
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No payments yet');
    empty.unmount();
    renderWithTheme(<table.Failed />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('QueryState and ConfirmDialog stories', () => {
  it('render their states', async () => {
    const loading = renderWithTheme(<query.Loading />);
    expect(screen.getByTestId('busy-skeleton')).toBeInTheDocument();
    loading.unmount();
    const loaded = renderWithTheme(<query.Loaded />);
    expect(screen.getByText('$105.11')).toBeInTheDocument();
    loaded.unmount();
    renderWithTheme(<confirm.Pay />);
    // the dialog's code loads on first open
    expect(await screen.findByRole('dialog', { name: 'Pay now?' })).toHaveTextContent('$105.11');
  });
});

describe('SearchField stories', () => {
  it('Empty: the hint, no clear button; WithSearch: the text and "Clear search"; Phone', () => {
    const empty = renderWithTheme(<search.Empty />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Name, code or email');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    empty.unmount();
    const withSearch = renderWithTheme(<search.WithSearch />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('sofia');
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
    withSearch.unmount();
    renderWithTheme(<search.Phone />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('TL-0000011');
  });
});

describe('PagedDataTable stories', () => {
  it('Loaded: 10 of 42 clients; a filter that matches nothing, then "Clear search and filters"', async () => {
    const user = userEvent.setup();
    renderWithTheme(<paged.Loaded />);
    expect(within(screen.getByRole('table', { name: 'Clients' })).getAllByRole('row').slice(1)).toHaveLength(10);
    expect(screen.getByText('1–10 of 42')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Paris' }));
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No clients match your search');
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(screen.getByText('1–10 of 42')).toBeInTheDocument();
  });

  it('FirstLoad, NothingYet and Failed', () => {
    const first = renderWithTheme(<paged.FirstLoad />);
    expect(screen.getAllByTestId('data-table-skeleton-row')).toHaveLength(10);
    first.unmount();
    const nothing = renderWithTheme(<paged.NothingYet />);
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No clients yet');
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).toBeNull();
    nothing.unmount();
    renderWithTheme(<paged.Failed />);
    expect(screen.getByText('The clients could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
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
