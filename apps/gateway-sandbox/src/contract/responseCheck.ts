import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../errors.js';
import { GATEWAY_PATH, addFormats } from '../http/methods.js';
import { WIRE_SCHEMA_BY_NAME, type JsonSchema } from './wireSchemas.js';


/** One answer that did not match its declared schema. */
export interface ContractViolation {
  /** `GET /integration/v1/users/:id` (the route's pattern). */
  route: string;
  /** The status the handler answered. */
  status: number;
  /** What did not match, e.g. `no response schema for 409` or `/data/phone must be string,null`. */
  problem: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers that broke their schema since the app started (issue #31); filled only when the check is on. */
    readonly contractViolations: ContractViolation[];
  }
}

/** The response schema of `status` in a route's `schema.response` (exact, `4xx`-style, or `default`). */
function schemaOf(responses: Record<string, JsonSchema> | undefined, status: number): JsonSchema | undefined {
  return responses?.[status] ?? responses?.[`${String(status)[0]}xx`] ?? responses?.default;
}

/**
 * Checks every gateway answer against the response schema its route declares for that status
 * (issue #31 item 4), after serialization — what leaves the gateway — with Ajv and the wire's
 * schemas. An answer with no declared schema for its status, a JSON body that breaks it, or a file
 * of an undeclared media type is a violation: logged, kept in `app.contractViolations`, and
 * answered as a 500 naming the route and the problem, so the test or e2e step that caused it fails.
 * On in the sandbox suite and the e2e suite (`SANDBOX_VALIDATE_RESPONSES=1`); off by default, so a
 * deployed sandbox does not pay for it. Register before compression (its `onSend` must see the JSON).
 */
export function registerResponseCheck(app: FastifyInstance): void {
  const ajv = new Ajv({ allErrors: false, strict: false });
  addFormats(ajv);
  for (const schema of WIRE_SCHEMA_BY_NAME.values()) ajv.addSchema(schema);
  const compiled = new WeakMap<JsonSchema, ValidateFunction>();
  const violations: ContractViolation[] = [];
  app.decorate('contractViolations', violations);

  const fail = (request: FastifyRequest, reply: FastifyReply, problem: string): string => {
    const route = `${request.method} ${request.routeOptions.url}`;
    violations.push({ route, status: reply.statusCode, problem });
    request.log.error({ route, status: reply.statusCode, problem }, 'answer does not match its response schema');
    const status = reply.statusCode;
    reply.code(500).type('application/json; charset=utf-8');
    return JSON.stringify(errorBody(500, `Contract violation: ${route} answered ${status}, ${problem}.`));
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url || !GATEWAY_PATH.test(url) || reply.statusCode === 304) return payload;
    const schema = schemaOf(request.routeOptions.schema?.response as Record<string, JsonSchema> | undefined, reply.statusCode);
    if (!schema) return fail(request, reply, `no response schema for ${reply.statusCode}`);
    if (schema.content) {
      const type = String(reply.getHeader('content-type') ?? '').split(';')[0]!.trim();
      return Object.keys(schema.content).includes(type) ? payload : fail(request, reply, `media type ${type || 'none'} is not declared`);
    }
    if (typeof payload !== 'string') return fail(request, reply, 'the body is not JSON text');
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return fail(request, reply, 'the body is not JSON');
    }
    if (validate(body)) return payload;
    const [error] = validate.errors ?? [];
    return fail(request, reply, `${error?.instancePath || '/'} ${error?.message ?? 'is invalid'}${error?.params ? ` ${JSON.stringify(error.params)}` : ''}`);
  });
}
