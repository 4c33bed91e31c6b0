import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../errors.js';
import { errorResponses, file, okList } from './responses.js';
import { registerResponseCheck } from './responseCheck.js';
import { WIRE_SCHEMA_BY_NAME } from './wireSchemas.js';

// Issue #31 item 4: the check that every gateway answer matches the schema its route declares.
// A bare app with the check and the wire's schemas; each route answers one way a gateway can be
// wrong: the check must turn it into a 500 and record it, and let a right answer through untouched.

let app: FastifyInstance;
const countries: Record<number, unknown> = { 200: okList('Country'), ...errorResponses(400) };
beforeAll(async () => {
  app = Fastify({ logger: false });
  for (const schema of WIRE_SCHEMA_BY_NAME.values()) app.addSchema(schema);
  registerResponseCheck(app);
  app.get('/integration/v1/right', { schema: { response: countries } }, async () => ({ data: [{ id: 1, iso2: 'US', name: 'United States', extra: 'dropped' }] }));
  // Already JSON text (as a route that streams its SQL's JSON does): not serialized, so checked as sent.
  app.get('/integration/v1/wrong-type', { schema: { response: countries } }, async (_request, reply) =>
    reply.type('application/json').send(JSON.stringify({ data: [{ id: '1', iso2: 'US', name: 'United States' }] })),
  );
  app.get('/integration/v1/undeclared-status', { schema: { response: countries } }, async (_request, reply) => reply.code(409).send(errorBody(409, 'Conflict.')));
  app.get('/integration/v1/declared-error', { schema: { response: countries } }, async (_request, reply) => reply.code(400).send(errorBody(400, 'Bad "page".')));
  app.get('/integration/v1/pdf', { schema: { response: { 200: file('application/pdf') } } }, async (_request, reply) => reply.type('text/csv').send('a,b\n'));
  app.get('/not-the-gateway', async () => ({ anything: true }));
  await app.ready();
});
afterAll(async () => app.close());

describe('registerResponseCheck (issue #31 item 4)', () => {
  it('lets an answer that matches its schema through, serialized by it (a field outside the wire type is dropped)', async () => {
    const response = await app.inject({ method: 'GET', url: '/integration/v1/right' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [{ id: 1, iso2: 'US', name: 'United States' }] });
    const declared = await app.inject({ method: 'GET', url: '/integration/v1/declared-error' });
    expect(declared.statusCode).toBe(400);
    expect(app.contractViolations).toEqual([]);
  });

  it('turns a body that breaks its schema, a status without a schema and an undeclared media type into 500s it records', async () => {
    const wrong = await app.inject({ method: 'GET', url: '/integration/v1/wrong-type' });
    expect(wrong.statusCode).toBe(500);
    expect(wrong.json().message).toMatch(/^Contract violation: GET \/integration\/v1\/wrong-type answered 200, \/data\/0\/id must be number/);
    const undeclared = await app.inject({ method: 'GET', url: '/integration/v1/undeclared-status' });
    expect(undeclared.statusCode).toBe(500);
    expect(undeclared.json().message).toContain('answered 409, no response schema for 409');
    const pdf = await app.inject({ method: 'GET', url: '/integration/v1/pdf' });
    expect(pdf.statusCode).toBe(500);
    expect(pdf.json().message).toContain('media type text/csv is not declared');
    expect(app.contractViolations.map((violation) => `${violation.route} ${violation.status}`)).toEqual([
      'GET /integration/v1/wrong-type 200',
      'GET /integration/v1/undeclared-status 409',
      'GET /integration/v1/pdf 200',
    ]);
  });

  it('checks only the gateway (`/{service}/{version}…`)', async () => {
    const before = app.contractViolations.length;
    expect((await app.inject({ method: 'GET', url: '/not-the-gateway' })).statusCode).toBe(200);
    expect(app.contractViolations).toHaveLength(before);
  });
});
