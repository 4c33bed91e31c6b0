import { gatewayApi } from '../gatewayApi.js';
import type { DocumentsUpdateRequestResult, EssentialDocument, GatewayEnvelope } from '../types/index.js';

/**
 * Essential documents endpoints (integration v1 `users`, §7; issue #4). Uploads
 * (`POST /users/upload-essential-documents`, multipart) go through an XHR uploader for
 * progress and then invalidate `Document`/LIST.
 */
export const documentsApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /users/{id}/essential-documents` → the ACTIVE {@link EssentialDocument}s, newest first. Own id only (403). Tag `Document`/LIST. */
    listEssentialDocuments: build.query<EssentialDocument[], number>({
      query: (userId) => ({ service: 'integration', version: 'v1', path: `/users/${encodeURIComponent(String(userId))}/essential-documents` }),
      providesTags: [{ type: 'Document', id: 'LIST' }],
    }),
    /** `DELETE /users/archive-essential-documents/{id}` → the archived document. Own documents only (403), 404 unknown. */
    archiveEssentialDocument: build.mutation<GatewayEnvelope<EssentialDocument>, number>({
      query: (id) => ({
        service: 'integration',
        version: 'v1',
        path: `/users/archive-essential-documents/${encodeURIComponent(String(id))}`,
        method: 'DELETE',
        silent: true,
      }),
      invalidatesTags: (result) => (result ? [{ type: 'Document', id: 'LIST' }, { type: 'Progress', id: 'MINE' }, { type: 'Reminder', id: 'MINE' }] : []),
    }),
    /** `PUT /users/{id}/request-essential-documents-update` → `{ documents_update_requested_at }`. */
    requestDocumentsUpdate: build.mutation<GatewayEnvelope<DocumentsUpdateRequestResult>, number>({
      query: (userId) => ({
        service: 'integration',
        version: 'v1',
        path: `/users/${encodeURIComponent(String(userId))}/request-essential-documents-update`,
        method: 'PUT',
        body: {},
        silent: true,
      }),
      invalidatesTags: (result, _error, userId) => (result ? [{ type: 'Profile', id: `INFO-${userId}` }, { type: 'Reminder', id: 'MINE' }] : []),
    }),
  }),
});

/**
 * Hooks of {@link documentsApi}: `useListEssentialDocumentsQuery(userId)`,
 * `useArchiveEssentialDocumentMutation()`, `useRequestDocumentsUpdateMutation()`.
 */
export const { useListEssentialDocumentsQuery, useArchiveEssentialDocumentMutation, useRequestDocumentsUpdateMutation } = documentsApi;
