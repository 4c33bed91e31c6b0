import formatsModule from 'ajv-formats';

/** The HTTP methods that write (spec §7: non-GET calls carry the CSRF header; they take a body only when declared). */
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The gateway's services, the first segment of its paths (spec §7): a URL under one of these is the
 * gateway, never the SPA. Named only here: {@link GATEWAY_PATH} and the static site's non-SPA
 * prefixes are built from it.
 */
export const GATEWAY_SERVICES = ['integration', 'sso', 'intercom'] as const;

/**
 * A gateway path, `/{service}/{version}{path}` (spec §7): one of {@link GATEWAY_SERVICES}, `v1`…`v4`.
 * Routes outside it (the identity provider, storage, the portal, the sandbox's admin) are not the gateway.
 */
export const GATEWAY_PATH = new RegExp(`^/(${GATEWAY_SERVICES.join('|')})/v[1-4]/`);

/** ajv-formats' plugin (the package is CommonJS: under NodeNext its default import is the module object). */
export const addFormats = formatsModule as unknown as typeof formatsModule.default;
