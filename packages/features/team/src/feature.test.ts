import { paths, routePaths } from '@agent-portal/feature-api';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { describe, expect, it } from 'vitest';
import { teamFeature } from './feature.js';

describe('teamFeature (spec §2 my-team, team-hierarchy, upline, promotion; §6; issue #10)', () => {
  it('declares the four routes with their title keys; only promotion is for licensed agents', () => {
    expect(teamFeature.id).toBe('team');
    expect(teamFeature.routes?.map(({ path, titleKey, licensed }) => ({ path, titleKey, licensed }))).toEqual([
      { path: routePaths.myTeam, titleKey: 'pages.myTeam', licensed: false },
      { path: routePaths.teamHierarchy, titleKey: 'pages.teamHierarchy', licensed: false },
      { path: routePaths.uplineHierarchy, titleKey: 'pages.uplineHierarchy', licensed: false },
      { path: routePaths.promotion, titleKey: 'pages.promotion', licensed: true },
    ]);
  });

  it('adds Team to the menu with My Team, Team Hierarchy and Upline under it, and Request Promotion for licensed agents', () => {
    expect(teamFeature.menu).toEqual([
      { id: 'team', labelKey: 'menu.team', icon: GroupsOutlined, link: paths.myTeam, order: 20 },
      { id: 'my-team', labelKey: 'menu.myTeam', link: paths.myTeam, order: 10, parent: 'team' },
      { id: 'team-hierarchy', labelKey: 'menu.teamHierarchy', link: paths.teamHierarchy, order: 20, parent: 'team' },
      { id: 'upline-hierarchy', labelKey: 'menu.uplineHierarchy', link: paths.uplineHierarchy, order: 30, parent: 'team' },
      { id: 'request-promotion', labelKey: 'menu.requestPromotion', icon: TrendingUp, link: paths.promotion, licensed: true, order: 70 },
    ]);
  });

  it('loads every route lazily as a module with a Component', async () => {
    for (const route of teamFeature.routes ?? []) {
      const module = (await route.lazy()) as { Component?: unknown };
      expect(typeof module.Component).toBe('function');
    }
  });
});
