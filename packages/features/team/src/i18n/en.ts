/**
 * English texts of the `team` namespace (my-team, team-hierarchy, upline, promotion;
 * issue #10). `common` holds what every page of the feature shares.
 */
export const en = {
  common: {
    ranks: {
      ASSOCIATE: 'Associate',
      SENIOR_ASSOCIATE: 'Senior Associate',
      MARKETING_DIRECTOR: 'Marketing Director',
      SENIOR_MARKETING_DIRECTOR: 'Senior Marketing Director',
      EXECUTIVE_MARKETING_DIRECTOR: 'Executive Marketing Director',
    },
    problems: {
      BLOCKED: 'Blocked by failed payments',
      DOCUMENTS: 'Essential documents missing or expired',
      LICENSE_PENDING: 'Licence request pending',
    },
    problemsShort: {
      BLOCKED: 'Blocked',
      DOCUMENTS: 'Documents',
      LICENSE_PENDING: 'Licence pending',
    },
    status: {
      ACTIVE: 'Active',
      BLOCKED: 'Blocked',
    },
    licensed: 'Licensed',
    unlicensed: 'Not licensed',
    code: 'Code',
    rank: 'Rank',
    email: 'Email',
    phone: 'Phone',
    upline: 'Upline',
    downline: 'Downline',
    directDownline: 'Direct downline',
    totalDownline: 'Total downline',
    joined: 'Joined',
    sendEmail: 'Email {{name}}',
    call: 'Call {{name}}',
    loadError: 'The team could not be loaded.',
    noUpline: 'At the top of the hierarchy',
  },
};
