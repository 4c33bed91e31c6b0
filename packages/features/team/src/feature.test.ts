import { routePaths } from '@agent-portal/feature-api';
import { expectFeatureWiring, menuTree, routeAccess } from '@agent-portal/test-utils';
import { describe, expect, it } from 'vitest';
import { teamFeature } from './feature.js';

describe('teamFeature (spec §2 my-team, team-hierarchy, upline, promotion; §6; issue #10)', () => {
  it('declares the four routes; only promotion is for licensed agents', () => {
    expect(routeAccess(teamFeature)).toEqual({ licensed: [routePaths.promotion], open: [routePaths.myTeam, routePaths.teamHierarchy, routePaths.uplineHierarchy] });
  });

  it('adds Team to the menu with My Team, Team Hierarchy and Upline under it, and Request Promotion for licensed agents', () => {
    expect(menuTree(teamFeature)).toEqual({ team: ['my-team', 'team-hierarchy', 'upline-hierarchy'], 'request-promotion (licensed)': [] });
  });

  it('loads every route lazily as a module with a Component, labels its menu in its own namespace and links it to its routes (issue #30)', async () => {
    await expectFeatureWiring(teamFeature);
  });
});
