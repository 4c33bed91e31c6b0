import type { ViteUserConfig } from 'vitest/config';

/**
 * Vitest preset for browser packages: jsdom at https://localhost/, jest-dom matchers, cleanup;
 * test files share one jsdom and module registry per worker, except `isolatedFiles` (globs).
 */
export function domPreset(options?: { setupFiles?: string[]; isolatedFiles?: string[] }): ViteUserConfig;

/** Vitest preset for Node packages (the gateway sandbox). */
export function nodePreset(): ViteUserConfig;
