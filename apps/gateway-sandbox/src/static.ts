import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ensureCsrfCookie } from './auth/csrf.js';
import type { AppContext } from './context.js';
import { errorBody } from './errors.js';
import { GATEWAY_SERVICES } from './http/methods.js';
import { runtimeConfig } from './routes/runtime-config.js';
import { publicOrigin } from './origins.js';
import { cspHeader, inlineScriptHashes } from './security.js';
import { storageRuleOf } from './storage/hub.js';

/**
 * URL prefixes that never fall back to the SPA: the gateway services and the
 * sandbox's own endpoints. A miss under them is a JSON 404.
 */
export const NON_SPA_PREFIXES: readonly string[] = [
  ...GATEWAY_SERVICES.map((service) => `/${service}`),
  '/idp',
  '/storage',
  '/assets',
  '/config.json',
  '/health',
];

const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * Whether a request for index.html is a navigation (`Sec-Fetch-Mode: navigate`, or a client that
 * sends no fetch metadata: curl, old browsers): it gets the runtime config written in. Any other
 * request — the portal's service worker precaching the shell (issue #32) — gets index.html as
 * built, with an empty config element: the shell served later from that precache then reads
 * `/config.json`, fresh (no operator's change is frozen into a release's cache, and the csrf
 * cookie is set again after a logout cleared it).
 */
export function isNavigation(request: Pick<FastifyRequest, 'headers'>): boolean {
  const mode = request.headers['sec-fetch-mode'];
  return mode === undefined || mode === 'navigate';
}

function isUnder(url: string, prefix: string): boolean {
  const pathname = url.split('?')[0]!;
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

function notBuiltPage(portalDist: string): string {
  const where = portalDist.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Agent Portal sandbox</title></head>
<body><h1>The portal is not built yet</h1>
<p>The sandbox is running, but there is no portal build in <code>${where}</code>.</p>
<p>Run <code>pnpm --filter @agent-portal/portal build</code> (or <code>pnpm build</code>), then reload this page.</p>
</body></html>`;
}

/**
 * Registers the object storage buckets: `GET /storage/hub/*` and
 * `GET /storage/public/*` from `DATA_DIR/storage/{hub,public}`. Paths leaving
 * the bucket (`..`, encoded or not) and dotfiles are refused. Who may read what is decided before,
 * by `registerHubAccess` (src/storage/hub.ts) from its `STORAGE_PREFIXES` table: public avatars,
 * forms and images; owner-only documents; ticket attachments for their owner and support; any other
 * path refused (issue #26 finding 2).
 */
export async function registerStorage(app: FastifyInstance, dataDir: string): Promise<void> {
  for (const bucket of ['hub', 'public'] as const) {
    await app.register(fastifyStatic, {
      root: path.join(dataDir, 'storage', bucket),
      prefix: `/storage/${bucket}/`,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      suppressWarning: true,
      maxAge: bucket === 'public' ? 3600_000 : 0,
      cacheControl: true,
      setHeaders: (res, filePath) => {
        if (bucket !== 'hub') return;
        // Private files (documents, ticket attachments) are never stored by a cache; public avatars revalidate.
        const relative = path.relative(path.join(dataDir, 'storage', 'hub'), filePath).split(path.sep).join('/');
        res.header('cache-control', storageRuleOf('hub', relative)?.read === 'PUBLIC' ? 'private, no-cache' : 'private, no-store');
      },
    });
  }
}

/** The element of the portal's index.html that receives the runtime config (issue #8). */
export const RUNTIME_CONFIG_ELEMENT = '<script id="runtime-config" type="application/json"></script>';

/**
 * Writes `config` into index.html as a non-executable JSON data block, so the
 * portal starts without a `/config.json` round trip (issue #8 §4). `<` is
 * escaped as `\u003c`, so no value can close the element. A build without the
 * element gets it before `</head>`.
 */
export function withRuntimeConfig(html: string, config: unknown): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const filled = RUNTIME_CONFIG_ELEMENT.replace('></script>', `>${json}</script>`);
  return html.includes(RUNTIME_CONFIG_ELEMENT)
    ? html.replace(RUNTIME_CONFIG_ELEMENT, () => filled)
    : html.replace('</head>', () => `${filled}</head>`);
}

/**
 * Serves the built portal (`PORTAL_DIST`) on the same origin: files as they
 * are (`/assets/*` hashed and cached immutable for a year; their build-time
 * `.br`/`.gz` siblings when the browser accepts them), and the SPA
 * fallback — any GET/HEAD outside {@link NON_SPA_PREFIXES} that accepts
 * text/html gets index.html with the runtime config written in
 * (`Cache-Control: no-cache`, plus the csrf cookie; compressed on the fly) when it is a
 * navigation ({@link isNavigation}; the service worker's precache gets the file as built);
 * the service worker `sw.js` and the web app manifests are revalidated on every use (issue #32);
 * everything else unmatched is a JSON 404. Without a build the fallback is a
 * short HTML page saying to run the build.
 */
export async function registerPortal(app: FastifyInstance, { config }: Pick<AppContext, 'config'>): Promise<void> {
  const root = config.portalDist;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: false,
    dotfiles: 'ignore',
    preCompressed: true,
    // The portal may not be built yet: files are looked up per request, the fallback explains.
    suppressWarning: true,
    setHeaders: (res, filePath) => {
      const relative = path.relative(root, filePath).split(path.sep).join('/');
      // Hashed files are immutable; every file of the root is revalidated on each use — among them
      // the service worker `sw.js` (a new release's is how an open tab learns of it; its scope is the
      // whole origin) and the web app manifests (issue #32).
      res.header(
        'cache-control',
        relative.startsWith('assets/') ? `public, max-age=${ONE_YEAR_S}, immutable` : 'no-cache',
      );
    },
  });

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    ensureCsrfCookie(request, reply);
    reply.header('cache-control', 'no-cache');
    let html: string;
    try {
      html = await readFile(path.join(root, 'index.html'), 'utf8');
    } catch {
      return reply.code(200).type('text/html; charset=utf-8').send(notBuiltPage(root));
    }
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', cspHeader([], inlineScriptHashes(html)))
      .header('vary', 'Sec-Fetch-Mode')
      .send(isNavigation(request) ? withRuntimeConfig(html, runtimeConfig(publicOrigin(request, config))) : html);
  };

  app.get('/index.html', sendIndex);
  app.get('/', sendIndex);
  // Browsers ask for /favicon.ico on pages without an icon link (a JSON error viewed in a tab):
  // the portal's icon is an SVG.
  app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const spa =
      (request.method === 'GET' || request.method === 'HEAD') &&
      wantsHtml &&
      !NON_SPA_PREFIXES.some((prefix) => isUnder(url, prefix));
    if (spa) return sendIndex(request, reply);
    return reply.code(404).send(errorBody(404, `No route ${request.method} ${url.split('?')[0]}.`));
  });
}
