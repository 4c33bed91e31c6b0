import type { UserProfile } from '@agent-portal/api-client/wire';

/** A licensed agent, as the gateway returns her (test and story fixture). */
export const avaProfile: UserProfile = {
  id: 7,
  code: 'AG-000007',
  first_name: 'Ava',
  last_name: 'Martinez',
  email: 'ava.licensed@agent-portal.test',
  phone: '+15555550107',
  avatar_url: null,
  is_licensed: true,
  role_id: 2,
  upline_id: 3,
  level: 3,
  created_at: '2023-02-14T09:00:00.000Z',
};
