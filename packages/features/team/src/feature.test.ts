import { paths, routePaths } from '@agent-portal/feature-api';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { i18n } from '@agent-portal/i18n';
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

  it('loads every route lazily as a module with a Component', async () => {
    for (const route of teamFeature.routes ?? []) {
      const module = (await route.lazy()) as { Component?: unknown };
      expect(typeof module.Component).toBe('function');
    }
  });

  it('labels its menu items in its own namespace, bundled with the feature (issue #30)', () => {
    expect(teamFeature.translations?.map((resource) => resource.namespace)).toContain('team');
    for (const item of teamFeature.menu ?? []) {
      expect(item.labelKey.startsWith('team:'), item.id).toBe(true);
      expect(i18n.t(item.labelKey), item.id).not.toBe(item.labelKey.slice('team:'.length));
    }
  });
});
