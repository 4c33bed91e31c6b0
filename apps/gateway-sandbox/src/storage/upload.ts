import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../errors.js';
import { CONTROL_CHARACTERS } from '../input.js';

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
  // Every part is read: the one file in "file", nothing else — a text field or a second file is
  // a 400, never silently ignored (issue #13 §3).
  let part: MultipartFile | undefined;
  let content: Buffer | undefined;
  try {
    for await (const next of request.parts()) {
      if (next.type === 'field') throw new HttpError(400, `Unknown field "${next.fieldname.slice(0, 40)}": send only the ${label} (field "file").`);
      if (next.fieldname !== 'file' || part) throw new HttpError(400, `Send one ${label} in the field "file", nothing else.`);
      part = next;
      content = await next.toBuffer();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `The ${label} is larger than ${limitMb} MB.`);
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, `Send one ${label} in the field "file", nothing else.`);
    throw new HttpError(400, `The upload could not be read: ${(error as Error).message}`);
  }
  if (!part || !content) throw new HttpError(400, `No ${label} was sent (field "file").`);
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

/** Options of {@link readCheckedParts}. */
export interface CheckedPartsOptions {
  /** Accepted declared = detected MIME types. */
  allowed: readonly string[];
  /** Bytes per file. */
  maxBytes: number;
  /** Files at most (a file beyond → 400). */
  maxFiles: number;
  /** The multipart field of the files, e.g. `attachments`. */
  fileField: string;
  /** Text fields accepted (any other → 400); each ≤ the multipart `fieldSize` limit. */
  textFields: readonly string[];
  /** What a file is, for messages (`attachment`). */
  label: string;
}

/** The text fields and checked files of a multipart request. */
export interface CheckedParts {
  fields: Record<string, string>;
  files: CheckedUpload[];
}

/**
 * Registers `@fastify/multipart` for requests with text fields and up to `maxFiles` files of at
 * most `maxBytes` each (issue #12 ticket attachments); text fields up to `fieldSize` bytes.
 */
export async function registerMultipartParts(app: FastifyInstance, { maxBytes, maxFiles, fieldSize }: { maxBytes: number; maxFiles: number; fieldSize: number }): Promise<void> {
  await app.register(fastifyMultipart, {
    // One file beyond the limit is read far enough to be refused with a clear 400.
    limits: { fileSize: maxBytes, files: maxFiles + 1, fields: 10, parts: maxFiles + 11, fieldSize },
    throwFileSizeLimit: true,
  });
}

/**
 * Reads every part of a multipart request and checks it like {@link readCheckedUpload}: unknown
 * fields or more than `maxFiles` files → 400, a file over `maxBytes` → 413, a declared type not in
 * `allowed` or content of another type → 415, an empty file → 400. Nothing is written: the caller
 * stores files only once the whole request passed every check (docs/CONTRACTS.md "Support").
 * @throws {@link HttpError} 400/413/415 with a message for the agent.
 */
export async function readCheckedParts(request: FastifyRequest, options: CheckedPartsOptions): Promise<CheckedParts> {
  const { allowed, maxBytes, maxFiles, fileField, textFields, label } = options;
  if (!request.isMultipart()) throw new HttpError(415, `Send the ${label}s as multipart/form-data.`);
  const limitMb = Math.round(maxBytes / (1024 * 1024));
  const kinds = allowed.map((mime) => EXT[mime]!.toUpperCase().replace('JPG', 'JPEG')).join(', ');
  const fields: Record<string, string> = {};
  const files: CheckedUpload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!textFields.includes(part.fieldname)) throw new HttpError(400, `Unknown field "${part.fieldname}".`);
        if (part.valueTruncated) throw new HttpError(400, `The field "${part.fieldname}" is too long.`);
        if (Object.hasOwn(fields, part.fieldname)) throw new HttpError(400, `The field "${part.fieldname}" was sent twice.`);
        const value = String(part.value);
        if (CONTROL_CHARACTERS.test(value)) {
          throw new HttpError(400, `Invalid request: body.${part.fieldname} contains a control character (such as NUL), which is not allowed.`);
        }
        fields[part.fieldname] = value;
        continue;
      }
      if (part.fieldname !== fileField) throw new HttpError(400, `Files go in the field "${fileField}".`);
      if (files.length >= maxFiles) throw new HttpError(400, `At most ${maxFiles} ${label}s can be attached.`);
      const name = safeName(part.filename, 'pdf');
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `${name} is larger than ${limitMb} MB.`);
        throw error;
      }
      if (part.file.truncated || content.length > maxBytes) throw new HttpError(413, `${name} is larger than ${limitMb} MB.`);
      if (content.length === 0) throw new HttpError(400, `${name} is empty.`);
      const declared = part.mimetype === 'image/jpg' ? 'image/jpeg' : part.mimetype;
      if (!allowed.includes(declared)) throw new HttpError(415, `${name}: this type of file is not accepted (${declared || 'unknown'}). Use ${kinds}.`);
      const detected = await fileTypeFromBuffer(content);
      if (!detected || detected.mime !== declared) throw new HttpError(415, `${name}: the content does not match its type (${declared}). Use a real ${kinds} file.`);
      files.push({ content, mime: declared, ext: EXT[declared]!, fileName: safeName(part.filename, EXT[declared]!) });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `An ${label} is larger than ${limitMb} MB.`);
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, `At most ${maxFiles} ${label}s can be attached.`);
    throw new HttpError(400, `The upload could not be read: ${(error as Error).message}`);
  }
  return { fields, files };
}
