import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkSessionToken } from '../auth/bearer.js';
import type { AppContext } from '../context.js';
import { ROLE_SUPPORT } from '../db/seed/constants.js';
import { errorBody } from '../errors.js';

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

/**
 * Who may read the files under a storage prefix (issue #26 finding 2):
 * - `PUBLIC`: anyone, no session;
 * - `OWNER_SEGMENT`: the agent whose id is the first path segment after the prefix
 *   (`documents/<userId>/…`); nobody else, support included;
 * - `TICKET_OWNER_OR_SUPPORT`: the owner of the ticket whose attachment row
 *   (`ticket_attachments.storage_path`) is this path, or a user of the support role
 *   (`ROLE_SUPPORT`); a path no attachment row names is served to nobody.
 */
export type StorageReadRule = 'PUBLIC' | 'OWNER_SEGMENT' | 'TICKET_OWNER_OR_SUPPORT';

/** One row of {@link STORAGE_PREFIXES}: a prefix of a bucket, who may read it and why. */
export interface StoragePrefixRule {
  /** The bucket: `hub` (agents' files) or `public` (the seed's files). */
  bucket: 'hub' | 'public';
  /** Path prefix inside the bucket, ending with `/`, e.g. `documents/`. */
  prefix: string;
  read: StorageReadRule;
  /** Why, for the audit (the README's "Storage prefixes" table). */
  why: string;
}

/**
 * Every prefix written under the storage buckets, with who may read it (issue #26 finding 2; the
 * sandbox README's "Storage prefixes" table). Writers: `writeHubFile` callers (profile picture →
 * `avatars/`, essential documents → `documents/`, ticket attachments → `tickets/`) and the seed's
 * storage files (`ensureSeedFiles`: avatars, documents, forms, the default avatar; `seedSupport`: a
 * ticket attachment). A path under no prefix of its bucket is refused (404, deny by default), so a
 * new prefix is never public by accident: add it here first.
 */
export const STORAGE_PREFIXES: readonly StoragePrefixRule[] = Object.freeze([
  {
    bucket: 'hub',
    prefix: 'avatars/',
    read: 'PUBLIC',
    why: 'Profile pictures: shown as `<img>` wherever an agent appears (top bar, team, hierarchy, upline), and an `<img>` sends no bearer token.',
  },
  {
    bucket: 'hub',
    prefix: 'documents/',
    read: 'OWNER_SEGMENT',
    why: 'Essential documents (licence, E&O policy, ID card: personal data): `documents/<userId>/…`, only that agent.',
  },
  {
    bucket: 'hub',
    prefix: 'tickets/',
    read: 'TICKET_OWNER_OR_SUPPORT',
    why: 'Support ticket attachments (statements, screenshots): the ticket\'s owner, found through `ticket_attachments.storage_path` (uploads are `tickets/u<userId>/…`, the seeded one `tickets/<ticketId>/…`), and support staff, who answer every ticket.',
  },
  {
    bucket: 'public',
    prefix: 'forms/',
    read: 'PUBLIC',
    why: 'Blank forms of the forms catalogue and their filled-in samples (fictional data): the same file for every agent.',
  },
  {
    bucket: 'public',
    prefix: 'images/',
    read: 'PUBLIC',
    why: 'The default avatar, shown as `<img>` for agents without a picture.',
  },
]);

/** The rule of `relative` (a normalised path inside `bucket`), or null when no prefix covers it. */
export function storageRuleOf(bucket: 'hub' | 'public', relative: string): StoragePrefixRule | null {
  return STORAGE_PREFIXES.find((rule) => rule.bucket === bucket && relative.startsWith(rule.prefix)) ?? null;
}

const NO_SUCH_FILE = 'No such file.';

/**
 * Access to the storage buckets (issue #4 documents, issue #26 finding 2), by {@link STORAGE_PREFIXES}:
 * a request under `/storage/hub/` or `/storage/public/` is percent-decoded and normalised (`..`,
 * `.`, `//` resolved, so `tickets/../documents/12/…` or `%2e%2e%2f` tricks are judged as the file they
 * reach), then:
 * - a path that leaves its bucket, or under no listed prefix → 404 `No such file.` (deny by default);
 * - `PUBLIC` → served as is;
 * - `OWNER_SEGMENT`, `TICKET_OWNER_OR_SUPPORT` → a valid session is required (bearer token or the
 *   `access_token` cookie, see {@link storageUserId}; 401 otherwise), of the owner (or for tickets, of
 *   support; 403 otherwise; an attachment path no ticket names → 404), answered with
 *   `cache-control: private, no-store`.
 * An undecodable path → 400. Register on the root app before the storage buckets.
 */
export function registerHubAccess(app: FastifyInstance, context: Pick<AppContext, 'db' | 'jwtKey'>): void {
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.url.split('?')[0]!;
    const bucket = raw.startsWith('/storage/hub/') ? 'hub' : raw.startsWith('/storage/public/') ? 'public' : null;
    if (!bucket) return;
    let pathname: string;
    try {
      pathname = decodeURIComponent(raw);
    } catch {
      return reply.code(400).send(errorBody(400, 'The file path is not valid.'));
    }
    const root = `/storage/${bucket}/`;
    const normalized = path.posix.normalize(pathname);
    const rule = normalized.startsWith(root) ? storageRuleOf(bucket, normalized.slice(root.length)) : null;
    if (!rule) return reply.code(404).send(errorBody(404, NO_SUCH_FILE));
    if (rule.read === 'PUBLIC') return;
    const relative = normalized.slice(root.length);
    const userId = await storageUserId(request, context);
    if (rule.read === 'OWNER_SEGMENT') {
      if (userId === null) return reply.code(401).send(errorBody(401, 'Sign-in required to open this document.'));
      const owner = relative.slice(rule.prefix.length).split('/')[0];
      if (String(userId) !== owner) return reply.code(403).send(errorBody(403, 'You can only open your own documents.'));
    } else {
      if (userId === null) return reply.code(401).send(errorBody(401, 'Sign-in required to open this attachment.'));
      const [row] = await context.db.query<{ owner: number; caller_role: number | null }>(
        `SELECT t.user_id AS owner, (SELECT role_id FROM users WHERE id = $2) AS caller_role
           FROM ticket_attachments a JOIN tickets t ON t.id = a.ticket_id WHERE a.storage_path = $1 LIMIT 1`,
        [relative, userId],
      );
      if (!row) return reply.code(404).send(errorBody(404, NO_SUCH_FILE));
      if (row.owner !== userId && row.caller_role !== ROLE_SUPPORT) {
        return reply.code(403).send(errorBody(403, 'You can only open the attachments of your own tickets.'));
      }
    }
    reply.header('cache-control', 'private, no-store');
  });
}

/**
 * Reads a hub file written by {@link writeHubFile} (e.g. a ticket attachment served by its route).
 * @throws the file system error (ENOENT when it is missing) or when `relative` leaves the bucket.
 */
export async function readHubFile(dataDir: string, relative: string): Promise<Buffer> {
  const { readFile } = await import('node:fs/promises');
  return readFile(resolveInHub(dataDir, relative));
}
