import type { PortalFeature } from '@agent-portal/feature-api';
import { clientsFeature } from '@agent-portal/feature-clients';
import { dashboardFeature } from '@agent-portal/feature-dashboard';
import { formsFeature } from '@agent-portal/feature-forms';
import { helpFeature } from '@agent-portal/feature-help';
import { notificationsFeature } from '@agent-portal/feature-notifications';
import { profileFeature } from '@agent-portal/feature-profile';
import { reportsFeature } from '@agent-portal/feature-reports';
import { searchFeature } from '@agent-portal/feature-search';
import { teamFeature } from '@agent-portal/feature-team';
// new-feature: import (`pnpm new:feature NAME` adds the new feature's import above this line)

/**
 * The features whose stories Storybook shows: the preview registers their translations (issue #30:
 * nothing registers itself on import). `pnpm new:feature NAME` adds a new feature here; the
 * portal's own list is `apps/portal/src/app/features.ts`.
 */
export const storyFeatures: readonly PortalFeature[] = [
  clientsFeature,
  dashboardFeature,
  formsFeature,
  helpFeature,
  notificationsFeature,
  profileFeature,
  reportsFeature,
  searchFeature,
  teamFeature,
  // new-feature: entry (`pnpm new:feature NAME` adds the new feature above this line)
];
