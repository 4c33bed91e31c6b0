import type { RecurringInvoice } from '@agent-portal/api-client/wire';
import { samplePayload, server, serveProfile, TEST_ORIGIN, testProfile } from '@agent-portal/vitest-config/harness';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { blockedRedirectFrom, isBlockedByInvoices } from './blocked.js';
import { RouteGuard } from './RouteGuard.js';
import { configureSessionForTest, renderWithProviders } from './test/harness.js';

function invoice(id: number, status: RecurringInvoice['status'], subscription_type: RecurringInvoice['subscription_type'] = 'CP_UTILIZATION'): RecurringInvoice {
  return {
    id,
    user_id: 7,
    subscription_type,
    status,
    amount_cents: 4900,
    currency: 'USD',
    invoice_date: `2026-0${id}-01`,
    created_at: `2026-0${id}-01T00:00:00Z`,
    paid_at: null,
  };
}

let invoiceQueries: string[];
function useGateway({ licensed, invoices }: { licensed: boolean; invoices: RecurringInvoice[] }) {
  invoiceQueries = [];
  serveProfile(testProfile(licensed));
  server.use(
    http.get(`${TEST_ORIGIN}/integration/v1/recurring/invoices`, ({ request }) => {
      invoiceQueries.push(new URL(request.url).search);
      return HttpResponse.json({ data: invoices, count: invoices.length });
    }),
  );
}

function renderGuarded(props: { licensed?: boolean; blockCheck?: boolean }, route = '/my-clients?tab=all') {
  const path = route.split('?')[0];
  return renderWithProviders(
    <RouteGuard {...props} fallback={<p>checking…</p>}>
      <p>guarded content</p>
    </RouteGuard>,
    { route, path, session: samplePayload() },
  );
}

beforeEach(() => {
  configureSessionForTest();
});

describe('RouteGuard (§2, §5, §6, CONTRACTS)', () => {
  it('lets a licensed, not blocked agent into a licensed route (after the fallback)', async () => {
    useGateway({ licensed: true, invoices: [invoice(2, 'FAILED'), invoice(1, 'PAID')] });
    renderGuarded({ licensed: true });
    expect(screen.getByText('checking…')).toBeInTheDocument();
    expect(await screen.findByText('guarded content')).toBeInTheDocument();
    expect(invoiceQueries).toEqual(['?user_id=7&subscription_type=CP_UTILIZATION&limit=2']);
  });

  it('sends an unlicensed agent to access-denied with reason and source', async () => {
    useGateway({ licensed: false, invoices: [] });
    renderGuarded({ licensed: true });
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/access-denied?reason=Un-Licensed%20Contractor&source=%2Fmy-clients%3Ftab%3Dall',
    );
    expect(screen.queryByText('guarded content')).not.toBeInTheDocument();
  });

  it('lets an unlicensed agent into a route that is not licensed-only', async () => {
    useGateway({ licensed: false, invoices: [] });
    renderGuarded({}, '/reports');
    expect(await screen.findByText('guarded content')).toBeInTheDocument();
  });

  it('sends a blocked agent to my-profile#recurring-transactions (blocked wins over unlicensed)', async () => {
    useGateway({ licensed: false, invoices: [invoice(2, 'FAILED'), invoice(1, 'FAILED')] });
    renderGuarded({ licensed: true });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/my-profile#recurring-transactions$/);
  });

  it('tells the profile where the blocked agent came from, so it can say why (issue #28 item 7)', async () => {
    useGateway({ licensed: true, invoices: [invoice(2, 'FAILED'), invoice(1, 'FAILED')] });
    function Profile() {
      const location = useLocation();
      return <p>{`profile, sent from ${blockedRedirectFrom(location.state) ?? 'nowhere'}`}</p>;
    }
    renderWithProviders(
      <Routes>
        <Route path="/dashboard" element={<RouteGuard fallback={<p>checking…</p>}>guarded content</RouteGuard>} />
        <Route path="/my-profile" element={<Profile />} />
      </Routes>,
      { route: '/dashboard', session: samplePayload() },
    );
    expect(await screen.findByText('profile, sent from /dashboard')).toBeInTheDocument();
    expect(blockedRedirectFrom(null)).toBeNull();
    expect(blockedRedirectFrom({ other: 1 })).toBeNull();
  });

  it('shows renderLoadError when a licensed route cannot load the profile, and retries into the route (issue #13 §5)', async () => {
    useGateway({ licensed: true, invoices: [] });
    let profileCalls = 0;
    let failing = true;
    server.use(
      http.get(`${TEST_ORIGIN}/integration/v1/users/7`, () => {
        profileCalls += 1;
        return failing
          ? HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'down' }, { status: 500 })
          : HttpResponse.json({ data: testProfile(true) });
      }),
    );
    renderWithProviders(
      <RouteGuard licensed fallback={<p>checking…</p>} renderLoadError={(retry) => <button onClick={retry}>load again</button>}>
        <p>guarded content</p>
      </RouteGuard>,
      { route: '/my-clients', path: '/my-clients', session: samplePayload() },
    );
    const retry = await screen.findByRole('button', { name: 'load again' });
    expect(screen.queryByText('guarded content')).not.toBeInTheDocument();
    failing = false;
    const calls = profileCalls;
    retry.click();
    expect(await screen.findByText('guarded content')).toBeInTheDocument();
    expect(profileCalls).toBeGreaterThan(calls);
  });

  it('does not check blocking on my-profile (blockCheck false)', async () => {
    useGateway({ licensed: true, invoices: [invoice(2, 'FAILED'), invoice(1, 'FAILED')] });
    renderGuarded({ blockCheck: false }, '/my-profile');
    expect(await screen.findByText('guarded content')).toBeInTheDocument();
    expect(invoiceQueries).toEqual([]);
  });
});

describe('isBlockedByInvoices (ARCHITECTURE §7)', () => {
  it('is blocked only when the two latest CP_UTILIZATION invoices both FAILED', () => {
    expect(isBlockedByInvoices([invoice(2, 'FAILED'), invoice(1, 'FAILED')])).toBe(true);
    expect(isBlockedByInvoices([invoice(2, 'FAILED'), invoice(1, 'PAID')])).toBe(false);
    expect(isBlockedByInvoices([invoice(2, 'PAID'), invoice(1, 'FAILED')])).toBe(false);
    expect(isBlockedByInvoices([invoice(1, 'FAILED')])).toBe(false);
    expect(isBlockedByInvoices([])).toBe(false);
    expect(isBlockedByInvoices(undefined)).toBe(false);
    expect(isBlockedByInvoices([invoice(3, 'FAILED'), invoice(2, 'FAILED', 'CRM_SEAT'), invoice(1, 'FAILED')])).toBe(true);
    expect(isBlockedByInvoices([invoice(3, 'PENDING'), invoice(2, 'FAILED'), invoice(1, 'FAILED')])).toBe(false);
  });
});
