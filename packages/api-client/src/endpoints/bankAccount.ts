import { gatewayApi } from '../gatewayApi.js';
import type { AgentBankAccount, CreateBankAccountRequest, GatewayEnvelope } from '../types/index.js';

/** Bank account endpoints (integration v1 `agent-bank-account`, §7; issue #4). One account per agent. */
export const bankAccountApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /agent-bank-account` → the masked {@link AgentBankAccount}, or null when none. Tag `BankAccount`. */
    getBankAccount: build.query<AgentBankAccount | null, void>({
      query: () => ({ service: 'integration', version: 'v1', path: '/agent-bank-account' }),
      providesTags: [{ type: 'BankAccount', id: 'MINE' }],
    }),
    /** `POST /agent-bank-account` → the masked account. 400 bad routing/account number, 409 one already saved. */
    addBankAccount: build.mutation<GatewayEnvelope<AgentBankAccount>, CreateBankAccountRequest>({
      query: (body) => ({ service: 'integration', version: 'v1', path: '/agent-bank-account', method: 'POST', body, silent: true }),
      invalidatesTags: (result) => (result ? [{ type: 'BankAccount', id: 'MINE' }, { type: 'Progress', id: 'MINE' }] : []),
    }),
    /** `PUT /agent-bank-account` removes it (§7) → `{ data: null }`. 404 when there is none. */
    removeBankAccount: build.mutation<GatewayEnvelope<null>, void>({
      query: () => ({ service: 'integration', version: 'v1', path: '/agent-bank-account', method: 'PUT', body: {}, silent: true }),
      invalidatesTags: (result) => (result ? [{ type: 'BankAccount', id: 'MINE' }, { type: 'Progress', id: 'MINE' }] : []),
    }),
  }),
});

/** Hooks of {@link bankAccountApi}: `useGetBankAccountQuery()`, `useAddBankAccountMutation()`, `useRemoveBankAccountMutation()`. */
export const { useGetBankAccountQuery, useAddBankAccountMutation, useRemoveBankAccountMutation } = bankAccountApi;
