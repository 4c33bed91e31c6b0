import { renderWithProviders } from '@agent-portal/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n/index.js';
import { DueDate, isOverdue, todayIso } from './DueDate.js';

describe('DueDate (issue #28 item 6: a next premium due in the past is flagged overdue)', () => {
  it('flags a date before today "Overdue", beside the date', () => {
    renderWithProviders(<DueDate due="2026-11-19" today="2026-11-26" />);
    expect(screen.getByText('Nov 19, 2026')).toBeInTheDocument();
    expect(screen.getByTestId('overdue')).toHaveTextContent('Overdue');
  });

  it('leaves today and later dates unflagged', () => {
    renderWithProviders(
      <>
        <DueDate due="2026-11-26" today="2026-11-26" />
        <DueDate due="2027-01-12" today="2026-11-26" />
      </>,
    );
    expect(screen.queryByTestId('overdue')).toBeNull();
    expect(isOverdue('2026-11-25', '2026-11-26')).toBe(true);
    expect(isOverdue('2026-11-26', '2026-11-26')).toBe(false);
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
