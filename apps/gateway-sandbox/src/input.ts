import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

/**
 * Control characters refused in any text a client sends: C0 controls except tab, line feed and
 * carriage return (which multi-line fields such as a ticket's description hold), and DEL.
 * PostgreSQL cannot store NUL in `text`, so before this a NUL in a search, an address line, an
 * account holder or the sign-in email ended as a 500 (issue #13 finding 3).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** How deep a JSON body or query may nest before it is refused (issue #13 §3: deep nesting). */
export const MAX_INPUT_DEPTH = 16;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  // The query string parser's objects inherit from an empty null-prototype object.
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
};

/**
 * Finds the first problem of a parsed request part: a string holding a control character, or
 * nesting deeper than {@link MAX_INPUT_DEPTH}. Walks plain objects and arrays only (uploaded
 * files and streams are left to their routes).
 * @param value - the parsed query, params or body.
 * @param path - the field path so far, e.g. `body.address.line1`.
 * @returns a message naming the field, or null when the value is clean.
 */
export function findInputProblem(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') {
    return CONTROL_CHARACTERS.test(value) ? `${path} contains a control character (such as NUL), which is not allowed.` : null;
  }
  if (depth > MAX_INPUT_DEPTH) return `${path} is nested more than ${MAX_INPUT_DEPTH} levels deep.`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const problem = findInputProblem(value[i], `${path}[${i}]`, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTERS.test(key)) return `${path} has a field name with a control character, which is not allowed.`;
      const problem = findInputProblem(item, `${path}.${key}`, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}

/**
 * Registers a `preValidation` hook on every route: the query, the path parameters and a parsed
 * body (JSON or a form) are checked with {@link findInputProblem} before the route's schema
 * and handler run. A problem → `400 { message }` naming the field, nothing stored (issue #13 §3).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem =
      findInputProblem(request.query, 'query') ?? findInputProblem(request.params, 'params') ?? findInputProblem(request.body, 'body');
    if (!problem) return;
    const error = new HttpError(400, `Invalid request: ${problem}`);
    // A route that answers its own validation errors (the identity provider's HTML pages) gets
    // this one the same way, as `request.validationError`.
    if (request.routeOptions.attachValidation) {
      Object.assign(request, { validationError: Object.assign(error, { validation: [], validationContext: 'body' }) });
      return;
    }
    throw error;
  });
}
