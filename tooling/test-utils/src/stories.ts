/**
 * `@agent-portal/test-utils/stories`: the story-side half of the harness, for the stories of
 * ui-kit and the features. It runs in Storybook's browser, so it imports no MSW and nothing of
 * Node: Storybook has no gateway (none is configured), so a story's data is put in the store's
 * cache beforehand, and a call that is not cached fails — the component's error state.
 * @packageDocumentation
 */
import { gatewayApi } from '@agent-portal/api-client';
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { rootReducer } from './rootReducer.js';

/**
 * A fresh store like the portal's (apps/portal/src/app/store.ts): `gatewayApi`'s reducer and
 * middleware under its `reducerPath`, and the auth-session `sessionReducer` under `session`
 * (signed out), plus `middleware` (e.g. a {@link MutationLog}'s). Fill its cache with
 * `someApi.util.upsertQueryData(…)` before the story renders. Create one per story render
 * (`useState(() => …)`), so stories never share a cache.
 * @param middleware - added after `gatewayApi.middleware`, in order.
 */
export function createStoryStore(middleware: readonly Middleware[] = []) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(gatewayApi.middleware, ...middleware),
  });
}

/** The store type of {@link createStoryStore}. */
export type StoryStore = ReturnType<typeof createStoryStore>;

/** One mutation a story's component started: the endpoint's name and the arguments it was called with. */
export interface SentMutation {
  endpoint: string;
  args: unknown;
}

/**
 * A record of the gateway mutations a story's store starts, for play functions that prove a
 * valid submit sends the typed values. As Storybook has no gateway, the request then fails and
 * the form shows that error; the log holds what was sent. Pass {@link MutationLog.middleware} to
 * {@link createStoryStore}; call {@link MutationLog.clear} in the story's `beforeEach`.
 */
export interface MutationLog {
  /** The mutations started since the last {@link MutationLog.clear}, oldest first. */
  readonly sent: SentMutation[];
  /** Records every `executeMutation/pending` action of `gatewayApi`. */
  readonly middleware: Middleware;
  /** Empties {@link MutationLog.sent}. */
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

/**
 * A story decorator (Storybook's `Decorator`, typed structurally: this harness does not depend on
 * Storybook) that renders the story inside `Wrapper` with `props`, e.g. a feature's story providers
 * (store, router) with the story's data.
 * @param Wrapper - the providers component; it renders its `children`.
 * @param props - its props but `children`.
 * @example
 * export const withHelpStore = (log?: MutationLog): Decorator => wrapStory(HelpStoryProviders, { log });
 */
export function wrapStory<P extends object>(Wrapper: ComponentType<P & { children: ReactNode }>, props: P): (Story: ComponentType) => ReactElement {
  return (Story) => createElement(Wrapper, { ...props, children: createElement(Story) });
}
