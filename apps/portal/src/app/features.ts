import { dashboardFeature } from '@agent-portal/feature-dashboard';
import { notificationsFeature } from '@agent-portal/feature-notifications';
import { profileFeature } from '@agent-portal/feature-profile';
import { reportsFeature } from '@agent-portal/feature-reports';
import { searchFeature } from '@agent-portal/feature-search';
import { teamFeature } from '@agent-portal/feature-team';
import { clientsFeature } from '@agent-portal/feature-clients';
import { formsFeature } from '@agent-portal/feature-forms';
import { helpFeature } from '@agent-portal/feature-help';
import type { PortalFeature } from '@agent-portal/feature-api';

/**
 * The features composed into this portal. The shell builds its routes, its menu
 * and its top bar from them (ARCHITECTURE §1); adding a feature is one line here.
 */
export const features: readonly PortalFeature[] = [
  dashboardFeature,
  teamFeature,
  clientsFeature,
  formsFeature,
  reportsFeature,
  helpFeature,
  profileFeature,
  notificationsFeature,
  searchFeature,
];
