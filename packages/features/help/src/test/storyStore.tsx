import { createStoryStore, wrapStory, type MutationLog } from '@agent-portal/test-utils/stories';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';

// Story-only helpers of the help feature, without MSW: stories import this file in the browser.

/** A store like the portal's (empty cache, no gateway) and a router at `route`. */
export function HelpStoryProviders({ log, route = '/help', children }: { log?: MutationLog; route?: string; children: ReactNode }) {
  const [store] = useState(() => createStoryStore(log ? [log.middleware] : []));
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </Provider>
  );
}

/** A story decorator rendering the story inside {@link HelpStoryProviders}; `log` records its mutations. */
export function withHelpStore(log?: MutationLog): Decorator {
  return wrapStory(HelpStoryProviders, { log });
}
