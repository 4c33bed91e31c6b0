import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, loadCommonResources } from '@agent-portal/i18n';
import type { Preset } from '@vite-pwa/assets-generator/config';
import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa';
import { manifestFileName } from '../src/bootstrap/manifestFile';

/** The build's folder (Vite's default `outDir`). */
const DIST = path.join(import.meta.dirname, '..', 'dist');

/**
 * The portal's colours in the manifest and the `theme-color` metas, from ui-kit's
 * `createPortalTheme` (a unit test keeps them equal): the top bar's paper is the browser's
 * title bar, the page's background the splash screen (issue #32 §3).
 */
export const PWA_COLORS = {
  light: { theme: '#FFFFFF', background: '#F4F6F9' },
  dark: { theme: '#131F29', background: '#0C141B' },
} as const;

/**
 * Paths the service worker's navigation fallback never answers with the app shell: the
 * gateway's services, the identity provider's sign-in pages (`/idp/`, unaffected by the
 * portal's worker), the storage buckets, the sandbox's own endpoints and documents. A
 * navigation to one of them always goes to the network (issue #32 §1).
 */
export const NAVIGATE_FALLBACK_DENYLIST: readonly RegExp[] = [
  /^\/(?:integration|sso|intercom|idp|storage|sandbox|card-provider)(?:\/|$)/,
  /^\/socket\.io(?:\/|$)/,
  /^\/(?:config|openapi|asyncapi)\.json$/,
  /^\/docs(?:\/|$)/,
  /^\/health$/,
];

/**
 * The web app manifest (issue #32 §3). English, with `lang`; each other language has its
 * own copy (`manifest-<lang>.webmanifest`, see `translatedManifests`) whose name and
 * short name are that language's `app.name`, and the portal points its manifest link at the
 * agent's language. The icons are generated from `public/favicon.svg` at build time
 * (`PWA_ICONS`).
 */
export const PWA_MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'Agent Portal',
  short_name: 'Agent Portal',
  description: 'Agent Portal: profile, team, commissions and support for insurance agents.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  theme_color: PWA_COLORS.light.theme,
  background_color: PWA_COLORS.light.background,
  shortcuts: [
    { name: 'Reports', url: '/reports' },
    { name: 'My Team', url: '/my-team' },
    { name: 'Help', url: '/help' },
  ],
};

/** The manifest's shortcuts in each language the portal has (spec §2 Languages), by URL. */
const SHORTCUT_NAMES: Record<string, Record<string, string>> = {
  '/reports': { es: 'Informes', fr: 'Rapports', de: 'Berichte', it: 'Report', ru: 'Отчёты' },
  '/my-team': { es: 'Mi equipo', fr: 'Mon équipe', de: 'Mein Team', it: 'Il mio team', ru: 'Моя команда' },
  '/help': { es: 'Ayuda', fr: 'Aide', de: 'Hilfe', it: 'Aiuto', ru: 'Помощь' },
};

/**
 * One manifest per language but English (issue #32 §3): the English manifest as generated
 * (icons included) with `lang`, the shortcuts' names translated, and `name` and `short_name` the
 * portal's name in that language — i18n's `common` namespace, `app.name`, read from the i18n
 * package itself (as the top bar's logo and the tab's title say it).
 */
export async function translatedManifests(english: Partial<ManifestOptions>): Promise<{ fileName: string; manifest: Partial<ManifestOptions> }[]> {
  const languages = SUPPORTED_LANGUAGES.map(({ code }) => code).filter((code) => code !== DEFAULT_LANGUAGE);
  return Promise.all(
    languages.map(async (language) => {
      const name = (await loadCommonResources(language))!.app.name;
      return {
        fileName: manifestFileName(language),
        manifest: {
          ...english,
          lang: language,
          name,
          short_name: name,
          shortcuts: english.shortcuts?.map((shortcut) => ({ ...shortcut, name: SHORTCUT_NAMES[shortcut.url]?.[language] ?? shortcut.name })),
        },
      };
    }),
  );
}

/**
 * The icons, made from the logo (`public/favicon.svg`) by `@vite-pwa/assets-generator` at build
 * time (nothing drawn by hand is checked in): 192 and 512 px, `any` and `maskable` (the logo
 * in the maskable safe zone on the light theme's background), and Apple's 180 px touch icon.
 */
export const PWA_ICONS: Preset = {
  transparent: { sizes: [192, 512], favicons: [], padding: 0.05 },
  maskable: { sizes: [192, 512], padding: 0.3, resizeOptions: { background: PWA_COLORS.light.theme } },
  apple: { sizes: [180], padding: 0.3, resizeOptions: { background: PWA_COLORS.light.theme } },
};

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), as far as the shell needs it. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * The lazily loaded modules of the app shell: the landing route (the dashboard), the offline
 * state (loaded only when the network is gone, so it must be in the precache) and the caches'
 * clearing at logout (from the precache, it writes no runtime cache while it clears them).
 */
export const SHELL_MODULES = /(?:DashboardRoute|DashboardWidgets|OfflineState|clearCaches)\.[jt]sx?$/;

/**
 * The files of the app shell (issue #32 §1), from Vite's build manifest: the entries (index.html's
 * `main`, the start-up code `boot`), the landing route's modules, the offline state and the caches' clearing ({@link SHELL_MODULES}),
 * each with every chunk it imports statically, their CSS and assets. The other routes' chunks, the
 * other languages and the heavy modules opened on demand (the PDF viewer, the card form's
 * braintree-web, the charts) are left out: the precache stays ≤ 1.5 MB (issue #32's budget;
 * all the release's JS is ~3 MB) and they are cached when first used (`assets` runtime cache).
 * @param manifest - Vite's build manifest, by source module.
 * @returns the shell's file names, relative to `dist` (`assets/boot-….js`).
 */
export function shellFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || SHELL_MODULES.test(key)) visit(key);
  }
  return files;
}

/**
 * Workbox's `manifestTransforms` step keeping, of `assets/`, the app shell's files only
 * ({@link shellFiles}); the files of the build's root (index.html, icons, manifests) all stay.
 */
const onlyTheShell: NonNullable<NonNullable<VitePWAOptions['workbox']>['manifestTransforms']>[number] = (entries) => {
  const shell = shellFiles(JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>);
  const manifest = entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url));
  const bytes = manifest.reduce((sum, entry) => sum + entry.size, 0);
  console.log(`precache: ${manifest.length} files, ${(bytes / 1000).toFixed(1)} KB uncompressed (issue #32 budget: 1,500 KB)`);
  return { manifest, warnings: [] };
};

/** The runtime cache of `/config.json`'s last answer, for an offline start (network first). */
export const CONFIG_CACHE = 'agent-portal-config';

/** The runtime cache of the release's other files, kept as they are first used (no gateway URL ever). */
export const ASSETS_CACHE = 'agent-portal-assets';

/**
 * vite-plugin-pwa's options (issue #32): Workbox's `generateSW`, registered by the portal
 * itself after its first render (`src/app/pwa/`), a new release waiting until the agent
 * reloads (`registerType: 'prompt'`). The precache holds the release's files only — JS, CSS,
 * index.html, the manifests, icons and fonts of the app shell ({@link shellFiles}) — never a
 * `.br`/`.gz` copy, a source map, or any gateway answer. Of the runtime caches,
 * {@link ASSETS_CACHE}, keeps the release's other hashed files of `/assets/` (same origin) as they
 * are first used; {@link CONFIG_CACHE} keeps `/config.json`'s last answer, fetched from the network
 * first every time (fresh), so that the shell can start without a network. No other URL is ever
 * cached (gateway answers carry personal data and `Cache-Control: no-store`).
 *
 * index.html is precached as built: the sandbox writes the runtime config into it only for a
 * navigation (`apps/gateway-sandbox/src/static.ts`), so the shell served from the precache has
 * an empty config element and the portal reads `/config.json` (which also sets the csrf cookie).
 */
export const PWA_OPTIONS: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  manifest: PWA_MANIFEST,
  manifestFilename: manifestFileName('en'),
  includeManifestIcons: true,
  pwaAssets: {
    image: 'public/favicon.svg',
    preset: PWA_ICONS,
    includeHtmlHeadLinks: false,
    overrideManifestIcons: true,
    injectThemeColor: false,
  },
  workbox: {
    // The English manifest is added by the plugin; the translated ones are fetched by the browser.
    globPatterns: ['**/*.{js,css,html,woff,woff2,svg,png,ico}'],
    globIgnores: ['**/*.map', '**/*.br', '**/*.gz', '**/storybook/**', '**/.vite/**'],
    // Hashed file names need no revision query.
    dontCacheBustURLsMatching: /^assets\//,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [...NAVIGATE_FALLBACK_DENYLIST],
    manifestTransforms: [onlyTheShell],
    runtimeCaching: [
      {
        // The runtime config (nothing personal, the same for every agent): always from the network
        // while there is one; its last answer lets the shell start offline (issue #32 §5).
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
        handler: 'NetworkFirst',
        options: { cacheName: CONFIG_CACHE },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/[^/]+\.(?:js|mjs|css|woff2?)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: ASSETS_CACHE, expiration: { maxEntries: 300 } },
      },
    ],
    cleanupOutdatedCaches: true,
    clientsClaim: false,
    skipWaiting: false,
    inlineWorkboxRuntime: true,
    sourcemap: false,
  },
};
