import type { PortalRuntimeConfig } from '@agent-portal/api-client';

/** Where the runtime configuration is served, next to the built portal (issue #2 §4). */
export const RUNTIME_CONFIG_URL = '/config.json';

const REQUIRED_KEYS = [
  'gatewayUrl',
  'signInUrl',
  'socketUrl',
  'hubBucketUrl',
  'publicBucketUrl',
  'clientId',
  'tenantId',
] as const satisfies ReadonlyArray<keyof PortalRuntimeConfig>;

/**
 * Fetches and checks `/config.json`, so one build serves any environment.
 * @throws Error naming the missing key, or the HTTP status, when the file is unusable.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<PortalRuntimeConfig> {
  const response = await fetchImpl(RUNTIME_CONFIG_URL, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) {
    throw new Error(`The portal configuration could not be loaded (${response.status} ${response.statusText}).`);
  }
  const config = (await response.json()) as Partial<PortalRuntimeConfig>;
  for (const key of REQUIRED_KEYS) {
    if (typeof config[key] !== 'string' || config[key] === '') {
      throw new Error(`The portal configuration lacks "${key}".`);
    }
  }
  return {
    ...(config as PortalRuntimeConfig),
    mobileApp: { iosUrl: '', androidUrl: '', partnerBookUrl: '', ...config.mobileApp },
  };
}
