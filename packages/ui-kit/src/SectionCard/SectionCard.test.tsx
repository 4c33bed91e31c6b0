import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/renderWithTheme.js';
import { SectionCard } from './SectionCard.js';

describe('SectionCard', () => {
  it('is a section labelled by its h2, with subtitle, actions and an anchor id', () => {
    renderWithTheme(
      <SectionCard id="recurring-transactions" title="Recurring transactions" subtitle="Monthly charges" actions={<button>Add</button>}>
        <p>content</p>
      </SectionCard>,
    );
    const section = screen.getByRole('region', { name: 'Recurring transactions' });
    expect(section.tagName).toBe('SECTION');
    expect(section).toHaveAttribute('id', 'recurring-transactions');
    expect(within(section).getByRole('heading', { level: 2, name: 'Recurring transactions' })).toBeInTheDocument();
    expect(within(section).getByText('Monthly charges')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(getComputedStyle(section).scrollMarginTop).toBe('96px');
  });

  it('takes a heading id to label a table inside, and another level', () => {
    renderWithTheme(
      <SectionCard title="Payment history" titleId="history-title" headingLevel="h3">
        <table aria-labelledby="history-title">
          <tbody>
            <tr>
              <td>x</td>
            </tr>
          </tbody>
        </table>
      </SectionCard>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Payment history' })).toHaveAttribute('id', 'history-title');
    expect(screen.getByRole('table', { name: 'Payment history' })).toBeInTheDocument();
  });
});
