import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './TeamSummary.stories.js';
import { sameDaysOfPreviousCycle } from './TeamSummary.js';

const { Typical, FallingNoProblems } = composeStories(stories);
/** Text as read: Intl's thin and the no-break spaces as plain spaces, without word joiners. */
const plain = (element: HTMLElement) => (element.textContent ?? '').replace(/\u2060/g, '').replace(/\s/g, ' ');

// Issue #27 §4: the production of the cycle in progress is compared with the same days of the
// previous one, never with its whole week, and the card says so.
describe('TeamSummary compares production like for like (issue #27 §4)', () => {
  it('so far against the same days of the previous cycle, named; the whole previous cycle stays beside it', () => {
    render(<Typical />);
    // $2,250.00 in three days against $2,000.00 in the previous cycle's first three — not its whole $4,800.00.
    expect(screen.getByTestId('production-change')).toHaveTextContent('Up $250.00 (12.5%)');
    expect(plain(screen.getByTestId('production-basis'))).toBe('So far, vs the same days last cycle (Nov 10 – 12, 2026)');
    expect(screen.getByText('Whole previous pay cycle: $4,800.00')).toBeInTheDocument();
  });

  it('a fall against the same days reads as a loss', () => {
    render(<FallingNoProblems />);
    expect(screen.getByTestId('production-change')).toHaveTextContent('Down $500.00 (25%)');
  });

  it('sameDaysOfPreviousCycle: the previous cycle’s first days, as many as the current cycle has had', () => {
    expect(sameDaysOfPreviousCycle({ pay_cycle_start: '2026-11-24', cycle_days_elapsed: 1 })).toEqual({ start: '2026-11-17', end: '2026-11-17' });
    expect(sameDaysOfPreviousCycle({ pay_cycle_start: '2026-11-24', cycle_days_elapsed: 3 })).toEqual({ start: '2026-11-17', end: '2026-11-19' });
    expect(sameDaysOfPreviousCycle({ pay_cycle_start: '2026-11-24', cycle_days_elapsed: 7 })).toEqual({ start: '2026-11-17', end: '2026-11-23' });
  });
});
