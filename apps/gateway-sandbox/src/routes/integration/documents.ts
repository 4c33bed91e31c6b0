import type { DocumentsUpdateRequestResult, EssentialDocument, GatewayEnvelope } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import { archiveDocument, insertDocument, listDocuments, requestDocumentsUpdate } from '../../documents/queries.js';
import { HttpError } from '../../errors.js';
import { randomStem, writeHubFile } from '../../storage/hub.js';
import { readCheckedUpload, registerMultipart } from '../../storage/upload.js';
import { ownPathId, ownResource, profileRoute, scoped } from '../../policy/policy.js';
import { ID_PARAMS } from '../../http/ids.js';
import { ok, okList } from '../../contract/responses.js';

/** Essential document limits (issue #4): pdf/jpeg/png, ≤ 10 MB. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * integration v1 essential documents routes (spec §7 `users`; issue #4). Own records only (403):
 * - `GET /users/:id/essential-documents` → ACTIVE `EssentialDocument[]`, newest first;
 * - `POST /users/upload-essential-documents` (multipart `file`: pdf/jpeg/png by declared type
 *   AND content, ≤ 10 MB; 413/415 otherwise and nothing stored) → the new document;
 *   the file goes to the hub bucket under `documents/<userId>/`, served to its owner only;
 * - `DELETE /users/archive-essential-documents/:id` → the document, now ARCHIVED (404 unknown
 *   or already archived); the file stays for the record;
 * - `PUT /users/:id/request-essential-documents-update` → `{ documents_update_requested_at }`.
 */
export const documentsRoutes: FastifyPluginAsync<AppContext> = async (app, { db, config }) => {
  await registerMultipart(app, DOCUMENT_MAX_BYTES);

  app.get<{ Params: { id: number } }>(
    '/users/:id/essential-documents',
    {
      schema: { params: ID_PARAMS, response: { 200: okList('EssentialDocument', { count: true }) } },
      config: { policy: profileRoute(ownPathId), openapi: { summary: "The agent's active essential documents, newest first (own id only)." } },
    },
    async (request) => {
      const rows = await listDocuments(db, request.params.id);
      const body: GatewayEnvelope<EssentialDocument[]> = { data: rows, count: rows.length };
      return body;
    },
  );

  app.post(
    '/users/upload-essential-documents',
    {
      schema: { response: { 200: ok('EssentialDocument') } },
      config: { ownBody: 'multipart', policy: profileRoute(scoped), openapi: { summary: 'Uploads an essential document of the caller (multipart `file`: pdf, jpeg or png, at most 10 MB).' } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const upload = await readCheckedUpload(request, DOCUMENT_TYPES, DOCUMENT_MAX_BYTES, 'document');
      const relative = `documents/${auth.user_id}/${randomStem()}.${upload.ext}`;
      const data = await db.transaction(async (tx) => {
        const doc = await insertDocument(tx, auth.user_id, {
          fileName: upload.fileName,
          mime: upload.mime,
          sizeBytes: upload.content.length,
          storagePath: relative,
        });
        // Written last inside the transaction: a failed write rolls the row back.
        await writeHubFile(config.dataDir, relative, upload.content);
        return doc;
      });
      const body: GatewayEnvelope<EssentialDocument> = { data, message: 'Document uploaded.' };
      return body;
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/users/archive-essential-documents/:id',
    {
      schema: { params: ID_PARAMS, response: { 200: ok('EssentialDocument') } },
      config: { policy: profileRoute(ownResource('essential-document')), openapi: { summary: 'Archives one of the caller\'s essential documents (the file stays for the record).' } },
    },
    async (request) => {
      const data = await db.transaction((tx) => archiveDocument(tx, request.params.id));
      const body: GatewayEnvelope<EssentialDocument> = { data, message: 'Document archived.' };
      return body;
    },
  );

  app.put<{ Params: { id: number } }>(
    '/users/:id/request-essential-documents-update',
    {
      schema: { params: ID_PARAMS, response: { 200: ok('DocumentsUpdateRequestResult') } },
      config: { policy: profileRoute(ownPathId), openapi: { summary: 'Asks the compliance team to review the agent\'s essential documents (own id only).' } },
    },
    async (request) => {
      const requested = await requestDocumentsUpdate(db, request.params.id);
      if (!requested) throw new HttpError(404, `No agent with id ${request.params.id}.`);
      const body: GatewayEnvelope<DocumentsUpdateRequestResult> = {
        data: requested,
        message: 'Update requested. The compliance team will review your documents.',
      };
      return body;
    },
  );
};
