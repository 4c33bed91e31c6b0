import { paths, routePaths } from '@agent-portal/feature-api';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { expectFeatureWiring } from '@agent-portal/test-utils';
import { describe, expect, it } from 'vitest';
import { teamFeature } from './feature.js';

describe('teamFeature (spec §2 my-team, team-hierarchy, upline, promotion; §6; issue #10)', () => {
  it('declares the four routes; only promotion is for licensed agents', () => {
    expect(teamFeature.id).toBe('team');
    expect(teamFeature.routes?.map(({ path, licensed }) => ({ path, licensed }))).toEqual([
      { path: routePaths.myTeam, licensed: false },
      { path: routePaths.teamHierarchy, licensed: false },
      { path: routePaths.uplineHierarchy, licensed: false },
      { path: routePaths.promotion, licensed: true },
    ]);
  });

  it('adds Team to the menu with My Team, Team Hierarchy and Upline under it, and Request Promotion for licensed agents', () => {
    expect(teamFeature.menu).toEqual([
      { id: 'team', labelKey: 'team:menu.team', icon: GroupsOutlined, link: paths.myTeam, order: 20 },
      { id: 'my-team', labelKey: 'team:menu.myTeam', link: paths.myTeam, order: 10, parent: 'team' },
      { id: 'team-hierarchy', labelKey: 'team:menu.teamHierarchy', link: paths.teamHierarchy, order: 20, parent: 'team' },
      { id: 'upline-hierarchy', labelKey: 'team:menu.uplineHierarchy', link: paths.uplineHierarchy, order: 30, parent: 'team' },
      { id: 'request-promotion', labelKey: 'team:menu.requestPromotion', icon: TrendingUp, link: paths.promotion, licensed: true, order: 70 },
    ]);
  });

  it('loads every route lazily as a module with a Component and labels its menu in its own namespace (issue #30)', async () => {
    await expectFeatureWiring(teamFeature);
  });
});
