import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as bellStories from '../components/NotificationBell/NotificationBell.stories';
import * as pageStories from '../routes/NotificationRoute.stories';

// Smoke test of the stories' seeded stores (no network: the gateway is not configured here).
const bell = composeStories(bellStories);
const page = composeStories(pageStories);

describe('notification stories render their states', () => {
  it.each([
    ['WithCount', bell.WithCount, '3'],
    ['Capped', bell.Capped, '99+'],
  ] as const)('bell %s shows the badge %s', async (_name, Story, badge) => {
    render(<Story />);
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent(badge);
  });

  it('bell Zero shows no badge', () => {
    const { Zero } = bell;
    render(<Zero />);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('page WithRows, SecondPage, Empty and Failed', async () => {
    const { WithRows, SecondPage, Empty, Failed } = page;
    const first = render(<WithRows />);
    const rows = within(await screen.findByRole('table')).getAllByRole('row').slice(1);
    expect(rows.filter((row) => row.hasAttribute('data-unseen'))).toHaveLength(3);
    first.unmount();
    const second = render(<SecondPage />);
    expect(within(await screen.findByRole('table')).getAllByRole('row')[1]).toHaveTextContent(/^11/);
    second.unmount();
    const empty = render(<Empty />);
    expect(await screen.findByTestId('empty-state')).toBeInTheDocument();
    empty.unmount();
    render(<Failed />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
