// The shared preset is plain JS without declarations; this types it for vitest.config.ts.
declare module '@agent-portal/vitest-config' {
  import type { ViteUserConfig } from 'vitest/config';
  export function domPreset(options?: { setupFiles?: string[] }): ViteUserConfig;
  export function nodePreset(): ViteUserConfig;
}
