// @ts-check
/**
 * Proof that the boundary check (`.dependency-cruiser.cjs`, issue #30 item 5) holds the dependency
 * rule of ARCHITECTURE §1: a small fixture workspace is written to a temporary folder (the real
 * tree is never touched), one file per forbidden import is planted in it, and dependency-cruiser's
 * API cruises it with the repository's own configuration and tsconfig. Each planted file must be
 * reported by exactly the rule meant for it, each allowed import by none; then the real source
 * tree must have no violation at all.
 *
 * Run: `pnpm test:boundaries` (node:test; part of `npm test`).
 */
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
/**
 * The folders `pnpm check:boundaries` cruises (the root package.json's globs: the src folder of
 * every package, feature and app), listed here by hand: dependency-cruiser expands a glob by
 * reading its base folder recursively, node_modules included, which takes minutes.
 *
 * @param {string} baseDir the workspace root
 * @returns {string[]} folders relative to `baseDir`
 */
function sourceFolders(baseDir) {
  return ['packages', 'packages/features', 'apps'].flatMap((parent) =>
    readdirSync(join(baseDir, parent))
      .map((name) => `${parent}/${name}/src`)
      .filter((folder) => existsSync(join(baseDir, folder))),
  );
}

/**
 * Cruises `files` (relative to `baseDir`) with the repository's configuration.
 *
 * @param {string} baseDir the workspace root the rules' paths are relative to
 * @param {string[]} files files, folders or globs relative to `baseDir`
 * @returns {Promise<import('dependency-cruiser').ICruiseResult>}
 */
async function cruiseWithRepoConfig(baseDir, files) {
  const options = await extractDepcruiseOptions(CONFIG);
  const tsConfigFileName = join(baseDir, 'tooling/boundaries/tsconfig.json');
  options.baseDir = baseDir;
  options.tsConfig = { fileName: tsConfigFileName };
  options.outputType = 'json';
  const result = await cruise(files, options, {}, { tsConfig: extractTSConfig(tsConfigFileName) });
  return typeof result.output === 'string' ? JSON.parse(result.output) : result.output;
}

/**
 * The names of the rules violated by each source file's imports, sorted.
 *
 * @param {import('dependency-cruiser').ICruiseResult} result
 * @returns {Map<string, string[]>}
 */
function rulesBySource(result) {
  /** @type {Map<string, Set<string>>} */
  const found = new Map();
  for (const violation of result.summary.violations) {
    const from = sameCycle(violation.from);
    const rules = found.get(from) ?? new Set();
    rules.add(violation.rule.name);
    found.set(from, rules);
  }
  return new Map([...found].map(([from, rules]) => [from, [...rules].sort()]));
}

/**
 * The two files of the planted cycle under one name (dependency-cruiser reports a cycle once).
 *
 * @param {string} path
 */
const sameCycle = (path) => path.replace(/cycle[AB]\.ts$/, 'cycle(A|B).ts');

/** The fixture workspace: path → source. Index files are the packages' clean entries. */
const CLEAN = {
  'packages/api-client/src/index.ts': "export { wireOk } from './types/index.js';\n",
  'packages/api-client/src/types/index.ts': 'export const wireOk = 1;\n',
  // RTK Query's react entry is how api-client gets its hooks: allowed
  'packages/api-client/src/hooks.ts': "export { createApi } from '@reduxjs/toolkit/query/react';\n",
  'packages/api-client/src/hooks.test.ts': "import { render } from '@agent-portal/test-utils';\nexport { render };\n",
  'packages/ui-kit/src/index.ts': "import { wireOk } from '@agent-portal/api-client';\nexport const kit = wireOk;\n",
  'packages/i18n/src/index.ts': 'export const i18n = 1;\n',
  'packages/feature-api/src/index.ts': "import { kit } from '@agent-portal/ui-kit';\nexport const api = kit;\n",
  'packages/features/help/src/index.ts':
    "import { api } from '@agent-portal/feature-api';\nimport { i18n } from '@agent-portal/i18n';\nexport const help = api + i18n;\n",
  'packages/features/team/src/index.ts': "import { kit } from '@agent-portal/ui-kit';\nexport const team = kit;\n",
  'apps/portal/src/main.ts':
    "import { help } from '@agent-portal/feature-help';\nimport { team } from '@agent-portal/feature-team';\nexport const all = help + team;\n",
  'apps/gateway-sandbox/src/server.ts':
    "import type { wireOk } from '@agent-portal/api-client/wire';\nexport type Ok = typeof wireOk;\n",
  'tooling/test-utils/src/index.tsx': 'export const render = 1;\n',
  // the sandbox's layers (issue #30 item 2): a seed and a route share a domain module; a route test reads the seed
  'apps/gateway-sandbox/src/payment/taxes.ts': 'export const taxes = 1;\n',
  'apps/gateway-sandbox/src/db/seed/payments.ts': "import { taxes } from '../../payment/taxes.js';\nexport const seeded = taxes;\n",
  'apps/gateway-sandbox/src/routes/integration/payment.ts': "import { taxes } from '../../payment/taxes.js';\nexport const route = taxes;\n",
  'apps/gateway-sandbox/src/routes/integration/payment.test.ts':
    "import { seeded } from '../../db/seed/payments.js';\nexport const checked = seeded;\n",
  // a cycle closed by a lazy import() is a code-split point: allowed
  'packages/ui-kit/src/lazy/entry.ts': "export const TOKEN = 1;\nexport const load = () => import('./View.js');\n",
  'packages/ui-kit/src/lazy/View.ts': "import { TOKEN } from './entry.js';\nexport const view = TOKEN;\n",
};

/** Planted violations: path → [source, the rules that must report it]. */
const PLANTED = {
  'packages/features/help/src/__planted__/otherFeature.ts': [
    "import { team } from '@agent-portal/feature-team';\nexport const x = team;\n",
    ['no-feature-to-feature'],
  ],
  'packages/features/help/src/__planted__/otherFeatureRelative.ts': [
    "import type { team } from '../../../team/src/index.js';\nexport type X = typeof team;\n",
    ['no-feature-to-feature'],
  ],
  'packages/features/help/src/__planted__/app.ts': [
    "import { all } from '../../../../../apps/portal/src/main.js';\nexport const x = all;\n",
    ['no-feature-to-app'],
  ],
  'packages/api-client/src/__planted__/react.ts': [
    "import { useState } from 'react';\nexport const x = useState;\n",
    ['api-client-imports-no-ui'],
  ],
  'packages/api-client/src/__planted__/mui.ts': [
    "import Button from '@mui/material/Button';\nexport const x = Button;\n",
    ['api-client-imports-no-ui'],
  ],
  'packages/api-client/src/__planted__/uiKit.ts': [
    "import { kit } from '@agent-portal/ui-kit';\nexport const x = kit;\n",
    ['api-client-imports-no-ui'],
  ],
  'packages/api-client/src/__planted__/i18n.ts': [
    "import { i18n } from '@agent-portal/i18n';\nexport const x = i18n;\n",
    ['api-client-imports-no-ui'],
  ],
  'apps/gateway-sandbox/src/__planted__/apiClientRoot.ts': [
    "import { wireOk } from '@agent-portal/api-client';\nexport const x = wireOk;\n",
    ['sandbox-imports-only-the-wire'],
  ],
  'apps/gateway-sandbox/src/__planted__/uiKit.ts': [
    "import { kit } from '@agent-portal/ui-kit';\nexport const x = kit;\n",
    ['sandbox-imports-only-the-wire'],
  ],
  'apps/gateway-sandbox/src/__planted__/react.ts': [
    "import { createElement } from 'react';\nexport const x = createElement;\n",
    ['sandbox-imports-only-the-wire'],
  ],
  'apps/gateway-sandbox/src/db/seed/__planted__/route.ts': [
    "import { route } from '../../../routes/integration/payment.js';\nexport const x = route;\n",
    ['sandbox-seed-imports-no-route'],
  ],
  'apps/gateway-sandbox/src/routes/__planted__/seed.ts': [
    "import { seeded } from '../../db/seed/payments.js';\nexport const x = seeded;\n",
    ['sandbox-route-imports-no-seed'],
  ],
  'packages/ui-kit/src/__planted__/feature.ts': [
    "import { help } from '@agent-portal/feature-help';\nexport const x = help;\n",
    ['no-upward-from-base-packages'],
  ],
  'packages/i18n/src/__planted__/app.ts': [
    "import { all } from '../../../../apps/portal/src/main.js';\nexport const x = all;\n",
    ['no-upward-from-base-packages'],
  ],
  'apps/portal/src/__planted__/sandbox.ts': [
    "import type { Ok } from '../../../gateway-sandbox/src/server.js';\nexport type X = Ok;\n",
    ['no-app-to-sandbox'],
  ],
  'packages/i18n/src/__planted__/cycleA.ts': [
    "import { b } from './cycleB.js';\nexport const a = () => b;\n",
    ['no-circular'],
  ],
  // a cycle is reported once, on one of its modules: the test reads both files as one
  'packages/i18n/src/__planted__/cycleB.ts': [
    "import { a } from './cycleA.js';\nexport const b = () => a;\n",
    ['no-circular'],
  ],
  'packages/i18n/src/__planted__/unresolved.ts': [
    "import { x } from '@agent-portal/not-a-package';\nexport { x };\n",
    ['no-unresolved-workspace-import'],
  ],
};

describe('the boundary check (.dependency-cruiser.cjs)', () => {
  /** @type {string} */
  let fixture;

  before(() => {
    fixture = mkdtempSync(join(tmpdir(), 'boundaries-'));
    // the same tsconfig the check uses, at the same place relative to the fixture's root
    for (const file of ['tooling/boundaries/tsconfig.json', 'tooling/typescript-config/base.json']) {
      mkdirSync(dirname(join(fixture, file)), { recursive: true });
      cpSync(join(ROOT, file), join(fixture, file));
    }
    const files = { ...CLEAN, ...Object.fromEntries(Object.entries(PLANTED).map(([path, [source]]) => [path, source])) };
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(fixture, path)), { recursive: true });
      writeFileSync(join(fixture, path), source);
    }
    // npm packages as api-client sees them (react, RTK Query), so their resolved paths are real
    symlinkSync(join(ROOT, 'packages/api-client/node_modules'), join(fixture, 'node_modules'), 'dir');
  });

  after(() => rmSync(fixture, { recursive: true, force: true }));

  test('reports every planted import by the rule meant for it, and nothing else', async () => {
    const result = await cruiseWithRepoConfig(fixture, sourceFolders(fixture));
    const found = rulesBySource(result);
    const expected = new Map(Object.entries(PLANTED).map(([path, [, rules]]) => [sameCycle(path), [...rules].sort()]));
    assert.deepEqual(Object.fromEntries([...found].sort()), Object.fromEntries([...expected].sort()));
  });

  test('resolves the allowed imports (RTK Query react entry, the wire, workspace sources)', async () => {
    const result = await cruiseWithRepoConfig(fixture, sourceFolders(fixture));
    const resolved = (/** @type {string} */ source, /** @type {string} */ module) =>
      result.modules.find((m) => m.source === source)?.dependencies.find((d) => d.module === module)?.resolved;
    assert.match(
      resolved('packages/api-client/src/hooks.ts', '@reduxjs/toolkit/query/react') ?? '',
      /node_modules\/@reduxjs\/toolkit\//,
    );
    assert.equal(
      resolved('apps/gateway-sandbox/src/server.ts', '@agent-portal/api-client/wire'),
      'packages/api-client/src/types/index.ts',
    );
    assert.equal(
      resolved('apps/portal/src/main.ts', '@agent-portal/feature-help'),
      'packages/features/help/src/index.ts',
    );
    assert.equal(resolved('packages/features/help/src/index.ts', '@agent-portal/feature-api'), 'packages/feature-api/src/index.ts');
  });

  test('the real source tree has no violation', async () => {
    const result = await cruiseWithRepoConfig(ROOT, sourceFolders(ROOT));
    assert.ok(result.summary.totalCruised > 500, `cruised ${result.summary.totalCruised} modules`);
    const unresolved = result.modules.flatMap((m) =>
      m.dependencies.filter((d) => d.couldNotResolve && d.module.startsWith('@agent-portal/')).map((d) => `${m.source} → ${d.module}`),
    );
    assert.deepEqual(unresolved, []);
    assert.deepEqual(
      result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`),
      [],
    );
  });
});
