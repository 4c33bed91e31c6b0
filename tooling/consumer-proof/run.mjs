#!/usr/bin/env node
// Issue #14 §3, in the test command: what another team gets from our tarballs. Packs ui-kit,
// api-client and i18n (what ui-kit needs) with `pnpm pack` — as published: catalog and workspace
// ranges written out —, installs them with npm into a fresh Vite + React app in a temporary folder
// outside the workspace (with the peers at the versions the workspace tests against), then:
// typecheck under `moduleResolution: nodenext` and under `bundler`, `vite build`, and plain Node ESM
// (`node-esm.mjs`: configureGateway, and a ui-kit component rendered with react-dom/server).
// Issue #31: then a client generated from the published OpenAPI document (openapi-typescript +
// openapi-fetch) calls the built gateway sandbox (openapi-proof.mjs).
// Needs the three packages and the sandbox built (turbo's `^build`) and the npm registry for the
// third-party packages. Exits non-zero on the first failing step; the temporary folder is kept then.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runStep } from '../scripts/run-step.mjs';
import { proveGeneratedClient } from './openapi-proof.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const packed = ['packages/ui-kit', 'packages/api-client', 'packages/i18n'];
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
/** The fetch client another team would put on the generated types (issue #31); not a workspace dependency. */
const OPENAPI_FETCH_VERSION = '0.17.0';

// The versions the workspace develops and tests against (devDependencies), for the host app.
const workspaceVersions = Object.assign(
  {},
  readJson(join(root, 'packages/ui-kit/package.json')).devDependencies,
  readJson(join(root, 'packages/api-client/package.json')).devDependencies,
  readJson(join(root, 'apps/portal/package.json')).devDependencies,
  readJson(join(root, 'apps/portal/package.json')).dependencies,
);
const version = (name) => {
  const v = workspaceVersions[name];
  if (!v || v.startsWith('workspace:') || v.startsWith('catalog:')) throw new Error(`No pinned workspace version of ${name}.`);
  return v;
};

// npm must not see pnpm's settings of the script that runs us (npm_config_* from the workspace .npmrc).
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_(config|package|lifecycle)_/i.test(key)));
const run = (step, cwd, command, args) => {
  try {
    runStep(step, cwd, command, args, env);
  } catch (error) {
    throw new Error(`consumer proof ${error.message} (folder kept: ${cwd})`);
  }
};

const work = mkdtempSync(join(tmpdir(), 'consumer-proof-'));
if (!relative(root, work).startsWith('..')) throw new Error(`${work} is inside the workspace.`);
const tarballs = join(work, 'tarballs');
const app = join(work, 'app');
try {
  for (const pkg of packed) run(`pnpm pack ${pkg}`, join(root, pkg), 'pnpm', ['pack', '--pack-destination', tarballs]);
  const files = readdirSync(tarballs);
  const tarball = (name) => {
    const file = files.find((f) => f.startsWith(`agent-portal-${name}-`) && f.endsWith('.tgz'));
    if (!file) throw new Error(`No tarball for ${name} in ${files.join(', ')}.`);
    return `file:../tarballs/${file}`;
  };

  cpSync(join(here, 'app'), app, { recursive: true });
  const peers = ['react', 'react-dom', '@mui/material', '@mui/icons-material', '@emotion/react', '@emotion/styled', 'formik', 'i18next', 'react-i18next', '@reduxjs/toolkit', 'react-redux'];
  writeFileSync(
    join(app, 'package.json'),
    `${JSON.stringify(
      {
        name: 'another-teams-portal',
        private: true,
        type: 'module',
        dependencies: {
          '@agent-portal/api-client': tarball('api-client'),
          '@agent-portal/i18n': tarball('i18n'),
          '@agent-portal/ui-kit': tarball('ui-kit'),
          ...Object.fromEntries(peers.map((name) => [name, version(name)])),
          'openapi-fetch': OPENAPI_FETCH_VERSION,
        },
        devDependencies: Object.fromEntries(['@types/react', '@types/react-dom', '@vitejs/plugin-react', 'openapi-typescript', 'typescript', 'vite'].map((name) => [name, version(name)])),
      },
      null,
      2,
    )}\n`,
  );
  const compilerOptions = {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    verbatimModuleSyntax: true,
    types: [],
  };
  for (const resolution of ['nodenext', 'bundler']) {
    const options = resolution === 'nodenext' ? { module: 'nodenext', moduleResolution: 'nodenext' } : { module: 'esnext', moduleResolution: 'bundler' };
    writeFileSync(join(app, `tsconfig.${resolution}.json`), `${JSON.stringify({ compilerOptions: { ...compilerOptions, ...options }, include: ['src'] }, null, 2)}\n`);
  }

  run('npm install (the tarballs and their peers, outside the workspace)', app, 'npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
  run('tsc, moduleResolution nodenext', app, join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.nodenext.json']);
  run('tsc, moduleResolution bundler', app, join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.bundler.json']);
  run('vite build', app, join(app, 'node_modules/.bin/vite'), ['build']);
  if (!readdirSync(join(app, 'dist/assets')).some((f) => f.endsWith('.js'))) throw new Error('vite build wrote no JS.');
  run('plain Node ESM: configureGateway and a server-rendered ui-kit component', app, process.execPath, ['node-esm.mjs']);
  await proveGeneratedClient({ root, app, work, env, run });
  rmSync(work, { recursive: true, force: true });
  console.log('✓ the packed ui-kit, api-client and i18n work in a fresh Vite + React app and in plain Node ESM; a client generated from the published OpenAPI document calls the sandbox');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
