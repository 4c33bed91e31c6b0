import { mockViewport, renderWithProviders } from '@agent-portal/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.js';
import { TeamFilters, activeSheetFilters } from './TeamFilters.js';

describe('TeamFilters on a phone (issue #28 item 10)', () => {
  beforeEach(() => mockViewport('phone'));

  it('keeps only the search on the page and the rest in a "Filters" sheet with the count of active ones', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<TeamFilters value={{ depth: 2, licensed: true, search: 'ortiz' }} onChange={onChange} onReset={() => undefined} />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ortiz');
    expect(screen.queryByRole('combobox', { name: 'Depth' })).toBeNull();
    const open = screen.getByRole('button', { name: /^Filters ?2$/, description: 'Active filters: 2' });
    expect(screen.getByTestId('team-filters-count')).toHaveTextContent('2');

    await user.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('combobox', { name: 'Depth' })).toHaveTextContent('Level 2');
    expect(within(sheet).getByRole('combobox', { name: 'License' })).toHaveTextContent('Licensed');
    expect(within(sheet).getByRole('button', { name: 'Reset filters' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('switch', { name: 'New this pay cycle' }));
    expect(onChange).toHaveBeenCalledWith({ depth: 2, licensed: true, search: 'ortiz', newThisCycle: true });

    await user.click(within(sheet).getByRole('button', { name: 'Show agents' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows no count when no filter of the sheet is set (the search does not count)', () => {
    renderWithProviders(<TeamFilters value={{ search: 'ortiz' }} onChange={() => undefined} onReset={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByTestId('team-filters-count')).toBeNull();
    expect(activeSheetFilters({ search: 'x', problem: 'BLOCKED', newThisCycle: true })).toBe(2);
  });
});
