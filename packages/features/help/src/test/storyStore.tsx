import { gatewayApi } from '@agent-portal/api-client';
import { sessionReducer } from '@agent-portal/auth-session';
import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';

// Story-only helpers of the help feature, without MSW: stories import this file in the browser.

/** One mutation a story's component started: the endpoint and the arguments it was called with. */
export interface SentMutation {
  endpoint: string;
  args: unknown;
}

/**
 * A record of the gateway mutations a story's store starts, for play functions that prove a
 * valid submit sends the typed values. Storybook has no gateway (it is not configured), so the
 * request then fails and the form shows that error; the log holds what was sent. Call
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

/** A store like the portal's (empty cache, no gateway) and a router at `route`. */
export function HelpStoryProviders({ log, route = '/help', children }: { log?: MutationLog; route?: string; children: ReactNode }) {
  const [store] = useState(() =>
    configureStore({
      reducer: combineReducers({ [gatewayApi.reducerPath]: gatewayApi.reducer, session: sessionReducer }),
      middleware: (getDefault) => getDefault().concat(gatewayApi.middleware, ...(log ? [log.middleware] : [])),
    }),
  );
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </Provider>
  );
}

/** A story decorator rendering the story inside {@link HelpStoryProviders}; `log` records its mutations. */
export function withHelpStore(log?: MutationLog): Decorator {
  const decorator: Decorator = (Story) => (
    <HelpStoryProviders log={log}>
      <Story />
    </HelpStoryProviders>
  );
  return decorator;
}
