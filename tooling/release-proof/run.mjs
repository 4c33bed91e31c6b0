#!/usr/bin/env node
// Issue #14 §4, in the test command: the release flow works before anyone needs it.
// 1. every published package has a README with an example (a fenced code block) and a CHANGELOG
//    that `files` ships;
// 2. `changeset status` accepts the pending changesets (each names a workspace package);
// 3. `changeset version` in a scratch clone of HEAD (never in the workspace): it must consume every
//    changeset, bump each package a changeset names, and write that version into its CHANGELOG;
// 4. `pnpm publish -r --dry-run` from the workspace (built by turbo first): packs every published
//    package as the registry would receive it, without publishing.
// Exits non-zero at the first failing step; the scratch clone is deleted either way.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runStep } from '../scripts/run-step.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const changeset = join(root, 'node_modules/@changesets/cli/bin.js');
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_(package|lifecycle)_/i.test(key)));
const run = (step, cwd, command, args) => {
  try {
    return runStep(step, cwd, command, args, env);
  } catch (error) {
    throw new Error(`release proof ${error.message}`);
  }
};
const fail = (message) => {
  throw new Error(message);
};

/** The published packages: dir → package.json, from the workspace globs that hold them. */
const published = ['packages', 'packages/features']
  .flatMap((dir) => readdirSync(join(root, dir)).map((name) => join(dir, name)))
  .filter((dir) => existsSync(join(root, dir, 'package.json')))
  .map((dir) => ({ dir, json: readJson(join(root, dir, 'package.json')) }))
  .filter(({ json }) => !json.private);

let scratch;
try {
  // 1. README with an example, CHANGELOG shipped.
  for (const { dir, json } of published) {
    const readme = join(root, dir, 'README.md');
    if (!existsSync(readme) || !/^## Exports/m.test(readFileSync(readme, 'utf8'))) fail(`${json.name}: README.md has no "## Exports" section.`);
    if (!/^```/m.test(readFileSync(readme, 'utf8'))) fail(`${json.name}: README.md has no example (a fenced code block).`);
    if (!existsSync(join(root, dir, 'CHANGELOG.md'))) fail(`${json.name}: no CHANGELOG.md.`);
    for (const file of ['dist', 'README.md', 'CHANGELOG.md']) if (!json.files?.includes(file)) fail(`${json.name}: "files" does not ship ${file}.`);
  }
  console.log(`✓ ${published.length} published packages: README with exports and an example, CHANGELOG shipped`);

  // 2. changeset status.
  run('changeset status', root, process.execPath, [changeset, 'status']);

  // 3. changeset version in a scratch clone of HEAD.
  scratch = mkdtempSync(join(tmpdir(), 'release-proof-'));
  const clone = join(scratch, 'repo');
  run('git clone (scratch)', scratch, 'git', ['clone', '--quiet', '--no-hardlinks', root, clone]);
  symlinkSync(join(root, 'node_modules'), join(clone, 'node_modules'), 'dir'); // the changelog generator resolves from .changeset
  const pending = readdirSync(join(clone, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md');
  const named = new Set();
  for (const file of pending) {
    const front = readFileSync(join(clone, '.changeset', file), 'utf8').split('---')[1] ?? '';
    for (const match of front.matchAll(/^['"]?(@agent-portal\/[\w-]+)['"]?\s*:/gm)) named.add(match[1]);
  }
  run(`changeset version (${pending.length} changesets)`, clone, process.execPath, [changeset, 'version']);
  const left = readdirSync(join(clone, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md');
  if (left.length) fail(`changeset version left ${left.join(', ')}.`);
  for (const { dir, json } of published) {
    const after = readJson(join(clone, dir, 'package.json'));
    if (!named.has(json.name)) continue;
    if (after.version === json.version) fail(`${json.name}: a changeset names it, but its version stayed ${json.version}.`);
    if (!readFileSync(join(clone, dir, 'CHANGELOG.md'), 'utf8').includes(`## ${after.version}`)) fail(`${json.name}: CHANGELOG.md has no "## ${after.version}".`);
  }
  console.log(`✓ changeset version bumped the ${named.size} packages the changesets name and wrote their CHANGELOGs`);

  // 4. pnpm publish -r --dry-run from the built workspace.
  const out = run('pnpm publish -r --dry-run', root, 'pnpm', ['publish', '-r', '--dry-run', '--no-git-checks']);
  const missing = published.filter(({ json }) => !out.includes(`${json.name}@${json.version}`));
  if (missing.length) fail(`pnpm publish --dry-run did not pack ${missing.map(({ json }) => json.name).join(', ')}.`);
  console.log(`✓ pnpm publish -r --dry-run packed all ${published.length} published packages`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}
