import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { NOT_IN_DOCUMENT } from './contract.types.js';

/**
 * The gateway's OpenAPI document as api-client publishes it (issue #31; spec §7, §8):
 * `openapi/gateway.d.ts` is what openapi-typescript generates from `openapi/gateway.openapi.json`,
 * the document's paths are gateway calls, its answers reference only schemas it has, and its schemas
 * are the wire's types (the type-level test src/test/contract.types.ts compares their shapes).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const TYPES_COMMAND = 'pnpm --filter @agent-portal/api-client openapi:types';
const DOCUMENT_COMMAND = 'pnpm --filter @agent-portal/gateway-sandbox openapi:write';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

const document = JSON.parse(readFileSync(path.join(ROOT, 'openapi/gateway.openapi.json'), 'utf8')) as Document;
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Every `$ref` in `schema`, at any depth. */
function refsIn(schema: unknown, found: string[] = []): string[] {
  if (Array.isArray(schema)) for (const item of schema) refsIn(item, found);
  else if (schema !== null && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsIn(value, found);
    }
  }
  return found;
}

/** The names of the types (not the values) exported by src/types/index.ts, the wire's entry point. */
function wireTypeNames(): string[] {
  const file = path.join(ROOT, 'src/types/index.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
    for (const element of statement.exportClause.elements) if (statement.isTypeOnly || element.isTypeOnly) names.push(element.name.text);
  }
  return names;
}

describe('the gateway contract in api-client (issue #31)', () => {
  it('openapi/gateway.d.ts is what openapi-typescript generates from openapi/gateway.openapi.json', async () => {
    const check = await promisify(execFile)(process.execPath, ['scripts/openapi-types.mjs', '--check'], { cwd: ROOT }).then(
      () => '',
      (error: { stderr?: string }) => error.stderr ?? String(error),
    );
    expect(check, `openapi/gateway.d.ts is stale: run ${TYPES_COMMAND} and commit it`).toBe('');
  });

  it('every path of the document is a gateway call: /integration/, /sso/ or /intercom/ (spec §7)', () => {
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((url) => !/^\/(integration|sso|intercom)\//.test(url))).toEqual([]);
  });

  it("every operation's answers, and every schema, reference only schemas the document has", () => {
    const schemas = new Set(Object.keys(document.components.schemas).map((name) => `#/components/schemas/${name}`));
    const dangling: string[] = [];
    let answers = 0;
    for (const [url, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!HTTP_METHODS.has(method)) continue;
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          answers += 1;
          for (const ref of refsIn(response)) if (!schemas.has(ref)) dangling.push(`${method.toUpperCase()} ${url} ${status}: ${ref}`);
        }
      }
    }
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      for (const ref of refsIn(schema)) if (!schemas.has(ref)) dangling.push(`components.schemas.${name}: ${ref}`);
    }
    expect(answers).toBeGreaterThan(0);
    expect(dangling).toEqual([]);
  });

  it("the document's schemas are the wire's types, no more, no fewer", () => {
    const wire = wireTypeNames().filter((name) => !(NOT_IN_DOCUMENT as readonly string[]).includes(name));
    const inDocument = Object.keys(document.components.schemas);
    const message = `the wire (src/types/index.ts) and the document differ: run pnpm --filter @agent-portal/api-client build, ${DOCUMENT_COMMAND} and ${TYPES_COMMAND}, then list the type in src/test/contract.types.ts (WireTypes)`;
    expect(
      { onlyInTheWire: wire.filter((name) => !inDocument.includes(name)), onlyInTheDocument: inDocument.filter((name) => !wire.includes(name)) },
      message,
    ).toEqual({ onlyInTheWire: [], onlyInTheDocument: [] });
  });
});
