import type { PortalRuntimeConfig } from '@agent-portal/api-client/wire';

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

/** Id of the JSON data element in index.html that the server fills with the config (issue #8 §4). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/** The config the server wrote into index.html, or null when the element is absent, empty or not JSON. */
function configFromPage(doc: Document | undefined): Partial<PortalRuntimeConfig> | null {
  const text = doc?.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent?.trim();
  if (!text) return null;
  try {
    return JSON.parse(text) as Partial<PortalRuntimeConfig>;
  } catch {
    return null;
  }
}

/**
 * The runtime configuration, so one build serves any environment: from the
 * `<script id="runtime-config" type="application/json">` element the sandbox
 * writes into index.html (no round trip), else fetched from `/config.json`
 * (the Vite dev server, a static host).
 * @throws Error naming the missing key, or the HTTP status, when the config is unusable.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  doc: Document | undefined = globalThis.document,
): Promise<PortalRuntimeConfig> {
  const config = configFromPage(doc) ?? (await fetchConfig(fetchImpl));
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

async function fetchConfig(fetchImpl: typeof fetch): Promise<Partial<PortalRuntimeConfig>> {
  const response = await fetchImpl(RUNTIME_CONFIG_URL, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) {
    throw new Error(`The portal configuration could not be loaded (${response.status} ${response.statusText}).`);
  }
  return (await response.json()) as Partial<PortalRuntimeConfig>;
}
