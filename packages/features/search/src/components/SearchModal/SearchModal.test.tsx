import { renderWithProviders, server, serveProfile, TEST_ORIGIN, testProfile } from '@agent-portal/test-utils';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../constants.js';
import { emptyResult, fullResult } from '../SearchPanel/fixtures.js';
import { SearchModal } from './SearchModal.js';

const SEARCH_URL = `${TEST_ORIGIN}/integration/v1/analytics/search`;

let requests: string[];
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  requests = [];
  server.use(
    http.get(SEARCH_URL, ({ request }) => {
      const text = new URL(request.url).searchParams.get('search') ?? '';
      requests.push(text);
      return HttpResponse.json({ data: text.includes('zzz') ? emptyResult : fullResult });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

const onClose = vi.fn();
/** The modal over the dashboard, for agent 7 (licensed or not); other paths show where a result led. */
const renderModal = (licensed = true) => {
  serveProfile(testProfile(licensed));
  return renderWithProviders(<SearchModal open onClose={onClose} />, { route: '/dashboard', path: '/dashboard' });
};
const input = () => screen.getByRole('combobox', { name: 'Search clients, forms and tickets' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const settle = async () => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
  });
};

describe('SearchModal (§2 Search modal, §5 debounce 500 ms)', () => {
  it('opens with a focused, labelled input and "Enter Text to Search"', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    expect(input()).toHaveFocus();
    expect(screen.getByText('Enter Text to Search')).toBeInTheDocument();
  });

  it('debounces the input: one request 500 ms after the last keystroke, with the trimmed text', async () => {
    renderModal();
    type('ro');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    type('rosa ');
    // Half the debounce later (real time also moves the fake clock a little): no request yet.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS / 2);
    });
    expect(requests).toEqual([]);
    expect(screen.getByRole('progressbar', { name: 'Searching…' })).toBeInTheDocument();
    await settle();
    await screen.findByRole('option', { name: /Rosa Diaz/ });
    expect(requests).toEqual(['rosa']);
  });

  it('shows the groups: clients (type and number, or N/A), forms (tag, category), support (ticket, subject, status)', async () => {
    renderModal();
    type('rosa');
    await settle();
    const clients = await screen.findByRole('group', { name: 'Clients' });
    expect(clients).toHaveTextContent('Rosa Diaz');
    expect(clients).toHaveTextContent('Term Life · TL-0000042 · +1 more');
    expect(screen.getByRole('option', { name: /Rosa Novak/ })).toHaveTextContent('N/A');
    const forms = screen.getByRole('group', { name: 'Forms' });
    expect(forms).toHaveTextContent('E&O · Compliance forms');
    expect(forms).toHaveTextContent('Tax · Back office');
    expect(forms).toHaveTextContent('Goals · Business overview');
    const support = screen.getByRole('group', { name: 'Support' });
    expect(support).toHaveTextContent('TCK-000055');
    expect(support).toHaveTextContent('In progress');
    // Server text is text: the markup is shown, never parsed.
    expect(support).toHaveTextContent('<img src=x onerror=alert(1)> rosa');
    expect(support.querySelector('img')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Results: 7');
  });

  it.each([
    ['Rosa Diaz', '/my-clients/101'],
    ['Errors and Omissions', '/forms/compliance-forms?search=Errors+and+Omissions+Insurance+Declaration&highlight=3'],
    ['W-9 Request', '/forms/back-office?search=W-9+Request+for+Taxpayer+Identification&highlight=14'],
    ['Annual Goal Setting', '/business-overview?search=Annual+Goal+Setting+Worksheet&highlight=30'],
    ['TCK-000055', '/help/generate-ticket/55'],
  ])('a click on "%s" goes to %s and closes', async (name, path) => {
    onClose.mockReset();
    renderModal();
    type('rosa');
    await settle();
    fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
    expect(screen.getByTestId('location')).toHaveTextContent(path);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('arrow keys move the active result (aria-activedescendant, wrapping); Enter opens it', async () => {
    renderModal();
    type('rosa');
    await settle();
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(7);
    expect(input()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input()).toHaveAttribute('aria-activedescendant', options[6]!.id);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.getByTestId('location')).toHaveTextContent('/help/generate-ticket/56');
  });

  it('"No Result found" when nothing matches', async () => {
    renderModal();
    type('zzz');
    await settle();
    expect(await screen.findByText('No Result found')).toBeInTheDocument();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('clearing the input clears the results at once and shows "Enter Text to Search"', async () => {
    renderModal();
    type('rosa');
    await settle();
    await screen.findByRole('option', { name: /Rosa Diaz/ });
    type('  ');
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.getByText('Enter Text to Search')).toBeInTheDocument();
    expect(input()).not.toHaveAttribute('aria-activedescendant');
  });

  it('shows an error with a retry that searches again', async () => {
    let fail = true;
    server.use(
      http.get(SEARCH_URL, () =>
        fail ? HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, { status: 500 }) : HttpResponse.json({ data: fullResult }),
      ),
    );
    renderModal();
    type('rosa');
    await settle();
    await screen.findByText('The search failed. Check your connection and try again.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: /Rosa Diaz/ })).toBeInTheDocument();
  });

  it("says why the gateway refused the search (a blocked agent, issue #26), without a pointless retry", async () => {
    server.use(
      http.get(SEARCH_URL, () =>
        HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'Your account is blocked…', reason: 'BLOCKED' }, { status: 403 }),
      ),
    );
    renderModal();
    type('rosa');
    await settle();
    await screen.findByText('Your account is blocked because of failed payments. Pay the failed invoices in My Profile to unblock it.');
    expect(screen.queryByText('The search failed. Check your connection and try again.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('an unlicensed agent\'s client results lead to access-denied, as the route guard does (§6)', async () => {
    renderModal(false);
    await waitFor(() => expect(requests).toEqual([]));
    type('rosa');
    await settle();
    const option = await screen.findByRole('option', { name: /Rosa Diaz/ });
    await waitFor(() => expect(option).toHaveTextContent('Licensed contractors only'));
    fireEvent.click(option);
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/access-denied?reason=Un-Licensed%20Contractor&source=%2Fmy-clients%2F101',
    );
  });

  it('cuts the input at 100 characters', () => {
    renderModal();
    type('x'.repeat(150));
    expect(input()).toHaveValue('x'.repeat(100));
  });
});
