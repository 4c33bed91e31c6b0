import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/renderWithTheme.js';
import { FilterSelect } from './FilterSelect.js';

const choices = [
  { value: 'PAID', label: 'Paid' },
  { value: 'PENDING', label: 'Pending' },
];

describe('FilterSelect', () => {
  it('offers "All" first, then the choices, and reports the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<FilterSelect label="Status" value="" allLabel="All" choices={choices} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveTextContent('All');
    await user.click(select);
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Paid', 'Pending']);
    await user.click(screen.getByRole('option', { name: 'Pending' }));
    expect(onChange).toHaveBeenCalledWith('PENDING');
  });

  it('still shows a value that is not (yet) a choice, and can be disabled', () => {
    renderWithTheme(<FilterSelect label="Client" value="42" allLabel="All" choices={[]} onChange={() => undefined} disabled />);
    const select = screen.getByRole('combobox', { name: 'Client' });
    expect(select).toHaveTextContent('42');
    expect(select).toHaveAttribute('aria-disabled', 'true');
  });
});
