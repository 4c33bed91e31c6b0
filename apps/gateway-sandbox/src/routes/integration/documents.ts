import type { DocumentsUpdateRequestResult, EssentialDocument, GatewayEnvelope } from '@agent-portal/api-client/wire';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../auth/bearer.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../errors.js';
import { randomStem, writeHubFile } from '../../storage/hub.js';
import { readCheckedUpload, registerMultipart } from '../../storage/upload.js';
import { ownPathId, ownResource, profileRoute, scoped } from '../../policy/policy.js';
import { ISO_TIMESTAMP } from '../../http/dates.js';
import { ID_PARAMS } from '../../http/ids.js';

/** Essential document limits (issue #4): pdf/jpeg/png, ≤ 10 MB. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

const COLUMNS = `id, user_id, file_name, mime_type, size_bytes, storage_path AS file_path, status,
  to_char(created_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS created_at`;

/** An agent's ACTIVE documents, newest first. */
export async function listDocuments(q: Queryable, userId: number): Promise<EssentialDocument[]> {
  return q.query<EssentialDocument>(
    `SELECT ${COLUMNS} FROM essential_documents WHERE user_id = $1 AND status = 'ACTIVE' ORDER BY created_at DESC, id DESC`,
    [userId],
  );
}

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
    { schema: { params: ID_PARAMS }, config: { policy: profileRoute(ownPathId) } },
    async (request) => {
    const rows = await listDocuments(db, request.params.id);
    const body: GatewayEnvelope<EssentialDocument[]> = { data: rows, count: rows.length };
    return body;
  },
  );

  app.post('/users/upload-essential-documents', { config: { ownBody: 'multipart', policy: profileRoute(scoped) } }, async (request) => {
    const auth = requireAuth(request);
    const upload = await readCheckedUpload(request, DOCUMENT_TYPES, DOCUMENT_MAX_BYTES, 'document');
    const relative = `documents/${auth.user_id}/${randomStem()}.${upload.ext}`;
    const data = await db.transaction(async (tx) => {
      const rows = await tx.query<EssentialDocument>(
        `INSERT INTO essential_documents (user_id, file_name, mime_type, size_bytes, storage_path)
         VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
        [auth.user_id, upload.fileName, upload.mime, upload.content.length, relative],
      );
      // Written last inside the transaction: a failed write rolls the row back.
      await writeHubFile(config.dataDir, relative, upload.content);
      return rows[0]!;
    });
    const body: GatewayEnvelope<EssentialDocument> = { data, message: 'Document uploaded.' };
    return body;
  });

  app.delete<{ Params: { id: number } }>(
    '/users/archive-essential-documents/:id',
    { schema: { params: ID_PARAMS }, config: { policy: profileRoute(ownResource('essential-document')) } },
    async (request) => {
      const data = await db.transaction(async (tx) => {
        const found = await tx.query<{ user_id: number; status: string }>(
          'SELECT user_id, status FROM essential_documents WHERE id = $1 FOR UPDATE',
          [request.params.id],
        );
        const doc = found[0];
        if (!doc || doc.status !== 'ACTIVE') throw new HttpError(404, `No document with id ${request.params.id}.`);
        const rows = await tx.query<EssentialDocument>(
          `UPDATE essential_documents SET status = 'ARCHIVED', archived_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
          [request.params.id],
        );
        return rows[0]!;
      });
      const body: GatewayEnvelope<EssentialDocument> = { data, message: 'Document archived.' };
      return body;
    },
  );

  app.put<{ Params: { id: number } }>(
    '/users/:id/request-essential-documents-update',
    { schema: { params: ID_PARAMS }, config: { policy: profileRoute(ownPathId) } },
    async (request) => {
      const rows = await db.query<DocumentsUpdateRequestResult>(
        `UPDATE users SET documents_update_requested_at = now() WHERE id = $1
         RETURNING to_char(documents_update_requested_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS documents_update_requested_at`,
        [request.params.id],
      );
      if (!rows[0]) throw new HttpError(404, `No agent with id ${request.params.id}.`);
      const body: GatewayEnvelope<DocumentsUpdateRequestResult> = {
        data: rows[0],
        message: 'Update requested. The compliance team will review your documents.',
      };
      return body;
    },
  );
};
