import { bankAccountApi, documentsApi, locationApi, paymentCardApi, profileApi, recurringApi } from '@agent-portal/api-client';
import type {
  AgentBankAccount,
  AgentPaymentCard,
  EssentialDocument,
  PersonalInformation,
  RecurringInvoice,
} from '@agent-portal/api-client/wire';
import { createStoryStore } from '@agent-portal/test-utils/stories';
import type { Middleware } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import '../../i18n/myProfile/index.js';
import { avaInfo } from './fixtures.js';

/** Data a my-profile story shows (put into the RTK Query cache; no network). */
export interface ProfileStoryData {
  info?: PersonalInformation;
  documents?: EssentialDocument[];
  bank?: AgentBankAccount | null;
  card?: AgentPaymentCard | null;
  invoices?: RecurringInvoice[];
}

/** Ava's seeded data. */
export const storyDefaults: Required<ProfileStoryData> = {
  info: avaInfo,
  documents: [
    { id: 3, user_id: 12, file_name: 'id-card.png', mime_type: 'image/png', size_bytes: 1234, file_path: 'documents/12/id.png', status: 'ACTIVE', created_at: '2025-08-10T14:00:00.000Z' },
    { id: 1, user_id: 12, file_name: 'licence-certificate.pdf', mime_type: 'application/pdf', size_bytes: 1480, file_path: 'documents/12/l.pdf', status: 'ACTIVE', created_at: '2025-06-10T14:00:00.000Z' },
  ],
  bank: { account_holder: 'Ava Martinez', routing_number: '011000015', account_last4: '6789', account_type: 'CHECKING', created_at: '2025-06-02T15:00:00.000Z' },
  card: { brand: 'visa', last4: '1111', exp_month: 12, exp_year: 2030, created_at: '2025-06-02T15:05:00.000Z' },
  invoices: [1, 2, 3, 4].map((i) => ({
    id: i,
    user_id: 12,
    subscription_type: i % 2 ? 'CP_UTILIZATION' : 'CRM_SEAT',
    status: 'PAID',
    amount_cents: i % 2 ? 4900 : 2900,
    currency: 'USD',
    invoice_date: `2026-0${6 - Math.ceil(i / 2)}-13`,
    created_at: '2026-01-01T00:00:00.000Z',
    paid_at: '2026-01-01T00:00:00.000Z',
  })) as RecurringInvoice[],
};

function seededStore(data: ProfileStoryData, extra: Middleware[]) {
  const store = createStoryStore(extra);
  const d = { ...storyDefaults, ...data };
  const userId = d.info.id;
  const put = store.dispatch as (action: unknown) => unknown;
  put(profileApi.util.upsertQueryData('getPersonalInformation', userId, d.info));
  put(documentsApi.util.upsertQueryData('listEssentialDocuments', userId, d.documents));
  put(bankAccountApi.util.upsertQueryData('getBankAccount', undefined, d.bank));
  put(paymentCardApi.util.upsertQueryData('getPaymentCard', undefined, d.card));
  put(recurringApi.util.upsertQueryData('listRecurringInvoices', { user_id: userId, limit: 100 }, d.invoices));
  put(recurringApi.util.upsertQueryData('listRecurringInvoices', { user_id: userId, subscription_type: 'CP_UTILIZATION', limit: 2 }, d.invoices.filter((x) => x.subscription_type === 'CP_UTILIZATION').slice(0, 2)));
  put(locationApi.util.upsertQueryData('listCountries', undefined, [{ id: 1, iso2: 'US', name: 'United States' }]));
  put(locationApi.util.upsertQueryData('listStates', 1, [{ id: 44, country_id: 1, code: 'TX', name: 'Texas' }]));
  put(locationApi.util.upsertQueryData('listCities', 44, [{ id: 170, state_id: 44, name: 'Austin' }]));
  return store;
}

/**
 * A store preloaded with {@link ProfileStoryData} and a router, for my-profile stories;
 * `middleware` is added to the store's (e.g. a story's mutation log).
 */
export function ProfileStoryProviders({ data = {}, middleware = [], children }: { data?: ProfileStoryData; middleware?: Middleware[]; children: ReactNode }) {
  const [store] = useState(() => seededStore(data, middleware));
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={['/my-profile']}>{children}</MemoryRouter>
    </Provider>
  );
}
