import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { DEFAULT_SESSION_RENEWAL_GRACE_S, judgeSessionToken, sessionLiveness, type SessionRow } from './sessions.js';

const NOW = 1_800_000_000_000;

const row = (over: Partial<SessionRow> = {}): SessionRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  user_id: 12,
  client_id: 'agent-portal',
  tenant_id: 'agent-network',
  revoked: false,
  generation: 0,
  previous_generation_until_ms: null,
  expires_at_ms: NOW + 3_600_000,
  created_at_ms: NOW - 60_000,
  ...over,
});

describe('judgeSessionToken (issue #13 §2: generations and the renewal grace)', () => {
  it('accepts the current generation (and a token without gen as generation 0)', () => {
    expect(judgeSessionToken(row(), { user_id: 12, gen: 0 }, NOW)).toBeNull();
    expect(judgeSessionToken(row(), { user_id: 12 }, NOW)).toBeNull();
    expect(judgeSessionToken(row({ generation: 3 }), { user_id: 12, gen: 3 }, NOW)).toBeNull();
  });

  it('accepts the replaced generation until the grace ends, then refuses it as retired', () => {
    const renewed = row({ generation: 1, previous_generation_until_ms: NOW + 60_000 });
    expect(judgeSessionToken(renewed, { user_id: 12, gen: 0 }, NOW)).toBeNull();
    expect(judgeSessionToken(renewed, { user_id: 12, gen: 0 }, NOW + 59_999)).toBeNull();
    expect(judgeSessionToken(renewed, { user_id: 12, gen: 0 }, NOW + 60_000)).toBe('retired');
    expect(judgeSessionToken(renewed, { user_id: 12 }, NOW + 61_000)).toBe('retired');
    expect(judgeSessionToken(renewed, { user_id: 12, gen: 1 }, NOW + 61_000)).toBeNull();
  });

  it('gives a grace to the generation just replaced only, never to older ones', () => {
    const twice = row({ generation: 2, previous_generation_until_ms: NOW + 60_000 });
    expect(judgeSessionToken(twice, { user_id: 12, gen: 1 }, NOW)).toBeNull();
    expect(judgeSessionToken(twice, { user_id: 12, gen: 0 }, NOW)).toBe('retired');
  });

  it('refuses an unknown session, another user, a generation never issued, and a revoked session', () => {
    expect(judgeSessionToken(null, { user_id: 12 }, NOW)).toBe('unknown');
    expect(judgeSessionToken(row(), { user_id: 13 }, NOW)).toBe('unknown');
    expect(judgeSessionToken(row(), { user_id: 12, gen: 1 }, NOW)).toBe('unknown');
    expect(judgeSessionToken(row({ revoked: true }), { user_id: 12, gen: 0 }, NOW)).toBe('revoked');
  });
});

describe('sessionLiveness (socket events, issue #13 §2)', () => {
  it('is live until the newest token expires, ended when revoked or unknown', () => {
    expect(sessionLiveness(row(), 12, NOW)).toBe('live');
    expect(sessionLiveness(row(), 12, NOW + 3_600_000)).toBe('expired');
    expect(sessionLiveness(row({ expires_at_ms: null }), 12, NOW + 10 * 3_600_000)).toBe('live');
    expect(sessionLiveness(row({ revoked: true }), 12, NOW)).toBe('ended');
    expect(sessionLiveness(row(), 13, NOW)).toBe('ended');
    expect(sessionLiveness(null, 12, NOW)).toBe('ended');
  });
});

describe('SESSION_RENEWAL_GRACE_S', () => {
  it('defaults to 60 s and takes 0 … 3600', () => {
    expect(DEFAULT_SESSION_RENEWAL_GRACE_S).toBe(60);
    expect(loadConfig({}).sessionRenewalGraceS).toBe(60);
    expect(loadConfig({ SESSION_RENEWAL_GRACE_S: '0' }).sessionRenewalGraceS).toBe(0);
    expect(loadConfig({ SESSION_RENEWAL_GRACE_S: '120' }).sessionRenewalGraceS).toBe(120);
    expect(() => loadConfig({ SESSION_RENEWAL_GRACE_S: '3601' })).toThrow(/SESSION_RENEWAL_GRACE_S/);
    expect(() => loadConfig({ SESSION_RENEWAL_GRACE_S: 'soon' })).toThrow(/SESSION_RENEWAL_GRACE_S/);
  });
});
