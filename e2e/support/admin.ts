import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN, baseURL } from './env';

/** Non-demo agents of the seed (level 6, no downline) for specs that change or end sessions. */
export const AGENTS = {
  sophia: 'sophia.rossi.156@agent-portal.test',
  hannah: 'hannah.garcia.157@agent-portal.test',
  liam: 'liam.diallo.158@agent-portal.test',
  aisha: 'aisha.wright.159@agent-portal.test',
} as const;

/** `POST /sandbox/notifications` (sandbox admin route): creates a notification for the agent and pushes it. */
export async function createNotification(
  request: APIRequestContext,
  notification: { email: string; subject: string; body: string; href: string },
  origin = baseURL,
) {
  const response = await request.post(`${origin}/sandbox/notifications`, {
    headers: { 'X-Sandbox-Admin': E2E_ADMIN_TOKEN },
    data: notification,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: number; subject: string };
}

/** `POST /sandbox/logout` (sandbox admin route): ends every session of the agent with `ml.ping.auto.session.logout`. */
export async function forceLogout(request: APIRequestContext, email: string, cause: string, origin = baseURL) {
  const response = await request.post(`${origin}/sandbox/logout`, {
    headers: { 'X-Sandbox-Admin': E2E_ADMIN_TOKEN },
    data: { email, cause },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Watches the page's socket.io websocket frames; call before navigating.
 * `welcomes()` counts the `ml.ping.welcome` frames received (one per (re)connection + handshake).
 */
export function trackSocket(page: Page) {
  let welcomes = 0;
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/socket.io/')) return;
    ws.on('framereceived', (frame) => {
      if (typeof frame.payload === 'string' && frame.payload.includes('ml.ping.welcome')) welcomes += 1;
    });
  });
  return {
    welcomes: () => welcomes,
    /** Resolves once at least `n` welcomes arrived. */
    async waitForWelcome(n = 1, timeout = 15_000) {
      await expect.poll(() => welcomes, { timeout }).toBeGreaterThanOrEqual(n);
    },
  };
}

/** The unseen count the bell announces (its accessible name), 0 when none. */
export async function bellCount(page: Page): Promise<number> {
  const label = (await page.getByTestId('notification-bell').getAttribute('aria-label')) ?? '';
  const match = /(\d+)/.exec(label);
  return match ? Number(match[1]) : 0;
}
