import type { ViteUserConfig } from 'vitest/config';

/** Vitest preset for browser packages: jsdom at https://localhost/, jest-dom matchers, cleanup. */
export function domPreset(options?: { setupFiles?: string[] }): ViteUserConfig;

/** Vitest preset for Node packages (the gateway sandbox). */
export function nodePreset(): ViteUserConfig;
