import { changeLanguage } from '@agent-portal/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGatewayErrorHandler } from './gatewayErrors';

afterEach(async () => {
  await changeLanguage('en');
});

function setup(pathname = '/dashboard') {
  const toast = vi.fn<(text: string) => void>();
  const navigate = vi.fn<(to: string) => void>();
  return { toast, navigate, onError: createGatewayErrorHandler({ toast, navigate, pathname: () => pathname }) };
}

describe('the portal’s gateway error hook (issue #26, spec §4, §8)', () => {
  it('says BLOCKED in the agent’s language and sends the agent to the recurring transactions', async () => {
    const { toast, navigate, onError } = setup('/reports/commissions');
    onError('Your account is blocked.', { status: 403, endpoint: 'getCommissionReport', reason: 'BLOCKED' });
    expect(toast).toHaveBeenCalledWith(
      'Your account is blocked because of failed payments. Pay the failed invoices in My Profile to unblock it.',
    );
    expect(navigate).toHaveBeenCalledWith('/my-profile#recurring-transactions');
    await changeLanguage('fr');
    onError('Your account is blocked.', { status: 403, endpoint: 'search', reason: 'BLOCKED' });
    expect(toast).toHaveBeenLastCalledWith(expect.stringMatching(/^Votre compte est bloqué/));
  });

  it('does not move an agent already on my-profile', () => {
    const { toast, navigate, onError } = setup('/my-profile');
    onError('Your account is blocked.', { status: 403, endpoint: 'getTickets', reason: 'BLOCKED' });
    expect(toast).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('translates the other reasons without moving, and shows the gateway’s message without one', () => {
    const { toast, navigate, onError } = setup();
    onError('Un-Licensed Contractor', { status: 403, endpoint: 'getClients', reason: 'UNLICENSED' });
    onError('Too many tickets.', { status: 429, endpoint: 'createTicket', reason: 'RATE_LIMITED' });
    onError('Payments are down', { status: 503, endpoint: 'pay' });
    expect(toast.mock.calls).toEqual([
      ['This is available to licensed contractors only.'],
      ['You have done this too often. Please wait a little and try again.'],
      ['Payments are down'],
    ]);
    expect(navigate).not.toHaveBeenCalled();
  });
});
