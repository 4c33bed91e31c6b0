import { gatewayApi } from '../gatewayApi.js';
import type {
  ChargeableSettings,
  GatewayEnvelope,
  ListPaymentsParams,
  PaymentPage,
  PayRecurringResult,
  RecurringCharge,
  RecurringChargeTaxes,
} from '../types/index.js';

/** Arguments of `payRecurringCharge`. */
export interface PayRecurringChargeArgs {
  /** The caller's id. */
  userId: number;
  /**
   * The `Idempotency-Key` header: one key per payment attempt (e.g. `crypto.randomUUID()`),
   * reused when the same attempt is retried, so it is never charged twice.
   */
  idempotencyKey: string;
}

/** Payment endpoints (integration v1 `payment`, spec §7; issue #4 recurring-payment). */
export const paymentApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /integration/v1/payment/settings/chargeable/{id}` → {@link ChargeableSettings}
     * (own id only, 403 otherwise). Tag `Payment`/SETTINGS.
     */
    getChargeableSettings: build.query<ChargeableSettings, number>({
      query: (userId) => ({
        service: 'integration',
        version: 'v1',
        path: `/payment/settings/chargeable/${encodeURIComponent(String(userId))}`,
      }),
      providesTags: [{ type: 'Payment', id: 'SETTINGS' }],
    }),
    /**
     * `GET /integration/v1/payment/charge-recurring?user_id=` → what is due now
     * ({@link RecurringCharge}). Tags `Payment`/DUE and `RecurringInvoice`/LIST.
     */
    getRecurringCharge: build.query<RecurringCharge, number>({
      query: (userId) => ({ service: 'integration', version: 'v1', path: '/payment/charge-recurring', params: { user_id: userId } }),
      providesTags: [
        { type: 'Payment', id: 'DUE' },
        { type: 'RecurringInvoice', id: 'LIST' },
      ],
    }),
    /**
     * `GET /integration/v1/payment/charge-recurring-taxes?user_id=` → the taxes and total of
     * what is due ({@link RecurringChargeTaxes}). Tags `Payment`/DUE and `RecurringInvoice`/LIST.
     */
    getRecurringChargeTaxes: build.query<RecurringChargeTaxes, number>({
      query: (userId) => ({
        service: 'integration',
        version: 'v1',
        path: '/payment/charge-recurring-taxes',
        params: { user_id: userId },
      }),
      providesTags: [
        { type: 'Payment', id: 'DUE' },
        { type: 'RecurringInvoice', id: 'LIST' },
      ],
    }),
    /**
     * `GET /integration/v1/payment?page&limit` → the caller's payment history, newest first,
     * as `{ data: Payment[], count }` ({@link PaymentPage}). Tag `Payment`/LIST.
     */
    listPayments: build.query<PaymentPage, ListPaymentsParams | void>({
      query: (params) => ({
        service: 'integration',
        version: 'v1',
        path: '/payment',
        params: { page: params?.page ?? 1, limit: params?.limit ?? 10 },
        envelope: true,
      }),
      transformResponse: (body: GatewayEnvelope<PaymentPage['data']>) => ({ data: body.data, count: body.count ?? body.data.length }),
      providesTags: [{ type: 'Payment', id: 'LIST' }],
    }),
    /**
     * `POST /integration/v1/payment/braintree/pay` with `Idempotency-Key` → {@link PayRecurringResult}:
     * charges what is due (total with taxes) to the stored card; the invoices become PAID at once.
     * Never retried by the base query (POST). Silent: the caller shows the outcome
     * (402 = declined, with the provider's message). Invalidates `RecurringInvoice`/LIST and
     * every `Payment` tag, so the block check (`RouteGuard`) re-evaluates.
     */
    payRecurringCharge: build.mutation<PayRecurringResult, PayRecurringChargeArgs>({
      query: ({ userId, idempotencyKey }) => ({
        service: 'integration',
        version: 'v1',
        path: '/payment/braintree/pay',
        method: 'POST',
        body: { user_id: userId },
        headers: { 'Idempotency-Key': idempotencyKey },
        silent: true,
      }),
      transformResponse: (body: GatewayEnvelope<PayRecurringResult>) => body.data,
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'RecurringInvoice', id: 'LIST' },
              { type: 'Payment', id: 'DUE' },
              { type: 'Payment', id: 'LIST' },
              { type: 'Reminder', id: 'MINE' },
            ]
          : [{ type: 'Payment', id: 'LIST' }],
    }),
  }),
});

/**
 * Hooks of {@link paymentApi}: `useGetChargeableSettingsQuery(userId)`, `useGetRecurringChargeQuery(userId)`,
 * `useGetRecurringChargeTaxesQuery(userId)`, `useListPaymentsQuery({ page, limit })`,
 * `usePayRecurringChargeMutation()` (errors are `GatewayError`; 402 = declined).
 */
export const {
  useGetChargeableSettingsQuery,
  useGetRecurringChargeQuery,
  useGetRecurringChargeTaxesQuery,
  useListPaymentsQuery,
  usePayRecurringChargeMutation,
} = paymentApi;
