import { gatewayApi } from '../gatewayApi.js';
import type {
  BonusPage,
  BonusParams,
  CommissionPossibleFilters,
  CommissionReport,
  CommissionReportParams,
  Earnings,
  EarningsParams,
  GatewayEnvelope,
  PayoutPage,
  PayoutParams,
} from '../types/index.js';

/**
 * The agent's money by pay cycle (issue #9; spec §7 integration v1 `commissions/*`,
 * `bonus`, and our `payment/payouts`, see docs/CONTRACTS.md). Amounts are integer
 * cents, dates ISO `YYYY-MM-DD`; the gateway answers only with the caller's own
 * money. Filters left `undefined` are not sent (the base query drops them). Bad
 * filters are a 400 `GatewayError` with the server's message.
 * Every query provides the `Earnings` tag.
 */
export const earningsApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /integration/v1/commissions/report` with filters, `page` (1-based), `limit`
     * (≤ 100) and `sort` → {@link CommissionReport} `{ data, count, totals }`; totals are
     * of the whole filtered set.
     */
    getCommissionReport: build.query<CommissionReport, CommissionReportParams | void>({
      query: (params) => ({
        service: 'integration',
        version: 'v1',
        path: '/commissions/report',
        params: { ...params },
        envelope: true,
      }),
      providesTags: [{ type: 'Earnings', id: 'REPORT' }],
    }),
    /** `GET /integration/v1/commissions/report/possible-filters` → the values each report filter can take. */
    getCommissionPossibleFilters: build.query<CommissionPossibleFilters, void>({
      query: () => ({ service: 'integration', version: 'v1', path: '/commissions/report/possible-filters' }),
      providesTags: [{ type: 'Earnings', id: 'FILTERS' }],
    }),
    /**
     * `GET /integration/v1/commissions/earnings?start_date&end_date` → {@link Earnings}:
     * per pay cycle of the range (oldest first), their total, and the year to date.
     */
    getEarnings: build.query<Earnings, EarningsParams | void>({
      query: (params) => ({ service: 'integration', version: 'v1', path: '/commissions/earnings', params: { ...params } }),
      providesTags: [{ type: 'Earnings', id: 'EARNINGS' }],
    }),
    /** `GET /integration/v1/bonus` with filters and paging → {@link BonusPage} `{ data, count, total_cents }`. */
    listBonuses: build.query<BonusPage, BonusParams | void>({
      query: (params) => ({
        service: 'integration',
        version: 'v1',
        path: '/bonus',
        params: { ...params },
        envelope: true,
      }),
      providesTags: [{ type: 'Earnings', id: 'BONUS' }],
    }),
    /** `GET /integration/v1/payment/payouts` with a date range and paging → {@link PayoutPage}, newest first. */
    listPayouts: build.query<PayoutPage, PayoutParams | void>({
      query: (params) => ({
        service: 'integration',
        version: 'v1',
        path: '/payment/payouts',
        params: { ...params },
        envelope: true,
      }),
      transformResponse: (body: GatewayEnvelope<PayoutPage['data']>) => ({ data: body.data, count: body.count ?? body.data.length }),
      providesTags: [{ type: 'Earnings', id: 'PAYOUTS' }],
    }),
  }),
});

/**
 * Hooks of {@link earningsApi}: `useGetCommissionReportQuery(params)`,
 * `useGetCommissionPossibleFiltersQuery()`, `useGetEarningsQuery({ start_date, end_date })`,
 * `useListBonusesQuery(params)`, `useListPayoutsQuery(params)`.
 */
export const {
  useGetCommissionReportQuery,
  useGetCommissionPossibleFiltersQuery,
  useGetEarningsQuery,
  useListBonusesQuery,
  useListPayoutsQuery,
} = earningsApi;
