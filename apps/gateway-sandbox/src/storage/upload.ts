import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../errors.js';

/** A checked upload: its bytes, the MIME type found in its content, and a safe display name. */
export interface CheckedUpload {
  content: Buffer;
  /** The MIME type detected from the magic bytes (equal to the declared one). */
  mime: string;
  /** Extension of `mime` (`pdf`, `jpg`, `png`, `webp`). */
  ext: string;
  /** The client's file name without folders or control characters, ≤ 120 characters. */
  fileName: string;
}

/**
 * Registers `@fastify/multipart` in a route plugin: one file, up to `maxBytes` (the part
 * stream errors past it), 5 text fields. Encapsulated: only the plugin's routes parse multipart.
 */
export async function registerMultipart(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });
}

const EXT: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

function safeName(name: string | undefined, ext: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '').trim().slice(0, 120);
  return base || `document.${ext}`;
}

/**
 * Reads the one file of a multipart request (field `file`) and checks it (issue #4):
 * present (400), not over `maxBytes` (413), declared type in `allowed` (415), content
 * (magic bytes, file-type) of that same type (415). Nothing is written here: the
 * caller stores the file only after every check passed.
 * @param label - what the file is, for messages (`profile picture`, `document`).
 * @throws {@link HttpError} 400/413/415 with a message for the agent.
 */
export async function readCheckedUpload(
  request: FastifyRequest,
  allowed: readonly string[],
  maxBytes: number,
  label: string,
): Promise<CheckedUpload> {
  if (!request.isMultipart()) throw new HttpError(415, `Send the ${label} as multipart/form-data (field "file").`);
  const limitMb = Math.round(maxBytes / (1024 * 1024));
  let part;
  try {
    part = await request.file();
  } catch (error) {
    throw new HttpError(400, `The upload could not be read: ${(error as Error).message}`);
  }
  if (!part || part.fieldname !== 'file') throw new HttpError(400, `No ${label} was sent (field "file").`);
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, `The ${label} is larger than ${limitMb} MB.`);
    }
    throw new HttpError(400, `The upload could not be read: ${(error as Error).message}`);
  }
  if (part.file.truncated || content.length > maxBytes) throw new HttpError(413, `The ${label} is larger than ${limitMb} MB.`);
  if (content.length === 0) throw new HttpError(400, `The ${label} is empty.`);
  const kinds = allowed.map((mime) => EXT[mime]!.toUpperCase().replace('JPG', 'JPEG')).join(', ');
  const declared = part.mimetype === 'image/jpg' ? 'image/jpeg' : part.mimetype;
  if (!allowed.includes(declared)) {
    throw new HttpError(415, `This type of file is not accepted for a ${label} (${declared || 'unknown'}). Use ${kinds}.`);
  }
  const detected = await fileTypeFromBuffer(content);
  if (!detected || detected.mime !== declared) {
    throw new HttpError(415, `The file's content does not match its type (${declared}). Use a real ${kinds} file.`);
  }
  return { content, mime: declared, ext: EXT[declared]!, fileName: safeName(part.filename, EXT[declared]!) };
}
