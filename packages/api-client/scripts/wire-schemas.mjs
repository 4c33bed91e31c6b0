// Writes dist/wire.schemas.json: a JSON Schema (draft-07 `definitions`) of every type exported by
// `@agent-portal/api-client/wire` (src/types/index.ts), generated from the TypeScript with
// ts-json-schema-generator (issue #31). The gateway sandbox declares its routes' response schemas
// with these definitions, and its OpenAPI document (openapi/gateway.openapi.json) is generated from
// the routes: the wire types stay the one hand-written source; functions are left out.
//   node scripts/wire-schemas.mjs [out]     (run by `build`, after tsc)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGenerator } from 'ts-json-schema-generator';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.resolve(root, process.argv[2] ?? 'dist/wire.schemas.json');

const schema = createGenerator({
  path: path.join(root, 'src/types/index.ts'),
  tsconfig: path.join(root, 'tsconfig.build.json'),
  type: '*',
  expose: 'export',
  skipTypeCheck: true,
  jsDoc: 'extended',
  additionalProperties: false,
  sortProps: true,
}).createSchema('*');

/** TSDoc's `{@link X}` / `{@link X | text}` → `X` / `text` in every `description` (read by people, in the document). */
const plainLinks = (value) => {
  if (Array.isArray(value)) return value.map(plainLinks);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === 'description' && typeof inner === 'string'
        ? inner.replace(/\{@link\s+([^}|]+?)\s*(?:\|\s*([^}]+?)\s*)?\}/g, (_, target, text) => `\`${(text ?? target).trim()}\``)
        : plainLinks(inner),
    ]),
  );
};

const definitions = Object.fromEntries(
  Object.entries(plainLinks(schema.definitions ?? {})).filter(([, definition]) => typeof definition === 'object' && !('$comment' in definition && String(definition.$comment).includes('=>'))),
);
await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, `${JSON.stringify({ $schema: schema.$schema, definitions }, null, 2)}\n`);
console.log(`wire schemas: ${Object.keys(definitions).length} definitions → ${path.relative(root, out)}`);
