import { teamApi } from '@agent-portal/api-client';
import { renderWithProviders } from '@agent-portal/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyTelemetry, me, serveMyTeam } from '../test/myTeamServer.js';
import { Component as UplineRoute } from './UplineRoute.js';

const renderPage = () => renderWithProviders(<UplineRoute />, { route: '/my-team/team-hierarchy/upline', path: '/my-team/team-hierarchy/upline' });

const chainCodes = () => Array.from(screen.getByTestId('upline-chain').querySelectorAll(':scope > li'), (li) => li.getAttribute('data-code'));

describe('upline page (issue #10)', { timeout: 30_000 }, () => {
  it('shows the chain top-down as cards, "You" on the agent’s own, public cards without a phone', async () => {
    serveMyTeam();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Upline Hierarchy' })).toBeInTheDocument();
    await screen.findByTestId('upline-chain');
    expect(chainCodes()).toEqual(['AG-000001', 'AG-000003', 'AG-000007']);
    const cards = screen.getAllByTestId('agent-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Eli Stone', 'Uma Patel', 'Ava Martinez']);
    expect(within(cards[2]!).getByTestId('you-marker')).toHaveTextContent('You');
    expect(within(cards[0]!).queryByTestId('you-marker')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: /^Email Uma Patel,/ })).toHaveAttribute('href', 'mailto:uma@agent-portal.test');
    expect(within(cards[1]!).queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
  });

  it('shows the telemetry of the downline: headcount by depth, production change and problem links to my-team', async () => {
    serveMyTeam();
    renderPage();
    const figures = await screen.findByTestId('telemetry-figures');
    expect(within(figures).getByRole('table', { name: 'Headcount by depth' })).toBeInTheDocument();
    expect(within(figures).getAllByRole('row')).toHaveLength(4);
    expect(within(figures).getByTestId('production-change')).toHaveTextContent('Up $250.00 (12.5%)');
    expect(within(figures).getByRole('link', { name: 'Blocked: 1' })).toHaveAttribute('href', '/my-team?problem=BLOCKED');
  });

  it('shows no telemetry without a downline', async () => {
    serveMyTeam({ telemetry: emptyTelemetry });
    const { store } = renderPage();
    await screen.findByTestId('upline-chain');
    await waitFor(() => expect(teamApi.endpoints.getUplineTelemetry.select(7)(store.getState()).isSuccess).toBe(true));
    expect(screen.queryByTestId('telemetry-figures')).not.toBeInTheDocument();
  });

  it('at the top of the hierarchy: a friendly state and the agent’s own card', async () => {
    serveMyTeam({ chain: [{ ...me, upline_code: null, upline_name: null }] });
    renderPage();
    const top = await screen.findByTestId('top-of-hierarchy');
    expect(within(top).getByText('You are at the top of the hierarchy')).toBeInTheDocument();
    expect(within(top).getByTestId('you-marker')).toBeInTheDocument();
    expect(screen.queryByTestId('upline-chain')).not.toBeInTheDocument();
  });

  it('a 403 reads as not allowed, without a retry', async () => {
    serveMyTeam({ chain: 'forbidden' });
    renderPage();
    expect(await screen.findByText('You are not allowed to see this upline.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
