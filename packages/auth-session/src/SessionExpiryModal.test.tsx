import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionExpiryModal } from './SessionExpiryModal.js';
import { renderWithProviders } from './test/harness.js';

describe('SessionExpiryModal (spec §4)', () => {
  it('sits above the global loader overlay (ui-kit: zIndex tooltip + 1), so a pending request never blocks STAY LOGGED IN', () => {
    renderWithProviders(
      <SessionExpiryModal open secondsLeft={30} onStayLoggedIn={() => {}} onLogOut={() => {}} />,
    );
    const tooltip = 1500; // MUI's theme.zIndex.tooltip, which the portal theme keeps
    expect(Number(getComputedStyle(screen.getByTestId('session-expiry-modal')).zIndex)).toBeGreaterThan(tooltip + 1);
  });
});
