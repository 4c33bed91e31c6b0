import { gatewayApi } from '@agent-portal/api-client';
import type { Middleware } from '@reduxjs/toolkit';

/** One mutation a story's component started: the endpoint and the arguments it was called with. */
export interface SentMutation {
  endpoint: string;
  args: unknown;
}

/**
 * A record of the gateway mutations a story's store starts, for play functions that prove a
 * valid submit sends the typed values. Storybook has no gateway (it is not configured, and no
 * MSW runs in the browser here), so the request then fails and the form shows that error; the
 * log holds what was sent. Add {@link MutationLog.middleware} to the story store; call
 * {@link MutationLog.clear} in the story's `beforeEach`.
 */
export interface MutationLog {
  readonly sent: SentMutation[];
  readonly middleware: Middleware;
  clear(): void;
}

/** A new, empty {@link MutationLog}. */
export function createMutationLog(): MutationLog {
  const sent: SentMutation[] = [];
  const pending = `${gatewayApi.reducerPath}/executeMutation/pending`;
  const middleware: Middleware = () => (next) => (action) => {
    const { type, meta } = action as { type?: string; meta?: { arg?: { endpointName?: string; originalArgs?: unknown } } };
    if (type === pending && meta?.arg?.endpointName) sent.push({ endpoint: meta.arg.endpointName, args: meta.arg.originalArgs });
    return next(action);
  };
  return {
    sent,
    middleware,
    clear: () => {
      sent.length = 0;
    },
  };
}
