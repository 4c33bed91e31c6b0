import { wrapStory, type MutationLog } from '@agent-portal/test-utils/stories';
import type { Decorator } from '@storybook/react-vite';
import { ProfileStoryProviders, type ProfileStoryData } from '../components/PersonalInformation/storyData.js';
import { StoryProviders, type StoryData } from './storyStore.js';

/**
 * A story decorator that renders the story inside {@link ProfileStoryProviders} (a store whose
 * cache holds Ava's my-profile data, overridden by `data`, and a router at `/my-profile`);
 * `log` records the mutations the story's component starts.
 */
export function withProfileData(data: ProfileStoryData = {}, log?: MutationLog): Decorator {
  return wrapStory(ProfileStoryProviders, { data, middleware: log ? [log.middleware] : [] });
}

/**
 * A story decorator that renders the story inside {@link StoryProviders} (payment and
 * account-security caches pre-filled; `due` chooses whether a charge is due); `log` records the
 * mutations the story's component starts.
 */
export function withStoryProviders(options: StoryData = {}, log?: MutationLog): Decorator {
  return wrapStory(StoryProviders, { ...options, middleware: log ? [log.middleware] : [] });
}
