import { Ajv, type ErrorObject, type Options } from 'ajv';
import { WRITE_METHODS, addFormats } from './http/methods.js';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';

/**
 * Ajv options of request bodies (issue #13 §3): no type coercion (`"first_name": true` is a
 * 400, not the string `"true"`), unknown fields are refused where a schema says
 * `additionalProperties: false` (never silently dropped), first error only (one error is what
 * the agent reads, and collecting all of them lets a crafted body cost more).
 */
export const STRICT_BODY_OPTIONS: Options = {
  coerceTypes: false,
  removeAdditional: false,
  useDefaults: true,
  allErrors: false,
  addUsedSchema: false,
};

/**
 * Ajv options of the query string, path parameters and headers: they arrive as text, so
 * scalar types are coerced (`?page=2` → 2) as Fastify does by default; unknown query
 * parameters are left to each route's reader.
 */
export const TEXT_PART_OPTIONS: Options = {
  coerceTypes: 'array',
  removeAdditional: false,
  useDefaults: true,
  allErrors: false,
  addUsedSchema: false,
};

/**
 * The body schema of a write route that takes no body (a removal, a "mark seen"): nothing,
 * `null` or `{}` — anything else is a 400 naming the unexpected field.
 */
export const NO_BODY_SCHEMA = { type: ['object', 'null'], additionalProperties: false, properties: {} } as const;

const TYPE_WORDS: Record<string, string> = { object: 'a JSON object', null: 'empty', array: 'a list' };

/** Names the field an Ajv error is about, e.g. `body.address.line1` or `body.foo` for an unknown one. */
function fieldOf(error: ErrorObject, dataVar: string): string {
  const pointer = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'additionalProperties') pointer.push(String((error.params as { additionalProperty: string }).additionalProperty));
  if (error.keyword === 'required') pointer.push(String((error.params as { missingProperty: string }).missingProperty));
  return [dataVar, ...pointer].join('.').slice(0, 120);
}

/**
 * Turns a schema error into the 400's message (issue #13 §3: "answering 400 with the offending
 * field"): `body.first_name must be string`, `body.foo is not a known field`,
 * `body.last_name is required`.
 * @param errors - Ajv's errors (the first is used; bodies are checked with `allErrors: false`).
 * @param dataVar - `body`, `querystring`, `params` or `headers`.
 * @returns the message, without the `Invalid request:` prefix the error handler adds.
 */
export function formatSchemaErrors(errors: readonly Partial<ErrorObject>[], dataVar: string): Error {
  const first = errors[0] as ErrorObject | undefined;
  if (!first) return new Error(`${dataVar} is invalid`);
  const field = fieldOf(first, dataVar === 'querystring' ? 'query' : dataVar);
  if (first.keyword === 'additionalProperties') return new Error(`${field} is not a known field`);
  if (first.keyword === 'required') return new Error(`${field} is required`);
  if (first.keyword === 'type') {
    const types = [(first.params as { type: string | string[] }).type].flat();
    return new Error(`${field} must be ${types.map((type) => TYPE_WORDS[type] ?? type).join(' or ')}`);
  }
  return new Error(`${field} ${first.message ?? 'is invalid'}`);
}

/**
 * Builds the validator compiler of the sandbox: one strict Ajv for bodies
 * ({@link STRICT_BODY_OPTIONS}) and one coercing Ajv for the text parts
 * ({@link TEXT_PART_OPTIONS}), both with `ajv-formats` (`date`, `email`…).
 */
export function strictValidatorCompiler(): FastifySchemaCompiler<FastifySchema> {
  const body = new Ajv(STRICT_BODY_OPTIONS);
  const text = new Ajv(TEXT_PART_OPTIONS);
  addFormats(body);
  addFormats(text);
  return ({ schema, httpPart }) => (httpPart === 'body' ? body : text).compile(schema as object);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set on a write route whose handler reads and checks its own body (a multipart upload, or
     * a JSON body checked field by field with the same strictness): the body is then not held
     * to {@link NO_BODY_SCHEMA}. Every other write route without a body schema takes no body.
     */
    ownBody?: 'multipart' | 'json';
  }
  interface FastifyInstance {
    /** Every write route (POST, PUT, PATCH, DELETE) of the app, as registered: `PUT /integration/v1/users/address`. */
    readonly writeRoutes: readonly string[];
  }
}


/**
 * Installs strict validation on the app (issue #13 §3): the compiler of
 * {@link strictValidatorCompiler}, the error format of {@link formatSchemaErrors}, and
 * {@link NO_BODY_SCHEMA} on every write route that declares neither a body schema nor
 * `config.ownBody` — so no write route accepts a body nobody checks.
 * Call before any route is registered.
 */
export function registerStrictValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(strictValidatorCompiler());
  app.setSchemaErrorFormatter((errors, dataVar) => formatSchemaErrors(errors, dataVar));
  const writeRoutes: string[] = [];
  app.decorate('writeRoutes', writeRoutes);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().map(String);
    if (!methods.some((method) => WRITE_METHODS.has(method))) return;
    for (const method of methods) if (WRITE_METHODS.has(method)) writeRoutes.push(`${method} ${route.url}`);
    if (route.schema?.body !== undefined || route.config?.ownBody) return;
    route.schema = { ...route.schema, body: NO_BODY_SCHEMA };
  });
}
