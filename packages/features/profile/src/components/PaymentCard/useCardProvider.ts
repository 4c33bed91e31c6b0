import type { PortalRuntimeConfig } from '@agent-portal/api-client/wire';
import { useEffect, useState } from 'react';
import { createCardProvider, type CardProviderAdapter } from '../../card-provider/index.js';

/** Where the runtime config is served (same as the portal's bootstrap). */
export const RUNTIME_CONFIG_URL = '/config.json';

let cached: Promise<PortalRuntimeConfig['cardProvider']> | null = null;

/** Reads `cardProvider` of `/config.json` once per page (undefined on failure: the sandbox provider). */
function loadCardProviderConfig(): Promise<PortalRuntimeConfig['cardProvider']> {
  cached ??= fetch(RUNTIME_CONFIG_URL, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<PortalRuntimeConfig>) : undefined))
    .then((config) => config?.cardProvider)
    .catch(() => undefined);
  return cached;
}

/** @internal Forgets the cached config (tests). */
export function resetCardProviderConfig(): void {
  cached = null;
}

/**
 * The card provider chosen by the runtime config's `cardProvider` (issue #4); null while the
 * config loads.
 */
export function useCardProvider(): CardProviderAdapter | null {
  const [adapter, setAdapter] = useState<CardProviderAdapter | null>(null);
  useEffect(() => {
    let live = true;
    void loadCardProviderConfig().then((config) => {
      if (live) setAdapter(createCardProvider(config));
    });
    return () => {
      live = false;
    };
  }, []);
  return adapter;
}
