import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredGatewayRoutes } from '../policy/enforce.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { ASYNCAPI_PATH, DOCS_PATH, OPENAPI_PATH } from './openapi.js';
import { SPEC_CALLS, callKey, operationsByKey } from './specCalls.js';

/**
 * The gateway contract (issue #31): the OpenAPI 3.1 document generated from the routes and the
 * AsyncAPI document of the socket events are checked in with api-client
 * (`packages/api-client/openapi/`); this file fails when they differ from what the routes generate
 * (`pnpm --filter @agent-portal/gateway-sandbox openapi:write` rewrites them), validates the
 * document as OpenAPI 3.1, and checks that every call of spec §7 and every gateway route is an
 * operation with its success and error answers.
 */
const CHECKED_IN = path.resolve(import.meta.dirname, '../../../../packages/api-client/openapi');
const WRITE = process.env.OPENAPI_WRITE === '1';

type Operation = { responses: Record<string, { content?: Record<string, { schema?: unknown }> }>; 'x-spec'?: string };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

let t: TestApp;
let served: Document;
beforeAll(async () => {
  t = await createTestApp();
  served = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
});
afterAll(async () => t.close());

/** Compares (or, with OPENAPI_WRITE=1, writes) a checked-in document. */
async function expectCheckedIn(file: string, document: unknown): Promise<void> {
  const text = `${JSON.stringify(document, null, 2)}\n`;
  const target = path.join(CHECKED_IN, file);
  if (WRITE) {
    await mkdir(CHECKED_IN, { recursive: true });
    await writeFile(target, text);
    return;
  }
  expect(existsSync(target), `${file} is missing: run pnpm --filter @agent-portal/gateway-sandbox openapi:write`).toBe(true);
  const checkedIn = await readFile(target, 'utf8');
  expect(checkedIn === text, `${file} differs from what the routes generate: run pnpm --filter @agent-portal/gateway-sandbox openapi:write and commit it`).toBe(true);
}

describe('the gateway contract (issue #31; spec §7, §8)', () => {
  it('the checked-in OpenAPI document is the one the routes generate', async () => {
    await expectCheckedIn('gateway.openapi.json', served);
  });

  it('the checked-in AsyncAPI document of the socket events is the one the sandbox serves', async () => {
    await expectCheckedIn('gateway.asyncapi.json', (await t.app.inject({ method: 'GET', url: ASYNCAPI_PATH })).json());
  });

  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(served) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every call of §7 (44 integration, 5 sso, intercom), each with a success and its error answers', () => {
    const all = operationsByKey(served);
    expect(SPEC_CALLS.filter((call) => call.includes('/integration/'))).toHaveLength(44);
    expect(SPEC_CALLS.filter((call) => call.includes('/sso/'))).toHaveLength(5);
    for (const call of SPEC_CALLS) {
      const operation = all.get(call);
      expect(operation, `${call} is not in the document`).toBeDefined();
      expect(operation!['x-spec'], call).toBe('§7');
    }
  });

  it('every gateway route is an operation with a success schema and GatewayErrorBody errors (400, 401, 500 at least)', () => {
    const all = operationsByKey(served);
    const routes = registeredGatewayRoutes(t.app);
    expect(routes.length).toBeGreaterThan(SPEC_CALLS.length);
    const missing: string[] = [];
    for (const route of routes) {
      const key = callKey(route.method, route.url);
      const operation = all.get(key);
      if (!operation) {
        missing.push(`${key}: not in the document`);
        continue;
      }
      const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
      if (success.length === 0 || success.some(([, response]) => !response.content)) missing.push(`${key}: no success schema`);
      for (const status of ['400', '401', '500']) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema;
        if (JSON.stringify(schema) !== JSON.stringify({ $ref: '#/components/schemas/GatewayErrorBody' })) missing.push(`${key}: no ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('serves the reference page from the sandbox (no CDN)', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']+\.js/);
    const initializer = await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/static/swagger-initializer.js` });
    expect(initializer.statusCode).toBe(200);
  });
});
