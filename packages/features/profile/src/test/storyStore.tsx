import { accountSecurityApi, paymentApi } from '@agent-portal/api-client';
import type { SignUpSecurity } from '@agent-portal/api-client/wire';
import { createStoryStore } from '@agent-portal/test-utils/stories';
import type { Middleware } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { dueCharge, dueTaxes } from '../components/PayDuePanel/fixtures.js';

/** Data the story store's cache is filled with (no network in Storybook). */
export interface StoryData {
  due?: boolean;
  /** The security question data; `null` leaves it out of the cache (its load then fails). Default: three questions, the second chosen. */
  security?: SignUpSecurity | null;
}

/** The security question data of the stories by default. */
export const storySecurity: SignUpSecurity = {
  questions: [
    { id: 1, code: 'FIRST_PET', text: 'What was the name of your first pet?' },
    { id: 2, code: 'BIRTH_CITY', text: 'In which city were you born?' },
    { id: 5, code: 'FIRST_CAR', text: 'What was the make of your first car?' },
  ],
  current: { question_id: 2, updated_at: '2026-11-17T12:00:00.000Z' },
};

const payments = Array.from({ length: 14 }, (_, i) => ({
  id: 14 - i,
  user_id: 12,
  status: i === 3 ? ('DECLINED' as const) : ('SUCCEEDED' as const),
  amount_cents: 7800,
  tax_cents: 566,
  total_cents: 8366,
  currency: 'USD',
  card_brand: 'Visa',
  card_last4: '1111',
  invoice_ids: [300 + i * 2, 301 + i * 2],
  transaction_id: i === 3 ? null : `sandbox_ch_${i}`,
  failure_message: i === 3 ? 'The card was declined by its issuer.' : null,
  created_at: new Date(Date.UTC(2026, 10 - i, 14, 10)).toISOString(),
}));

/**
 * A store like the portal's with the payment and account-security caches pre-filled, for stories;
 * `middleware` is added to the store's (e.g. a story's mutation log).
 */
export function StoryProviders({ children, due = true, security = storySecurity, middleware = [] }: StoryData & { children: ReactNode; middleware?: Middleware[] }) {
  // One store per story render: built again on each re-render, it lost what the story had done.
  const [store] = useState(() => seededStore({ due, security }, middleware));
  return (
    <Provider store={store}>
      <MemoryRouter>{children}</MemoryRouter>
    </Provider>
  );
}

function seededStore({ due, security }: Required<StoryData>, middleware: readonly Middleware[]) {
  const store = createStoryStore(middleware);
  const empty = { ...dueCharge, invoices: [], subtotal_cents: 0 };
  void store.dispatch(paymentApi.util.upsertQueryData('getRecurringCharge', 14, due ? dueCharge : empty));
  void store.dispatch(
    paymentApi.util.upsertQueryData('getRecurringChargeTaxes', 14, due ? dueTaxes : { ...dueTaxes, lines: [], subtotal_cents: 0, tax_cents: 0, total_cents: 0 }),
  );
  void store.dispatch(
    paymentApi.util.upsertQueryData('getChargeableSettings', 14, {
      user_id: 14,
      billing_day: 15,
      currency: 'USD',
      auto_pay: true,
      updated_at: '2026-11-17T12:00:00.000Z',
      subscriptions: [
        { subscription_type: 'CP_UTILIZATION', charged: true, amount_cents: 4900, billing_interval: 'MONTHLY' },
        { subscription_type: 'CRM_SEAT', charged: true, amount_cents: 2900, billing_interval: 'MONTHLY' },
        { subscription_type: 'E_AND_O_INSURANCE', charged: false, amount_cents: 39900, billing_interval: 'YEARLY' },
      ],
    }),
  );
  void store.dispatch(paymentApi.util.upsertQueryData('listPayments', { page: 1, limit: 10 }, { data: payments.slice(0, 10), count: payments.length }));
  if (security) void store.dispatch(accountSecurityApi.util.upsertQueryData('getSignUpSecurity', undefined, security));
  void store.dispatch(
    accountSecurityApi.util.upsertQueryData('listSignInActivities', { page: 1, limit: 10 }, {
      count: 3,
      data: [
        { id: 3, success: true, ip: '127.0.0.1', user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36', created_at: '2026-11-17T09:12:00.000Z' },
        { id: 2, success: false, ip: '203.0.113.9', user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', created_at: '2026-11-16T19:40:00.000Z' },
        { id: 1, success: true, ip: null, user_agent: null, created_at: '2026-11-15T08:00:00.000Z' },
      ],
    }),
  );
  return store;
}
