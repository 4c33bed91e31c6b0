import type { PortalRuntimeConfig } from '@agent-portal/api-client/wire';
import { createContext, useContext } from 'react';

const RuntimeConfigContext = createContext<PortalRuntimeConfig | null>(null);

/** Provides the runtime configuration loaded at start-up to the shell. */
export const RuntimeConfigProvider = RuntimeConfigContext.Provider;

/**
 * The runtime configuration of this deployment.
 * @throws Error when used outside {@link RuntimeConfigProvider}.
 */
export function useRuntimeConfig(): PortalRuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside RuntimeConfigProvider');
  return config;
}
