import { gatewayApi } from '../gatewayApi.js';
import { markBackgroundEndpoint } from '../loader.js';
import type {
  DecidePromotionRequest,
  DownlinePreviewPage,
  HierarchyAgent,
  ListPromotionsParams,
  PromotionPage,
  PromotionRequest,
  PromotionValidation,
  TeamPage,
  TeamParams,
  UplineChain,
  UplineTelemetry,
} from '../types/index.js';

/** Arguments of {@link teamApi}'s `listTeam`: the root agent's code and the list's filters. */
export interface ListTeamArgs extends TeamParams {
  /** The agent whose downline is listed: the caller's own code, or one in their downline. */
  code: string;
}

/** Arguments of {@link teamApi}'s `getDownlinePreview`: the node to expand and paging. */
export interface DownlinePreviewArgs {
  code: string;
  /** 1-based, default 1. */
  page?: number;
  /** 1–1000, default 500. */
  limit?: number;
}

const encode = (code: string) => encodeURIComponent(code);

/**
 * The team hierarchy and promotions (issue #10; spec §6, §7 integration v1/v2
 * `hierarchy/*`, `promotion/*`, `users/{id}/upline-telemetry`; rules in
 * docs/CONTRACTS.md "Team"). Reading outside one's own downline subtree or upline
 * chain is a 403 `GatewayError`. Queries provide the `Team` tag (`Promotion` for
 * promotions); a promotion decision invalidates both, and a socket push whose
 * notification names them in `reference.invalidates` refetches them too.
 */
export const teamApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /integration/v1/hierarchy/{code}` → {@link HierarchyAgent} (public card when `relation` is UPLINE). */
    getHierarchyAgent: build.query<HierarchyAgent, string>({
      query: (code) => ({ service: 'integration', version: 'v1', path: `/hierarchy/${encode(code)}` }),
      providesTags: (_result, _error, code) => [{ type: 'Team', id: `AGENT-${code}` }],
    }),
    /**
     * `GET /integration/v2/hierarchy/{code}/team` with filters, `page` (1-based),
     * `limit` (≤ 100) and `sort` → {@link TeamPage} `{ data, count }`.
     */
    listTeam: build.query<TeamPage, ListTeamArgs>({
      query: ({ code, ...params }) => ({
        service: 'integration',
        version: 'v2',
        path: `/hierarchy/${encode(code)}/team`,
        params: { ...params },
        envelope: true,
      }),
      providesTags: [{ type: 'Team', id: 'LIST' }],
    }),
    /**
     * `GET /integration/v2/hierarchy?code=&preview=DOWNLINE` → the direct children of
     * `code` with `has_children` and counts ({@link DownlinePreviewPage}), for lazy expansion.
     * Background (no global loader): the tree shows a progress row under the node it expands.
     */
    getDownlinePreview: build.query<DownlinePreviewPage, DownlinePreviewArgs>({
      query: ({ code, page, limit }) => ({
        service: 'integration',
        version: 'v2',
        path: '/hierarchy',
        params: { code, preview: 'DOWNLINE', page, limit },
        envelope: true,
      }),
      providesTags: [{ type: 'Team', id: 'TREE' }],
    }),
    /** `GET /integration/v2/hierarchy?code=&preview=UPLINE` → the chain from `code` (first) to the top (last). */
    getUplineChain: build.query<UplineChain, string>({
      query: (code) => ({ service: 'integration', version: 'v2', path: '/hierarchy', params: { code, preview: 'UPLINE' } }),
      providesTags: [{ type: 'Team', id: 'UPLINE' }],
    }),
    /** `GET /integration/v1/users/{id}/upline-telemetry` (own id only) → {@link UplineTelemetry}. */
    getUplineTelemetry: build.query<UplineTelemetry, number>({
      query: (userId) => ({ service: 'integration', version: 'v1', path: `/users/${userId}/upline-telemetry` }),
      providesTags: [{ type: 'Team', id: 'TELEMETRY' }],
    }),
    /** `GET /integration/v1/promotion/validate/{code}` → the next rank's requirements, measured now. */
    validatePromotion: build.query<PromotionValidation, string>({
      query: (code) => ({ service: 'integration', version: 'v1', path: `/promotion/validate/${encode(code)}` }),
      providesTags: [{ type: 'Promotion', id: 'VALIDATION' }],
    }),
    /** `GET /integration/v1/promotion?scope=MINE|TO_DECIDE` with paging → {@link PromotionPage}, newest first. */
    listPromotions: build.query<PromotionPage, ListPromotionsParams | void>({
      query: (params) => ({
        service: 'integration',
        version: 'v1',
        path: '/promotion',
        params: { ...params },
        envelope: true,
      }),
      providesTags: [{ type: 'Promotion', id: 'LIST' }],
    }),
    /**
     * `POST /integration/v1/promotion/generate` → the new PENDING {@link PromotionRequest}.
     * Silent (the page shows the error): 422 when a requirement is unmet
     * (`error.data` is a `PromotionNotEligibleBody` with `unmet`), 409 when one is pending,
     * 403 for an unlicensed agent. Never retried (POST).
     */
    generatePromotion: build.mutation<PromotionRequest, void>({
      query: () => ({ service: 'integration', version: 'v1', path: '/promotion/generate', method: 'POST', body: {}, silent: true }),
      invalidatesTags: ['Promotion'],
    }),
    /**
     * `POST /integration/v1/promotion/approve` `{ request_id, decision, note? }` → the decided
     * {@link PromotionRequest}. Silent: 403 when the caller may not decide it (their own,
     * not an upline, rank not above the requested one), 409 when already decided,
     * 400 when a decline has no note.
     */
    decidePromotion: build.mutation<PromotionRequest, DecidePromotionRequest>({
      query: (body) => ({ service: 'integration', version: 'v1', path: '/promotion/approve', method: 'POST', body, silent: true }),
      invalidatesTags: ['Promotion', 'Team', { type: 'Reminder', id: 'MINE' }],
    }),
  }),
});

markBackgroundEndpoint('getDownlinePreview');

/**
 * Hooks of {@link teamApi}: `useGetHierarchyAgentQuery(code)`, `useListTeamQuery({ code, …filters })`,
 * `useGetDownlinePreviewQuery({ code })` / `useLazyGetDownlinePreviewQuery()`,
 * `useGetUplineChainQuery(code)`, `useGetUplineTelemetryQuery(userId)`,
 * `useValidatePromotionQuery(code)`, `useListPromotionsQuery({ scope })`,
 * `useGeneratePromotionMutation()`, `useDecidePromotionMutation()`.
 */
export const {
  useGetHierarchyAgentQuery,
  useListTeamQuery,
  useGetDownlinePreviewQuery,
  useLazyGetDownlinePreviewQuery,
  useGetUplineChainQuery,
  useGetUplineTelemetryQuery,
  useValidatePromotionQuery,
  useListPromotionsQuery,
  useGeneratePromotionMutation,
  useDecidePromotionMutation,
} = teamApi;
