// @ts-check
/**
 * The dependency rule of ARCHITECTURE §1, enforced (issue #30 item 5):
 *
 *   apps/portal → packages/features/* → feature-api, ui-kit, auth-session, realtime, pay-cycle,
 *   i18n → api-client;  apps/gateway-sandbox → @agent-portal/api-client/wire only.
 *
 * Arrows point down, never up, never sideways between features. Run it with
 * `pnpm check:boundaries` (it needs no build: `tooling/boundaries/tsconfig.json` maps every
 * `@agent-portal/*` import to the package's source); `pnpm test:boundaries` proves that a planted
 * violation fails it. dependency-cruiser sees an `export *` only as an import, not as that syntax:
 * the shared ESLint config (`tooling/eslint-config`, no-restricted-syntax) forbids it.
 *
 * Paths below are relative to the repository root; a module in node_modules is matched by the
 * `node_modules/<name>/` segment of its resolved path (pnpm's `.pnpm/…/node_modules/<name>/`).
 */

const path = require('node:path');

/** A workspace package that is a feature (`packages/features/<name>/`). */
const FEATURE = '^packages/features/([^/]+)/';
/** The base packages below the features (ARCHITECTURE §1), api-client excepted. */
const BASE_ABOVE_API_CLIENT = '^packages/(feature-api|ui-kit|auth-session|realtime|pay-cycle|i18n)/';
/**
 * React, its bindings and every UI library of the portal, as npm packages: matched on the resolved
 * path (`…/node_modules/react/index.js`) or, where a package cannot be resolved, on its name.
 */
const UI_NPM =
  '(^|/node_modules/)(@types/)?(react|react-dom|react-redux|react-router|react-router-dom|react-i18next|notistack|formik|@mui/[^/]+|@emotion/[^/]+|@testing-library/react)(/|$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-feature-to-feature',
      comment:
        'A feature package never imports another feature package (ARCHITECTURE §1): features are ' +
        'composed by the portal shell only, so each can be added, removed or published alone. ' +
        'What two features share moves down into a base package (ui-kit, feature-api, api-client…).',
      severity: 'error',
      from: { path: FEATURE },
      to: { path: '^packages/features/', pathNot: '^packages/features/$1/' },
    },
    {
      name: 'api-client-imports-no-ui',
      comment:
        'api-client imports no UI (ARCHITECTURE §1): it is the bottom layer, used by the gateway ' +
        "sandbox's wire types and by non-React consumers. Its React hooks come from RTK Query's " +
        "react entry (`@reduxjs/toolkit/query/react`), which is allowed; React itself, react-redux, " +
        'MUI, Emotion, i18n bindings, the router and every other workspace package (ui-kit, i18n, ' +
        'auth-session, features, apps…) are not. Its tests use the harness of ' +
        '@agent-portal/vitest-config (tooling/vitest-config/harness), which knows no workspace package.',
      severity: 'error',
      from: { path: '^packages/api-client/' },
      to: {
        path: [UI_NPM, '^packages/', '^apps/'],
        pathNot: '^packages/api-client/',
      },
    },
    {
      name: 'sandbox-imports-only-the-wire',
      comment:
        'The gateway sandbox imports from the workspace only `@agent-portal/api-client/wire` ' +
        '(ARCHITECTURE §1, §6): it is the reference implementation of the wire contract and a ' +
        'Node server, so it must not pull in the RTK Query client, React or any UI package.',
      severity: 'error',
      from: { path: '^apps/gateway-sandbox/' },
      to: {
        path: ['^packages/', '^apps/', '^tooling/', UI_NPM],
        pathNot: ['^apps/gateway-sandbox/', '^packages/api-client/src/types/index\\.ts$'],
      },
    },
    {
      name: 'sandbox-seed-imports-no-route',
      comment:
        'The sandbox seed (`src/db/seed/`) builds data through the domains (`src/<domain>/`, e.g. ' +
        'payment/taxes.ts, security/answers.ts) and `src/http/`, never through a route module ' +
        '(issue #30 item 2): a route is the HTTP edge above the domains, and a seed that imports one ' +
        'loads Fastify handlers to write rows.',
      severity: 'error',
      from: { path: '^apps/gateway-sandbox/src/db/seed/' },
      to: { path: '^apps/gateway-sandbox/src/routes/' },
    },
    {
      name: 'sandbox-route-imports-no-seed',
      comment:
        'A sandbox route never imports the seed (issue #30 item 2): what both need (rates, product ' +
        'types, constants) lives in a domain folder below both. Route tests may read the seed, to ' +
        'check answers against the seeded data.',
      severity: 'error',
      from: { path: '^apps/gateway-sandbox/src/routes/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/gateway-sandbox/src/db/seed/' },
    },
    {
      name: 'no-upward-from-base-packages',
      comment:
        'The base packages (feature-api, ui-kit, auth-session, realtime, pay-cycle, i18n) sit below ' +
        'the features and the apps (ARCHITECTURE §1): they never import a feature or an app, or ' +
        'they could not be reused by another portal.',
      severity: 'error',
      from: { path: BASE_ABOVE_API_CLIENT },
      to: { path: ['^packages/features/', '^apps/'] },
    },
    {
      name: 'no-feature-to-app',
      comment:
        'A feature never imports an app (the portal shell, Storybook or the gateway sandbox): the ' +
        'shell composes the features, not the other way round (ARCHITECTURE §1), and the sandbox ' +
        'is reached only over HTTP.',
      severity: 'error',
      from: { path: FEATURE },
      to: { path: '^apps/' },
    },
    {
      name: 'no-app-to-sandbox',
      comment:
        'The portal and Storybook reach the gateway sandbox over HTTP only (ARCHITECTURE §1, §6); ' +
        'importing its source would put server code into the browser bundle.',
      severity: 'error',
      from: { path: '^apps/', pathNot: '^apps/gateway-sandbox/' },
      to: { path: '^apps/gateway-sandbox/' },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles in the source (issue #30 item 5): a cycle makes module evaluation order ' +
        'matter (undefined at import time), defeats tree-shaking and blurs which layer owns what. ' +
        "A cycle closed by a lazy `import()` (a code-split point, e.g. ui-kit's Toaster and " +
        'ConfirmDialogView loading after their light entry) is allowed: the chunk is evaluated ' +
        'after the module that loads it, so the order is fixed.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'no-unresolved-workspace-import',
      comment:
        'Every `@agent-portal/*` import must resolve to a package source through ' +
        'tooling/boundaries/tsconfig.json; one that does not would slip past every rule above. ' +
        'A new subpath export is added to that tsconfig.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^@agent-portal/' },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    // build output of the workspace (not of npm packages: RTK's react entry lives in its dist/)
    exclude: {
      path: [
        '^packages/[^/]+/(dist|coverage)/',
        '^packages/features/[^/]+/(dist|coverage)/',
        '^apps/[^/]+/(dist|storybook-static|coverage)/',
        '^tooling/[^/]+/(dist|coverage)/',
      ],
    },
    // type-only imports are dependencies too: a feature must not even name another's types
    tsPreCompilationDeps: true,
    // absolute: dependency-cruiser hands a relative name to TypeScript, which then misreads `extends`
    tsConfig: { fileName: path.join(__dirname, 'tooling/boundaries/tsconfig.json') },
    enhancedResolveOptions: {
      // npm packages resolved as a bundler does (subpath exports such as `storybook/test`)
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'module', 'browser', 'node', 'default', 'require'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.jsx', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
