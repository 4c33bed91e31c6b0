import { renderWithProviders } from '@agent-portal/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eligibleValidation, pazRequest, person, servePromotion, validation } from '../test/promotionServer.js';
import { Component as PromotionRoute } from './PromotionRoute.js';

const renderPage = () => renderWithProviders(<PromotionRoute />, { route: '/promotion', path: '/promotion' });

const requirement = (key: string) => screen.findByTestId(`requirement-${key}`);

describe('promotion page (issue #10)', { timeout: 30_000 }, () => {
  it('shows current → next rank and each requirement’s progress and what is missing; not eligible → the button is disabled', async () => {
    servePromotion();
    renderPage();
    const personal = await requirement('PERSONAL_PRODUCTION');
    expect(within(personal).getByTestId('requirement-measure')).toHaveTextContent('$3,750.00 of $5,000.00 · Over the last 4 pay cycles');
    expect(within(personal).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    expect(within(personal).getByText('Not met')).toBeInTheDocument();
    expect(within(personal).getByTestId('requirement-missing')).toHaveTextContent('$1,250.00 more in personal production');
    const recruits = screen.getByTestId('requirement-LICENSED_RECRUITS');
    expect(within(recruits).getByTestId('requirement-measure')).toHaveTextContent('1 of 3');
    expect(within(recruits).getByTestId('requirement-missing')).toHaveTextContent('2 more licensed direct recruits');
    const licensed = screen.getByTestId('requirement-LICENSED');
    expect(within(licensed).getByText('Met')).toBeInTheDocument();
    expect(within(licensed).getByTestId('requirement-measure')).toHaveTextContent('Licensed');
    expect(within(licensed).queryByTestId('requirement-missing')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('rank-ladder')).getByText('Senior Associate')).toBeInTheDocument();
    expect(within(screen.getByTestId('rank-ladder')).getByText('Marketing Director')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request promotion' })).toBeDisabled();
    expect(screen.getByText('Meet every requirement to request the promotion.')).toBeInTheDocument();
  });

  it('eligible → confirm → one POST → success toast, and the pending request replaces the button', async () => {
    const api = servePromotion({ validation: eligibleValidation() });
    const { user } = renderPage();
    const button = await screen.findByRole('button', { name: 'Request promotion' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Request promotion to Marketing Director?' });
    expect(api.generated).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Request' }));
    expect(await screen.findByText('Promotion to Marketing Director requested.')).toBeInTheDocument();
    expect(api.generated).toEqual([{}]);
    expect(await screen.findByTestId('promotion-pending')).toHaveTextContent(/Pending since Nov 18, 2026/);
    expect(screen.queryByRole('button', { name: 'Request promotion' })).not.toBeInTheDocument();
    // "My requests" refreshed with the new request
    const mine = screen.getByRole('table', { name: 'My requests' });
    await waitFor(() => expect(within(mine).getAllByRole('row')).toHaveLength(2));
    expect(within(mine).getAllByRole('row')[1]).toHaveTextContent('Senior Associate → Marketing Director');
  });

  it('a 422 shows the server’s message and the unmet requirements; a 409 says a request is pending', async () => {
    const unmet = validation().requirements.filter((r) => !r.met);
    const api = servePromotion({
      validation: eligibleValidation(),
      generate: { status: 422, body: { statusCode: 422, error: 'Unprocessable Entity', message: 'Requirements for Marketing Director are not met.', unmet } },
    });
    const { user } = renderPage();
    const button = await screen.findByRole('button', { name: 'Request promotion' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Request' }));
    const alert = await screen.findByTestId('promotion-unmet');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(alert).toHaveTextContent('Requirements for Marketing Director are not met.');
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Personal production: $1,250.00 more in personal production',
      'Licensed direct recruits: 2 more licensed direct recruits',
    ]);
    api.world.generate = { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'A promotion request is already pending.' } };
    await user.click(screen.getByRole('button', { name: 'Request promotion' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Request' }));
    expect(await screen.findByText('You already have a pending request.')).toBeInTheDocument();
    expect(api.generated).toHaveLength(2);
  });

  it('the top of the ladder says so, with no button', async () => {
    servePromotion({ validation: validation({ current_rank: 'EXECUTIVE_MARKETING_DIRECTOR', next_rank: null, requirements: [], eligible: false }) });
    renderPage();
    expect(await screen.findByText('You hold the highest rank')).toBeInTheDocument();
    expect(screen.getByText('There is no rank above Executive Marketing Director. Congratulations!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request promotion' })).not.toBeInTheDocument();
  });

  it('my requests list the decisions with the note as text', async () => {
    servePromotion({
      mine: [pazRequest({ id: 5, requester: person(7, 'Ava', 'Martinez'), status: 'DECLINED', decided_at: '2026-11-19T08:00:00.000Z', decided_by: person(3, 'Noah', 'Kim'), note: '<b>Not yet</b>' })],
    });
    renderPage();
    const mine = await screen.findByRole('table', { name: 'My requests' });
    await waitFor(() => expect(within(mine).getAllByRole('row')).toHaveLength(2));
    const cells = within(within(mine).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Associate → Senior Associate');
    expect(cells[2]).toHaveTextContent('Declined');
    expect(cells[4]).toHaveTextContent('Noah Kim');
    expect(cells[5]).toHaveTextContent('<b>Not yet</b>');
    // Issue #29: the decider's name and note read the same in every language.
    expect(within(cells[4]!).getByText('Noah Kim')).toHaveAttribute('translate', 'no');
    expect(within(cells[5]!).getByText('<b>Not yet</b>')).toHaveAttribute('translate', 'no');
  });

  it('to decide: declining without a note shows the error and sends nothing; approving sends the decision and the row goes', async () => {
    const api = servePromotion({ toDecide: [pazRequest()] });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Decline Paz Lee' }));
    let dialog = await screen.findByRole('dialog', { name: 'Decline Paz Lee’s promotion to Senior Associate?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Write why you decline.')).toBeInTheDocument();
    expect(api.decided).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Approve Paz Lee' }));
    dialog = await screen.findByRole('dialog', { name: 'Approve Paz Lee’s promotion to Senior Associate?' });
    expect(dialog).toHaveTextContent('Their rank changes at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Paz Lee’s promotion approved.')).toBeInTheDocument();
    expect(api.decided).toEqual([{ request_id: 41, decision: 'APPROVED' }]);
    expect(await screen.findByText('Nothing to decide')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Paz Lee' })).not.toBeInTheDocument();
  });

  it('a 409 from the server shows in the dialog and keeps the typed note', async () => {
    const api = servePromotion({
      toDecide: [pazRequest()],
      approve: { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'This request was already decided.' } },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Decline Paz Lee' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Production too low');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This request was already decided.');
    expect(within(dialog).getByRole('textbox', { name: /Note/ })).toHaveValue('Production too low');
    expect(api.decided).toEqual([{ request_id: 41, decision: 'DECLINED', note: 'Production too low' }]);
  });

  it('hides "To decide" for an agent without a downline and nothing to decide', async () => {
    servePromotion({ direct: 0 });
    renderPage();
    await screen.findByRole('table', { name: 'My requests' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'To decide' })).not.toBeInTheDocument());
    await screen.findByTestId('requirement-LICENSED');
    expect(screen.queryByText('Nothing to decide')).not.toBeInTheDocument();
  });
});
