import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** A JSON Schema, as Fastify, Ajv and the OpenAPI document take it (draft-07 / OpenAPI 3.1). */
export type JsonSchema = Record<string, unknown>;

/** A wire schema registered with Fastify under its type's name (`addSchema`), e.g. `{ $id: 'HierarchyAgent', … }`. */
export interface WireSchema extends JsonSchema {
  $id: string;
}

/**
 * A copy of `schema` in which every `$ref` is rewritten (issue #31), e.g. the generator's
 * `#/definitions/X` to `X#` (a schema registered under `$id` X) or `X#` to
 * `#/components/schemas/X` (a document's component).
 * Deep and pure: arrays and objects at any depth are copied, keys kept in their order, and `schema`
 * is left as it was; a `$ref` whose value is not a string (a property named `$ref`) is walked like
 * any other value.
 * @param schema - a JSON Schema, or any JSON value inside one; anything but an array or an object
 *   is returned as it is.
 * @param rewrite - the new value of one `$ref`, from its old one (return it unchanged to keep it);
 *   called once per `$ref`, depth first, in key order.
 * @returns the rewritten copy, of the same shape as `schema`.
 */
export function mapRefs<T>(schema: T, rewrite: (ref: string) => string): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => mapRefs(item, rewrite)) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' ? rewrite(value) : mapRefs(value, rewrite)]),
  ) as T;
}

const DEFINITION_REF = /^#\/definitions\/(.+)$/;

/** `#/definitions/X` (the generator's ref) → `X#` (the schema registered under `$id` X); any other ref as it is. */
const toSharedRef = (ref: string): string => ref.replace(DEFINITION_REF, (_, name: string) => `${decodeURIComponent(name)}#`);

const SCHEMAS_FILE = createRequire(import.meta.url).resolve('@agent-portal/api-client/wire.schemas.json');

/** The version of `@agent-portal/api-client` whose wire the schemas are (`info.version` of the documents). */
export const WIRE_VERSION: string = (JSON.parse(readFileSync(path.join(path.dirname(SCHEMAS_FILE), '..', 'package.json'), 'utf8')) as { version: string }).version;

/**
 * Every type of `@agent-portal/api-client/wire` as a JSON Schema registered under its name
 * (issue #31), keyed by that name in the wire's order: read from api-client's
 * `dist/wire.schemas.json` (built from the wire's TypeScript by ts-json-schema-generator, TSDoc as
 * `description`; a data file, loaded with `require`, so the sandbox still imports no code of
 * api-client but `./wire`). The one lookup of the wire's schemas: the names are its keys, a type's
 * description is `schema.description`. The gateway's route schemas reference them as
 * `{ $ref: 'Name#' }` ({@link wireRef}), Fastify and the response check register its values
 * (`addSchema`), Fastify serializes answers by them, and the OpenAPI document lists them under
 * `components.schemas`.
 * @throws when api-client is not built (`pnpm --filter @agent-portal/api-client build`).
 */
export const WIRE_SCHEMA_BY_NAME: ReadonlyMap<string, WireSchema> = (() => {
  const document = JSON.parse(readFileSync(SCHEMAS_FILE, 'utf8')) as { definitions: Record<string, JsonSchema> };
  return new Map(Object.entries(document.definitions).map(([name, definition]) => [name, { $id: name, ...mapRefs(definition, toSharedRef) }]));
})();

/**
 * A reference to the wire type `name` (issue #31), e.g. `wireRef('HierarchyAgent')` →
 * `{ $ref: 'HierarchyAgent#' }`.
 * @throws at registration when the wire has no type of that name, so a typo never reaches a request.
 */
export function wireRef(name: string): JsonSchema {
  if (!WIRE_SCHEMA_BY_NAME.has(name)) throw new Error(`The wire (@agent-portal/api-client/wire) has no type named ${name}.`);
  return { $ref: `${name}#` };
}
