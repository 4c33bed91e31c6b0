import { defineFeature, paths, routePaths, type PortalFeature } from '@agent-portal/feature-api';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { teamTranslations } from './i18n/index.js';

/**
 * The team feature (§2 `my-team`, my-team/team-hierarchy, my-team/team-hierarchy/upline
 * and `promotion`; §6; issue #10): four lazy route modules guarded like every route
 * (promotion is for licensed contractors only, §6), the Team menu entry with its three
 * sub-items, and Request Promotion (licensed).
 */
export const teamFeature: PortalFeature = defineFeature({
  id: 'team',
  routes: [
    { path: routePaths.myTeam, licensed: false, lazy: () => import('./routes/MyTeamRoute.js') },
    { path: routePaths.teamHierarchy, licensed: false, lazy: () => import('./routes/TeamHierarchyRoute.js') },
    { path: routePaths.uplineHierarchy, licensed: false, lazy: () => import('./routes/UplineRoute.js') },
    { path: routePaths.promotion, licensed: true, lazy: () => import('./routes/PromotionRoute.js') },
  ],
  menu: [
    { id: 'team', labelKey: 'team:menu.team', icon: GroupsOutlined, link: paths.myTeam, order: 20 },
    { id: 'my-team', labelKey: 'team:menu.myTeam', link: paths.myTeam, order: 10, parent: 'team' },
    { id: 'team-hierarchy', labelKey: 'team:menu.teamHierarchy', link: paths.teamHierarchy, order: 20, parent: 'team' },
    { id: 'upline-hierarchy', labelKey: 'team:menu.uplineHierarchy', link: paths.uplineHierarchy, order: 30, parent: 'team' },
    { id: 'request-promotion', labelKey: 'team:menu.requestPromotion', icon: TrendingUp, link: paths.promotion, licensed: true, order: 70 },
  ],
  translations: [teamTranslations],
});
