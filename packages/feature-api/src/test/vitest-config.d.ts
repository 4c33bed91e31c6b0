// The shared preset (tooling/vitest-config) is plain JS without declarations;
// this types it for `vitest.config.ts` until the preset ships its own .d.ts.
declare module '@agent-portal/vitest-config' {
  import type { ViteUserConfig } from 'vitest/config';
  export function domPreset(options?: { setupFiles?: string[] }): ViteUserConfig;
  export function nodePreset(): ViteUserConfig;
}
