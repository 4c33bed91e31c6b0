import { HttpError } from '../errors.js';

/** Largest row id (PostgreSQL `int4`). */
export const MAX_ID = 2_147_483_647;

/**
 * Fastify params schema of a route with one numeric `:id` (1 … {@link MAX_ID}); Ajv answers 400
 * for anything else. The handler reads `request.params.id` as a number.
 */
export const ID_PARAMS = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: MAX_ID } },
} as const;

/**
 * A path id read by hand (routes whose messages are ours, not Ajv's): a positive whole number.
 * @returns the id, or null when it is a positive number too large to be any row's id (the caller answers 404).
 * @throws {HttpError} 400 when it is not a positive whole number.
 */
export function readPathId(raw: string, what: string): number | null {
  if (!/^[0-9]{1,30}$/.test(raw) || /^0+$/.test(raw)) {
    throw new HttpError(400, `The ${what} id must be a positive whole number; got "${raw.slice(0, 40)}".`);
  }
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}
