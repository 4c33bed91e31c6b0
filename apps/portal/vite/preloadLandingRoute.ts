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
 * Adds `<link rel="modulepreload">` for the landing route's chunk and its static
 * imports to index.html, so the browser fetches them with the entry instead of
 * after the entry has run and the router has matched (issue #8 §4: a shorter
 * chain to the dashboard's first paint). Other routes pay a few KB they may not
 * use; the dashboard is where every sign-in lands.
 * @param routeModule - matches the route module's path, e.g. `/DashboardRoute\.[jt]sx?$/`.
 * @throws Error at build time when no chunk matches (the route moved: fix the pattern).
 */
export function preloadLandingRoute(routeModule: RegExp): Plugin {
  return {
    name: 'agent-portal:preload-landing-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] {
        const bundle = ctx.bundle as Record<string, ChunkLike> | undefined;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const route = chunks.find((c) => c.facadeModuleId && routeModule.test(c.facadeModuleId));
        if (!route) throw new Error(`preloadLandingRoute: no chunk for ${routeModule}.`);
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const withImports = (file: string, seen: Set<string>): Set<string> => {
          if (seen.has(file)) return seen;
          seen.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, seen);
          return seen;
        };
        const entry = chunks.find((c) => c.isEntry);
        const alreadyLoaded = entry ? withImports(entry.fileName, new Set()) : new Set<string>();
        return [...withImports(route.fileName, new Set())]
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
