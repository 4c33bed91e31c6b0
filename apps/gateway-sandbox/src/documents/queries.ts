import type { DocumentsUpdateRequestResult, EssentialDocument } from '@agent-portal/api-client/wire';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';
import { ISO_TIMESTAMP } from '../http/dates.js';

/**
 * Essential documents (spec §7 `users`; issue #4): the SQL behind `routes/integration/documents.ts`.
 * A document is ACTIVE until archived; its file stays in the hub bucket for the record.
 */

const COLUMNS = `id, user_id, file_name, mime_type, size_bytes, storage_path AS file_path, status,
  to_char(created_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS created_at`;

/** An agent's ACTIVE documents, newest first. */
export async function listDocuments(q: Queryable, userId: number): Promise<EssentialDocument[]> {
  return q.query<EssentialDocument>(
    `SELECT ${COLUMNS} FROM essential_documents WHERE user_id = $1 AND status = 'ACTIVE' ORDER BY created_at DESC, id DESC`,
    [userId],
  );
}

/** The uploaded file a new document row describes; `storagePath` is relative to the hub bucket. */
export interface NewDocument {
  fileName: string;
  mime: string;
  sizeBytes: number;
  storagePath: string;
}

/** Inserts an ACTIVE document of agent `userId` (run it in the transaction that writes the file). */
export async function insertDocument(q: Queryable, userId: number, doc: NewDocument): Promise<EssentialDocument> {
  const rows = await q.query<EssentialDocument>(
    `INSERT INTO essential_documents (user_id, file_name, mime_type, size_bytes, storage_path)
         VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [userId, doc.fileName, doc.mime, doc.sizeBytes, doc.storagePath],
  );
  return rows[0]!;
}

/**
 * Archives ACTIVE document `id`. Run it inside a transaction (`tx`): the row is locked first.
 * @throws HttpError 404 when there is no such document or it is already archived.
 */
export async function archiveDocument(tx: Queryable, id: number): Promise<EssentialDocument> {
  const found = await tx.query<Pick<EssentialDocument, 'user_id' | 'status'>>(
    'SELECT user_id, status FROM essential_documents WHERE id = $1 FOR UPDATE',
    [id],
  );
  const doc = found[0];
  if (!doc || doc.status !== 'ACTIVE') throw new HttpError(404, `No document with id ${id}.`);
  const rows = await tx.query<EssentialDocument>(
    `UPDATE essential_documents SET status = 'ARCHIVED', archived_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [id],
  );
  return rows[0]!;
}

/** Marks that agent `userId` asked compliance to review their documents: the time, or null for an unknown agent. */
export async function requestDocumentsUpdate(q: Queryable, userId: number): Promise<DocumentsUpdateRequestResult | null> {
  const rows = await q.query<DocumentsUpdateRequestResult>(
    `UPDATE users SET documents_update_requested_at = now() WHERE id = $1
         RETURNING to_char(documents_update_requested_at AT TIME ZONE 'UTC', ${ISO_TIMESTAMP}) AS documents_update_requested_at`,
    [userId],
  );
  return rows[0] ?? null;
}
