import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterSelect } from '../FilterSelect/FilterSelect.js';
import { renderWithTheme } from '../test/renderWithTheme.js';
import { FilterBar, FilterGroup } from './FilterBar.js';

const select = <FilterSelect label="Status" value="" allLabel="All" choices={[{ value: 'PAID', label: 'Paid' }]} onChange={() => undefined} />;

describe('FilterBar', () => {
  it('is a group named by its label; no reset button while nothing is filtered', () => {
    renderWithTheme(
      <FilterBar label="Client filters" filtered={false} resetLabel="Clear search and filters" onReset={() => undefined}>
        {select}
      </FilterBar>,
    );
    expect(screen.getByRole('group', { name: 'Client filters' })).toContainElement(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).toBeNull();
  });

  it('filtered: the reset button, after the filters, clears them', async () => {
    const onReset = vi.fn();
    renderWithTheme(
      <FilterBar label="Client filters" filtered resetLabel="Clear search and filters" onReset={onReset} resetSize="small">
        {select}
      </FilterBar>,
    );
    const reset = screen.getByRole('button', { name: 'Clear search and filters' });
    expect(reset).toHaveClass('MuiButton-sizeSmall');
    await userEvent.click(reset);
    expect(onReset).toHaveBeenCalledOnce();
  });

  it('FilterGroup alone: the named group around its own layout', () => {
    renderWithTheme(
      <FilterGroup label="Team filters">
        <button type="button">Filters</button>
      </FilterGroup>,
    );
    expect(screen.getByRole('group', { name: 'Team filters' })).toContainElement(screen.getByRole('button', { name: 'Filters' }));
  });
});
