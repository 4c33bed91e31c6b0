import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The part of a Rollup/Rolldown output chunk this plugin reads. */
interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: readonly string[];
  isEntry?: boolean;
}

/**
 * Adds `<link rel="modulepreload">` for chunks loaded by `import()` on the first load's path —
 * the start-up code (`src/boot.tsx`, imported by the tiny entry after the first paint) and the
 * landing route — and their static imports to index.html, so the browser fetches them with the
 * entry instead of after the entry has run and the router has matched (issue #8 §4: a shorter
 * chain to the dashboard's first paint). Other routes pay a few KB they may not use; the
 * dashboard is where every sign-in lands.
 * @param modules - each matches one module's path, e.g. `[/src\/boot\.tsx$/, /DashboardRoute\.[jt]sx?$/]`.
 * @throws Error at build time when a pattern matches no chunk (the module moved: fix the pattern).
 */
export function preloadLandingRoute(modules: readonly RegExp[]): Plugin {
  return {
    name: 'agent-portal:preload-landing-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] {
        const bundle = ctx.bundle as Record<string, ChunkLike> | undefined;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const roots = modules.map((pattern) => {
          const chunk = chunks.find((c) => c.facadeModuleId && pattern.test(c.facadeModuleId));
          if (!chunk) throw new Error(`preloadLandingRoute: no chunk for ${pattern}.`);
          return chunk.fileName;
        });
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const withImports = (file: string, seen: Set<string>): Set<string> => {
          if (seen.has(file)) return seen;
          seen.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, seen);
          return seen;
        };
        // The page's own entry (index.html's script); other entries (the start-up code's, see
        // vite.config.ts) are loaded by `import()` and need the preload.
        const entry = chunks.find((c) => c.isEntry && c.facadeModuleId && /\.html$/.test(c.facadeModuleId));
        const alreadyLoaded = entry ? withImports(entry.fileName, new Set()) : new Set<string>();
        const wanted = new Set<string>();
        for (const root of roots) withImports(root, wanted);
        return [...wanted]
          .filter((file) => !alreadyLoaded.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
      },
    },
  };
}
