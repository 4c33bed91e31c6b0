import type { SignInCause } from './signIn.js';

/** Name of the BroadcastChannel that keeps one session across tabs (ARCHITECTURE §4). */
export const SESSION_CHANNEL_NAME = 'agent-portal.session';

/** A message between tabs: a tab logged out (with its cause), or renewed the token (cookies are shared). */
export type SessionBroadcastMessage = { type: 'logout'; cause: SignInCause } | { type: 'renewed' };

let channel: BroadcastChannel | null | undefined;

/**
 * @internal The tab's one channel, used to send and to receive (a channel does not
 * receive its own messages, so a tab never reacts to itself). `null` without BroadcastChannel.
 */
export function getSessionChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL_NAME);
  }
  return channel;
}

/**
 * Tells the other tabs about a logout or a renewal. No-op without BroadcastChannel.
 * @param message - see {@link SessionBroadcastMessage}.
 */
export function postSessionMessage(message: SessionBroadcastMessage): void {
  getSessionChannel()?.postMessage(message);
}

/**
 * Listens to the other tabs' session messages.
 * @param listener - called with each valid message.
 * @returns an unsubscribe function.
 */
export function subscribeToSessionMessages(listener: (message: SessionBroadcastMessage) => void): () => void {
  const target = getSessionChannel();
  if (!target) return () => {};
  const handler = (event: MessageEvent) => {
    const data = event.data as Partial<SessionBroadcastMessage> | null;
    if (data?.type === 'logout' || data?.type === 'renewed') listener(data as SessionBroadcastMessage);
  };
  target.addEventListener('message', handler);
  return () => target.removeEventListener('message', handler);
}
