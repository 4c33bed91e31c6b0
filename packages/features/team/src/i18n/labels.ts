/**
 * The English menu and page labels of the `team` namespace: what the shell shows before any of the
 * feature's code has loaded. They travel with the feature object (its `translations`); `en.ts`
 * spreads them, so every language file has them (`menu.*`, `pages.*`; issue #30).
 */
export const labels = {
  menu: {
    team: 'Team',
    myTeam: 'My Team',
    teamHierarchy: 'Team Hierarchy',
    uplineHierarchy: 'Upline Hierarchy',
    requestPromotion: 'Request Promotion',
  },
  pages: {
    myTeam: 'My Team',
    teamHierarchy: 'Team Hierarchy',
    uplineHierarchy: 'Upline Hierarchy',
    promotion: 'Request Promotion',
  },
} as const;
