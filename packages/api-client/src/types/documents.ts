/** Every {@link EssentialDocumentMimeType}, as the gateway sends it (spec §7). */
export const ESSENTIAL_DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** MIME types accepted for essential documents (issue #4: pdf, jpeg, png). */
export type EssentialDocumentMimeType = (typeof ESSENTIAL_DOCUMENT_MIME_TYPES)[number];

/**
 * One essential document, `GET /integration/v1/users/{id}/essential-documents` (§7).
 * The file is served from the hub bucket to its owner only (bearer or `access_token` cookie).
 */
export interface EssentialDocument {
  id: number;
  user_id: number;
  /** The uploaded file's name (as sent, sanitised). */
  file_name: string;
  mime_type: EssentialDocumentMimeType;
  /** Size in bytes. */
  size_bytes: number;
  /** Path inside the hub bucket; prefix it with `hubFileUrl`. */
  file_path: string;
  /** Always `ACTIVE` in the list (archived documents are not listed). */
  status: 'ACTIVE' | 'ARCHIVED';
  /** Upload time, ISO 8601. */
  created_at: string;
}

/** `data` of `PUT /integration/v1/users/{id}/request-essential-documents-update`. */
export interface DocumentsUpdateRequestResult {
  /** ISO 8601 time of the request. */
  documents_update_requested_at: string;
}

/** Limits of essential document uploads (issue #4). */
export const ESSENTIAL_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Limits of profile picture uploads (issue #4): jpeg/png/webp, ≤ 5 MB. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
