import { forgeToken, samplePayload } from '@agent-portal/vitest-config/harness';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSessionToken } from './cookies.js';
import type { SessionExpiryModal as SessionExpiryModalType } from './SessionExpiryModal.js';
import { RequireSession } from './RequireSession.js';
import { EXPIRY_WARNING_S } from './SessionExpiryWatch.js';
import { configureSessionForTest, renderWithProviders } from './test/harness.js';

// Counts the watch's loads of the modal's chunk: its dynamic import reads the component from the
// module's namespace (the package index re-exports the module too, so counting evaluations would
// count that import).
const chunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./SessionExpiryModal.js', async (importOriginal) => {
  const original = await importOriginal<{ SessionExpiryModal: typeof SessionExpiryModalType }>();
  return {
    get SessionExpiryModal() {
      chunk.loads += 1;
      return original.SessionExpiryModal;
    },
  };
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeAll(async () => {
  // Transforms the module once (evaluating it reads no export), so the watch's import is quick.
  await import('./SessionExpiryModal.js');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SessionExpiryWatch loads the modal when it may soon be needed (issue #27: not on the first screen)', () => {
  const T0 = new Date('2026-03-03T10:00:00Z').getTime();
  const LIFETIME_S = 15 * 60;

  beforeEach(() => {
    configureSessionForTest();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(T0);
    storeSessionToken(forgeToken(samplePayload({ exp: T0 / 1000 + LIFETIME_S })));
  });

  it('a session with 15 min to run loads no modal code at first; two minutes before the warning it does, and the modal opens on time', async () => {
    renderWithProviders(
      <RequireSession>
        <p>portal layout</p>
      </RequireSession>,
      { route: '/dashboard', session: null },
    );
    await advance(60_000);
    expect(chunk.loads).toBe(0);
    // 2 min before the warning (60 s before exp) the chunk is fetched.
    await advance((LIFETIME_S - EXPIRY_WARNING_S - 120 - 60) * 1000 - 1_000);
    expect(chunk.loads).toBe(0);
    await advance(2_000);
    await vi.waitFor(() => expect(chunk.loads).toBe(1), { timeout: 10_000 });
    expect(screen.queryByTestId('session-expiry-modal')).not.toBeInTheDocument();
    await advance(120_000);
    expect(await screen.findByRole('dialog', { name: 'Your Session is about to expire' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
