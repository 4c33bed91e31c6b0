import { gatewayApi } from '../gatewayApi.js';
import type { AgentPaymentCard, CreatePaymentCardRequest, GatewayEnvelope } from '../types/index.js';

/** Payment card endpoints (integration v1 `agent-payment-card`, §7; issue #4). One card per agent. */
export const paymentCardApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /agent-payment-card` → {@link AgentPaymentCard} (brand, last four, expiry) or null. Tag `PaymentCard`. */
    getPaymentCard: build.query<AgentPaymentCard | null, void>({
      query: () => ({ service: 'integration', version: 'v1', path: '/agent-payment-card' }),
      providesTags: [{ type: 'PaymentCard', id: 'MINE' }],
    }),
    /** `POST /agent-payment-card` with a provider token (never the number/CVV). 400 unknown token, 409 one already saved. */
    addPaymentCard: build.mutation<GatewayEnvelope<AgentPaymentCard>, CreatePaymentCardRequest>({
      query: (body) => ({ service: 'integration', version: 'v1', path: '/agent-payment-card', method: 'POST', body, silent: true }),
      invalidatesTags: (result) => (result ? [{ type: 'PaymentCard', id: 'MINE' }, { type: 'Progress', id: 'MINE' }] : []),
    }),
    /** `PUT /agent-payment-card` deletes it (§7) → `{ data: null }`. 404 when there is none. */
    removePaymentCard: build.mutation<GatewayEnvelope<null>, void>({
      query: () => ({ service: 'integration', version: 'v1', path: '/agent-payment-card', method: 'PUT', body: {}, silent: true }),
      invalidatesTags: (result) => (result ? [{ type: 'PaymentCard', id: 'MINE' }, { type: 'Progress', id: 'MINE' }] : []),
    }),
  }),
});

/** Hooks of {@link paymentCardApi}: `useGetPaymentCardQuery()`, `useAddPaymentCardMutation()`, `useRemovePaymentCardMutation()`. */
export const { useGetPaymentCardQuery, useAddPaymentCardMutation, useRemovePaymentCardMutation } = paymentCardApi;
