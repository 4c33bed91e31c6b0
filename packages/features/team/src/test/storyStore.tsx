import { teamApi } from '@agent-portal/api-client';
import type { TeamPage } from '@agent-portal/api-client/wire';
import { createStoryStore, wrapStory } from '@agent-portal/test-utils/stories';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SEARCH_LIMIT } from '../components/HierarchyTree/AgentSearch.js';
import { MY_CODE } from './myTeamFixtures.js';

// Story-only helpers of the team feature, without MSW: stories import this file in the browser.

/** Search results to cache, by search term (of the agent {@link MY_CODE}); any other term fails (no gateway in Storybook). */
export type SearchResults = Record<string, TeamPage>;

function seededStore(results: SearchResults) {
  const store = createStoryStore();
  for (const [search, page] of Object.entries(results)) {
    void store.dispatch(teamApi.util.upsertQueryData('listTeam', { code: MY_CODE, search, limit: SEARCH_LIMIT }, page));
  }
  return store;
}

/** A store like the portal's whose cache holds the agent search's {@link SearchResults}. */
export function TeamStoryStore({ results, children }: { results: SearchResults; children: ReactNode }) {
  const [store] = useState(() => seededStore(results));
  return <Provider store={store}>{children}</Provider>;
}

/** A story decorator rendering the story inside {@link TeamStoryStore}. */
export function withSearchResults(results: SearchResults = {}): Decorator {
  return wrapStory(TeamStoryStore, { results });
}
