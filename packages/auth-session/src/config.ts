import { paths } from '@agent-portal/feature-api';

/** Options of {@link configureSession} (spec §2, §4, §5; CONTRACTS "Route guard outcomes"). */
export interface SessionOptions {
  /** The identity provider's sign-in page (runtime config `signInUrl`). */
  signInUrl: string;
  /** Client id sent to the identity provider as `client_id`. */
  clientId: string;
  /** Tenant id sent to the identity provider as `tenant_id`. */
  tenantId: string;
  /** Where the agent lands after signing in again from a logout. Default `/dashboard` (§2). */
  dashboardPath?: string;
  /**
   * Leaves the SPA for a URL (the sign-in page). Default `window.location.assign(url)`;
   * inject it in tests (jsdom cannot navigate).
   */
  navigate?: (url: string) => void;
}

/** {@link SessionOptions} with defaults filled in. */
export type ResolvedSessionOptions = Required<SessionOptions>;

let current: ResolvedSessionOptions | undefined;

/**
 * Configures the session package once at start-up, before {@link intakeSsoToken}
 * and before rendering. Calling it again replaces every option.
 * @param options - see {@link SessionOptions}.
 */
export function configureSession(options: SessionOptions): void {
  current = {
    signInUrl: options.signInUrl,
    clientId: options.clientId,
    tenantId: options.tenantId,
    dashboardPath: options.dashboardPath ?? paths.dashboard,
    navigate: options.navigate ?? ((url: string) => window.location.assign(url)),
  };
}

/**
 * The options set by {@link configureSession}.
 * @throws Error when {@link configureSession} has not been called.
 */
export function getSessionOptions(): Readonly<ResolvedSessionOptions> {
  if (!current) throw new Error('@agent-portal/auth-session: call configureSession() first.');
  return current;
}
