/**
 * The agent profile, `GET /integration/v1/users/{id}` (§3, §7).
 * An agent may read only their own profile (403 otherwise).
 */
export interface UserProfile {
  /** User id. */
  id: number;
  /** The agent's hierarchy code, e.g. `AG-000001`. */
  code: string;
  first_name: string;
  last_name: string;
  email: string;
  /** Phone number in E.164, or null. */
  phone: string | null;
  /**
   * Path of the profile picture inside the hub storage bucket, to be prefixed
   * with the bucket's base URL; `null` or empty means "use the default image".
   */
  avatar_url: string | null;
  /** A licensed contractor may use my-clients, promotion, business-overview (§6). */
  is_licensed: boolean;
  /** Role id, as in the session token. */
  role_id: number;
  /** The direct upline's user id; null at the top of the hierarchy. */
  upline_id: number | null;
  /** Depth in the hierarchy, 1 = top. */
  level: number;
  /** Creation time, ISO 8601. */
  created_at: string;
}
