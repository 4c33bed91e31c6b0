import type { Decorator } from '@storybook/react-vite';
import { ProfileStoryProviders, type ProfileStoryData } from '../components/PersonalInformation/storyData.js';
import { StoryProviders, type StoryData } from './storyStore.js';

/**
 * A story decorator that renders the story inside {@link ProfileStoryProviders} (a store whose
 * cache holds Ava's my-profile data, overridden by `data`, and a router at `/my-profile`).
 */
export function withProfileData(data: ProfileStoryData = {}): Decorator {
  const decorator: Decorator = (Story) => (
    <ProfileStoryProviders data={data}>
      <Story />
    </ProfileStoryProviders>
  );
  return decorator;
}

/**
 * A story decorator that renders the story inside {@link StoryProviders} (payment and
 * account-security caches pre-filled; `due` chooses whether a charge is due).
 */
export function withStoryProviders(options: StoryData = {}): Decorator {
  const decorator: Decorator = (Story) => (
    <StoryProviders {...options}>
      <Story />
    </StoryProviders>
  );
  return decorator;
}
