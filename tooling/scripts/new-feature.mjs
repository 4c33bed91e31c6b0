#!/usr/bin/env node
/**
 * `pnpm new:feature NAME` (issue #30: a feature is one package and one line): scaffolds
 * `packages/features/NAME/` — package.json like the other features', tsconfig*, ESLint, Vitest and
 * API Extractor configs, `src/feature.ts` (one route `/NAME`, one menu item, its translations),
 * `src/routes/<Name>Route.tsx` (a page: ui-kit's PageHeader and EmptyState), i18n in the six
 * languages (labels bundled, the rest lazy), a story, tests (feature.test.ts, a route render test,
 * the namespace's i18n test), README.md and a changeset — and adds the package to what must know it:
 * apps/portal/package.json, apps/storybook/package.json and Storybook's feature list. Then
 * `pnpm install --offline` links it (skip with `--skip-install`). The one hand edit left is the
 * line it prints for apps/portal/src/app/features.ts.
 *
 * Usage: pnpm new:feature claims [--skip-install]
 *   NAME: kebab-case, a-z, 0-9 and '-', starting with a letter (`claims`, `claim-center`).
 * Exit code 1 with a message when NAME is invalid or taken (a package or an i18n namespace).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeTranslations } from './new-feature-i18n.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const name = args.find((a) => !a.startsWith('--'));
const skipInstall = args.includes('--skip-install');

function fail(message) {
  console.error(`new:feature: ${message}`);
  process.exit(1);
}

if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) fail('give a kebab-case NAME, e.g. `pnpm new:feature claims`.');
const dir = join(ROOT, 'packages', 'features', name);
if (existsSync(dir)) fail(`packages/features/${name} exists already.`);

const words = name.split('-');
const camel = words.map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join('');
const Pascal = camel[0].toUpperCase() + camel.slice(1);
const title = words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
const NS_CONST = `${words.join('_').toUpperCase()}_NS`;
const pkgName = `@agent-portal/feature-${name}`;
const featureVar = `${camel}Feature`;
const translationsVar = `${camel}Translations`;
const path = `/${name}`;

/** Every i18next namespace declared in the workspace (`export const X_NS = 'name'`), so a new one never merges into another. */
function namespacesInUse() {
  const found = new Set(['common']);
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.ts' && full.includes(`${join('src', 'i18n')}`)) {
        for (const match of readFileSync(full, 'utf8').matchAll(/export const \w+_NS = '([^']+)'/g)) found.add(match[1]);
      }
    }
  };
  walk(join(ROOT, 'packages'));
  return found;
}
if (namespacesInUse().has(camel)) fail(`the i18n namespace '${camel}' is taken; choose another NAME.`);

const written = [];
function write(file, text) {
  const full = join(dir, file);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
  written.push(relative(ROOT, full));
}

// The package's files are those of an existing feature, so the scaffold follows them when they change.
const model = JSON.parse(readFileSync(join(ROOT, 'packages/features/help/package.json'), 'utf8'));
const keep = (deps, names) => Object.fromEntries(Object.entries(deps).filter(([dep]) => names.includes(dep)));
const peers = ['react', 'react-dom', '@mui/material', '@mui/system', '@emotion/react', '@emotion/styled', '@mui/icons-material', '@reduxjs/toolkit', 'react-redux', 'react-router', 'i18next', 'react-i18next', '@agent-portal/api-client', '@agent-portal/i18n', '@agent-portal/ui-kit', '@agent-portal/auth-session', '@agent-portal/feature-api'];
const pkg = {
  name: pkgName,
  version: '0.0.0',
  description: `Agent Portal ${title.toLowerCase()} feature (scaffolded by pnpm new:feature; issue #30).`,
  license: model.license,
  type: model.type,
  sideEffects: false,
  exports: model.exports,
  files: model.files,
  publishConfig: model.publishConfig,
  scripts: model.scripts,
  peerDependencies: keep(model.peerDependencies, peers),
  devDependencies: Object.fromEntries(Object.entries(model.devDependencies).filter(([dep]) => !['formik', 'yup', 'react-dropzone'].includes(dep))),
};
write('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
for (const file of ['tsconfig.json', 'tsconfig.build.json', 'eslint.config.js', 'api-extractor.json']) {
  write(file, readFileSync(join(ROOT, 'packages/features/help', file), 'utf8'));
}
write(
  'vitest.config.ts',
  `import { domPreset } from '@agent-portal/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(domPreset({ setupFiles: ['@agent-portal/test-utils/setup', './src/test/i18n.ts'] }));
`,
);

write(
  'src/index.ts',
  `/**
 * \`${pkgName}\`: ${title} (\`${path}\`), a feature of Agent Portal.
 * @packageDocumentation
 */
export { ${featureVar} } from './feature.js';
`,
);

write(
  'src/feature.ts',
  `import { defineFeature, type PortalFeature } from '@agent-portal/feature-api';
import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined';
import { ${translationsVar} } from './i18n/index.js';

/** The page of this feature: not one of spec §2's routes (\`routePaths\`), so it names its own. */
const ${camel}Path = '${path}';

/**
 * ${title}: one route (\`${path}\`, loaded on first visit), one top-level menu item labelled from the
 * feature's own namespace (\`${camel}:menu.${camel}\`), and its translations — the shell registers
 * them at start-up. Added to the portal by one line in apps/portal/src/app/features.ts.
 */
export const ${featureVar}: PortalFeature = defineFeature({
  id: '${name}',
  routes: [{ path: ${camel}Path, lazy: () => import('./routes/${Pascal}Route.js') }],
  menu: [{ id: '${name}', labelKey: '${camel}:menu.${camel}', icon: WidgetsOutlined, link: ${camel}Path, order: 100 }],
  translations: [${translationsVar}],
});
`,
);

write(
  `src/routes/${Pascal}Route.tsx`,
  `import { EmptyState, PageHeader } from '@agent-portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { ${NS_CONST} } from '../i18n/index.js';

/** The ${title} page (\`${path}\`): its title and, until the feature has content, an empty state. */
export function Component() {
  const { t } = useTranslation(${NS_CONST});
  return (
    <>
      <PageHeader title={t('pages.${camel}')} subtitle={t('page.subtitle')} />
      <EmptyState title={t('empty.title')} description={t('empty.description')} />
    </>
  );
}
`,
);

write(
  `src/routes/${Pascal}Route.test.tsx`,
  `import { renderWithProviders } from '@agent-portal/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Component as ${Pascal}Route } from './${Pascal}Route.js';

describe('the ${title} page (${path})', () => {
  it('shows its title and the empty state', async () => {
    renderWithProviders(<${Pascal}Route />, { route: '${path}', path: '${path}' });
    expect(await screen.findByRole('heading', { level: 1, name: '${title}' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing here yet' })).toBeInTheDocument();
  });
});
`,
);

write(
  `src/routes/${Pascal}Route.stories.tsx`,
  `import type { Meta, StoryObj } from '@storybook/react-vite';
import { Component as ${Pascal}Route } from './${Pascal}Route.js';

/** The ${title} page (\`${path}\`) as it is until the feature has content. */
const meta: Meta<typeof ${Pascal}Route> = { title: 'Features/${title}/Page', component: ${Pascal}Route, parameters: { layout: 'fullscreen' } };
export default meta;

export const Empty: StoryObj<typeof ${Pascal}Route> = {};
`,
);

write(
  'src/feature.test.ts',
  `import { buildMenu } from '@agent-portal/feature-api';
import { i18n } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { ${featureVar} } from './feature.js';

describe('${featureVar}', () => {
  it('declares its route, loaded lazily as a module with a Component', async () => {
    expect(${featureVar}.routes?.map((route) => route.path)).toEqual(['${path}']);
    const module = await ${featureVar}.routes![0]!.lazy();
    expect(typeof module.Component).toBe('function');
  });

  it('adds one top-level menu item, labelled from its own namespace', () => {
    const [item, ...others] = buildMenu([${featureVar}]);
    expect(others).toEqual([]);
    expect(item).toMatchObject({ id: '${name}', link: '${path}', licensed: false, subItems: [] });
    expect(i18n.t(item!.labelKey)).toBe('${title}');
  });
});
`,
);

writeTranslations({ write, camel, Pascal, title, NS_CONST, translationsVar });
write(
  'src/test/i18n.ts',
  `/**
 * The vitest setup of this package's translations (listed after \`@agent-portal/test-utils/setup\` in
 * vitest.config.ts): nothing registers itself on import (issue #30), so the tests register what the
 * portal's start-up registers — the feature's namespaces and ui-kit's — with the English texts loaded
 * in full before any test renders.
 * @packageDocumentation
 */
import { loadTranslations, registerTranslations } from '@agent-portal/i18n';
import { uiKitTranslations } from '@agent-portal/ui-kit';
import { ${featureVar} } from '../feature.js';

const resources = [uiKitTranslations, ...(${featureVar}.translations ?? [])];
registerTranslations(...resources);
await loadTranslations(resources.map((resource) => resource.namespace));
`,
);
write(
  'README.md',
  `# ${pkgName}

${title} (\`${path}\`), a feature of Agent Portal, scaffolded by \`pnpm new:feature ${name}\`
(issue #30). Peers: React, MUI (+ icons), react-router 7, react-i18next,
\`@agent-portal/i18n\`, \`@agent-portal/ui-kit\`, \`@agent-portal/feature-api\` (and the portal's
other shared packages, as every feature).

## Exports

| export | what |
|---|---|
| \`${featureVar}\` | \`defineFeature({ id: '${name}', routes, menu, translations })\`: the route below, a top-level menu item (order 100) and the \`${camel}\` namespace |

## Routes

| path | module | what it shows |
|---|---|---|
| \`${path}\` | \`routes/${Pascal}Route\` | the page title and an empty state |

## Translations

Namespace \`${camel}\` in six languages (\`src/i18n/\`): \`labels.ts\` holds the English menu and page
labels the shell shows at once; \`locales/en.ts\` (which spreads them) and the other languages in
\`locales/\` load lazily. The scaffold names the feature by its NAME in every language: translate
\`menu.${camel}\` and \`pages.${camel}\`, then drop their entries from \`src/i18n/same-as-english.json\`.

## Next steps

- Add \`export { ${featureVar} } from '${pkgName}';\` to apps/portal/src/app/features.ts (the one line).
- \`pnpm --filter ${pkgName} build && pnpm --filter ${pkgName} api:report\` for its API report.
`,
);

const changeset = join(ROOT, '.changeset', `feature-${name}.md`);
writeFileSync(changeset, `---\n'${pkgName}': minor\n---\n\nThe ${title} feature (\`${path}\`): its page, its menu item and its translations in six languages (scaffolded by \`pnpm new:feature\`).\n`);
written.push(relative(ROOT, changeset));

/** Adds the package to a workspace package's dependencies (or devDependencies), in name order. */
function addDependency(file, field) {
  const full = join(ROOT, file);
  const json = JSON.parse(readFileSync(full, 'utf8'));
  json[field] = Object.fromEntries(Object.entries({ ...json[field], [pkgName]: 'workspace:*' }).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(full, `${JSON.stringify(json, null, 2)}\n`);
  written.push(file);
}
addDependency('apps/portal/package.json', 'dependencies');
addDependency('apps/storybook/package.json', 'devDependencies');

/** Storybook's list of features (its preview registers their translations): an import and an entry at the markers. */
const storyList = 'apps/storybook/.storybook/features.ts';
const storyText = readFileSync(join(ROOT, storyList), 'utf8')
  .replace('// new-feature: import', `import { ${featureVar} } from '${pkgName}';\n// new-feature: import`)
  .replace('  // new-feature: entry', `  ${featureVar},\n  // new-feature: entry`);
writeFileSync(join(ROOT, storyList), storyText);
written.push(storyList);

/**
 * The lockfile's entries for the new package, so that `pnpm install --offline` links it without
 * resolving anything (it needs no registry: every dependency is one the workspace has already):
 * the new importer is the model feature's minus its own `dependencies` (its devDependencies are the
 * same), and the portal and Storybook gain a `link:` to it, in name order.
 */
function addToLockfile() {
  const file = join(ROOT, 'pnpm-lock.yaml');
  const lines = readFileSync(file, 'utf8').split('\n');
  /** The [start, end) lines of an importer's block. */
  const importer = (id) => {
    const start = lines.indexOf(`  ${id}:`);
    if (start < 0) fail(`pnpm-lock.yaml has no importer ${id}.`);
    let end = start + 1;
    while (end < lines.length && (lines[end] === '' ? false : lines[end].startsWith('    '))) end += 1;
    return [start, end];
  };
  /** Inserts a workspace link into an importer's section (`dependencies` or `devDependencies`), in name order. */
  const link = (id, section) => {
    const [start, end] = importer(id);
    const at = lines.indexOf(`    ${section}:`, start);
    if (at < 0 || at >= end) fail(`pnpm-lock.yaml: ${id} has no ${section}.`);
    let i = at + 1;
    const key = (line) => line.slice(6, -1).replace(/^'|'$/g, '');
    while (i < end && lines[i].startsWith('      ') && (lines[i].startsWith('        ') || key(lines[i]) < pkgName)) i += 1;
    lines.splice(i, 0, `      '${pkgName}':`, '        specifier: workspace:*', `        version: link:../../packages/features/${name}`);
  };
  const [start, end] = importer('packages/features/help');
  const block = lines.slice(start + 1, end);
  const dev = block.indexOf('    devDependencies:');
  const own = [`  packages/features/${name}:`, ...block.slice(dev).filter((line, i, all) => i === 0 || line.startsWith('      '))];
  // Importers are in path order: the new one goes before the first that sorts after it.
  const importerIds = lines.map((line, i) => [line, i]).filter(([line]) => /^  packages\/features\/[^/]+:$/.test(line));
  const next = importerIds.find(([line]) => line.slice(2, -1) > `packages/features/${name}`);
  const insertAt = next ? next[1] : importer(importerIds.at(-1)[0].slice(2, -1))[1] + 1;
  lines.splice(insertAt, 0, ...own, '');
  link('apps/portal', 'dependencies');
  link('apps/storybook', 'devDependencies');
  writeFileSync(file, lines.join('\n'));
  written.push('pnpm-lock.yaml');
}
addToLockfile();

console.log(`Created ${pkgName}:\n${written.map((file) => `  ${file}`).join('\n')}`);
if (skipInstall) {
  console.log('\nRun `pnpm install --offline` to link it.');
} else {
  execFileSync('pnpm', ['install', '--offline'], { cwd: ROOT, stdio: 'inherit' });
}
console.log(`\nThe one line left, in apps/portal/src/app/features.ts:\n  export { ${featureVar} } from '${pkgName}';`);
