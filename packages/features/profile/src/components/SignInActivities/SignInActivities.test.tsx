import type { SignInActivity } from '@agent-portal/api-client/wire';
import { renderWithProviders, server, TEST_ORIGIN } from '@agent-portal/test-utils';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import '../../i18n/accountSetting/index.js';
import { SignInActivities } from './SignInActivities.js';

// Issue #4 account-setting; spec §7 sso v1 `GET /sign-in/activities?page&limit`.
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const activity = (id: number): SignInActivity => ({
  id,
  created_at: '2026-11-20T15:00:00.000Z',
  success: id % 2 === 0,
  ip: id % 2 === 0 ? '127.0.0.1' : '203.0.113.9',
  user_agent: id % 2 === 0 ? CHROME : null,
});

describe('SignInActivities (a ui-kit DataTable paged on the server)', () => {
  it('reads page 1 (1-based), names device and location, and asks the server for page 2', async () => {
    const all = Array.from({ length: 14 }, (_, i) => activity(14 - i));
    const reads: string[] = [];
    server.use(
      http.get(`${TEST_ORIGIN}/sso/v1/sign-in/activities`, ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        reads.push(`page=${page}&limit=${limit}`);
        return HttpResponse.json({ data: all.slice((page - 1) * limit, page * limit), count: all.length });
      }),
    );
    const { user } = renderWithProviders(<SignInActivities />);
    const table = await screen.findByRole('table', { name: 'Sign-in activity' });
    const rows = await within(table).findAllByTestId('activity-row');
    expect(rows).toHaveLength(10);
    const [date, device, location, result] = within(rows[0]!).getAllByRole('cell');
    expect([date, device, location, result].map((cell) => cell!.getAttribute('data-label'))).toEqual(['Date', 'Device', 'Location', 'Result']);
    expect(device).toHaveTextContent('Chrome 131 on Linux');
    expect(device).toHaveAttribute('title', CHROME);
    expect(location).toHaveTextContent('Local network');
    expect(result).toHaveTextContent('Signed in');
    const other = within(rows[1]!).getAllByRole('cell');
    expect(other.map((cell) => cell.textContent).slice(1)).toEqual(['Unknown', '203.0.113.9', 'Failed attempt']);
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('11–14 of 14')).toBeInTheDocument();
    expect(reads).toEqual(['page=1&limit=10', 'page=2&limit=10']);
  });
});
