import { STATUS_CODES } from 'node:http';
import { WIRE_SCHEMA_BY_NAME, wireRef, type JsonSchema } from './wireSchemas.js';

/** The response's description in the document: what `data` is, then the wire type's own first sentence. */
function describe(shape: string, name: string): string {
  const description = WIRE_SCHEMA_BY_NAME.get(name)?.description;
  const own = typeof description === 'string' ? description.split(/(?<=\.)\s/)[0] : undefined;
  return own ? `\`${shape}\`: ${own}` : `\`${shape}\``;
}

/**
 * The `data` envelope of spec §7 around `data` (issue #31; wire type `GatewayEnvelope<T>`):
 * `{ data, count?, message? }`, nothing else.
 * @param options.count - a paged list: `count` (the total of the filtered set) is required.
 * @param options.description - the response's description in the document.
 */
export function envelope(data: JsonSchema, options: { count?: boolean; description?: string } = {}): JsonSchema {
  return {
    description: options.description ?? 'The `data` envelope (spec §7).',
    type: 'object',
    additionalProperties: false,
    required: options.count ? ['data', 'count'] : ['data'],
    properties: {
      data,
      count: { type: 'integer', minimum: 0, description: 'Total records of the filtered set (paged lists).' },
      message: { type: 'string', description: 'A confirmation in words, when the gateway gives one.' },
    },
  };
}

/** `{ data: <wire type name> }`, e.g. `ok('HierarchyAgent')` (issue #31). */
export const ok = (name: string): JsonSchema => envelope(wireRef(name), { description: describe(`{ data: ${name} }`, name) });

/** `{ data: <name> | null }`: a single item the agent may not have (a bank account, a payment card). */
export const okOrNull = (name: string): JsonSchema =>
  envelope({ anyOf: [wireRef(name), { type: 'null' }] }, { description: describe(`{ data: ${name} | null }`, name) });

/** `{ data: <name>[] }`; with `count` for a paged list (`{ data, count }`). */
export const okList = (name: string, options: { count?: boolean } = {}): JsonSchema =>
  envelope({ type: 'array', items: wireRef(name) }, { ...options, description: describe(`{ data: ${name}[]${options.count ? ', count' : ''} }`, name) });

/** `{ data: null }`: a write that answers nothing but its success (a removal). */
export const okNull: JsonSchema = envelope({ type: 'null' }, { description: '`{ data: null }`: done.' });

/**
 * A wire type that is the whole body already (a `…Page` type: `{ data, count }`), e.g.
 * `body('ClientPage')`.
 */
export const body = (name: string): JsonSchema => wireRef(name);

/**
 * A file answered as bytes (issue #31): `{ content: { [mime]: { schema: binary } } }`, which
 * Fastify leaves unserialized and the OpenAPI document lists under that media type.
 */
export function file(...mimeTypes: string[]): JsonSchema {
  return {
    description: `The file (${mimeTypes.join(', ')}).`,
    content: Object.fromEntries(mimeTypes.map((mime) => [mime, { schema: { type: 'string', format: 'binary' } }])),
  };
}

/** What each error status means on the gateway (spec §8; docs/CONTRACTS.md), the response's description. */
export const ERROR_MEANINGS: Readonly<Record<number, string>> = {
  400: 'Bad request: the message names the parameter or field and says what is wrong.',
  402: 'The card payment was declined: the message gives the provider\'s reason.',
  401: 'No valid session (bearer token missing, expired or revoked): the portal reloads (spec §8).',
  403: 'Refused: the CSRF header of a write is missing or wrong, or the route policy refuses the caller (`reason`: BLOCKED, UNLICENSED, NOT_OWNER, AGENTS_ONLY, SUPPORT_ONLY).',
  404: 'No such resource (or not one the caller may know of).',
  409: 'The request conflicts with the current state (the message says which).',
  413: 'The body or an uploaded file is too large.',
  415: 'The body is not of an accepted media type.',
  422: 'The Idempotency-Key was already used for a different request.',
  429: 'A quota is used up (`reason` RATE_LIMITED); `Retry-After` says for how many seconds.',
  500: 'The gateway failed; the message says to try again.',
};

/**
 * The error answers of a route (spec §8): each status → `GatewayErrorBody` with its meaning.
 * @example `{ 200: ok('PromotionRequest'), ...errorResponses(409) }`
 */
export function errorResponses(...statuses: number[]): Record<number, JsonSchema> {
  return Object.fromEntries(
    statuses.map((status) => [status, { description: ERROR_MEANINGS[status] ?? STATUS_CODES[status] ?? 'Error', ...wireRef('GatewayErrorBody') }]),
  );
}
