import type { SessionTokenPayload } from '@agent-portal/api-client';

function base64url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A session payload for tests; `exp` defaults to one hour from `Date.now()`. */
export function samplePayload(overrides: Partial<SessionTokenPayload> = {}): SessionTokenPayload {
  return {
    exp: Math.floor(Date.now() / 1000) + 3600,
    iat: Math.floor(Date.now() / 1000),
    session: '5b1f0a8e-3c1d-4a52-9a66-0d2f6b1c7e11',
    user_id: 7,
    role_id: 2,
    identity: 'ava.licensed@agent-portal.test',
    client_id: 'agent-portal',
    tenant_id: 'agent-network',
    ...overrides,
  };
}

/** A JWT-shaped token with an unchecked signature (the client only decodes, never verifies). */
export function forgeToken(payload: object = samplePayload()): string {
  return `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}
