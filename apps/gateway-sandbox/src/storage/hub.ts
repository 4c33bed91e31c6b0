import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkSessionToken } from '../auth/bearer.js';
import type { AppContext } from '../context.js';
import { HttpError, errorBody } from '../errors.js';

/** Folder of the hub bucket under `DATA_DIR`. */
export function hubRoot(dataDir: string): string {
  return path.join(dataDir, 'storage', 'hub');
}

function resolveInHub(dataDir: string, relative: string): string {
  const root = hubRoot(dataDir);
  const target = path.resolve(root, ...relative.split('/'));
  if (!target.startsWith(`${root}${path.sep}`)) throw new Error(`Path leaves the hub bucket: ${relative}`);
  return target;
}

/**
 * Writes a file into the hub bucket atomically (temp file + rename), so a reader never
 * sees half a file and a failed write leaves nothing behind.
 * @param relative - path inside the bucket, `/`-separated, e.g. `documents/12/abc.pdf`.
 */
export async function writeHubFile(dataDir: string, relative: string, content: Buffer): Promise<void> {
  const target = resolveInHub(dataDir, relative);
  await mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
  try {
    await writeFile(temp, content, { flag: 'wx' });
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Deletes a hub file; a missing file is fine. */
export async function deleteHubFile(dataDir: string, relative: string): Promise<void> {
  await rm(resolveInHub(dataDir, relative), { force: true });
}

/** Random file stem for uploads (never the client's name: no path tricks, no collisions). */
export function randomStem(): string {
  return randomBytes(12).toString('hex');
}

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i;

/**
 * The user id of a storage request: the bearer token, else the `access_token` cookie (an
 * `<img>`/`<a>` sends cookies, not headers). Verified like a gateway call (`checkSessionToken`:
 * signature, expiry, live session, a generation not retired by a renewal).
 * @returns the user id, or null when the request carries no valid session.
 */
export async function storageUserId(request: FastifyRequest, { db, jwtKey }: Pick<AppContext, 'db' | 'jwtKey'>): Promise<number | null> {
  const header = request.headers.authorization;
  const token = (header ? BEARER.exec(header)?.[1] : undefined) ?? request.cookies?.access_token;
  if (!token) return null;
  const check = await checkSessionToken(db, jwtKey, token);
  return check.ok ? check.payload.user_id : null;
}

/** Paths under the hub bucket that are private to one agent: `documents/<userId>/…`. */
const PRIVATE = /^\/storage\/hub\/documents\/([^/?#]*)(?:[/?#]|$)/;

/**
 * Owner-only access to private hub files (issue #4): a `GET`/`HEAD` of
 * `/storage/hub/documents/<userId>/…` needs a valid session (bearer or `access_token`
 * cookie; 401 otherwise) of that same user (403 otherwise). Avatars (`/storage/hub/avatars/…`)
 * stay readable without a session: they are shown wherever an agent appears, as `<img>`.
 * Register on the root app before the storage buckets.
 */
export function registerHubAccess(app: FastifyInstance, context: Pick<AppContext, 'db' | 'jwtKey'>): void {
  app.addHook('onRequest', async (request, reply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.url.split('?')[0]!);
    } catch {
      return reply.code(400).send(errorBody(400, 'The file path is not valid.'));
    }
    if (!pathname.startsWith('/storage/hub/')) return;
    const normalized = path.posix.normalize(pathname);
    const match = PRIVATE.exec(normalized);
    if (!match) return;
    const userId = await storageUserId(request, context);
    if (userId === null) {
      return reply.code(401).send(errorBody(401, 'Sign-in required to open this document.'));
    }
    if (String(userId) !== match[1]) {
      return reply.code(403).send(errorBody(403, 'You can only open your own documents.'));
    }
    reply.header('cache-control', 'private, no-store');
  });
}

/** Throws 403 unless `userId` is the caller's (own records only, issue #4). */
export function assertOwn(callerId: number, userId: number, what: string): void {
  if (callerId !== userId) throw new HttpError(403, `You can only access your own ${what}.`);
}

/**
 * Reads a hub file written by {@link writeHubFile} (e.g. a ticket attachment served by its route).
 * @throws the file system error (ENOENT when it is missing) or when `relative` leaves the bucket.
 */
export async function readHubFile(dataDir: string, relative: string): Promise<Buffer> {
  const { readFile } = await import('node:fs/promises');
  return readFile(resolveInHub(dataDir, relative));
}
