import { configureSession } from '@agent-portal/auth-session';
import { TEST_SIGN_IN_URL } from '@agent-portal/vitest-config/harness';
import { vi, type Mock } from 'vitest';

/**
 * Configures the session package for a test: sign-in page `TEST_SIGN_IN_URL`,
 * client `agent-portal`, tenant `agent-network` (spec §4, §5), and a `navigate` spy in
 * place of leaving the page (jsdom cannot). The gateway is configured by the setup file.
 * @returns the `navigate` spy: its calls are the sign-in URLs the portal went to.
 */
export function configureSessionForTest(): Mock<(url: string) => void> {
  const navigate = vi.fn<(url: string) => void>();
  configureSession({ signInUrl: TEST_SIGN_IN_URL, clientId: 'agent-portal', tenantId: 'agent-network', navigate });
  return navigate;
}
