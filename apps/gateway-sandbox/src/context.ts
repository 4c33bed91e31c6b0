import type { SessionTokenPayload } from '@agent-portal/api-client/wire';
import type { SandboxConfig } from './config.js';
import type { Db } from './db/db.js';

/** What every route plugin of the sandbox needs, passed as plugin options. */
export interface AppContext {
  config: SandboxConfig;
  db: Db;
  /** HS256 key of session tokens. */
  jwtKey: Uint8Array;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified session token of a gateway call (set by the bearer hook), else null. */
    auth: SessionTokenPayload | null;
  }
}
