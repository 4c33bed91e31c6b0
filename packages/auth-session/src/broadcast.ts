import type { SignInCause } from './signIn.js';

/** Name of the BroadcastChannel that keeps one session across tabs (ARCHITECTURE §4). */
export const SESSION_CHANNEL_NAME = 'agent-portal.session';

/**
 * A message between tabs: a tab logged out (with its cause), renewed the token (cookies are
 * shared), or signed another agent in (`switched`: the cookies now hold another agent's session,
 * the other tabs leave what they show; issue #26, {@link intakeSsoToken}).
 */
export type SessionBroadcastMessage = { type: 'logout'; cause: SignInCause } | { type: 'renewed' } | { type: 'switched' };

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
    if (data?.type === 'logout' || data?.type === 'renewed' || data?.type === 'switched') listener(data as SessionBroadcastMessage);
  };
  target.addEventListener('message', handler);
  return () => target.removeEventListener('message', handler);
}

let superseded = false;

/**
 * @internal Marks this tab as showing a session that another tab has replaced with another
 * agent's (a `switched` message): from then on {@link logout} leaves the shared cookies alone
 * (they are the new agent's) and only leaves the page. Tests reset it with `false`.
 */
export function markSessionSuperseded(value = true): void {
  superseded = value;
}

/** @internal True once {@link markSessionSuperseded} has been called in this tab. */
export function isSessionSuperseded(): boolean {
  return superseded;
}

let shownSession: string | null = null;

/**
 * @internal Records the session this tab shows (the token's `session` claim; {@link RequireSession}
 * calls it when it starts showing one), so that a logout meant for it can tell when the shared
 * cookies already hold another session — another tab signed another agent in (issue #26) and that
 * tab's `switched` message has not arrived yet. Tests reset it with `null`.
 */
export function rememberShownSession(session: string | null): void {
  shownSession = session;
}

/** @internal The session recorded by {@link rememberShownSession}, or null. */
export function shownSessionId(): string | null {
  return shownSession;
}
