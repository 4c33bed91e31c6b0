import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

/**
 * vite-plugin-pwa's `virtual:pwa-register` under Vitest (`vitest.config.ts` aliases it here: the
 * plugin, which provides the real module, is the build's): registers nothing.
 */
export function registerSW(_options: RegisterSWOptions = {}): (reloadPage?: boolean) => Promise<void> {
  return async () => undefined;
}
