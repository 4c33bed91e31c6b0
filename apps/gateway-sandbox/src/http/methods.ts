import formatsModule from 'ajv-formats';

/** The HTTP methods that write (spec §7: non-GET calls carry the CSRF header; they take a body only when declared). */
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A gateway path, `/{service}/{version}{path}` (spec §7): `integration`, `sso` or `intercom`, `v1`…`v4`.
 * Routes outside it (the identity provider, storage, the portal, the sandbox's admin) are not the gateway.
 */
export const GATEWAY_PATH = /^\/(integration|sso|intercom)\/v[1-4]\//;

/** ajv-formats' plugin (the package is CommonJS: under NodeNext its default import is the module object). */
export const addFormats = formatsModule as unknown as typeof formatsModule.default;
