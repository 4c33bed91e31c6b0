import { gatewayApi } from '../gatewayApi.js';
import type { ComplianceFormGroup, ComplianceState, FormListParams, FormPage } from '../types/index.js';

/**
 * The forms catalogue and the agent's compliance state (issue #11; spec §2 forms routes,
 * business-overview, compliance; §3 sample-form attachment; §7 `GET /forms`,
 * `GET /forms/compliance-forms`; rules in docs/CONTRACTS.md "Forms" and "Compliance"). The files
 * themselves are plain GETs of the public bucket (`publicFileUrl`). Queries provide the `Form`
 * tag (`Compliance` for the state).
 */
export const formsApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /integration/v1/forms` with `category`, `tag`, `code`, `policy`, `product_type_id`,
     * `search`, `page`, `limit` and `sort` → {@link FormPage} `{ data, count, tags }`. A sample
     * download asks `{ category, tag, code }` and reads `data[0].attachments` (§7; empty → the
     * toast 'No sample file attached!.', §8). 403 for `BUSSINESS_OVERVIEW` when unlicensed (§6).
     */
    listForms: build.query<FormPage, FormListParams | void>({
      query: (params) => ({ service: 'integration', version: 'v1', path: '/forms', params: { ...params }, envelope: true }),
      providesTags: [{ type: 'Form', id: 'LIST' }],
    }),
    /** `GET /integration/v1/forms/compliance-forms` → the COMPLIANCE_FORMS grouped by tag ({@link ComplianceFormGroup}[]). */
    listComplianceForms: build.query<ComplianceFormGroup[], void>({
      query: () => ({ service: 'integration', version: 'v1', path: '/forms/compliance-forms' }),
      providesTags: [{ type: 'Form', id: 'COMPLIANCE' }],
    }),
    /**
     * `GET /integration/v1/users/{id}/compliance` (own id only, else 403) → {@link ComplianceState}:
     * licence, each essential document type and the failed-payment block. Tag `Compliance`, also
     * invalidated by the profile's document and payment mutations through `Document` and `Payment`.
     */
    getComplianceState: build.query<ComplianceState, number>({
      query: (userId) => ({ service: 'integration', version: 'v1', path: `/users/${userId}/compliance` }),
      providesTags: ['Compliance', 'Document', 'Payment', 'RecurringInvoice', 'Profile'],
    }),
  }),
});

/**
 * Hooks of {@link formsApi}: `useListFormsQuery({ category, … })`, `useLazyListFormsQuery()` (the
 * sample lookup on click), `useListComplianceFormsQuery()`, `useGetComplianceStateQuery(userId)`.
 */
export const { useListFormsQuery, useLazyListFormsQuery, useListComplianceFormsQuery, useGetComplianceStateQuery } = formsApi;
