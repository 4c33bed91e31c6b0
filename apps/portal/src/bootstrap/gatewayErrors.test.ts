import { changeLanguage } from '@agent-portal/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGatewayErrorHandler, failureTextKey } from './gatewayErrors';

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
    onError('Your account is blocked.', { status: 403, endpoint: 'getCommissionReport', messageSource: 'server', reason: 'BLOCKED' });
    expect(toast).toHaveBeenCalledWith(
      'Your account is blocked because of failed payments. Pay the failed invoices in My Profile to unblock it.',
    );
    expect(navigate).toHaveBeenCalledWith('/my-profile#recurring-transactions');
    await changeLanguage('fr');
    onError('Your account is blocked.', { status: 403, endpoint: 'search', messageSource: 'server', reason: 'BLOCKED' });
    expect(toast).toHaveBeenLastCalledWith(expect.stringMatching(/^Votre compte est bloqué/));
  });

  it('does not move an agent already on my-profile', () => {
    const { toast, navigate, onError } = setup('/my-profile');
    onError('Your account is blocked.', { status: 403, endpoint: 'getTickets', messageSource: 'server', reason: 'BLOCKED' });
    expect(toast).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('translates the other reasons without moving, and shows the gateway’s message without one', () => {
    const { toast, navigate, onError } = setup();
    onError('Un-Licensed Contractor', { status: 403, endpoint: 'getClients', messageSource: 'server', reason: 'UNLICENSED' });
    onError('Too many tickets.', { status: 429, endpoint: 'createTicket', messageSource: 'server', reason: 'RATE_LIMITED' });
    onError('Payments are down', { status: 503, endpoint: 'pay', messageSource: 'server' });
    expect(toast.mock.calls).toEqual([
      ['This is available to licensed contractors only.'],
      ['You have done this too often. Please wait a little and try again.'],
      ['Payments are down'],
    ]);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('gateway failures without a message of the gateway’s, in the agent’s language (issue #29, spec §8)', () => {
  it('words a network failure, a timeout and an unreadable answer in the language, never the English fallback', async () => {
    const { toast, onError } = setup();
    await changeLanguage('de');
    onError('The server could not be reached. Check your connection and try again.', {
      status: 'FETCH_ERROR',
      endpoint: 'getFaq',
      messageSource: 'network',
    });
    onError('The server took too long to answer. Please try again.', { status: 'TIMEOUT_ERROR', endpoint: 'getFaq', messageSource: 'network' });
    onError('Bad Gateway', { status: 'PARSING_ERROR', endpoint: 'getFaq', messageSource: 'network' });
    expect(toast.mock.calls.map(([text]) => text)).toEqual([
      'Das Netzwerk ist nicht verfügbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      'Der Server hat zu lange für die Antwort gebraucht. Bitte versuchen Sie es erneut.',
      'Der Server konnte die Anfrage nicht ausführen. Bitte versuchen Sie es später erneut.',
    ]);
  });

  it('words a bare HTTP status (its message only the status text) by its kind', async () => {
    const { toast, onError } = setup();
    await changeLanguage('ru');
    const bare = (status: number, text: string) => onError(text, { status, endpoint: 'getProfile', messageSource: 'status' });
    bare(404, 'Not Found');
    bare(500, 'Internal Server Error');
    bare(503, 'Service Unavailable');
    bare(504, 'Gateway Timeout');
    bare(429, 'Too Many Requests');
    bare(422, 'Unprocessable Entity');
    bare(418, "I'm a teapot");
    expect(toast.mock.calls.map(([text]) => text)).toEqual([
      'Запрошенное не найдено.',
      'Сервер не смог выполнить запрос. Попробуйте ещё раз позже.',
      'Сервер не смог выполнить запрос. Попробуйте ещё раз позже.',
      'Сервер слишком долго не отвечал. Попробуйте ещё раз.',
      'Слишком много запросов. Подождите немного и попробуйте ещё раз.',
      'Не удалось обработать запрос. Проверьте введённые данные и попробуйте ещё раз.',
      'Что-то пошло не так. Попробуйте ещё раз.',
    ]);
  });

  it('shows a message the gateway wrote as it is, in every language', async () => {
    const { toast, onError } = setup();
    await changeLanguage('fr');
    onError('Le fichier dépasse 10 Mo.', { status: 413, endpoint: 'uploadDocument', messageSource: 'server' });
    expect(toast).toHaveBeenCalledWith('Le fichier dépasse 10 Mo.');
  });

  it('failureTextKey maps every kind of failure', () => {
    expect(
      (['FETCH_ERROR', 'CUSTOM_ERROR', 'TIMEOUT_ERROR', 'PARSING_ERROR', 400, 403, 404, 408, 409, 413, 415, 429, 500, 502, 599, 200, 418] as const).map(
        failureTextKey,
      ),
    ).toEqual([
      'errors.network',
      'errors.network',
      'errors.timeout',
      'errors.server',
      'errors.badRequest',
      'errors.forbidden',
      'errors.notFound',
      'errors.timeout',
      'errors.conflict',
      'errors.tooLarge',
      'errors.badRequest',
      'errors.tooManyRequests',
      'errors.server',
      'errors.server',
      'errors.server',
      'errors.server',
      'errors.generic',
    ]);
  });
});
