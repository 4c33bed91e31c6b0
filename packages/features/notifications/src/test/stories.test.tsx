import { server, TEST_ORIGIN } from '@agent-portal/test-utils';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as bellStories from '../components/NotificationBell/NotificationBell.stories.js';
import * as tableStories from '../components/NotificationTable/NotificationTable.stories.js';
import * as pageStories from '../routes/NotificationRoute.stories.js';

// Smoke test of the stories' seeded stores. Storybook has no gateway, so here every gateway
// request fails too: only what a story seeds can show.
beforeEach(() => {
  server.use(http.all(`${TEST_ORIGIN}/*`, () => HttpResponse.error()));
});

const bell = composeStories(bellStories);
const page = composeStories(pageStories);
const table = composeStories(tableStories);

/** The body rows of the notifications table. */
const bodyRows = async () => within(await screen.findByRole('table', { name: 'Notifications' })).getAllByRole('row').slice(1);

describe('notification stories render their states', () => {
  it.each([
    ['WithCount', '3', bell.WithCount],
    ['Capped', '99+', bell.Capped],
  ] as const)('bell %s shows the badge %s', async (_name, badge, Story) => {
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
    const rows = await bodyRows();
    expect(rows.filter((row) => row.hasAttribute('data-unseen'))).toHaveLength(3);
    expect(screen.getByRole('navigation', { name: 'Notification pages' })).toBeInTheDocument();
    first.unmount();
    const second = render(<SecondPage />);
    expect((await bodyRows())[0]).toHaveTextContent(/^11/);
    second.unmount();
    const empty = render(<Empty />);
    expect(await screen.findByTestId('empty-state')).toBeInTheDocument();
    empty.unmount();
    render(<Failed />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('table FirstPage, MiddlePage and Phone show rows and the pager', async () => {
    const { FirstPage, MiddlePage, Phone } = table;
    const first = render(<FirstPage />);
    expect(await bodyRows()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    first.unmount();
    const middle = render(<MiddlePage />);
    expect((await bodyRows())[0]).toHaveTextContent(/^61/);
    expect(screen.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
    middle.unmount();
    render(<Phone />);
    expect(within((await bodyRows())[0]!).getAllByRole('cell').map((cell) => cell.getAttribute('data-label'))).toEqual([
      'S.No',
      'Subject',
      'Body',
      'Created At',
    ]);
  });

  it('table Loading, Empty and Failed', async () => {
    const { Loading, Empty, Failed } = table;
    const loading = render(<Loading />);
    expect(screen.getAllByTestId('data-table-skeleton-row')).toHaveLength(10);
    loading.unmount();
    const empty = render(<Empty />);
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No notifications yet');
    empty.unmount();
    render(<Failed />);
    expect(screen.getByText('The notifications could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
