// @ts-check
/**
 * Proof that a feature is one package and one line (issue #30, "Done when"): the working tree is
 * copied to a temporary folder (its git-tracked and new files, and every package's built `dist`,
 * not rebuilt: run it after the build), `pnpm new:feature scaffold-probe` runs there
 * (it writes the package and the portal's and Storybook's dependencies, then `pnpm install
 * --offline`), the one line goes into apps/portal/src/app/features.ts, and then:
 * the new feature builds, typechecks, lints and passes its own tests; the portal builds with it;
 * a portal test finds its item in the composed menu, labelled in English from its bundled
 * translations (it fails if the item is not there); and `pnpm check:boundaries` stays clean.
 * The real tree is never touched.
 *
 * Run: `pnpm test:scaffold` (node:test; part of `npm test`, after the builds).
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const NAME = 'scaffold-probe';
const PKG = `@agent-portal/feature-${NAME}`;
const LINE = `export { scaffoldProbeFeature } from '${PKG}';`;

/** @type {string} */
let copy;

/** Runs a command in the copy; its output is shown only when it fails. */
function run(/** @type {string} */ command, /** @type {string[]} */ args, cwd = copy) {
  try {
    const output = execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' } });
    return output.replace(/\x1b\[[0-9;]*m/g, '');
  } catch (error) {
    const e = /** @type {{ stdout?: string; stderr?: string; message: string }} */ (error);
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${e.stdout ?? ''}\n${e.stderr ?? ''}\n${e.message}`);
  }
}

/** The workspace's package folders (pnpm-workspace.yaml: apps/*, packages/*, packages/features/*, tooling/*, e2e). */
function packageFolders(/** @type {string} */ base) {
  return ['apps', 'packages', 'packages/features', 'tooling']
    .flatMap((parent) => readdirSync(join(base, parent)).map((name) => `${parent}/${name}`))
    .concat('e2e')
    .filter((folder) => existsSync(join(base, folder, 'package.json')));
}

before(() => {
  copy = mkdtempSync(join(tmpdir(), 'agent-portal-scaffold-'));
  // The working tree as git sees it: tracked files and new ones not ignored (no node_modules, dist…).
  const files = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], ROOT).split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(ROOT, file))) continue; // deleted in the working tree
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(ROOT, file), join(copy, file));
  }
  // The built packages, copied (~9 MB; a symlink would make Vite resolve React from the real tree
  // beside the copy's, two Reacts): only the new feature and the portal are built in the copy.
  for (const folder of packageFolders(ROOT)) {
    if (existsSync(join(ROOT, folder, 'dist')) && folder !== 'apps/portal') cpSync(join(ROOT, folder, 'dist'), join(copy, folder, 'dist'), { recursive: true });
  }
});

after(() => {
  // The copy's node_modules takes a minute to delete on 2 cores: a detached `rm` does it after the test.
  if (copy) spawn('rm', ['-rf', copy], { detached: true, stdio: 'ignore' }).unref();
});

test('pnpm new:feature scaffolds a package that builds, passes its tests and shows in the menu with one line in features.ts', { timeout: 600_000 }, () => {
  run('pnpm', ['new:feature', NAME]);
  for (const file of ['package.json', 'src/feature.ts', 'src/routes/ScaffoldProbeRoute.tsx', 'src/routes/ScaffoldProbeRoute.stories.tsx', 'src/i18n/locales/ru.ts', 'src/i18n/same-as-english.json', 'README.md']) {
    assert.ok(existsSync(join(copy, 'packages/features', NAME, file)), file);
  }
  for (const file of ['apps/portal/package.json', 'apps/storybook/package.json']) assert.match(readFileSync(join(copy, file), 'utf8'), new RegExp(`"${PKG}": "workspace:\\*"`), file);
  assert.ok(existsSync(join(copy, '.changeset', `feature-${NAME}.md`)));

  // The one hand edit.
  const featuresFile = join(copy, 'apps/portal/src/app/features.ts');
  writeFileSync(featuresFile, `${readFileSync(featuresFile, 'utf8')}${LINE}\n`);

  run('pnpm', ['--filter', PKG, 'build']);
  run('pnpm', ['--filter', PKG, 'exec', 'tsc', '--noEmit', '-p', 'tsconfig.json']);
  run('pnpm', ['--filter', PKG, 'exec', 'eslint', 'src']);
  const tests = run('pnpm', ['--filter', PKG, 'exec', 'vitest', 'run']);
  assert.match(tests, /Test Files\s+\S*3 passed/, tests);

  // The menu shows it: a portal test over the composed features (features.ts → portalFeatures.ts)
  // with the shell's translation registration (the portal's test setup).
  writeFileSync(
    join(copy, 'apps/portal/src/app/scaffoldProbe.test.ts'),
    `import { buildMenu } from '@agent-portal/feature-api';
import { i18n } from '@agent-portal/i18n';
import { expect, it } from 'vitest';
import { features } from './portalFeatures';

it('composes the scaffolded feature: its menu item, labelled', () => {
  const item = buildMenu(features).find((candidate) => candidate.id === '${NAME}');
  expect(item).toMatchObject({ link: '/${NAME}' });
  expect(i18n.t(item!.labelKey)).toBe('Scaffold Probe');
});
`,
  );
  const portal = run('pnpm', ['--filter', '@agent-portal/portal', 'exec', 'vitest', 'run', 'src/app/scaffoldProbe.test.ts', 'src/app/features.test.ts']);
  assert.match(portal, /Tests\s+\S*7 passed/, portal);
  run('pnpm', ['--filter', '@agent-portal/portal', 'exec', 'tsc', '--noEmit', '-p', 'tsconfig.json']);
  run('pnpm', ['--filter', '@agent-portal/portal', 'build']);
  const built = readdirSync(join(copy, 'apps/portal/dist/assets')).filter((file) => file.startsWith('ScaffoldProbeRoute-') && file.endsWith('.js'));
  assert.equal(built.length, 1, 'the portal build has the new route as a chunk of its own');

  run('pnpm', ['check:boundaries']);
});
